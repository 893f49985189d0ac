import { badRequest } from './errors.js';

/**
 * The OpenAlex filter syntax: `key:value,key2:value2` (comma = AND). Within a value, `|` joins
 * alternatives (OR, at most 100) and `+` joins values that must all hold (AND); each value may be
 * negated with a leading `!`; `null`/`unknown` mean "no value". Keys may be hyphenated.
 */
export interface FilterValue {
  raw: string;
  negated: boolean;
  isNull: boolean;
}

export interface FilterClause {
  key: string;
  /** the key as the client wrote it, for error messages */
  rawKey: string;
  /** how the alternatives combine */
  join: 'or' | 'and';
  values: FilterValue[];
  /** original text, for error messages */
  text: string;
}

export const MAX_OR_VALUES = 100;

export function normalizeKey(key: string): string {
  return key.trim().toLowerCase().replace(/-/g, '_');
}

function parseValue(text: string, clause: string): FilterValue {
  let raw = text.trim();
  let negated = false;
  if (raw.startsWith('!')) {
    negated = true;
    raw = raw.slice(1).trim();
  }
  if (raw === '') throw badRequest(`Filter '${clause}' has an empty value.`);
  const lower = raw.toLowerCase();
  return { raw, negated, isNull: lower === 'null' || lower === 'unknown' };
}

/**
 * Split a filter parameter into clauses. `splitSpaces(key)` says whether a space inside the value
 * of that key separates AND-ed values (a `+` in a URL query arrives as a space).
 */
export function parseFilterParam(param: string, splitSpaces: (key: string) => boolean): FilterClause[] {
  const clauses: FilterClause[] = [];
  for (const part of param.split(',')) {
    if (part.trim() === '') continue;
    const colon = part.indexOf(':');
    if (colon <= 0) {
      throw badRequest(
        `Filter '${part.trim()}' is not of the form key:value. Separate filters with commas, e.g. filter=publication_year:2020,is_oa:true`,
      );
    }
    const key = normalizeKey(part.slice(0, colon));
    const valueText = part.slice(colon + 1);
    const hasOr = valueText.includes('|');
    const andPattern = splitSpaces(key) ? /[+ ]+/ : /\+/;
    const hasAnd = andPattern.test(valueText.trim());
    if (hasOr && hasAnd) {
      throw badRequest(
        `Filter '${part.trim()}' mixes '|' (OR) and '+' (AND) in one value; use separate filters for AND.`,
      );
    }
    const pieces = hasOr ? valueText.split('|') : hasAnd ? valueText.trim().split(andPattern) : [valueText];
    if (pieces.length > MAX_OR_VALUES) {
      throw badRequest(
        `Filter '${key}' has ${pieces.length} values; at most ${MAX_OR_VALUES} values can be combined in one filter.`,
      );
    }
    clauses.push({
      key,
      rawKey: part.slice(0, colon).trim(),
      join: hasAnd ? 'and' : 'or',
      values: pieces.map((p) => parseValue(p, part.trim())),
      text: part.trim(),
    });
  }
  return clauses;
}

export type Range = { min?: number; max?: number; minExclusive?: boolean; maxExclusive?: boolean };

/** `5`, `5-10`, `5-`, `-10`, `<10`, `>5` → range; undefined if not a range or number. */
export function parseNumberRange(raw: string): Range | undefined {
  const v = raw.trim();
  // A leading '-' is the open-ended range '-10' (at most 10), never a negative number.
  // Digits beyond any double (over 308 of them) are not a number SQL could compare with.
  const num = (s: string) => {
    const n = /^\d+(\.\d+)?$/.test(s) ? Number(s) : NaN;
    return Number.isFinite(n) ? n : undefined;
  };
  if (v.startsWith('<')) {
    const n = num(v.slice(1).trim());
    return n === undefined ? undefined : { max: n, maxExclusive: true };
  }
  if (v.startsWith('>')) {
    const n = num(v.slice(1).trim());
    return n === undefined ? undefined : { min: n, minExclusive: true };
  }
  const single = num(v);
  if (single !== undefined) return { min: single, max: single };
  const m = /^(\d+(?:\.\d+)?)?-(\d+(?:\.\d+)?)?$/.exec(v);
  if (!m || (m[1] === undefined && m[2] === undefined)) return undefined;
  const range: Range = {};
  if (m[1] !== undefined) range.min = num(m[1]);
  if (m[2] !== undefined) range.max = num(m[2]);
  if ((m[1] !== undefined && range.min === undefined) || (m[2] !== undefined && range.max === undefined))
    return undefined;
  return range;
}
