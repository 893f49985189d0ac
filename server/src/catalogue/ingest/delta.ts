import { existsSync } from 'node:fs';
import Database from 'better-sqlite3';
import type { Duck } from '../store/duck.js';
import { WORK_RECORD_ONLY_COLUMNS } from '../store/schema.js';
import { worksIndexTakesDeletes } from '../search/works-text-index.js';
import { replaceWorkRows } from './restore-records.js';

/**
 * An update applied in place (see update.ts): the works it brings, deletes and merges are taken
 * out of the copy's search file and only the works it brings put back, so that it costs what the
 * delta does rather than what the catalogue does. The ids it touches are kept in DELTA_TABLE of
 * the copy's DuckDB file (a table, not a temporary one: streamed queries run on connections of
 * their own) while it runs.
 */
export const DELTA_TABLE = '_update_works';

/** Whether a version's search file can be changed in place (see WORKS_FTS_DDL). */
export function searchTakesDeltas(searchFile: string): boolean {
  if (!existsSync(searchFile)) return false;
  const db = new Database(searchFile, { readonly: true, fileMustExist: true });
  try {
    return worksIndexTakesDeletes(db);
  } finally {
    db.close();
  }
}

/**
 * Leave the record-only columns of the works the update wrote empty again, once their rows are
 * in the search file (compactInto does this for a whole catalogue), and drop the table of ids.
 */
export async function slimDeltaWorks(duck: Duck): Promise<void> {
  const emptied = WORK_RECORD_ONLY_COLUMNS.map((c) => `NULL AS "${c}"`).join(', ');
  await replaceWorkRows(duck, `SELECT * REPLACE (${emptied}) FROM works WHERE id IN (SELECT id FROM ${DELTA_TABLE})`);
  await duck.run(`DROP TABLE ${DELTA_TABLE}`);
}
