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

/** DuckDB's memory while the works table is written afresh with its record columns. */
const REWRITE_MEMORY_LIMIT = '2GB';

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
  const works = Number((await duck.one<{ n: number | bigint }>('SELECT count(*) AS n FROM works'))?.n ?? 0);
  const db = new Database(searchFile, { readonly: true });
  let file: string;
  try {
    const rows = db.prepare('SELECT id, row FROM work_rows').iterate() as IterableIterator<StoredRow>;
    file = await writeRecordColumns(db, rows, scratchDir, works, onProgress);
  } finally {
    db.close();
  }
  // A new table, not an UPDATE: DuckDB updates list columns row by row (1M works: over 15
  // minutes), where writing the table afresh took 30 s. One transaction: all or nothing. Under
  // the build's load limit (256 MB) a million imported works ran out of memory here.
  onProgress?.('rewriting the works table with them', 0);
  try {
    await duck.withSettings(
      { threads: String(availableParallelism()), memory_limit: `'${REWRITE_MEMORY_LIMIT}'` },
      () => rewriteWorks(duck, restoredColumns(), recordRows(file)),
    );
  } finally {
    rmSync(file, { force: true });
  }
}

/**
 * Put the record-only columns back for the works whose ids are in table `idsTable` (an update's:
 * the works it may replace), leaving the rest of the catalogue's works as they are: an update
 * then costs what its works do, not what the catalogue's do. The rows are taken out and put back
 * whole (DuckDB updates list columns row by row).
 */
export async function restoreWorkRecordColumnsOf(
  duck: Duck,
  searchFile: string,
  scratchDir: string,
  idsTable: string,
  onProgress?: BuildProgress,
): Promise<void> {
  if (!(await workRecordsInSearchOnly(duck))) return;
  const which = `FROM works w SEMI JOIN "${idsTable}" u ON u.id = w.id`;
  const works = Number((await duck.one<{ n: number | bigint }>(`SELECT count(*) AS n ${which}`))?.n ?? 0);
  if (works === 0) return;
  const db = new Database(searchFile, { readonly: true });
  let file: string;
  try {
    const get = db.prepare('SELECT id, row FROM work_rows WHERE id = ?');
    async function* rows(): AsyncGenerator<StoredRow> {
      for await (const batch of duck.stream<{ id: number }>(`SELECT w.id ${which} ORDER BY w.id`)) {
        for (const { id } of batch) {
          const row = get.get(Number(id)) as StoredRow | undefined;
          if (row) yield row;
        }
      }
    }
    file = await writeRecordColumns(db, rows(), scratchDir, works, onProgress);
  } finally {
    db.close();
  }
  try {
    await duck.run('BEGIN TRANSACTION');
    try {
      await duck.run(
        `CREATE TEMP TABLE works_restored AS SELECT w.* REPLACE (${restoredColumns()}) FROM works w JOIN ${recordRows(file)} r ON r.id = w.id`,
      );
      await duck.run('DELETE FROM works WHERE id IN (SELECT id FROM works_restored)');
      await duck.run('INSERT INTO works SELECT * FROM works_restored');
      await duck.run('DROP TABLE works_restored');
      await duck.run('COMMIT');
    } catch (e) {
      await duck.run('ROLLBACK').catch(() => undefined);
      throw e;
    }
  } finally {
    rmSync(file, { force: true });
  }
}

interface StoredRow {
  id: number;
  row: Buffer | string;
}

/** The record-only columns of stored rows as a JSON Lines file in the scratch folder (its path). */
async function writeRecordColumns(
  db: Database.Database,
  rows: Iterable<StoredRow> | AsyncIterable<StoredRow>,
  scratchDir: string,
  works: number,
  onProgress: BuildProgress | undefined,
): Promise<string> {
  const file = path.join(scratchDir, `works-records-${process.pid}.jsonl`);
  const stage = "reading the works' rows back";
  onProgress?.(stage, 0, works, { unit: 'works' });
  try {
    const out = createWriteStream(file);
    const failed = new Promise<never>((_, reject) => out.on('error', reject));
    failed.catch(() => undefined);
    const write = async (line: string) => {
      if (!out.write(line)) await Promise.race([once(out, 'drain'), failed]);
    };
    const unpacker = new RowUnpacker(db);
    let done = 0;
    for await (const r of rows) {
      if (++done % 10_000 === 0) onProgress?.(stage, done, works, { unit: 'works' });
      const record = decodeWorkRow(unpacker.unpack(r.row).toString());
      const picked: Record<string, unknown> = { id: r.id };
      for (const c of WORK_RECORD_ONLY_COLUMNS) picked[c] = record[c] ?? null;
      await write(`${JSON.stringify(picked)}\n`);
    }
    out.end();
    await Promise.race([once(out, 'finish'), failed]);
    onProgress?.(stage, done, works, { unit: 'works' });
    return file;
  } catch (e) {
    rmSync(file, { force: true });
    throw e;
  }
}

/** SELECT … REPLACE arguments taking the record-only columns from `r`. */
const restoredColumns = () => WORK_RECORD_ONLY_COLUMNS.map((c) => `r."${c}" AS "${c}"`).join(', ');

/** A file of writeRecordColumns as an SQL source. */
function recordRows(file: string): string {
  const only = new Set<string>(['id', ...WORK_RECORD_ONLY_COLUMNS]);
  const omit = Object.keys(TABLES.works).filter((c) => !only.has(c));
  return `read_json(${sqlString(file)}, format='newline_delimited', columns=${readJsonColumns('works', omit)})`;
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

/** The stored works rows of a search file, decoded by id (for rederive). Close it when done. */
export class StoredWorks {
  private readonly db: Database.Database;
  private readonly get: Database.Statement;
  private readonly unpacker: RowUnpacker;

  constructor(searchFile: string) {
    this.db = new Database(searchFile, { readonly: true, fileMustExist: true });
    this.get = this.db.prepare('SELECT id, row FROM work_rows WHERE id = ?');
    this.unpacker = new RowUnpacker(this.db);
  }

  record(id: number): Record<string, unknown> | undefined {
    const r = this.get.get(id) as StoredRow | undefined;
    return r ? decodeWorkRow(this.unpacker.unpack(r.row).toString()) : undefined;
  }

  close(): void {
    this.db.close();
  }
}
