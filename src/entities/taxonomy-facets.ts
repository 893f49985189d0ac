import { commonFacetLabels, commonFacets } from './common-facets';
import { ENTITY_TYPE_LABELS } from './entity-types';
import type { FacetLabelsFor, FacetMeaning } from './facet';

/**
 * Facets of the topic classification (spec 2 §3 "Topics, subfields, fields, domains"): description,
 * alternate names and siblings are entity-panel properties; a parent link filters and groups; the
 * children are listed in the panel.
 */
const DESCRIBED = [
  { key: 'description', kind: 'search', actions: [] },
  { key: 'display_name_alternatives', kind: 'select', isMultiple: true, actions: [] },
] as const satisfies readonly FacetMeaning[];

const DESCRIBED_LABELS = {
  description: { displayName: 'description', icon: 'Notes', category: 'other' },
  display_name_alternatives: { displayName: 'alternate names', icon: 'LocalOfferOutlined', category: 'other' },
} as const satisfies FacetLabelsFor<typeof DESCRIBED>;

const PARENT_ACTIONS = ['filter', 'group_by'] as const;

export const TOPIC_FACETS = [
  ...commonFacets('topics'),
  ...DESCRIBED,
  { key: 'siblings', kind: 'entity', entityId: 'topics', isMultiple: true, actions: [] },
  { key: 'subfield.id', kind: 'entity', entityId: 'subfields', isManyOptions: true, actions: PARENT_ACTIONS },
  { key: 'field.id', kind: 'entity', entityId: 'fields', actions: PARENT_ACTIONS },
  { key: 'domain.id', kind: 'entity', entityId: 'domains', actions: PARENT_ACTIONS },
] as const satisfies readonly FacetMeaning[];

export const TOPIC_FACET_LABELS = {
  ...commonFacetLabels(ENTITY_TYPE_LABELS.topics),
  ...DESCRIBED_LABELS,
  siblings: { displayName: 'related topics', icon: 'AccountTree', category: 'other' },
  'subfield.id': { displayName: 'subfield', icon: 'AccountTree', category: 'other' },
  'field.id': { displayName: 'field', icon: 'AccountTree', category: 'other' },
  'domain.id': { displayName: 'domain', icon: 'AccountTree', category: 'other' },
} as const satisfies FacetLabelsFor<typeof TOPIC_FACETS>;

export const SUBFIELD_FACETS = [
  ...commonFacets('subfields'),
  ...DESCRIBED,
  { key: 'siblings', kind: 'entity', entityId: 'subfields', isMultiple: true, actions: [] },
  { key: 'field.id', kind: 'entity', entityId: 'fields', actions: PARENT_ACTIONS },
  { key: 'domain.id', kind: 'entity', entityId: 'domains', actions: PARENT_ACTIONS },
  { key: 'topics', kind: 'entity', entityId: 'topics', isMultiple: true, actions: [] },
] as const satisfies readonly FacetMeaning[];

export const SUBFIELD_FACET_LABELS = {
  ...commonFacetLabels(ENTITY_TYPE_LABELS.subfields),
  ...DESCRIBED_LABELS,
  siblings: { displayName: 'related subfields', icon: 'AccountTree', category: 'other' },
  'field.id': { displayName: 'field', icon: 'AccountTree', category: 'other' },
  'domain.id': { displayName: 'domain', icon: 'AccountTree', category: 'other' },
  topics: { displayName: 'topics', icon: 'AccountTree', category: 'other' },
} as const satisfies FacetLabelsFor<typeof SUBFIELD_FACETS>;

export const FIELD_FACETS = [
  ...commonFacets('fields'),
  ...DESCRIBED,
  { key: 'siblings', kind: 'entity', entityId: 'fields', isMultiple: true, actions: [] },
  { key: 'domain.id', kind: 'entity', entityId: 'domains', actions: PARENT_ACTIONS },
  { key: 'subfields', kind: 'entity', entityId: 'subfields', isMultiple: true, actions: [] },
] as const satisfies readonly FacetMeaning[];

export const FIELD_FACET_LABELS = {
  ...commonFacetLabels(ENTITY_TYPE_LABELS.fields),
  ...DESCRIBED_LABELS,
  siblings: { displayName: 'related fields', icon: 'AccountTree', category: 'other' },
  'domain.id': { displayName: 'domain', icon: 'AccountTree', category: 'other' },
  subfields: { displayName: 'subfields', icon: 'AccountTree', category: 'other' },
} as const satisfies FacetLabelsFor<typeof FIELD_FACETS>;

export const DOMAIN_FACETS = [
  ...commonFacets('domains'),
  ...DESCRIBED,
  { key: 'siblings', kind: 'entity', entityId: 'domains', isMultiple: true, actions: [] },
  { key: 'fields', kind: 'entity', entityId: 'fields', isMultiple: true, actions: [] },
] as const satisfies readonly FacetMeaning[];

export const DOMAIN_FACET_LABELS = {
  ...commonFacetLabels(ENTITY_TYPE_LABELS.domains),
  ...DESCRIBED_LABELS,
  siblings: { displayName: 'other domains', icon: 'AccountTree', category: 'other' },
  fields: { displayName: 'fields', icon: 'AccountTree', category: 'other' },
} as const satisfies FacetLabelsFor<typeof DOMAIN_FACETS>;
