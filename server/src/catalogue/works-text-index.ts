import Database from 'better-sqlite3';
import type { Worker } from 'node:worker_threads';
import { startWorker } from './worker-thread.js';
import { closeSync, openSync, rmSync, writeSync } from 'node:fs';
import { fileLines } from './file-lines.js';
import { compactWorkRow } from './work-row-codec.js';
import { WORK_RECORD_ONLY_COLUMNS, WORK_ROW_COLUMNS } from './schema.js';
import { transferables, type EncodedWorks } from './works-encode.js';

/**
 * Works rows by id, beside the text index: a page of 25 works is read from here in well under a
 * millisecond, where DuckDB would decompress a row group of every wide column per row. Rows are
 * positional JSON (see work-row-codec.ts) stored as UTF-8 bytes (binding a blob costs SQLite a
 * copy, binding a string a conversion).
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

export const WORKS_FTS_DDL =
  "CREATE VIRTUAL TABLE works_fts USING fts5(title, abstract, authors, affiliations, content='', tokenize='porter unicode61 remove_diacritics 2')";

/** Names are matched by word prefixes as typed, so no stemming ('mapp' must find 'mapping'). */
export function namesTableDdl(table: string): string {
  return `CREATE VIRTUAL TABLE ${table} USING fts5(name, eid UNINDEXED, display_name UNINDEXED, hint UNINDEXED, cited_by_count UNINDEXED, works_count UNINDEXED, external_id UNINDEXED, prefix='1 2 3', tokenize='unicode61 remove_diacritics 2')`;
}

/**
 * FTS5 keeps new postings in an in-memory hash and writes them out as a segment when the hash
 * passes this size or a transaction commits; later merges rewrite the segments. With the default
 * 1 MB and a commit per batch a million works make tens of thousands of small segments, and
 * merging them costs more than tokenizing. One open transaction and a large hash make a few big
 * segments instead: a million generated works fill about 390 MB, so they make one segment, which
 * the final 'optimize' leaves as it is (with 256 MB they made two, and merging them took 7 s).
 */
const BUILD_HASH_SIZE = 512 * 2 ** 20;

/**
 * Pages of 16 KB rather than SQLite's 4 KB: a stored works row is about 2.5 KB, so with 4 KB pages
 * most pages held one row and the rest of the page went unused. A million works: the file
 * 4.4 → about 3.6 GB, the rows written about twice as fast; reading a row by id costs the same.
 */
const PAGE_SIZE = 16_384;

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

/** One line of a names file: an entity's autocomplete row, most popular first. */
interface NameRow {
  eid: string;
  name: string | null;
  display_name: string | null;
  hint: string | null;
  cited_by_count: number | null;
  works_count: number | null;
  external_id: string | null;
}

/**
 * The search index file being built (search.sqlite): works text and rows while the works are
 * generated, then the name tables. It is written in one long transaction and thrown away if a
 * build fails, so journaling and syncing are off.
 */
export class WorksTextIndex {
  private readonly db: Database.Database;
  private readonly insert: Database.Statement;
  private readonly insertRow: Database.Statement;
  private readonly files = new Map<string, number>();
  private scratch = Buffer.allocUnsafe(1 << 16);
  private loaderLines = Buffer.allocUnsafe(1 << 20);
  private readonly fieldStarts = new Int32Array(WORK_ROW_COLUMNS.length + 1);

  constructor(file: string) {
    rmSync(file, { force: true });
    this.db = new Database(file);
    this.db.pragma(`page_size = ${PAGE_SIZE}`);
    this.db.pragma('journal_mode = OFF');
    this.db.pragma('synchronous = OFF');
    this.db.pragma('cache_size = -262144');
    this.db.exec(WORKS_FTS_DDL);
    this.db.exec(WORK_ROWS_DDL);
    this.useLargeHash('works_fts');
    this.insert = this.db.prepare(
      'INSERT INTO works_fts(rowid, title, abstract, authors, affiliations) VALUES (?, ?, ?, ?, ?)',
    );
    this.insertRow = this.db.prepare('INSERT OR REPLACE INTO work_rows(id, row) VALUES (?, ?)');
    this.db.exec('BEGIN');
  }

  private useLargeHash(table: string): void {
    this.db.exec(`INSERT INTO ${table}(${table}, rank) VALUES ('hashsize', ${BUILD_HASH_SIZE})`);
  }

  /** Index works from a JSON Lines file of {id, title, abstract, authors, affiliations, row}. */
  addWorksFile(file: string): number {
    let n = 0;
    for (const line of fileLines(file)) {
      const r = JSON.parse(line) as WorkTextLine;
      this.insert.run(r.id, r.title ?? '', r.abstract ?? '', r.authors ?? '', r.affiliations ?? '');
      const row = Buffer.from(r.row);
      this.insertRow.run(r.id, this.compact(row, 0, row.length) ?? row);
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
      this.insertRow.run(id, compacted ?? bytes.subarray(start, end + 1));
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
    this.db.exec('COMMIT');
    this.db.exec(`INSERT INTO works_fts(works_fts) VALUES ('optimize')`);
  }

  /**
   * Fill the name table of an entity type from a JSON Lines file in rank order: FTS5's rowid
   * order is then popularity order, so autocomplete's LIMIT 10 needs no sort.
   */
  addNames(table: string, file: string): number {
    this.db.exec(namesTableDdl(table));
    this.useLargeHash(table);
    const ins = this.db.prepare(
      `INSERT INTO ${table}(rowid, name, eid, display_name, hint, cited_by_count, works_count, external_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    let rank = 0;
    this.db.exec('BEGIN');
    for (const line of fileLines(file)) {
      const r = JSON.parse(line) as NameRow;
      ins.run(
        ++rank,
        r.name ?? '',
        r.eid,
        r.display_name,
        r.hint ?? null,
        r.cited_by_count ?? 0,
        r.works_count ?? 0,
        r.external_id ?? null,
      );
    }
    this.db.exec('COMMIT');
    this.db.exec(`INSERT INTO ${table}(${table}) VALUES ('optimize')`);
    return rank;
  }

  close(): void {
    for (const file of [...this.files.keys()]) this.closeFile(file);
    if (this.db.inTransaction) this.db.exec('COMMIT');
    this.db.close();
  }
}

type Request =
  | { op: 'batch'; batch: WorksBatch }
  | { op: 'closeFile'; file: string }
  | { op: 'worksFile'; file: string }
  | { op: 'finishWorks' }
  | { op: 'names'; table: string; file: string }
  | { op: 'close' };

/** Carry out one request on an index (in the worker, or in this thread). */
export function handleRequest(index: WorksTextIndex, req: Request): number | undefined {
  switch (req.op) {
    case 'batch':
      index.addBatch(req.batch);
      return req.batch.ids.length;
    case 'closeFile':
      index.closeFile(req.file);
      return undefined;
    case 'worksFile':
      return index.addWorksFile(req.file);
    case 'finishWorks':
      index.finishWorks();
      return undefined;
    case 'names':
      return index.addNames(req.table, req.file);
    case 'close':
      index.close();
      return undefined;
  }
}

export type WorkerRequest = Request & { seq: number };
export type WorkerReply = { seq: number; result?: number; error?: string };

/**
 * Builds the search index file in a worker thread, so that indexing uses the second core while
 * the generator uses the first. Requests run in order; each returns a promise of its reply.
 * Falls back to this thread where workers cannot load TypeScript (under the test runner).
 */
export class WorksTextIndexer {
  private readonly worker: Worker | undefined;
  private readonly local: WorksTextIndex | undefined;
  private seq = 0;
  private readonly pending = new Map<
    number,
    { resolve: (n: number | undefined) => void; reject: (e: Error) => void }
  >();
  private failure: Error | undefined;
  /** works sent and not yet indexed */
  private inFlight = 0;
  private readonly drained: (() => void)[] = [];

  constructor(file: string) {
    this.worker = startWorker('works-text-worker', file);
    if (!this.worker) {
      this.local = new WorksTextIndex(file);
      return;
    }
    this.worker.on('message', (reply: WorkerReply) => {
      const p = this.pending.get(reply.seq);
      this.pending.delete(reply.seq);
      if (reply.error !== undefined) p?.reject(new Error(reply.error));
      else p?.resolve(reply.result);
    });
    this.worker.on('error', (e) => {
      this.failure = e;
      for (const p of this.pending.values()) p.reject(e);
      this.pending.clear();
    });
  }

  private request(req: Request, transfer: ArrayBuffer[] = []): Promise<number | undefined> {
    if (this.failure) return Promise.reject(this.failure);
    if (this.local) {
      try {
        return Promise.resolve(handleRequest(this.local, req));
      } catch (e) {
        return Promise.reject(e as Error);
      }
    }
    const seq = ++this.seq;
    const reply = new Promise<number | undefined>((resolve, reject) => this.pending.set(seq, { resolve, reject }));
    this.worker!.postMessage({ ...req, seq } satisfies WorkerRequest, transfer);
    return reply;
  }

  /**
   * Queue a batch (its lines buffer is handed over). Resolves once it may be followed by more:
   * the worker is the slower side, so batches must not pile up in memory.
   */
  async addBatch(batch: WorksBatch): Promise<void> {
    const n = batch.ids.length;
    this.inFlight += n;
    const done = this.request({ op: 'batch', batch }, this.local ? [] : transferables(batch)).then(() => {
      this.inFlight -= n;
      this.drained.splice(0).forEach((f) => f());
    });
    done.catch(() => undefined);
    while (this.inFlight > 20_000 && !this.failure) await new Promise<void>((r) => this.drained.push(r));
    if (this.failure) throw this.failure;
    if (this.local) await done;
  }

  /** Resolves when the file holds every batch sent for it and is closed. */
  closeFile(file: string): Promise<void> {
    return this.request({ op: 'closeFile', file }).then(() => undefined);
  }

  /** Index the works of a works text file (a catalogue's works, after an import). */
  async addWorksFile(file: string): Promise<number> {
    return (await this.request({ op: 'worksFile', file })) ?? 0;
  }

  finishWorks(): Promise<void> {
    return this.request({ op: 'finishWorks' }).then(() => undefined);
  }

  /** Fill an entity's name table from a JSON Lines file; resolves to the number of rows. */
  async addNames(table: string, file: string): Promise<number> {
    return (await this.request({ op: 'names', table, file })) ?? 0;
  }

  /** Close the index file (and the worker). */
  async close(): Promise<void> {
    try {
      await this.request({ op: 'close' });
    } finally {
      await this.worker?.terminate();
    }
  }

  /** Stop without finishing (a failed build); the file is left for the caller to delete. */
  async abandon(): Promise<void> {
    if (this.worker) await this.worker.terminate();
    else this.local?.close();
  }
}
