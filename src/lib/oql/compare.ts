import { DEFAULT_OPERATOR } from './config.js';
import { isGroup, type OqlFilter, type OqlQuery } from './types.js';

const SYMBOL_PHRASES: Record<string, string> = {
  '>': 'is greater than',
  '>=': 'is greater than or equal to',
  '<': 'is less than',
  '<=': 'is less than or equal to',
};

const isEmpty = (value: unknown) =>
  value === undefined || value === null || (Array.isArray(value) && value.length === 0);

function sameScalar(a: unknown, b: unknown): boolean {
  if (isEmpty(a) && isEmpty(b)) return true;
  if (typeof a === 'number' || typeof b === 'number') return String(a) === String(b);
  return a === b;
}

function operatorPhrase(operator: string | undefined): string {
  const text = (operator ?? DEFAULT_OPERATOR).trim().toLowerCase();
  return SYMBOL_PHRASES[text] ?? text;
}

function sameFilter(a: OqlFilter, b: OqlFilter): boolean {
  if (isGroup(a) !== isGroup(b)) return false;
  if (isGroup(a) && isGroup(b)) return a.join === b.join && sameFilterList(a.filters, b.filters);
  if (isGroup(a) || isGroup(b)) return false;
  return (
    a.column_id === b.column_id &&
    operatorPhrase(a.operator) === operatorPhrase(b.operator) &&
    sameScalar(a.value, b.value)
  );
}

/** Filter lists are equal when each filter of one matches a different filter of the other, in any order. */
function sameFilterList(a: unknown, b: unknown): boolean {
  const left = Array.isArray(a) ? (a as OqlFilter[]) : [];
  const right = Array.isArray(b) ? (b as OqlFilter[]) : [];
  if (left.length !== right.length) return false;
  const unused = [...right];
  for (const filter of left) {
    const index = unused.findIndex((other) => sameFilter(filter, other));
    if (index < 0) return false;
    unused.splice(index, 1);
  }
  return true;
}

const FILTER_KEYS = new Set(['filter_works', 'filter_aggs']);

/**
 * Spec 2 §5 "Test comparison": missing, null and empty lists are equal; a number equals its
 * numeric string; operators compare by phrase (no operator is 'is'); filter order does not matter.
 * Keys in `ignore` are skipped.
 */
export function compareQueries(a: OqlQuery, b: OqlQuery, ignore: readonly string[] = []): boolean {
  const left = a as unknown as Record<string, unknown>;
  const right = b as unknown as Record<string, unknown>;
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  for (const key of keys) {
    if (ignore.includes(key)) continue;
    const x = left[key];
    const y = right[key];
    if (FILTER_KEYS.has(key)) {
      if (!sameFilterList(x, y)) return false;
    } else if (Array.isArray(x) || Array.isArray(y)) {
      const xs = Array.isArray(x) ? x : [];
      const ys = Array.isArray(y) ? y : [];
      if (xs.length !== ys.length || xs.some((item, index) => !sameScalar(item, ys[index]))) return false;
    } else if (!sameScalar(x, y)) {
      return false;
    }
  }
  return true;
}
