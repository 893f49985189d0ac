import type { commonFacets } from './common-facets';
import type { EntityType, ResultsEntityType } from './entity-types';
import type { FacetKeyOf } from './facets';

// Defaults and option lists of spec 1 §9 and §4, and spec 2 §9.

type CommonFacetKey = ReturnType<typeof commonFacets>[number]['key'];

/** Columns of a new works search. */
export const DEFAULT_WORKS_COLUMNS = [
  'display_name',
  'publication_year',
  'type',
  'open_access.is_oa',
  'cited_by_count',
] as const satisfies readonly FacetKeyOf<'works'>[];

/** Columns of a new results-page search of any other entity type (the analytics table has its own). */
export const DEFAULT_ENTITY_COLUMNS = [
  'display_name',
  'works_count',
  'cited_by_count',
] as const satisfies readonly CommonFacetKey[];

export function defaultColumnsFor(entityType: EntityType): readonly string[] {
  return entityType === 'works' ? DEFAULT_WORKS_COLUMNS : DEFAULT_ENTITY_COLUMNS;
}

/**
 * Group-by cards of a new search. Works: spec 1 §9; the other results pages: our choice, the
 * popular group-bys of each.
 */
export const DEFAULT_GROUP_BYS = {
  works: ['publication_year', 'open_access.is_oa', 'primary_topic.id', 'authorships.institutions.lineage', 'type'],
  authors: ['last_known_institutions.id', 'last_known_institutions.country_code', 'has_orcid'],
  sources: ['type', 'is_oa', 'is_in_doaj'],
  institutions: ['country_code', 'type'],
} as const satisfies { [E in ResultsEntityType]: readonly FacetKeyOf<E>[] };

export function defaultGroupBysFor(entityType: EntityType): readonly string[] {
  return entityType in DEFAULT_GROUP_BYS ? DEFAULT_GROUP_BYS[entityType as ResultsEntityType] : [];
}

/** Scored by the text search; a sort key, not a facet. */
export const RELEVANCE_SORT_KEY = 'relevance_score';

/** Sort keys listed first in the works sort menu. */
export const DEFAULT_SORT_TOPS = [
  'publication_date',
  'cited_by_count',
  RELEVANCE_SORT_KEY,
] as const satisfies readonly (FacetKeyOf<'works'> | typeof RELEVANCE_SORT_KEY)[];

/** Facets listed first in the works filter menu. */
export const DEFAULT_FILTER_MENU_TOPS = [
  'authorships.institutions.lineage',
  'authorships.author.id',
  'default.search',
  'open_access.is_oa',
  'type',
  'publication_year',
  'sustainable_development_goals.id',
] as const satisfies readonly FacetKeyOf<'works'>[];

export const PER_PAGE_OPTIONS = [10, 100] as const;
export const DEFAULT_PER_PAGE = 10 satisfies (typeof PER_PAGE_OPTIONS)[number];

export type SortDirection = 'asc' | 'desc';

interface SortOptionDef {
  key: string;
  direction: SortDirection;
  /** offered only while a text search filter applies */
  requiresSearch?: boolean;
}

/**
 * The sort menu of spec 1 "Sort options", in menu order. An option is offered for an entity type
 * when that type has the key as a sortable facet (works_count is not a works facet, publication_date
 * only a works one), relevance only with a search.
 */
export const SORT_OPTIONS = [
  { key: 'cited_by_count', direction: 'desc' },
  { key: 'works_count', direction: 'desc' },
  { key: 'publication_date', direction: 'desc' },
  { key: RELEVANCE_SORT_KEY, direction: 'desc', requiresSearch: true },
] as const satisfies readonly SortOptionDef[];

export type SortOptionKey = (typeof SORT_OPTIONS)[number]['key'];

export const SORT_OPTION_LABELS = {
  cited_by_count: 'Citations',
  works_count: 'Works',
  publication_date: 'Date',
  relevance_score: 'Relevance',
} as const satisfies Record<SortOptionKey, string>;

/** Spec 1 §4: relevance with a search, otherwise citations for works and works count for the rest. */
export const DEFAULT_SORT = {
  withSearch: `${RELEVANCE_SORT_KEY}:desc`,
  works: 'cited_by_count:desc',
  otherEntities: 'works_count:desc',
} as const satisfies Record<string, `${SortOptionKey}:${SortDirection}`>;

/** Spec 2 §9: label operators match a facet's value against a label (a collection of entity ids). */
export const LABEL_OPERATORS = ['matches any item in label', 'matches every item in label'] as const;
export const DEFAULT_OPERATORS = ['is', 'is not', ...LABEL_OPERATORS] as const;
export const MULTI_VALUE_OPERATORS = ['includes', 'does not include', ...LABEL_OPERATORS] as const;
export const COMPARISON_OPERATORS = [
  'is greater than',
  'is greater than or equal to',
  'is less than',
  'is less than or equal to',
] as const;
export const TEXT_OPERATORS = ['contains', 'does not contain'] as const;
export const SET_OPERATORS = ['is in', 'is not in'] as const;

/** Symbols the query language accepts for the comparison phrases. */
export const OPERATOR_SYMBOLS = {
  '>': 'is greater than',
  '>=': 'is greater than or equal to',
  '<': 'is less than',
  '<=': 'is less than or equal to',
} as const satisfies Record<string, (typeof COMPARISON_OPERATORS)[number]>;

/** Every operator phrase the query language accepts (symbols are normalised to these). */
export const OPERATORS = [
  ...DEFAULT_OPERATORS,
  'includes',
  'does not include',
  ...COMPARISON_OPERATORS,
  ...TEXT_OPERATORS,
  ...SET_OPERATORS,
] as const;
export type Operator = (typeof OPERATORS)[number];

export const JOIN_OPERATORS = ['and', 'or'] as const;
export type JoinOperator = (typeof JOIN_OPERATORS)[number];
