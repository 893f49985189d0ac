import { existsSync } from 'node:fs';
import Database from 'better-sqlite3';
import { type Duck, sqlString } from '../store/duck.js';
import { WORK_RECORD_ONLY_COLUMNS } from '../store/schema.js';
import { worksIndexTakesDeletes } from '../search/works-text-index.js';

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

/** The ids of every work the update touches, one a line, for WorksTextIndex.removeWorks. */
export async function exportDeltaIds(duck: Duck, file: string): Promise<void> {
  await duck.run(`COPY (SELECT id FROM ${DELTA_TABLE} ORDER BY id) TO ${sqlString(file)} (FORMAT csv, HEADER false)`);
}

/**
 * Leave the record-only columns of the works the update wrote empty again, once their rows are
 * in the search file (compactInto does this for a whole catalogue), and drop the table of ids.
 */
export async function slimDeltaWorks(duck: Duck): Promise<void> {
  const emptied = WORK_RECORD_ONLY_COLUMNS.map((c) => `NULL AS "${c}"`).join(', ');
  await duck.run('BEGIN TRANSACTION');
  try {
    await duck.run(
      `CREATE TEMP TABLE works_slim AS SELECT * REPLACE (${emptied}) FROM works WHERE id IN (SELECT id FROM ${DELTA_TABLE})`,
    );
    await duck.run('DELETE FROM works WHERE id IN (SELECT id FROM works_slim)');
    await duck.run('INSERT INTO works SELECT * FROM works_slim');
    await duck.run('DROP TABLE works_slim');
    await duck.run(`DROP TABLE ${DELTA_TABLE}`);
    await duck.run('COMMIT');
  } catch (e) {
    await duck.run('ROLLBACK').catch(() => undefined);
    throw e;
  }
}
