import { sqlString, type SqlParam } from '../store/duck.js';
import { orderBy, type CompiledQuery, type SortKey } from './compile.js';
import { badRequest, type QueryError } from './errors.js';
import { validDate } from './fields.js';
import type { ListParams } from './params.js';

// A list page's SQL: the ids of one page (with the sort keys as `_k0`, `_k1` … for the next
// cursor, and the relevance score), read from only the filter and sort columns; the full rows of
// those ids are read afterwards, so wide columns such as authorships are never scanned in bulk.
// Cursors record the sort keys' values of a page's last row.

export function encodeCursor(payload: unknown): string {
  return Buffer.from(JSON.stringify(payload)).toString('base64url');
}

/**
 * The payload of one of our cursors: a list's `{s, v, id}` or a group_by's `{g, o}`. Anything else
 * (an OpenAlex cursor is base64 of a Python list's text, a damaged one decodes to nothing) is a
 * 400 that says the cursor is not this server's, not that it belongs to another query.
 */
export function decodeCursor(cursor: string): Record<string, unknown> {
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    payload = undefined;
  }
  const isOurs =
    typeof payload === 'object' &&
    payload !== null &&
    !Array.isArray(payload) &&
    (('s' in payload && 'v' in payload && Array.isArray(payload.v) && 'id' in payload) ||
      ('g' in payload && 'o' in payload));
  if (!isOurs) throw cursorNotOurs(cursor);
  return payload as Record<string, unknown>;
}

function shown(cursor: string): string {
  return cursor.length > 60 ? `${cursor.slice(0, 60)}…` : cursor;
}

function cursorNotOurs(cursor: string): QueryError {
  return badRequest(
    `Cursor '${shown(cursor)}' is not a cursor of this server (cursors from api.openalex.org or another server do not work here): start with cursor=* and pass meta.next_cursor of each page.`,
  );
}

function cursorNotValid(cursor: string): QueryError {
  return badRequest(
    `Cursor '${shown(cursor)}' is not valid: start with cursor=* and pass meta.next_cursor of each page.`,
  );
}

/** What kind of value a sort key (or the id) holds, so a cursor's values can be checked against it. */
export type ValueKind = 'number' | 'integer' | 'text' | 'date' | 'boolean' | 'other';

/** A DuckDB column type (as DESCRIBE names it) → the kind of value a cursor may carry for it. */
export function valueKindOf(duckType: string): ValueKind {
  if (/^(TINYINT|SMALLINT|INTEGER|BIGINT|UTINYINT|USMALLINT|UINTEGER|UBIGINT|HUGEINT|UHUGEINT)$/.test(duckType))
    return 'integer';
  if (/^(FLOAT|DOUBLE|REAL|DECIMAL.*)$/.test(duckType)) return 'number';
  if (duckType === 'VARCHAR') return 'text';
  if (duckType === 'DATE') return 'date';
  if (duckType === 'BOOLEAN') return 'boolean';
  return 'other';
}

/** Whether a cursor value can stand for a value of this kind (null: rows without one). */
function fitsKind(v: unknown, kind: ValueKind): boolean {
  switch (kind) {
    case 'integer':
      return typeof v === 'number' && Number.isSafeInteger(v);
    case 'number':
      return typeof v === 'number' && Number.isFinite(v);
    case 'text':
      return typeof v === 'string';
    case 'date':
      return typeof v === 'string' && validDate(v);
    case 'boolean':
      return typeof v === 'boolean';
    default:
      return false;
  }
}

/** An SQL literal of a value already checked by fitsKind: numbers as digits, text through sqlString. */
function lit(v: unknown): string {
  if (typeof v === 'number') {
    if (!Number.isFinite(v)) throw new Error(`not a finite number: ${v}`);
    return String(v);
  }
  if (typeof v === 'boolean') return v ? 'TRUE' : 'FALSE';
  return sqlString(String(v));
}

/**
 * Rows after the cursor's position in (keys…, id) order, NULLS LAST, as conjunctions any one of
 * which such a row meets: one pair per sort key (a lesser or greater value, or none), then the
 * same values and a greater id. Each is a plain filter that DuckDB can push into its scan.
 */
export function keysetBranches(keys: SortKey[], values: unknown[], lastId: unknown): string[] {
  const branches: string[] = [];
  const eqs: string[] = [];
  keys.forEach((k, i) => {
    const v = values[i];
    if (v !== null && v !== undefined) {
      branches.push([...eqs, `${k.sql} ${k.desc ? '<' : '>'} ${lit(v)}`].join(' AND '));
      branches.push([...eqs, `${k.sql} IS NULL`].join(' AND '));
      eqs.push(`${k.sql} = ${lit(v)}`);
    } else {
      eqs.push(`${k.sql} IS NULL`);
    }
  });
  branches.push([...eqs, `t.id > ${lit(lastId)}`].join(' AND '));
  return branches;
}

/** What a cursor records of its query's sort, so that it is not used with another. */
function sortSignature(sortKeys: SortKey[]): string {
  return sortKeys.map((k) => `${k.key}:${k.desc ? 'd' : 'a'}`).join(',');
}

/** The kinds of a list's sort keys and of its id, for checking a cursor before it is used. */
export interface KeysetKinds {
  keys: ValueKind[];
  id: ValueKind;
}

/**
 * The keyset branches after a cursor's position; none for the first page (`*`) or without a
 * cursor. A cursor is the client's text: its values must be of their columns' kinds, or 400.
 */
function cursorBranches(cursor: string | undefined, sortKeys: SortKey[], kinds: KeysetKinds | undefined): string[] {
  if (!cursor || cursor === '*') return [];
  const payload = decodeCursor(cursor);
  if (payload.s !== sortSignature(sortKeys) || !Array.isArray(payload.v) || payload.v.length !== sortKeys.length) {
    throw badRequest('This cursor belongs to a different query or sort; start again with cursor=*.');
  }
  const values = payload.v as unknown[];
  if (!kinds) throw new Error("cursorBranches needs the sort keys' kinds");
  const isValid =
    fitsKind(payload.id, kinds.id) && values.every((v, i) => v === null || fitsKind(v, kinds.keys[i] ?? 'other'));
  if (!isValid) throw cursorNotValid(cursor);
  return keysetBranches(sortKeys, values, payload.id);
}

/** The cursor of the page after one whose last row is `last` (null when that page was the last). */
export function nextCursor(
  sortKeys: SortKey[],
  last: Record<string, unknown> | undefined,
  isFull: boolean,
): string | null {
  if (!last || !isFull) return null;
  return encodeCursor({ s: sortSignature(sortKeys), v: sortKeys.map((_, i) => last[`_k${i}`] ?? null), id: last.id });
}

/** The SQL of one page of a list, and its bound values (the query's, then the sample's seed). */
export function listPageSql(
  q: CompiledQuery,
  sortKeys: SortKey[],
  params: ListParams,
  kinds?: KeysetKinds,
): { sql: string; params: SqlParam[] } {
  const order = params.sample ? `hash(t.id::VARCHAR || ?), t.id` : orderBy(sortKeys);
  const offset = params.cursor ? 0 : (params.page - 1) * params.perPage;
  const branches = cursorBranches(params.cursor, sortKeys, kinds);
  const keyCols = sortKeys.map((k, i) => `, ${k.sql} AS _k${i}`).join('');
  const relevanceCol = q.relevance ? `, ${q.relevance} AS relevance_score` : '';
  const and = (condition: string) => (q.where ? `${q.where} AND ${condition}` : `WHERE ${condition}`);
  const pageOf = (where: string) =>
    `SELECT t.id${relevanceCol}${keyCols} FROM ${q.from} ${where} ORDER BY ${order} LIMIT ${params.perPage} OFFSET ${offset}`;
  if (params.sample) {
    return {
      sql: `SELECT * FROM (${q.with} SELECT t.id${relevanceCol} FROM ${q.from} ${q.where} ORDER BY ${order} LIMIT ${params.sample}) t LIMIT ${params.perPage} OFFSET ${offset}`,
      params: [...q.params, params.seed ?? '0'],
    };
  }
  if (branches.length > 0 && !q.with && q.params.length === 0) {
    // A cursor page of a filtered list: the best rows of each keyset branch, then the best of
    // those. Each branch is a filter DuckDB pushes into its scan, where the branches joined by
    // OR made it evaluate them row by row (a page deep into a million works: 14 → 7 ms).
    const outerOrder = [...sortKeys.map((k, i) => `_k${i} ${k.desc ? 'DESC' : 'ASC'} NULLS LAST`), 'id ASC'];
    return {
      sql: `SELECT * FROM (${branches.map((branch) => `(${pageOf(and(branch))})`).join(' UNION ALL ')}) ORDER BY ${outerOrder.join(', ')} LIMIT ${params.perPage}`,
      params: [],
    };
  }
  // With a search's match set (a bound parameter, large) the branches stay in one query.
  const where = branches.length > 0 ? and(`(${branches.map((branch) => `(${branch})`).join(' OR ')})`) : q.where;
  return { sql: `${q.with} ${pageOf(where)}`, params: q.params };
}
