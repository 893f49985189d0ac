import type Database from 'better-sqlite3';
import { closeSync, openSync, writeSync } from 'node:fs';
import { fileLines } from './file-lines.js';
import { NamesIndex } from './names-index.js';
import { compactWorkRow } from '../store/work-row-codec.js';
import { WORK_RECORD_ONLY_COLUMNS, WORK_ROW_COLUMNS } from '../store/schema.js';
import type { EncodedWorks } from './works-encode.js';
import { RowPacker } from './row-pack.js';
import { RemovedTotals } from './fts5-totals.js';

/**
 * Works rows by id, beside the text index: a page of 25 works is read from here in well under a
 * millisecond, where DuckDB would decompress a row group of every wide column per row. Rows are
 * positional JSON (see work-row-codec.ts), packed (see row-pack.ts).
 */
export const WORK_ROWS_DDL = 'CREATE TABLE work_rows (id INTEGER PRIMARY KEY, row BLOB NOT NULL)';

const CLOSE_BRACE = 0x7d;
const OPEN_BRACE = 0x7b;
const COMMA = 0x2c;

/**
 * Runs of consecutive stored columns the loader reads (see WORK_RECORD_ONLY_COLUMNS), as
 * [first, after last] column indexes in row order: each run is one stretch of a row's JSON.
 */
const LOADED_RUNS: (readonly [number, number])[] = [];
WORK_ROW_COLUMNS.forEach((c, f) => {
  if ((WORK_RECORD_ONLY_COLUMNS as readonly string[]).includes(c)) return;
  const run = LOADED_RUNS.at(-1);
  if (run && run[1] === f) LOADED_RUNS[LOADED_RUNS.length - 1] = [run[0], f + 1];
  else LOADED_RUNS.push([f, f + 1]);
});

/**
 * Contentless (the text is not stored twice), and with contentless_delete, so that an update can
 * remove a work's postings by its id alone: a plain contentless table must be told the very text
 * a row was indexed with.
 */
export const WORKS_FTS_DDL =
  "CREATE VIRTUAL TABLE works_fts USING fts5(title, abstract, authors, affiliations, content='', contentless_delete=1, tokenize='porter unicode61 remove_diacritics 2')";

/** Whether an open search file's works index can have works taken out and put back (see WORKS_FTS_DDL). */
export function worksIndexTakesDeletes(db: Database.Database): boolean {
  const row = db.prepare(`SELECT sql FROM sqlite_master WHERE name = 'works_fts'`).get() as { sql: string } | undefined;
  return /contentless_delete\s*=\s*1/.test(row?.sql ?? '');
}

/** A batch of works for the search index (see encodeWorks) and the loader file its lines go to. */
export type WorksBatch = EncodedWorks & {
  /** JSON Lines file for the DuckDB loader that the lines are appended to */
  file: string;
};

/** One line of a works text file (see exportWorksText). */
interface WorkTextLine {
  id: number;
  title: string | null;
  abstract: string | null;
  authors: string | null;
  affiliations: string | null;
  row: string;
}

/**
 * The search index file being built (search.sqlite): works text and rows while the works are
 * generated (in one long transaction), then the name tables of a catalogue written before
 * names.sqlite.
 */
export class WorksTextIndex extends NamesIndex {
  private readonly insert: Database.Statement;
  private readonly rows: RowPacker;
  private readonly files = new Map<string, number>();
  private scratch = Buffer.allocUnsafe(1 << 16);
  private loaderLines = Buffer.allocUnsafe(1 << 20);
  private readonly fieldStarts = new Int32Array(WORK_ROW_COLUMNS.length + 1);

  /**
   * `existing`: an update's copy of a catalogue's search file, whose works are taken out
   * (removeWorks) and put back or added (addWorksFile) in place; it is not optimized after (that
   * rewrites the whole index), FTS5's own merging keeps the segments in check.
   */
  constructor(
    file: string,
    private readonly existing = false,
  ) {
    super(file, existing);
    if (existing) {
      if (!worksIndexTakesDeletes(this.db))
        throw new Error(`${file} was written before works could be taken out of its index; rebuild it.`);
    } else {
      this.db.exec(WORKS_FTS_DDL);
      this.db.exec(WORK_ROWS_DDL);
      this.useLargeHash('works_fts');
    }
    this.insert = this.db.prepare(
      'INSERT INTO works_fts(rowid, title, abstract, authors, affiliations) VALUES (?, ?, ?, ?, ?)',
    );
    this.rows = new RowPacker(this.db, this.db.prepare('INSERT OR REPLACE INTO work_rows(id, row) VALUES (?, ?)'));
    this.db.exec('BEGIN');
  }

  /**
   * Take the works of a file of ids (one a line) out of the index and the stored rows, in a
   * transaction of their own, after which the index's totals are put right (see RemovedTotals).
   */
  removeWorks(file: string): number {
    const postings = this.db.prepare('DELETE FROM works_fts WHERE rowid = ?');
    const row = this.db.prepare('DELETE FROM work_rows WHERE id = ?');
    const totals = new RemovedTotals(this.db, 'works_fts');
    let n = 0;
    for (const line of fileLines(file)) {
      const id = Number(line);
      if (!Number.isSafeInteger(id) || id <= 0) continue;
      totals.before(id);
      postings.run(id);
      n += row.run(id).changes;
    }
    this.db.exec('COMMIT');
    totals.settle();
    this.db.exec('BEGIN');
    return n;
  }

  /** Index works from a JSON Lines file of {id, title, abstract, authors, affiliations, row}. */
  addWorksFile(file: string): number {
    let n = 0;
    for (const line of fileLines(file)) {
      const r = JSON.parse(line) as WorkTextLine;
      this.insert.run(r.id, r.title ?? '', r.abstract ?? '', r.authors ?? '', r.affiliations ?? '');
      const row = Buffer.from(r.row);
      this.rows.put(r.id, this.compact(row, 0, row.length) ?? row);
      n++;
    }
    return n;
  }

  /**
   * Index an encoded batch, store its rows, and append its lines to the batch's loader file
   * without the record-only columns: the loader leaves them out (they are in the stored rows),
   * and they are more than a third of a generated work's line.
   */
  addBatch(batch: WorksBatch): void {
    let fd = this.files.get(batch.file);
    if (fd === undefined) this.files.set(batch.file, (fd = openSync(batch.file, 'a')));
    const n = batch.ids.length;
    const bytes = Buffer.from(batch.lines.buffer, batch.lines.byteOffset, batch.lines.byteLength);
    if (this.loaderLines.length < bytes.length) this.loaderLines = Buffer.allocUnsafe(2 * bytes.length);
    const out = this.loaderLines;
    const text = Buffer.from(batch.text.buffer, batch.text.byteOffset, batch.text.byteLength);
    const ends = batch.textEnds;
    let written = 0;
    for (let k = 0, t = 0; k < n; k++, t += 4) {
      const id = batch.ids[k]!;
      const from = t > 0 ? ends[t - 1]! : 0;
      this.insert.run(
        id,
        text.subarray(from, ends[t]),
        text.subarray(ends[t], ends[t + 1]),
        text.subarray(ends[t + 1], ends[t + 2]),
        text.subarray(ends[t + 2], ends[t + 3]),
      );
      // The row's JSON is its line up to the comma before the derived columns, once a closing
      // brace is put there.
      const start = batch.starts[k]!;
      const end = batch.rowEnds[k]!;
      const lineEnd = k + 1 < n ? batch.starts[k + 1]! : bytes.length;
      bytes[end] = CLOSE_BRACE;
      const compacted = this.compact(bytes, start, end + 1, this.fieldStarts);
      this.rows.put(id, compacted ?? bytes.subarray(start, end + 1));
      bytes[end] = COMMA;
      if (compacted) written = this.loaderLine(bytes, end, lineEnd, out, written);
      else written += bytes.copy(out, written, start, lineEnd);
    }
    writeSync(fd, out, 0, written);
  }

  /**
   * Write a work's loader line at out[at] from its keyed line (the row's columns noted in
   * fieldStarts, the derived columns after the comma at rowEnd): the loaded columns only.
   */
  private loaderLine(bytes: Buffer, rowEnd: number, lineEnd: number, out: Buffer, at: number): number {
    const starts = this.fieldStarts;
    out[at++] = OPEN_BRACE;
    for (const [from, to] of LOADED_RUNS) {
      // A run's stretch ends with the comma before the next column, but for the row's last.
      at += bytes.copy(out, at, starts[from]!, starts[to]!);
      if (to === WORK_ROW_COLUMNS.length) out[at++] = COMMA;
    }
    return at + bytes.copy(out, at, rowEnd + 1, lineEnd);
  }

  /** A row's keyed JSON (bytes start … end) in its stored, positional form; undefined if it cannot be. */
  private compact(bytes: Buffer, start: number, end: number, fieldStarts?: Int32Array): Uint8Array | undefined {
    if (this.scratch.length < end - start) this.scratch = Buffer.allocUnsafe(2 * (end - start));
    const n = compactWorkRow(bytes, start, end, this.scratch, fieldStarts);
    return n < 0 ? undefined : this.scratch.subarray(0, n);
  }

  /** Close a loader file, so that DuckDB can read it. */
  closeFile(file: string): void {
    const fd = this.files.get(file);
    if (fd !== undefined) closeSync(fd);
    this.files.delete(file);
  }

  /** The works are all in: write out and merge their postings. */
  finishWorks(): void {
    for (const file of [...this.files.keys()]) this.closeFile(file);
    this.rows.flush();
    this.db.exec('COMMIT');
    if (!this.existing) this.db.exec(`INSERT INTO works_fts(works_fts) VALUES ('optimize')`);
  }

  override close(): void {
    for (const file of [...this.files.keys()]) this.closeFile(file);
    super.close();
  }
}
