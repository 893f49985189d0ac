import { DEFAULT_LOCALE, formatNumber } from './format-number.js';

/**
 * Numeric ranges as OpenAlex filters write them: `1999` (exactly), `1999-2020`, `1999-` (from),
 * `-2020` (up to, inclusive), `<5` and `>5` (exclusive). A leading '-' is always an open range,
 * never a negative number, as on the server.
 */
export interface NumberRange {
  /** lower bound; null when open */
  from: number | null;
  /** upper bound; null when open */
  to: number | null;
  /** `>N`: the bound itself is excluded */
  isFromExclusive: boolean;
  /** `<N`: the bound itself is excluded */
  isToExclusive: boolean;
}

export type RangeParseErrorCode = 'empty' | 'not-a-range' | 'reversed';

export type RangeParseResult =
  { ok: true; range: NumberRange } | { ok: false; error: { code: RangeParseErrorCode; message: string } };

export const RANGE_PLACEHOLDER = 'Enter number or range';
export const YEAR_RANGE_PLACEHOLDER = 'Enter year or range of years';
/** Range filters have one fixed verb. */
export const RANGE_VERB = 'is within range';

const NUMBER = String.raw`\d+(?:\.\d+)?`;
const SINGLE = new RegExp(`^(${NUMBER})$`);
const EXCLUSIVE = new RegExp(`^([<>])\\s*(${NUMBER})$`);
const BETWEEN = new RegExp(`^(${NUMBER})?\\s*-\\s*(${NUMBER})?$`);

function range(from: number | null, to: number | null, exclusive: Partial<NumberRange> = {}): NumberRange {
  return { from, to, isFromExclusive: false, isToExclusive: false, ...exclusive };
}

function failure(code: RangeParseErrorCode, message: string): RangeParseResult {
  return { ok: false, error: { code, message } };
}

/** Read what a user typed in a range box (spaces around the parts are allowed) or a filter value. */
export function parseRange(text: string): RangeParseResult {
  const input = text.trim();
  if (input === '') return failure('empty', 'Enter a number or a range such as 1999-2020.');

  const single = SINGLE.exec(input);
  if (single) {
    const n = Number(single[1]);
    return { ok: true, range: range(n, n) };
  }
  const exclusive = EXCLUSIVE.exec(input);
  if (exclusive) {
    const n = Number(exclusive[2]);
    return {
      ok: true,
      range: exclusive[1] === '<' ? range(null, n, { isToExclusive: true }) : range(n, null, { isFromExclusive: true }),
    };
  }
  const between = BETWEEN.exec(input);
  if (between && (between[1] !== undefined || between[2] !== undefined)) {
    const from = between[1] === undefined ? null : Number(between[1]);
    const to = between[2] === undefined ? null : Number(between[2]);
    if (from !== null && to !== null && from > to) {
      return failure('reversed', `The range ${input} starts after it ends.`);
    }
    return { ok: true, range: range(from, to) };
  }
  return failure('not-a-range', `'${input}' is not a number or a range (for example 1999, 1999-, -2020, 1999-2020).`);
}

/** True for values written with range syntax (`-`, `<`, `>`); a plain number is a value, not a range. */
export function isRangeExpression(text: string): boolean {
  return /[-<>]/.test(text) && parseRange(text).ok;
}

/** The range as a filter value: '1999', '1999-2020', '1999-', '-2020', '<5', '>5'. */
export function formatRangeValue(value: NumberRange): string {
  const { from, to } = value;
  if (value.isToExclusive && to !== null) return `<${to}`;
  if (value.isFromExclusive && from !== null) return `>${from}`;
  if (from !== null && from === to) return String(from);
  return `${from ?? ''}-${to ?? ''}`;
}

export interface RangeDisplayOptions {
  /** publication_year and other year columns read as years, without thousands separators */
  isYear?: boolean;
  locale?: string;
}

/**
 * A range for people. Years: 'Y', 'Before or in Y', 'Y and later', 'A-B'. Other numbers:
 * 'N exactly', 'At most N', 'N or more', 'A-B'. The exclusive forms read 'Before Y' / 'After Y' and
 * 'Less than N' / 'More than N'.
 */
export function describeRange(value: NumberRange, options: RangeDisplayOptions = {}): string {
  const isYear = options.isYear ?? false;
  const locale = options.locale ?? DEFAULT_LOCALE;
  const show = (n: number) => (isYear ? String(n) : formatNumber(n, locale));
  const { from, to } = value;

  if (value.isToExclusive && to !== null) return isYear ? `Before ${show(to)}` : `Less than ${show(to)}`;
  if (value.isFromExclusive && from !== null) return isYear ? `After ${show(from)}` : `More than ${show(from)}`;
  if (from !== null && from === to) return isYear ? show(from) : `${show(from)} exactly`;
  if (from === null && to !== null) return isYear ? `Before or in ${show(to)}` : `At most ${show(to)}`;
  if (from !== null && to === null) return isYear ? `${show(from)} and later` : `${show(from)} or more`;
  if (from !== null && to !== null) return `${show(from)}-${show(to)}`;
  return '';
}

/** A filter value shown as a range when it reads as one; anything else is returned unchanged. */
export function describeRangeValue(text: string, options: RangeDisplayOptions = {}): string {
  const parsed = parseRange(text);
  return parsed.ok ? describeRange(parsed.range, options) : text;
}

/** publication_year asks for years; every other range filter for numbers. */
export function rangePlaceholder(key: string): string {
  return key === 'publication_year' ? YEAR_RANGE_PLACEHOLDER : RANGE_PLACEHOLDER;
}
