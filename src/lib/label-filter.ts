import { createFilter, encodeFilters, type UrlFilter } from './filter-url.js';
import { NATIVE_ID_LETTERS } from './ids.js';
import { toApiFilter } from './to-api-filter-string.js';

/**
 * Labels as filters of a results page (spec 1 §4, 'matches any item in label' / 'matches every item
 * in label'). In the page URL a label filter is an id filter whose one value names the label and
 * the operator:
 *
 *   authorships.author.id:label:any:lAbC     matches any item in label lAbC
 *   authorships.author.id:label:every:lAbC   matches every item in label lAbC
 *
 * (the value is split at the filter's first colon only, so the value keeps its colons). The URL
 * keeps the label, not its ids, so a saved or shared search follows the label as it changes. The
 * data API need know nothing of labels: before asking it, the SPA writes the label's ids in place of
 * the value, joined by '|' (any) or '+' (every), the URL grammar of spec 1 §4; a label of more
 * than 100 ids goes to the bundled server as a reference it resolves (labelRefFilter).
 */

export type LabelMatch = 'any' | 'every';

export const LABEL_MATCH_OPERATORS = {
  any: 'matches any item in label',
  every: 'matches every item in label',
} as const satisfies Record<LabelMatch, string>;

const LABEL_VALUE = /^label:(any|every):(.+)$/;

/** The entity types a label may hold: those with OpenAlex letter ids. */
const LABEL_ENTITY_TYPES: ReadonlySet<string> = new Set(Object.values(NATIVE_ID_LETTERS));

/** Whether the entities of this type can be collected in labels (and so filtered by one). */
export function isLabelEntityType(entityType: string): boolean {
  return LABEL_ENTITY_TYPES.has(entityType);
}

export interface LabelRef {
  labelId: string;
  match: LabelMatch;
}

/** The value a label filter writes: `label:any:lAbC`. */
export function labelValue(ref: LabelRef): string {
  return `label:${ref.match}:${ref.labelId}`;
}

/** A filter of `key` matching any or every item of the label. */
export function createLabelFilter(key: string, ref: LabelRef): UrlFilter {
  return createFilter(key, [labelValue(ref)]);
}

/**
 * The label a filter matches against, or null for other filters. Only the whole filter can be a
 * label: one value, not negated (the operators have no negated forms).
 */
export function labelRefOf(filter: UrlFilter): LabelRef | null {
  if (filter.isNegated || filter.values.length !== 1) return null;
  const [value] = filter.values;
  if (!value || value.isNegated) return null;
  const match = LABEL_VALUE.exec(value.value);
  return match ? { match: match[1] as LabelMatch, labelId: match[2]! } : null;
}

/** The ids of the labels the filters use, each once. */
export function labelIdsOfFilters(filters: readonly UrlFilter[]): string[] {
  return [...new Set(filters.flatMap((filter) => labelRefOf(filter)?.labelId ?? []))];
}

/** The data API takes at most this many values in one filter (`MAX_OR_VALUES` of the server). */
export const MAX_API_FILTER_VALUES = 100;

/**
 * What is known of a label when a request is built: its ids (at most MAX_API_FILTER_VALUES), or a
 * reference the data host resolves for a longer one (the bundled server, see labelRefFilter), or
 * `tooLarge` when the data host cannot take it; null when it cannot be used (logged out, not
 * theirs, deleted, another entity type); undefined while still loading.
 */
export type LabelLookup = (
  ref: LabelRef,
  filter: UrlFilter,
) => readonly string[] | { dataRef: string } | { tooLarge: true } | null | undefined;

export type ApiFilterResult =
  | { status: 'ready'; filter: string }
  | { status: 'pending' }
  | { status: 'unavailable'; labelIds: string[]; reason?: 'too-large' };

/**
 * A label filter as the bundled server's data API takes it: the label named by a short-lived
 * reference the user host made (`authorships.author.id:label:any:{ref}`), so a label of any size
 * is a short URL and the user's token stays with the user host.
 */
export function labelRefFilter(key: string, match: LabelMatch, dataRef: string): string {
  return `${key}:label:${match}:${dataRef}`;
}

/**
 * Whether the data host resolves label references: only the bundled server that also serves the
 * user host (same origin) knows the references that user host makes. Any other data host (the
 * public OpenAlex API, a server of someone else) is sent a label's ids, at most 100 of them.
 */
export function dataHostReadsLabels(hosts: { data: string; user: string }, origin: string): boolean {
  try {
    return new URL(hosts.data, origin).origin === new URL(hosts.user, origin).origin;
  } catch {
    return false;
  }
}

/** What a results page says of a label longer than the data host takes. */
export const LARGE_LABEL_TEXT = `This label holds more than ${MAX_API_FILTER_VALUES} ids: filtering by it needs the bundled Alexandria server as data host (the public OpenAlex API takes at most ${MAX_API_FILTER_VALUES} ids in one filter).`;

/**
 * A filter that no record passes: "has no value and has a value". An empty label's 'any' matches
 * nothing; sending no filter (everything) or an empty value (a 400) would both be wrong.
 */
export function matchesNothing(key: string): string {
  return `${key}:null+!null`;
}

function expandOne(filter: UrlFilter, ref: LabelRef, ids: readonly string[]): string[] {
  if (ids.length === 0) return ref.match === 'any' ? [matchesNothing(filter.key)] : [];
  if (ref.match === 'any') return [`${filter.key}:${ids.join('|')}`];
  // "every" is an AND, and so is the comma between filters: a long label is cut into filters the
  // API accepts. 'Any' of more than 100 goes as one, and the API's 400 says why it cannot be.
  const parts: string[] = [];
  for (let start = 0; start < ids.length; start += MAX_API_FILTER_VALUES) {
    parts.push(`${filter.key}:${ids.slice(start, start + MAX_API_FILTER_VALUES).join('+')}`);
  }
  return parts;
}

/**
 * The URL's filters as the `filter=` of a data API call, each label filter replaced by the label's
 * ids. Until every label is known the result is pending; a label that cannot be used makes the
 * whole request unavailable rather than leaving its filter out (which would widen the search
 * without saying so).
 */
export function toApiFilterWithLabels(filters: readonly UrlFilter[], lookup: LabelLookup): ApiFilterResult {
  const parts: string[] = [];
  const unavailable: string[] = [];
  const tooLarge: string[] = [];
  let isPending = false;
  for (const filter of filters) {
    if (filter.values.length === 0) continue;
    const ref = labelRefOf(filter);
    if (!ref) {
      parts.push(encodeFilters([toApiFilter(filter)]));
      continue;
    }
    const found = lookup(ref, filter);
    if (found === undefined) isPending = true;
    else if (found === null) unavailable.push(ref.labelId);
    else if ('tooLarge' in found) tooLarge.push(ref.labelId);
    else if ('dataRef' in found) parts.push(labelRefFilter(filter.key, ref.match, found.dataRef));
    else parts.push(...expandOne(filter, ref, found));
  }
  if (unavailable.length > 0) return { status: 'unavailable', labelIds: [...new Set(unavailable)] };
  if (tooLarge.length > 0) return { status: 'unavailable', labelIds: [...new Set(tooLarge)], reason: 'too-large' };
  if (isPending) return { status: 'pending' };
  return { status: 'ready', filter: parts.join(',') };
}

/** Why a label a search filters by cannot be used, as the results area and the chip say it. */
export function unavailableLabelText(isLoggedIn: boolean): string {
  return isLoggedIn
    ? 'This label is not available: it was deleted, or it is not yours and not shared.'
    : 'Log in to use this label.';
}
