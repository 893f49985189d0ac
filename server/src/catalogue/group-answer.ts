import type { Duck } from './store/duck.js';
import type { EntitySpec } from './query/entities.js';
import type { ListParams } from './query/params.js';
import type { CompiledQuery } from './query/compile.js';
import { decodeCursor, encodeCursor } from './query/page.js';
import { groupBy, type GroupResult } from './query/group-by.js';
import { cubeCountSql } from './query/works-cube.js';
import type { ListMeta } from './catalogue.js';

/**
 * A list's answer to `group_by` (meta and groups, as OpenAlex answers it) or `group_bys` (each
 * key's groups): the count and the groups run side by side, on connections of their own.
 */
export async function groupedAnswer(
  duck: Duck,
  spec: EntitySpec,
  params: ListParams,
  q: CompiledQuery,
  started: number,
  hasCube: boolean,
) {
  const isWorks = spec.table === 'works';
  const one = async (key: string): Promise<GroupResult> =>
    groupBy(duck, spec, q, key, params, decodeCursor, encodeCursor, { cube: hasCube && isWorks });
  // The count and the groups run side by side, on connections of their own.
  const counting = duck.one<{ n: number }>(
    (isWorks && hasCube && cubeCountSql(q, false)) || `${q.with} SELECT count(*) AS n FROM ${q.from} ${q.where}`,
    q.params,
  );
  counting.catch(() => undefined); // awaited below; a failing group-by must not leave it unhandled
  if (params.groupBys) {
    const all = [];
    for (const key of params.groupBys) {
      const r = await one(key);
      all.push({ group_by_key: key, groups: r.groups, groups_count: r.groupsCount });
    }
    const count = (await counting)?.n ?? 0;
    return {
      meta: {
        count,
        db_response_time_ms: Math.round(performance.now() - started),
        page: null,
        per_page: params.perPage,
        groups_count: null,
      },
      group_bys: all,
    };
  }
  const [r, countRow] = await Promise.all([one(params.groupBy!), counting]);
  const meta: ListMeta = {
    count: countRow?.n ?? 0,
    db_response_time_ms: Math.round(performance.now() - started),
    page: params.cursor ? null : params.page,
    per_page: params.perPage,
    groups_count: r.groupsCount,
  };
  if (params.cursor) meta.next_cursor = r.nextCursor ?? null;
  // Only meta and group_by, as OpenAlex answers a group_by (a list's answer also has results).
  return { meta, group_by: r.groups };
}
