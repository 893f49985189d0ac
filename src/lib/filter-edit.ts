import { createFilterValue, type FilterValue, type MatchMode, type UrlFilter } from './filter-url.js';

/**
 * Edits of one filter, each returning a new filter (the input is never changed). Values are matched
 * case-insensitively, as OpenAlex filters are. After every edit the match mode is normalised: with
 * fewer than two values it is 'any' (the URL cannot tell the modes apart then), and 'any' is forced
 * to 'all' once any value is negated.
 */

/** How an option shows in a filter menu. */
export type ValueState = 'unapplied' | 'applied' | 'negated';

function sameValue(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

function normalise(filter: UrlFilter): UrlFilter {
  const matchMode: MatchMode =
    filter.values.length < 2 ? 'any' : filter.values.some((v) => v.isNegated) ? 'all' : filter.matchMode;
  return matchMode === filter.matchMode ? filter : { ...filter, matchMode };
}

export function findFilterValue(filter: UrlFilter, value: string): FilterValue | undefined {
  return filter.values.find((v) => sameValue(v.value, value));
}

/** 'any' is offered only while no value is negated. */
export function canMatchAny(filter: UrlFilter): boolean {
  return !filter.values.some((v) => v.isNegated);
}

/** Asking for 'any' while a value is negated leaves the filter on 'all'. */
export function setMatchMode(filter: UrlFilter, matchMode: MatchMode): UrlFilter {
  return normalise({ ...filter, matchMode: matchMode === 'any' && !canMatchAny(filter) ? 'all' : matchMode });
}

/** Adds the value at the end; a value already present is left as it is. */
export function addFilterValue(filter: UrlFilter, value: string | FilterValue): UrlFilter {
  const added = typeof value === 'string' ? createFilterValue(value) : value;
  if (findFilterValue(filter, added.value)) return filter;
  return normalise({ ...filter, values: [...filter.values, added] });
}

/** Null when the last value goes: a filter without values is no filter. */
export function removeFilterValue(filter: UrlFilter, value: string): UrlFilter | null {
  const values = filter.values.filter((v) => !sameValue(v.value, value));
  if (values.length === 0) return null;
  return values.length === filter.values.length ? filter : normalise({ ...filter, values });
}

export function toggleValueNegation(filter: UrlFilter, value: string): UrlFilter {
  if (!findFilterValue(filter, value)) return filter;
  const values = filter.values.map((v) => (sameValue(v.value, value) ? createFilterValue(v.value, !v.isNegated) : v));
  return normalise({ ...filter, values });
}

export function getValueState(filter: UrlFilter | undefined, value: string): ValueState {
  const found = filter && findFilterValue(filter, value);
  if (!found) return 'unapplied';
  return found.isNegated ? 'negated' : 'applied';
}

/** Moves an option between unapplied, applied and negated; null when the filter is left empty. */
export function setValueState(filter: UrlFilter, value: string, state: ValueState): UrlFilter | null {
  if (state === 'unapplied') return removeFilterValue(filter, value);
  const found = findFilterValue(filter, value);
  const isNegated = state === 'negated';
  if (!found) return addFilterValue(filter, createFilterValue(value, isNegated));
  return found.isNegated === isNegated ? filter : toggleValueNegation(filter, value);
}

/**
 * 'is' / 'is not', 'is any of' / 'is none of': true when the filter as a whole excludes. A single
 * negated value (`type:!article`) counts, and a negated filter of one negated value cancels out.
 */
export function isFilterNegated(filter: UrlFilter): boolean {
  const isSingleValueNegated = filter.values.length === 1 && filter.values[0]!.isNegated;
  return filter.isNegated !== isSingleValueNegated;
}

/**
 * Negates the whole filter. A single value is negated in OpenAlex's own `key:!value` form; several
 * values get the `!key:` mark (undone first if the filter already has it).
 */
export function negateFilter(filter: UrlFilter): UrlFilter {
  if (filter.isNegated) return { ...filter, isNegated: false };
  const [only] = filter.values;
  if (filter.values.length === 1 && only) return toggleValueNegation(filter, only.value);
  return { ...filter, isNegated: true };
}
