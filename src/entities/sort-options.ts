import { DEFAULT_SORT, SORT_OPTION_LABELS, SORT_OPTIONS, type SortDirection, type SortOptionKey } from './defaults';
import type { EntityType } from './entity-types';
import { getFacet } from './facets';

export type SortValue = `${SortOptionKey}:${SortDirection}`;

export interface SortOption {
  key: SortOptionKey;
  direction: SortDirection;
  /** the `sort` query parameter, 'cited_by_count:desc' */
  value: SortValue;
  displayName: string;
}

/** The sort menu of an entity type (spec 1 "Sort options"); relevance only while a search applies. */
export function sortOptionsFor(entityType: EntityType, hasSearch: boolean): readonly SortOption[] {
  return SORT_OPTIONS.filter((option) =>
    'requiresSearch' in option ? hasSearch : getFacet(entityType, option.key)?.actions.includes('sort') === true,
  ).map((option) => ({
    key: option.key,
    direction: option.direction,
    value: `${option.key}:${option.direction}`,
    displayName: SORT_OPTION_LABELS[option.key],
  }));
}

/** Spec 1 §4: relevance_score when a search filter applies, else cited_by_count (works) or works_count. */
export function defaultSortFor(entityType: EntityType, hasSearch: boolean): SortValue {
  if (hasSearch) return DEFAULT_SORT.withSearch;
  return entityType === 'works' ? DEFAULT_SORT.works : DEFAULT_SORT.otherEntities;
}
