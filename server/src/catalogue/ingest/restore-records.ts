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
    const unpacker = new RowUnpacker(db);
    function* records(): Generator<IdRecord> {
      for (const r of rows) yield { id: r.id, record: decodeWorkRow(unpacker.unpack(r.row).toString()) };
    }
    file = await writeRecordColumns(records(), scratchDir, works, onProgress);
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
  const stored = new StoredWorks(searchFile);
  let file: string;
  try {
    async function* records(): AsyncGenerator<IdRecord> {
      for await (const batch of duck.stream<{ id: number }>(`SELECT w.id ${which} ORDER BY w.id`)) {
        for (const { id } of batch) {
          const record = stored.record(Number(id));
          if (record) yield { id: Number(id), record };
        }
      }
    }
    file = await writeRecordColumns(records(), scratchDir, works, onProgress);
  } finally {
    stored.close();
  }
  try {
    await replaceWorkRows(
      duck,
      `SELECT w.* REPLACE (${restoredColumns()}) FROM works w JOIN ${recordRows(file)} r ON r.id = w.id`,
    );
  } finally {
    rmSync(file, { force: true });
  }
}

/**
 * Replace the works rows that `select` gives (whole rows of the works table, by id) in one
 * transaction: taken out and put back, where an UPDATE of list columns goes row by row.
 */
export async function replaceWorkRows(duck: Duck, select: string): Promise<void> {
  await duck.run('BEGIN TRANSACTION');
  try {
    await duck.run(`CREATE TEMP TABLE works_replacing AS ${select}`);
    await duck.run('DELETE FROM works WHERE id IN (SELECT id FROM works_replacing)');
    await duck.run('INSERT INTO works SELECT * FROM works_replacing');
    await duck.run('DROP TABLE works_replacing');
    await duck.run('COMMIT');
  } catch (e) {
    await duck.run('ROLLBACK').catch(() => undefined);
    throw e;
  }
}

interface StoredRow {
  id: number;
  row: Buffer | string;
}

interface IdRecord {
  id: number;
  record: Record<string, unknown>;
}

/** The record-only columns of stored works as a JSON Lines file in the scratch folder (its path). */
async function writeRecordColumns(
  rows: Iterable<IdRecord> | AsyncIterable<IdRecord>,
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
    let done = 0;
    for await (const { id, record } of rows) {
      if (++done % 10_000 === 0) onProgress?.(stage, done, works, { unit: 'works' });
      const picked: Record<string, unknown> = { id };
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
