import type { OqlQuery } from './oql/types.js';

/**
 * The query-language test suites (spec 2 §3 "Test case"), shared by the server that serves them and
 * the pages that run them, so that both give a test the same id.
 */

/** The suites the test pages list, in the order of their cards (spec 2 §2). */
export const SUITE_IDS = ['main', 'landing_page', 'all_columns', 'disjunctions', 'labels'] as const;
export type SuiteId = (typeof SUITE_IDS)[number];

export function isSuiteId(value: string): value is SuiteId {
  return (SUITE_IDS as readonly string[]).includes(value);
}

/** One test of a suite: the spec's fields, whichever of them the suite's file has. */
export interface TestCase {
  /** the first five characters of a base58 form of a hash of the test's content */
  id: string;
  /** its title, or the question of a landing-page example */
  title: string | null;
  oql: string | null;
  query: OqlQuery | null;
  natLang: string[];
  tags: string[];
  /** query fields the comparison skips */
  ignore: string[];
  /** milliseconds (the file's value under 1000 is read as seconds) */
  searchTimeout: number;
  expectsZeroResults: boolean;
  /** a known problem the suite notes (an example's error text, or the broken flag) */
  error: string | null;
  notes: string[];
}

export interface SuiteSummary {
  id: SuiteId;
  /** the file it was read from, e.g. main.yaml */
  file: string;
  count: number;
}

/** Spec 2 §9: a test's search may run this long by default. */
export const DEFAULT_SEARCH_TIMEOUT_MS = 30_000;

/** Spec 2 §9: 'default timeout 30000 ms (values under 1000 treated as seconds)'. */
export function searchTimeoutMs(value: unknown): number {
  const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  if (!Number.isFinite(number) || number <= 0) return DEFAULT_SEARCH_TIMEOUT_MS;
  return number < 1000 ? number * 1000 : number;
}

/** JSON with object keys sorted, so that a test's hash does not depend on the order of its fields. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

const FNV_OFFSET = 0xcbf29ce484222325n;
const FNV_PRIME = 0x100000001b3n;
const MASK_64 = (1n << 64n) - 1n;

/** 64-bit FNV-1a of the text's UTF-8 bytes: synchronous and the same in Node and every browser. */
function fnv1a64(text: string): bigint {
  let hash = FNV_OFFSET;
  for (const byte of new TextEncoder().encode(text)) {
    hash ^= BigInt(byte);
    hash = (hash * FNV_PRIME) & MASK_64;
  }
  return hash;
}

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

export function base58(value: bigint): string {
  let digits = '';
  let rest = value;
  do {
    digits = BASE58[Number(rest % 58n)] + digits;
    rest /= 58n;
  } while (rest > 0n);
  return digits;
}

/** Spec 2 §3: 'Test id is the first five characters of a base58 form of a hash of the test's content.' */
export function testId(raw: unknown): string {
  return base58(fnv1a64(canonicalJson(raw))).slice(0, 5);
}

const strings = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string' && item.trim() !== '')
    : typeof value === 'string' && value.trim() !== ''
      ? [value]
      : [];

/** One entry of a suite's file as a test case; a suite may only hold objects. */
export function toTestCase(raw: unknown, index: number): TestCase {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
    throw new Error(`Test ${index + 1} of the suite is not an object.`);
  }
  const entry = raw as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : null);
  const query = entry.query && typeof entry.query === 'object' ? (entry.query as OqlQuery) : null;
  const error = text(entry.error) ?? (entry.broken === true ? 'Marked broken in the suite.' : null);
  return {
    id: testId(raw),
    title: text(entry.title) ?? text(entry.question),
    oql: text(entry.oql),
    query,
    natLang: strings(entry.natLang),
    tags: strings(entry.tags),
    ignore: strings(entry.ignore),
    searchTimeout: searchTimeoutMs(entry.searchTimeout),
    expectsZeroResults: entry.expectsZeroResults === true,
    error,
    notes: strings(entry.notes),
  };
}

/** A suite's file content (a list of tests) as test cases. */
export function toTestCases(content: unknown): TestCase[] {
  if (!Array.isArray(content)) throw new Error('A test suite must be a list of tests.');
  return content.map(toTestCase);
}
