import { commonFacetLabels, commonFacets } from './common-facets';
import { ENTITY_TYPE_LABELS } from './entity-types';
import type { FacetLabelsFor, FacetMeaning } from './facet';

/** Author facets of spec 2 §3 ("Authors"), with the actions our server offers for each key. */
export const AUTHOR_FACETS = [
  ...commonFacets('authors'),
  { key: 'ids.orcid', kind: 'select', isId: true, actions: ['filter', 'column'] },
  { key: 'has_orcid', kind: 'boolean', actions: ['filter', 'group_by'], actionsPopular: ['filter', 'group_by'] },
  {
    key: 'last_known_institutions.id',
    kind: 'entity',
    entityId: 'institutions',
    isManyOptions: true,
    isMultiple: true,
    actions: ['filter', 'group_by'],
    actionsPopular: ['filter', 'group_by'],
  },
  {
    key: 'last_known_institutions.country_code',
    kind: 'entity',
    entityId: 'countries',
    isCountry: true,
    isManyOptions: true,
    isMultiple: true,
    actions: ['filter', 'group_by'],
    actionsPopular: ['filter', 'group_by'],
  },
  {
    key: 'last_known_institutions.type',
    kind: 'entity',
    entityId: 'institution-types',
    isMultiple: true,
    actions: ['filter', 'group_by'],
  },
  { key: 'last_known_institutions.is_global_south', kind: 'boolean', actions: ['filter', 'group_by'] },
  {
    key: 'affiliations.institution.id',
    kind: 'entity',
    entityId: 'institutions',
    isManyOptions: true,
    isMultiple: true,
    actions: ['filter', 'group_by'],
  },
  {
    key: 'affiliations.institution.type',
    kind: 'entity',
    entityId: 'institution-types',
    isMultiple: true,
    actions: ['filter', 'group_by'],
  },
  { key: 'display_name_alternatives', kind: 'select', isMultiple: true, actions: [] },
  { key: 'summary_stats.h_index', kind: 'range', sortByValue: true, actions: ['filter', 'sort', 'column'] },
  { key: 'summary_stats.i10_index', kind: 'range', sortByValue: true, actions: ['filter', 'sort', 'column'] },
] as const satisfies readonly FacetMeaning[];

export const AUTHOR_FACET_LABELS = {
  ...commonFacetLabels(ENTITY_TYPE_LABELS.authors),
  'ids.orcid': { displayName: 'ORCID', icon: 'PersonOutlined', category: 'ids' },
  has_orcid: {
    displayName: 'has an ORCID',
    icon: 'Fingerprint',
    category: 'ids',
    booleanValues: { true: 'Has an ORCID', false: 'No ORCID' },
  },
  'last_known_institutions.id': {
    displayName: 'institution',
    icon: 'AccountBalanceOutlined',
    category: 'institution',
  },
  'last_known_institutions.country_code': { displayName: 'institution country', icon: 'Public', category: 'geo' },
  'last_known_institutions.type': {
    displayName: 'institution type',
    icon: 'CategoryOutlined',
    category: 'institution',
  },
  'last_known_institutions.is_global_south': {
    displayName: 'from the Global South',
    icon: 'Public',
    category: 'geo',
    booleanValues: { true: 'Global South', false: 'Global North' },
  },
  'affiliations.institution.id': {
    displayName: 'past institution',
    icon: 'AccountBalanceOutlined',
    category: 'institution',
  },
  'affiliations.institution.type': {
    displayName: 'past institution type',
    icon: 'CategoryOutlined',
    category: 'institution',
  },
  display_name_alternatives: { displayName: 'alternate names', icon: 'PersonOutlined', category: 'other' },
  'summary_stats.h_index': { displayName: 'h-index', icon: 'ShowChart', category: 'citation' },
  'summary_stats.i10_index': { displayName: 'i10-index', icon: 'ShowChart', category: 'citation' },
} as const satisfies FacetLabelsFor<typeof AUTHOR_FACETS>;
