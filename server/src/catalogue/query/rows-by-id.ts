import { sqlString, type Duck, type Plain } from '../store/duck.js';
import type { TableName } from '../store/schema.js';
import type { TextSearch } from '../search/text-search.js';
import type { EntitySpec } from './entities.js';
import { storedColumns } from './records.js';

/** The columns a record of this entity is built from (derived lists: every column). */
export function recordColumns(spec: EntitySpec): string {
  return spec.native || spec.table === 'keywords' ? storedColumns(spec.table as TableName) : 't.*';
}

/**
 * Full stored rows of the given ids, keyed by id as text: works from the search index's compact
 * rows when it has them all, anything else from DuckDB.
 */
export async function rowsById(
  duck: Duck,
  text: TextSearch | undefined,
  spec: EntitySpec,
  ids: (string | number)[],
): Promise<Map<string, Record<string, Plain>>> {
  const out = new Map<string, Record<string, Plain>>();
  if (ids.length === 0) return out;
  if (spec.table === 'works' && text) {
    const stored = text.workRows(ids as number[]);
    if (stored.size === ids.length) return stored as Map<string, Record<string, Plain>>;
  }
  const literal = (id: string | number) => (typeof id === 'number' ? String(id) : sqlString(String(id)));
  // Reading wide rows costs per row group touched; two halves run on two connections at once.
  const chunks = ids.length > 8 ? [ids.slice(0, ids.length >> 1), ids.slice(ids.length >> 1)] : [ids];
  const parts = await Promise.all(
    chunks.map((chunk) =>
      // A join with the ids reads only the row groups that hold them; `t.id IN (…)` took half as
      // long again (25 authors of 400,000: 12.5 → 8 ms).
      duck.all(
        `SELECT ${recordColumns(spec)} FROM "${spec.table}" t JOIN (SELECT unnest([${chunk.map(literal).join(', ')}]) AS id) wanted ON t.id = wanted.id`,
      ),
    ),
  );
  for (const rows of parts) for (const r of rows) out.set(String(r.id), r);
  return out;
}
