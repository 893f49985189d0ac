import { commonFacetLabels, commonFacets } from './common-facets';
import { ENTITY_TYPE_LABELS } from './entity-types';
import type { FacetLabelsFor, FacetMeaning } from './facet';

/** Facets beyond the common ones of concepts, work types, continents, countries and funders (spec 2 §3). */
export const CONCEPT_FACETS = [
  ...commonFacets('concepts'),
  // Levels 0–5: a short list of options, ordered by level.
  { key: 'level', kind: 'select', sortByValue: true, actions: ['filter', 'sort', 'column', 'group_by'] },
] as const satisfies readonly FacetMeaning[];

export const CONCEPT_FACET_LABELS = {
  ...commonFacetLabels(ENTITY_TYPE_LABELS.concepts),
  level: { displayName: 'level', icon: 'AccountTree', category: 'other' },
} as const satisfies FacetLabelsFor<typeof CONCEPT_FACETS>;

export const TYPE_FACETS = [
  ...commonFacets('types'),
  { key: 'description', kind: 'search', actions: [] },
  { key: 'crossref_types', kind: 'select', isMultiple: true, actions: [] },
] as const satisfies readonly FacetMeaning[];

export const TYPE_FACET_LABELS = {
  ...commonFacetLabels(ENTITY_TYPE_LABELS.types),
  description: { displayName: 'description', icon: 'Notes', category: 'other' },
  crossref_types: { displayName: 'Crossref types', icon: 'CategoryOutlined', category: 'other' },
} as const satisfies FacetLabelsFor<typeof TYPE_FACETS>;

export const CONTINENT_FACETS = [
  ...commonFacets('continents'),
  { key: 'countries', kind: 'entity', entityId: 'countries', isCountry: true, isMultiple: true, actions: [] },
] as const satisfies readonly FacetMeaning[];

export const CONTINENT_FACET_LABELS = {
  ...commonFacetLabels(ENTITY_TYPE_LABELS.continents),
  countries: { displayName: 'countries', icon: 'Public', category: 'geo' },
} as const satisfies FacetLabelsFor<typeof CONTINENT_FACETS>;

const GLOBAL_SOUTH = {
  displayName: 'Global South',
  icon: 'Public',
  category: 'geo',
  booleanValues: { true: 'Global South', false: 'Global North' },
} as const;

export const COUNTRY_FACETS = [
  ...commonFacets('countries'),
  { key: 'continent', kind: 'entity', entityId: 'continents', actions: ['filter', 'column', 'group_by'] },
  { key: 'is_global_south', kind: 'boolean', actions: ['filter', 'column', 'group_by'] },
] as const satisfies readonly FacetMeaning[];

export const COUNTRY_FACET_LABELS = {
  ...commonFacetLabels(ENTITY_TYPE_LABELS.countries),
  continent: { displayName: 'continent', icon: 'Public', category: 'geo' },
  is_global_south: GLOBAL_SOUTH,
} as const satisfies FacetLabelsFor<typeof COUNTRY_FACETS>;

export const FUNDER_FACETS = [
  ...commonFacets('funders'),
  {
    key: 'country_code',
    kind: 'entity',
    entityId: 'countries',
    isCountry: true,
    isManyOptions: true,
    actions: ['filter', 'column', 'group_by'],
    actionsPopular: ['filter'],
  },
  {
    key: 'is_global_south',
    kind: 'boolean',
    actions: ['filter', 'column', 'group_by'],
    actionsPopular: ['group_by'],
  },
] as const satisfies readonly FacetMeaning[];

export const FUNDER_FACET_LABELS = {
  ...commonFacetLabels(ENTITY_TYPE_LABELS.funders),
  country_code: { displayName: 'country', icon: 'Public', category: 'geo' },
  is_global_south: GLOBAL_SOUTH,
} as const satisfies FacetLabelsFor<typeof FUNDER_FACETS>;
