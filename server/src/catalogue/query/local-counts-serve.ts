import { sqlString, type Duck } from '../store/duck.js';
import { ENTITIES, type EntitySpec } from './entities.js';
import { LOCAL_WORKS_COUNT, WORK_CITING_COUNTS } from '../store/local-counts.js';
import { num } from './field-builders.js';
import { badRequest } from './errors.js';

type Query = Record<string, string | string[] | undefined>;

/** The opt-in parameter that adds each record's local counts (see local-counts.ts). */
export const LOCAL_COUNTS_PARAM = 'local_counts';

/** Whether a request asks for local counts, and its query without that parameter. */
export function takeLocalCounts(query: Query): { wanted: boolean; rest: Query } {
  const { [LOCAL_COUNTS_PARAM]: value, ...rest } = query;
  if (value === undefined) return { wanted: false, rest };
  const text = Array.isArray(value) ? value.join(',') : value;
  if (text !== 'true' && text !== 'false')
    throw badRequest(`Parameter '${LOCAL_COUNTS_PARAM}' must be true or false, not '${text}'.`);
  return { wanted: text === 'true', rest };
}

/**
 * Add `local_counts` to records of `spec` (in the order of `ids`): `works_count` and
 * `cited_by_count` of an entity over this catalogue's works, or a work's `cited_by_count` by
 * works of this catalogue. Read with the fields' SQL, so older catalogues get their fallbacks.
 */
export async function addLocalCounts(
  duck: Duck,
  spec: EntitySpec,
  records: Record<string, unknown>[],
  ids: (string | number)[],
): Promise<void> {
  if (ids.length === 0) return;
  const worksSql = spec.fields.local_works_count?.sql;
  const citedSql = spec.fields.local_cited_by_count!.sql;
  const literal = (id: string | number) => (typeof id === 'number' ? String(id) : sqlString(String(id)));
  const rows = await duck.all(
    `SELECT t.id, ${worksSql ?? 'NULL'} AS w, ${citedSql} AS c FROM "${spec.table}" t WHERE t.id IN (${ids.map(literal).join(', ')})`,
  );
  const byId = new Map(rows.map((r) => [String(r.id), r]));
  records.forEach((record, i) => {
    const row = byId.get(String(ids[i]));
    const cited = Number(row?.c ?? 0);
    record.local_counts =
      worksSql === undefined ? { cited_by_count: cited } : { works_count: Number(row?.w ?? 0), cited_by_count: cited };
  });
}

/**
 * A catalogue finalized before local counts existed (read-only when served, so they cannot be
 * added) falls back to the records' own figures: right for a generated catalogue, whose figures
 * are counted over its works; an imported one gets them by importing or finalizing again.
 */
export async function olderLocalCountSpecs(duck: Duck, specs: Map<string, EntitySpec>): Promise<void> {
  const withColumns = new Set(
    (
      await duck
        .all<{ t: string }>(
          `SELECT table_name AS t FROM information_schema.columns WHERE column_name = ${sqlString(LOCAL_WORKS_COUNT)}`,
        )
        .catch(() => [])
    ).map((r) => r.t),
  );
  const hasCiting = await duck
    .one(`SELECT 1 AS x FROM information_schema.tables WHERE table_name = ${sqlString(WORK_CITING_COUNTS)}`)
    .catch(() => undefined);
  for (const known of Object.values(ENTITIES)) {
    const spec = specs.get(known.name) ?? known;
    if (spec.table === 'works') {
      if (!hasCiting)
        specs.set(spec.name, {
          ...spec,
          fields: { ...spec.fields, local_cited_by_count: num('t.cited_by_count', { sortable: true }) },
        });
    } else if ((spec.native || spec.table === 'keywords') && !withColumns.has(spec.table)) {
      specs.set(spec.name, {
        ...spec,
        fields: {
          ...spec.fields,
          local_works_count: num('t.works_count', { sortable: true }),
          local_cited_by_count: num('t.cited_by_count', { sortable: true }),
        },
      });
    }
  }
}
