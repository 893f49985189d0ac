import type { Duck } from '../store/duck.js';
import { MERGED_IDS_TABLE } from '../store/merged-ids.js';

/* A catalogue without updates has no merged ids table. */

const hasTable = new WeakMap<Duck, Promise<boolean>>();

function mergedIdsPresent(duck: Duck): Promise<boolean> {
  let known = hasTable.get(duck);
  if (!known) {
    known = duck
      .one<{ n: number }>('SELECT count(*) AS n FROM duckdb_tables() WHERE table_name = ?', [MERGED_IDS_TABLE])
      .then((r) => Number(r?.n ?? 0) > 0)
      .catch(() => false);
    hasTable.set(duck, known);
  }
  return known;
}

/** The id `id` of `table` was merged into (following a chain of merges), or undefined. */
export async function mergedInto(duck: Duck, table: string, id: string | number): Promise<number | undefined> {
  if (typeof id !== 'number' && !/^\d+$/.test(id)) return undefined;
  if (!(await mergedIdsPresent(duck))) return undefined;
  let at = Number(id);
  const seen = new Set<number>();
  for (;;) {
    const row = await duck.one<{ into: number | bigint }>(
      `SELECT merge_into_id AS "into" FROM ${MERGED_IDS_TABLE} WHERE entity = ? AND id = ?`,
      [table, at],
    );
    if (!row || seen.has(at)) return seen.size ? at : undefined;
    seen.add(at);
    at = Number(row.into);
  }
}
