import { OqlError, positionAt } from './errors.js';
import { isGroup, type OqlFilter, type OqlQuery } from './types.js';

/**
 * The size limits every query keeps, whether it arrives as OQL text or as a query object, so that
 * neither form can ask the server for more work than the other.
 */

/** OQL text longer than this is refused before it is read (the figure the search route uses). */
export const MAX_OQL_LENGTH = 20_000;
/** Filters in one list: filter_works, filter_aggs, or one group's filters. */
export const MAX_FILTERS = 500;
/** Groups inside groups: a group in a top-level list is 1 deep. */
export const MAX_DEPTH = 20;
/**
 * Filters in the whole query, groups included. The per-list and depth limits alone allow 500^20;
 * this bounds the compiled SQL. The largest query in the public test suites has 9 (8 leaves, one
 * group), so 1000 is far beyond any query a person writes and still small to compile.
 */
export const MAX_TOTAL_FILTERS = 1_000;
export const MAX_SHOW_COLUMNS = 100;
/** Characters in one text value. */
export const MAX_VALUE_LENGTH = 2_000;
/** Characters in a column id (filters, sort, show). */
export const MAX_COLUMN_ID_LENGTH = 200;

/** The sentence for a query over MAX_TOTAL_FILTERS (the legacy converter says it too). */
export const TOO_MANY_FILTERS = `a query has at most ${MAX_TOTAL_FILTERS} filters in all, groups included.`;

const fail = (sentence: string): never => {
  throw new OqlError(`Invalid query: ${sentence}`);
};

function checkColumnId(id: unknown, where: string): void {
  if (typeof id === 'string' && id.length > MAX_COLUMN_ID_LENGTH) {
    fail(`a column id is at most ${MAX_COLUMN_ID_LENGTH} characters (${where} has ${id.length}).`);
  }
}

/** Only lists are walked: on input not yet checked, anything else is the schema's to refuse. */
const listOf = (value: unknown): readonly unknown[] => (Array.isArray(value) ? value : []);

/**
 * Walks the filter lists without recursion and stops at the first limit broken, so a query built
 * to be deep or wide costs no more to refuse than the limits allow.
 */
function checkFilters(lists: [string, unknown][]): void {
  const pending: { path: string; filters: readonly unknown[]; depth: number }[] = [];
  for (const [path, filters] of lists) pending.push({ path, filters: listOf(filters), depth: 0 });
  let total = 0;
  for (let list = pending.pop(); list; list = pending.pop()) {
    if (list.filters.length > MAX_FILTERS) {
      fail(`a list of filters holds at most ${MAX_FILTERS} (${list.path} has ${list.filters.length}).`);
    }
    for (const [index, item] of list.filters.entries()) {
      const path = `${list.path}.${index}`;
      if (++total > MAX_TOTAL_FILTERS) fail(TOO_MANY_FILTERS);
      if (typeof item !== 'object' || item === null) continue;
      const filter = item as OqlFilter;
      if (isGroup(filter)) {
        if (list.depth + 1 > MAX_DEPTH) fail(`filters nest at most ${MAX_DEPTH} groups deep.`);
        pending.push({ path: `${path}.filters`, filters: filter.filters, depth: list.depth + 1 });
        continue;
      }
      checkColumnId(filter.column_id, `${path}.column_id`);
      if (typeof filter.value === 'string' && filter.value.length > MAX_VALUE_LENGTH) {
        fail(`a filter value is at most ${MAX_VALUE_LENGTH} characters (${path}.value has ${filter.value.length}).`);
      }
    }
  }
}

/**
 * Throws an OqlError whose message names the first limit the query breaks. Safe to run on a request's
 * query before its schema is checked (a recursive schema overflows the stack on very deep input).
 */
export function checkQueryLimits(query: OqlQuery): void {
  checkFilters([
    ['filter_works', query.filter_works],
    ['filter_aggs', query.filter_aggs],
  ]);
  const columns = listOf(query.show_columns);
  if (columns.length > MAX_SHOW_COLUMNS) {
    fail(`show at most ${MAX_SHOW_COLUMNS} columns (this query shows ${columns.length}).`);
  }
  for (const [index, id] of columns.entries()) checkColumnId(id, `show_columns.${index}`);
  checkColumnId(query.sort_by_column, 'sort_by_column');
}

/** Throws an OqlError for text over MAX_OQL_LENGTH, placed on the characters past the limit. */
export function checkOqlLength(text: string): void {
  if (text.length <= MAX_OQL_LENGTH) return;
  throw new OqlError(
    `Invalid OQL: the text is at most ${MAX_OQL_LENGTH} characters (this one has ${text.length})`,
    positionAt(text, MAX_OQL_LENGTH),
    text.length - MAX_OQL_LENGTH,
  );
}
