import type { Facet } from '../../../entities/facet';
import { negateFilter, setValueState, type ValueState } from '../../../lib/filter-edit';
import { toFilterValueText, type UrlFilter } from '../../../lib/filter-url';
import { parseEntityId, toShortId } from '../../../lib/ids';
import { findMatchingValue } from './filter-values';

/**
 * Moves an option to a state. A filter left without values stays as an empty (pending) filter so
 * its editor stays open. A filter negated before it had a value ('is not' chosen first) takes
 * OpenAlex's own `key:!value` form once its first value arrives.
 */
export function applyOptionState(filter: UrlFilter, facet: Facet, value: string, state: ValueState): UrlFilter {
  const existing = findMatchingValue(filter, facet, value);
  if (existing === undefined && state === 'unapplied') return filter;
  const next = setValueState(filter, existing ?? value, state);
  if (next === null) return { ...filter, values: [], matchMode: 'any' };
  if (filter.values.length === 0 && filter.isNegated) return negateFilter({ ...next, isNegated: false });
  return next;
}

/**
 * A value typed into an option box and submitted without picking an option: any text for select
 * facets (DOIs, ORCIDs, ISSNs), an id for entity facets ('A123', 'https://openalex.org/I1').
 */
export function typedOptionValue(facet: Facet, text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (facet.kind === 'select') return toFilterValueText(trimmed) || null;
  if (facet.kind === 'entity') return parseEntityId(trimmed) ? toShortId(trimmed) : null;
  return null;
}
