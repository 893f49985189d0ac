import { createFilterValue, encodeFilters, type UrlFilter } from './filter-url.js';

/**
 * The API negates values, not keys: it rejects `!type:a|b`. A negated filter is rewritten with
 * De Morgan's laws into negated values: not (a or b) is `!a+!b`, not (a and b) is `!a|!b`, and a
 * negated value flips back (`!type:!a` is `type:a`).
 */
export function toApiFilter(filter: UrlFilter): UrlFilter {
  if (!filter.isNegated) return filter;
  return {
    key: filter.key,
    values: filter.values.map((v) => createFilterValue(v.value, !v.isNegated)),
    matchMode: filter.values.length < 2 || filter.matchMode === 'all' ? 'any' : 'all',
    isNegated: false,
  };
}

/** The URL's filters as the `filter=` parameter of an API call. */
export function toApiFilterString(filters: readonly UrlFilter[]): string {
  return encodeFilters(filters.map(toApiFilter));
}
