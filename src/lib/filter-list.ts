import { type UrlFilter } from './filter-url.js';

/**
 * Edits of the filter list by key, each returning a new list in the same order: a replaced filter
 * keeps its place, a new one goes last. OpenAlex allows a key more than once (`k:a,k:b` means all of
 * them); the app edits a key as one filter, so setting it replaces the first and drops the rest.
 */

export function findFilter(filters: readonly UrlFilter[], key: string): UrlFilter | undefined {
  return filters.find((f) => f.key === key);
}

/** A key already in use cannot be added again. */
export function hasFilter(filters: readonly UrlFilter[], key: string): boolean {
  return filters.some((f) => f.key === key);
}

export function setFilter(filters: readonly UrlFilter[], filter: UrlFilter): UrlFilter[] {
  const at = filters.findIndex((f) => f.key === filter.key);
  if (at === -1) return [...filters, filter];
  return filters.flatMap((f, i) => (i === at ? [filter] : f.key === filter.key ? [] : [f]));
}

export function removeFilter(filters: readonly UrlFilter[], key: string): UrlFilter[] {
  return filters.filter((f) => f.key !== key);
}

/**
 * Runs `update` on the key's filter (undefined when there is none); its result replaces the filter,
 * or removes it when null. Handy with the value edits: `updateFilter(list, 'type', f => f ? … : …)`.
 */
export function updateFilter(
  filters: readonly UrlFilter[],
  key: string,
  update: (filter: UrlFilter | undefined) => UrlFilter | null,
): UrlFilter[] {
  const next = update(findFilter(filters, key));
  return next === null ? removeFilter(filters, key) : setFilter(filters, { ...next, key });
}
