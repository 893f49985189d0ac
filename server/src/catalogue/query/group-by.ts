import { sqlString, type Duck } from '../store/duck.js';
import type { EntitySpec } from './entities.js';
import { badRequest } from './errors.js';
import type { CompiledQuery } from './compile.js';
import { fieldOf } from './compile.js';
import type { FieldDef } from './fields.js';
import { normalizeKey } from './filter-syntax.js';
import type { ListParams } from './params.js';
import { RAW_FORMAT } from './formats.js';
import { CUBE_FROM, isCubeColumn, readsOnlyCube } from './works-cube.js';

export interface Group {
  key: string;
  key_display_name: string;
  count: number;
}

export interface GroupResult {
  groups: Group[];
  groupsCount: number;
  nextCursor?: string | null;
}

function isList(def: FieldDef): boolean {
  return def.kind === 'string' && def.list === true;
}

/**
 * `group_by=key[:include_unknown]`: counts of the matching rows per value of a field, most
 * frequent first (or by key with `sort=key:asc`, and in key order when paging with a cursor).
 * Rows without a value form the 'unknown' group, shown only with :include_unknown (placed by
 * its count like any other group, last in key order).
 */
export async function groupBy(
  duck: Duck,
  spec: EntitySpec,
  q: CompiledQuery,
  groupKey: string,
  params: ListParams,
  decodeCursor: (c: string) => unknown,
  encodeCursor: (p: unknown) => string,
  source: { cube?: boolean } = {},
): Promise<GroupResult> {
  const [rawKey, ...opts] = groupKey.split(':');
  const key = normalizeKey(rawKey ?? '');
  for (const o of opts) {
    if (o !== 'include_unknown')
      throw badRequest(`group_by option '${o}' is not valid; the only option is include_unknown.`);
  }
  const includeUnknown = opts.includes('include_unknown');
  const def = fieldOf(spec, key, 'group_by');
  if (!def.groupable || def.kind === 'search' || def.kind === 'special') {
    const valid = Object.entries(spec.fields)
      .filter(([, d]) => d.groupable)
      .map(([k]) => k)
      .sort();
    throw badRequest(`${rawKey} is not a valid group_by field. Valid group_by fields are: ${valid.join(', ')}`);
  }
  const list = isList(def);
  // Derived w_*/a_* lists are distinct by construction; list_distinct is costly over many rows.
  const isDistinct = /^t\.(w|a)_\w+$/.test(def.sql);
  const valueSql = list ? (isDistinct ? `unnest(${def.sql})` : `unnest(list_distinct(${def.sql}))`) : def.sql;
  const unknownCond = list ? `(${def.sql} IS NULL OR len(${def.sql}) = 0)` : `${def.sql} IS NULL`;
  const byKey = params.cursor !== undefined || /^key(:|$)/.test(params.sort ?? '');
  let order = 'n DESC, k ASC NULLS LAST';
  if (params.sort) {
    const [s, dir = s === 'key' ? 'asc' : 'desc'] = params.sort.split(':');
    if (!['count', 'key'].includes(s ?? '') || !['asc', 'desc'].includes(dir)) {
      throw badRequest(`Sort '${params.sort}' is not valid with group_by: use count, count:asc, key or key:desc.`);
    }
    order = s === 'key' ? `k ${dir.toUpperCase()} NULLS LAST` : `n ${dir.toUpperCase()}, k ASC NULLS LAST`;
  } else if (byKey) {
    order = 'k ASC NULLS LAST';
  }
  let offset = (params.page - 1) * params.perPage;
  if (params.cursor && params.cursor !== '*') {
    const payload = decodeCursor(params.cursor) as { g?: unknown; o?: unknown };
    if (payload.g !== key) throw badRequest('This cursor belongs to a different group_by; start again with cursor=*.');
    if (typeof payload.o !== 'number' || !Number.isSafeInteger(payload.o) || payload.o < 0)
      throw badRequest(
        `Cursor '${params.cursor}' is not valid: start with cursor=* and pass meta.next_cursor of each page.`,
      );
    offset = payload.o;
  }
  // The unknown group (u) is one more row, in count order like the others (last in key order:
  // DuckDB puts nulls last), so a card's first rows and every page are right.
  // A works group-by of a cube column under a filter of cube columns counts the cube's rows.
  const fromCube = source.cube === true && !list && isCubeColumn(def.sql) && readsOnlyCube(q);
  const from = fromCube ? CUBE_FROM : q.from;
  const counted = fromCube ? 'sum(n)' : 'count(*)';
  const known = `SELECT k, ${counted} AS n, false AS u FROM (SELECT ${valueSql} AS k${fromCube ? ', t.n AS n' : ''} FROM ${from} ${q.where}) WHERE k IS NOT NULL GROUP BY k`;
  const unknown = `SELECT NULL AS k, ${counted} AS n, true AS u FROM ${from} ${q.where ? `${q.where} AND` : 'WHERE'} ${unknownCond} HAVING ${counted} > 0`;
  const grouped = `${q.with} ${known}${includeUnknown ? ` UNION ALL ${unknown}` : ''}`;
  const rows = await duck.all<{ k: string | number | boolean | null; n: number; u: boolean; total: number }>(
    `SELECT k, n, u, count(*) OVER () AS total FROM (${grouped}) ORDER BY ${order} LIMIT ${params.perPage} OFFSET ${offset}`,
    q.params,
  );
  let groupsCount = rows[0]?.total ?? 0;
  if (rows.length === 0 && offset > 0) {
    const c = await duck.one<{ total: number }>(`SELECT count(*) AS total FROM (${grouped})`, q.params);
    groupsCount = c?.total ?? 0;
  }
  const groups: Group[] = [];
  const format = def.format ?? RAW_FORMAT;
  const keys = rows.flatMap((r) => (r.u || r.k === null ? [] : [r.k]));
  const names = await displayNames(duck, format, keys);
  for (const r of rows) {
    if (r.u || r.k === null) {
      groups.push({ key: 'unknown', key_display_name: 'unknown', count: r.n });
      continue;
    }
    const value = typeof r.k === 'boolean' ? String(r.k) : r.k;
    groups.push({ key: format.key(value), key_display_name: names.get(String(r.k)) ?? String(value), count: r.n });
  }
  const result: GroupResult = { groups, groupsCount };
  if (params.cursor !== undefined) {
    result.nextCursor = rows.length < params.perPage ? null : encodeCursor({ g: key, o: offset + rows.length });
  }
  return result;
}

async function displayNames(
  duck: Duck,
  format: NonNullable<FieldDef['format']>,
  keys: (string | number | boolean)[],
): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  if (format.names.kind === 'vocab') {
    for (const k of keys) {
      const n = format.names.name(typeof k === 'boolean' ? String(k) : k);
      if (n) out.set(String(k), n);
    }
  } else if (format.names.kind === 'table' && keys.length) {
    const isText = typeof keys[0] === 'string';
    // keys are the group values DuckDB just returned, not request text
    const list = keys.map((k) => (isText ? sqlString(String(k)) : String(Number(k)))).join(', ');
    const rows = await duck.all<{ id: string | number; display_name: string }>(
      `SELECT id, display_name FROM "${format.names.table}" WHERE id IN (${list})`,
    );
    for (const r of rows) out.set(String(r.id), r.display_name);
  }
  return out;
}
