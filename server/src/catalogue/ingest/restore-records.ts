import { createWriteStream, existsSync, rmSync } from 'node:fs';
import { once } from 'node:events';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { ConfigError } from '../../config.js';
import { type Duck, sqlString } from '../store/duck.js';
import { readJsonColumns, TABLES, WORK_RECORD_ONLY_COLUMNS, WORKS_ROWS_META } from '../store/schema.js';
import { decodeWorkRow } from '../store/work-row-codec.js';
import { RowUnpacker } from '../search/row-pack.js';
import type { BuildProgress } from './build-progress.js';

/** Whether the catalogue's works keep their record-only columns in search.sqlite alone. */
async function workRecordsInSearchOnly(duck: Duck): Promise<boolean> {
  const row = await duck
    .one<{ value: string }>('SELECT value FROM catalogue_meta WHERE key = ?', [WORKS_ROWS_META])
    .catch(() => undefined);
  return row !== undefined;
}

/**
 * Put the works' record-only columns (see WORK_RECORD_ONLY_COLUMNS) back into DuckDB from the
 * rows stored in search.sqlite. A merge needs them there: it replaces works row by row and then
 * rebuilds the search index, rows included, from DuckDB. Does nothing for a catalogue that has
 * them already; fails, changing nothing, when the stored rows are missing.
 */
export async function restoreWorkRecordColumns(
  duck: Duck,
  searchFile: string,
  scratchDir: string,
  onProgress?: BuildProgress,
): Promise<void> {
  if (!(await workRecordsInSearchOnly(duck))) return;
  if (!existsSync(searchFile)) {
    throw new ConfigError(
      `The catalogue keeps its works' abstracts, authorships and keywords in ${searchFile}, which is missing; generate or import the catalogue afresh (--fresh).`,
    );
  }
  const file = path.join(scratchDir, `works-records-${process.pid}.jsonl`);
  const works = Number((await duck.one<{ n: number | bigint }>('SELECT count(*) AS n FROM works'))?.n ?? 0);
  const stage = "reading the works' rows back";
  onProgress?.(stage, 0, works, { unit: 'works' });
  const db = new Database(searchFile, { readonly: true });
  try {
    const out = createWriteStream(file);
    const failed = new Promise<never>((_, reject) => out.on('error', reject));
    failed.catch(() => undefined);
    const write = async (line: string) => {
      if (!out.write(line)) await Promise.race([once(out, 'drain'), failed]);
    };
    const rows = db.prepare('SELECT id, row FROM work_rows').iterate() as IterableIterator<{
      id: number;
      row: Buffer | string;
    }>;
    const unpacker = new RowUnpacker(db);
    let done = 0;
    for (const r of rows) {
      if (++done % 10_000 === 0) onProgress?.(stage, done, works, { unit: 'works' });
      const record = decodeWorkRow(unpacker.unpack(r.row).toString());
      const picked: Record<string, unknown> = { id: r.id };
      for (const c of WORK_RECORD_ONLY_COLUMNS) picked[c] = record[c] ?? null;
      await write(`${JSON.stringify(picked)}\n`);
    }
    out.end();
    await Promise.race([once(out, 'finish'), failed]);
    onProgress?.(stage, done, works, { unit: 'works' });
  } catch (e) {
    rmSync(file, { force: true });
    throw e;
  } finally {
    db.close();
  }
  const only = new Set<string>(['id', ...WORK_RECORD_ONLY_COLUMNS]);
  const omit = Object.keys(TABLES.works).filter((c) => !only.has(c));
  const restored = WORK_RECORD_ONLY_COLUMNS.map((c) => `r."${c}" AS "${c}"`).join(', ');
  const rows = `read_json(${sqlString(file)}, format='newline_delimited', columns=${readJsonColumns('works', omit)})`;
  // A new table, not an UPDATE: DuckDB updates list columns row by row (1M works: over 15
  // minutes), where writing the table afresh took 30 s. One transaction: all or nothing.
  onProgress?.('rewriting the works table with them', 0);
  try {
    await duck.withSettings({ threads: String(availableParallelism()) }, () => rewriteWorks(duck, restored, rows));
  } finally {
    rmSync(file, { force: true });
  }
}

/** The works table written afresh with the restored columns, in one transaction. */
async function rewriteWorks(duck: Duck, restored: string, rows: string): Promise<void> {
  await duck.run('BEGIN TRANSACTION');
  try {
    await duck.run(
      `CREATE TABLE works_restored AS SELECT w.* REPLACE (${restored}) FROM works w LEFT JOIN ${rows} r ON r.id = w.id`,
    );
    await duck.run('DROP TABLE works'); // its id index goes with it; indexIds makes it again
    await duck.run('ALTER TABLE works_restored RENAME TO works');
    await duck.run('DELETE FROM catalogue_meta WHERE key = ?', [WORKS_ROWS_META]);
    await duck.run('COMMIT');
  } catch (e) {
    await duck.run('ROLLBACK').catch(() => undefined);
    throw e;
  }
}
