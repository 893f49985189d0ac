import { isRangeExpression, parseRange, type NumberRange } from './range.js';

/**
 * The `filter=` expression as the app keeps it in its URL (OpenAlex syntax):
 *
 *   authorships.institutions.lineage:i1|i2,!type:article,publication_year:2010-2020,doi:https://doi.org/10.1/x
 *
 * Filters are separated by commas; each is `key:value`, split at the first colon only, so values may
 * hold colons (URLs, `doi:10…`). Values are joined with '|' (any of) or '+' (all of), never both.
 * A '!' before a value negates that value (`type:!article`, OpenAlex's own form); a '!' before the
 * key negates the whole filter (`!type:article|book`, 'is none of'), which the API does not accept
 * as written: send `toApiFilterString` instead. 'null' and 'unknown' mean "no value".
 *
 * Parsing never throws and keeps the text exactly: every accepted string re-encodes to itself.
 */

export type MatchMode = 'any' | 'all';

export const MATCH_MODE_SEPARATOR = { any: '|', all: '+' } as const satisfies Record<MatchMode, string>;

export interface FilterValue {
  /** the value as written, without its negation mark */
  value: string;
  isNegated: boolean;
  /** 'null' / 'unknown' in any case: the record has no value */
  isNull: boolean;
  /** set when the value is written as a range (N-M, N-, -N, <N, >N); a plain number has none */
  range: NumberRange | null;
}

export interface UrlFilter {
  key: string;
  values: FilterValue[];
  /** how several values combine; a single value always reads back as 'any' */
  matchMode: MatchMode;
  /** `!key:…`: the whole filter is negated */
  isNegated: boolean;
}

export type FilterParseErrorCode =
  'empty-filter' | 'missing-colon' | 'invalid-key' | 'empty-value' | 'mixed-match-modes';

export interface FilterParseError {
  code: FilterParseErrorCode;
  /** names the bad part, fit to show to the person who typed the URL */
  message: string;
  /** the offending filter's text */
  filterText: string;
  /** the offending filter's position among the comma-separated filters */
  index: number;
}

export type FilterParseResult = { ok: true; filter: UrlFilter } | { ok: false; error: FilterParseError };
export type FiltersParseResult = { ok: true; filters: UrlFilter[] } | { ok: false; error: FilterParseError };

const KEY_PATTERN = /^[A-Za-z0-9_.-]+$/;
const NULL_VALUES = new Set(['null', 'unknown']);

export function createFilterValue(value: string, isNegated = false): FilterValue {
  return {
    value,
    isNegated,
    isNull: NULL_VALUES.has(value.toLowerCase()),
    range: isRangeExpression(value) ? rangeOf(value) : null,
  };
}

function rangeOf(value: string): NumberRange | null {
  const parsed = parseRange(value);
  return parsed.ok ? parsed.range : null;
}

/** Plain strings are taken as non-negated values. */
export function createFilter(
  key: string,
  values: ReadonlyArray<string | FilterValue>,
  options: { matchMode?: MatchMode; isNegated?: boolean } = {},
): UrlFilter {
  return {
    key,
    values: values.map((v) => (typeof v === 'string' ? createFilterValue(v) : v)),
    matchMode: options.matchMode ?? 'any',
    isNegated: options.isNegated ?? false,
  };
}

function failure(code: FilterParseErrorCode, message: string, filterText: string, index: number) {
  return { ok: false as const, error: { code, message, filterText, index } };
}

function parseEntry(text: string, index: number): FilterParseResult {
  if (text === '') return failure('empty-filter', `Filter ${index + 1} is empty.`, text, index);
  const isNegated = text.startsWith('!');
  const body = isNegated ? text.slice(1) : text;
  const colon = body.indexOf(':');
  if (colon === -1) {
    return failure('missing-colon', `Filter '${text}' is not of the form key:value.`, text, index);
  }
  const key = body.slice(0, colon);
  if (!KEY_PATTERN.test(key)) {
    const message =
      key === ''
        ? `Filter '${text}' has no key before the colon.`
        : `Filter '${text}' has an invalid key '${key}' (letters, digits, '_', '.', '-').`;
    return failure('invalid-key', message, text, index);
  }
  const valueText = body.slice(colon + 1);
  const hasAny = valueText.includes(MATCH_MODE_SEPARATOR.any);
  const hasAll = valueText.includes(MATCH_MODE_SEPARATOR.all);
  if (hasAny && hasAll) {
    return failure(
      'mixed-match-modes',
      `Filter '${text}' mixes '|' (any of) and '+' (all of); use one of them.`,
      text,
      index,
    );
  }
  const matchMode: MatchMode = hasAll ? 'all' : 'any';
  const values: FilterValue[] = [];
  for (const piece of valueText.split(MATCH_MODE_SEPARATOR[matchMode])) {
    const isValueNegated = piece.startsWith('!');
    const value = isValueNegated ? piece.slice(1) : piece;
    if (value === '') return failure('empty-value', `Filter '${text}' has an empty value.`, text, index);
    values.push(createFilterValue(value, isValueNegated));
  }
  return { ok: true, filter: { key, values, matchMode, isNegated } };
}

/** One filter in its key:value form, e.g. `type:article|book`. */
export function parseFilter(text: string): FilterParseResult {
  return parseEntry(text, 0);
}

/** The whole `filter=` parameter; '' is no filters. */
export function parseFilters(text: string): FiltersParseResult {
  if (text === '') return { ok: true, filters: [] };
  const filters: UrlFilter[] = [];
  const entries = text.split(',');
  for (const [index, entry] of entries.entries()) {
    const parsed = parseEntry(entry, index);
    if (!parsed.ok) return parsed;
    filters.push(parsed.filter);
  }
  return { ok: true, filters };
}

/** A value with its negation mark: `!article`. */
export function encodeFilterValue(value: FilterValue): string {
  return `${value.isNegated ? '!' : ''}${value.value}`;
}

/** The key:value string form of one value of a filter, e.g. `type:!article`. */
export function keyValueString(key: string, value: FilterValue): string {
  return `${key}:${encodeFilterValue(value)}`;
}

export function encodeFilter(filter: UrlFilter): string {
  const values = filter.values.map(encodeFilterValue).join(MATCH_MODE_SEPARATOR[filter.matchMode]);
  return `${filter.isNegated ? '!' : ''}${filter.key}:${values}`;
}

/** Filters without values (one still being typed) are left out: `key:` is not a filter. */
export function encodeFilters(filters: readonly UrlFilter[]): string {
  return filters
    .filter((f) => f.values.length > 0)
    .map(encodeFilter)
    .join(',');
}

/**
 * Free text (a search box) made safe to hold as one value: ',' would end the filter and '|' / '+'
 * would split it (search text says OR / AND in words instead), so they become spaces; a leading '!'
 * would read as negation, so it goes; whitespace runs collapse and the ends are trimmed.
 */
export function toFilterValueText(text: string): string {
  return text
    .replace(/[,|+]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[!\s]+/, '');
}
