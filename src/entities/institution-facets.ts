import { commonFacetLabels, commonFacets } from './common-facets';
import { ENTITY_TYPE_LABELS } from './entity-types';
import type { FacetLabelsFor, FacetMeaning } from './facet';

/** Institution facets of spec 2 §3 ("Institutions"), with the actions our server offers for each key. */
export const INSTITUTION_FACETS = [
  ...commonFacets('institutions'),
  { key: 'ids.ror', kind: 'select', isId: true, actions: ['filter', 'column'] },
  {
    key: 'country_code',
    kind: 'entity',
    entityId: 'countries',
    isCountry: true,
    isManyOptions: true,
    actions: ['filter', 'column', 'group_by'],
    actionsPopular: ['filter', 'group_by'],
  },
  {
    key: 'type',
    kind: 'entity',
    entityId: 'institution-types',
    actions: ['filter', 'column', 'group_by'],
    actionsPopular: ['filter', 'group_by'],
  },
  // Our server does not filter institutions by concept (see the contract test's allow-list).
  {
    key: 'x_concepts.id',
    kind: 'entity',
    entityId: 'concepts',
    isManyOptions: true,
    isMultiple: true,
    actions: ['filter'],
  },
  { key: 'display_name_alternatives', kind: 'select', isMultiple: true, actions: [] },
  // From associated_institutions, by relationship: entity-panel properties.
  { key: 'parent_institutions', kind: 'entity', entityId: 'institutions', isMultiple: true, actions: [] },
  { key: 'child_institutions', kind: 'entity', entityId: 'institutions', isMultiple: true, actions: [] },
  { key: 'related_institutions', kind: 'entity', entityId: 'institutions', isMultiple: true, actions: [] },
] as const satisfies readonly FacetMeaning[];

export const INSTITUTION_FACET_LABELS = {
  ...commonFacetLabels(ENTITY_TYPE_LABELS.institutions),
  'ids.ror': { displayName: 'ROR ID', icon: 'AccountBalanceOutlined', category: 'ids' },
  country_code: { displayName: 'country', icon: 'Public', category: 'geo' },
  type: { displayName: 'institution type', icon: 'CategoryOutlined', category: 'other' },
  'x_concepts.id': { displayName: 'concept', icon: 'LocalOfferOutlined', category: 'other' },
  display_name_alternatives: { displayName: 'alternate names', icon: 'AccountBalanceOutlined', category: 'other' },
  parent_institutions: { displayName: 'parent institutions', icon: 'AccountTree', category: 'institution' },
  child_institutions: { displayName: 'child institutions', icon: 'AccountTree', category: 'institution' },
  related_institutions: { displayName: 'related institutions', icon: 'AccountTree', category: 'institution' },
} as const satisfies FacetLabelsFor<typeof INSTITUTION_FACETS>;
