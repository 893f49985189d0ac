import { createWriteStream, mkdirSync, rmSync, type WriteStream } from 'node:fs';
import { once } from 'node:events';
import path from 'node:path';
import type { DuckDBConnection } from '@duckdb/node-api';
import { type Duck, sqlString } from '../store/duck.js';
import {
  addMissingColumnsSql,
  createTableSql,
  readJsonColumns,
  TABLE_NAMES,
  WORK_RECORD_ONLY_COLUMNS,
  type TableName,
} from '../store/schema.js';
import { deriveWork, rememberEntities, type EntityMaps } from './derive.js';
import { authorLine } from './row-lines.js';
import { mergeStaged, stageLoad } from './writer-merge.js';
import { StubVersions } from './stub-versions.js';
import { loadEntityMaps, noneTouched, type TouchedIds } from './rederive.js';
import type { CatalogueBatch, WorkRow } from '../store/rows.js';
import type { SearchIndexer } from '../search/search-indexer.js';
import { sliceEncoded, WorksEncoder, type EncodedWorks } from '../search/works-encode.js';

export type WriteMode = 'fresh' | 'merge';

/** DuckDB loads that run one after another, overlapping with the caller producing more rows. */
interface LoadLane {
  loading: Promise<void>;
  queued: number;
  run: (sql: string) => Promise<void>;
}

/** A JSON Lines file being filled for one DuckDB load. */
interface Pending {
  file: string;
  rows: number;
  /** written here; absent when the search indexer appends the lines (works of a new catalogue) */
  stream?: WriteStream;
}

/**
 * Rows per DuckDB load: DuckDB's row group size. A load that ends inside a row group leaves it
 * part-filled, and the next load rewrites it, which made every other load twice as costly.
 */
const FLUSH_ROWS = 122_880;

/** What a batch may carry besides its rows: the works' JSON, when the producer writes it faster. */
export interface BatchExtras {
  /** JSON text of each work, equal to JSON.stringify(work) */
  worksJson?: readonly string[];
  /** JSON object text of each work's derived w_* columns, equal to JSON.stringify(deriveWork(…)) */
  worksDerivedJson?: readonly string[];
}

const NEWLINE = 0x0a;

/**
 * Streams catalogue rows into DuckDB: rows are written as JSON Lines to a scratch folder and bulk
 * loaded with read_json, which is far faster than row-by-row inserts of nested values. In 'merge'
 * mode the rows are staged as they come and merged when flushed (see mergeStaged): a full record
 * replaces the row of the same id and stubs combine field by field.
 * The works of a new catalogue go to the search indexer instead, which indexes their text and
 * appends their lines to the load files in its own thread.
 */
export class CatalogueWriter {
  private pending = new Map<TableName, Pending>();
  private fileSeq = 0;
  /** In merge mode: rows staged per table so far (see stageLoad), merged in by flush. */
  private readonly staged = new Map<TableName, number>();
  /**
   * The works' loads, and (in a new catalogue, on a connection of their own) the other tables':
   * the authors, written after the works, then load beside the works still queued.
   */
  private readonly worksLane: LoadLane;
  private readonly otherLane: LoadLane;
  /** The text index of the works being completed, once they are all in (see flush). */
  private indexFinished: Promise<void> | undefined;
  /** The works' name table being filled, once the works are all in (see worksNamed). */
  private namesFinished: Promise<number> | undefined;
  /** Settles once the rows queued by endWorks are loaded (see worksLoaded). */
  private readonly loadedAtEndOfWorks: Promise<void>;
  private settleLoaded: { resolve: () => void; reject: (e: Error) => void } | undefined;
  private readonly encoder = new WorksEncoder();
  /** The entities written in merge mode, whose referrers' derived columns rederive makes right. */
  readonly touched: TouchedIds = noneTouched();
  readonly counts: Record<TableName, number> = Object.fromEntries(TABLE_NAMES.map((t) => [t, 0])) as Record<
    TableName,
    number
  >;

  private constructor(
    readonly duck: Duck,
    private readonly scratch: string,
    private readonly mode: WriteMode,
    readonly maps: EntityMaps,
    private readonly textIndexer: SearchIndexer | undefined,
    private readonly namesIndexer: SearchIndexer | undefined,
    private readonly flushRows: number,
    private readonly side: DuckDBConnection | undefined,
  ) {
    const lane = (run: (sql: string) => Promise<void>): LoadLane => ({ loading: Promise.resolve(), queued: 0, run });
    this.worksLane = lane((sql) => duck.run(sql));
    this.otherLane = side
      ? lane(async (sql) => {
          await side.run(sql);
        })
      : this.worksLane;
    this.loadedAtEndOfWorks = new Promise((resolve, reject) => (this.settleLoaded = { resolve, reject }));
    this.loadedAtEndOfWorks.catch(() => undefined); // awaited, if at all, by worksLoaded's caller
  }

  static async open(
    duck: Duck,
    opts: {
      scratchDir: string;
      mode: WriteMode;
      maps: EntityMaps;
      textIndexer?: SearchIndexer;
      /** fills the works' name table (ac_works) from the names of encoded works, as they come */
      namesIndexer?: SearchIndexer;
      /** rows per load (default FLUSH_ROWS; smaller in tests) */
      flushRows?: number;
    },
  ) {
    mkdirSync(opts.scratchDir, { recursive: true });
    for (const t of TABLE_NAMES) {
      await duck.run(createTableSql(t));
      if (opts.mode !== 'merge') continue;
      // A catalogue written by an older version gets the columns added since.
      const existing = await duck.all<{ c: string }>(
        `SELECT column_name AS c FROM information_schema.columns WHERE table_name = ${sqlString(t)}`,
      );
      for (const sql of addMissingColumnsSql(t, new Set(existing.map((r) => r.c)))) await duck.run(sql);
    }
    const writer = new CatalogueWriter(
      duck,
      opts.scratchDir,
      opts.mode,
      opts.maps,
      opts.textIndexer,
      opts.namesIndexer,
      opts.flushRows ?? FLUSH_ROWS,
      // Merging uses temporary tables of one connection; plain inserts can take a second one.
      opts.mode === 'fresh' ? await duck.instance.connect() : undefined,
    );
    if (opts.mode === 'merge') await writer.loadMaps();
    return writer;
  }

  /** Stub rows written by parsing threads: which of them touch their referrers (see StubVersions). */
  noteStubs(table: keyof TouchedIds, pairs: readonly number[]): void {
    this.stubVersions.note(table, pairs, this.touched[table]);
  }

  private readonly stubVersions = new StubVersions();

  /** In merge mode the derived columns of new works need the entities already in the catalogue. */
  private async loadMaps(): Promise<void> {
    const maps = await loadEntityMaps(this.duck, this.maps.countries);
    this.stubVersions.startedEmpty = (['institutions', 'sources', 'publishers', 'topics'] as const).every(
      (k) => maps[k].size === 0,
    );
    for (const k of ['institutions', 'sources', 'publishers', 'topics'] as const) {
      for (const [id, v] of maps[k]) (this.maps[k] as Map<number, unknown>).set(id, v);
    }
  }

  /** Write a batch; generated works may come with their derived columns already as JSON. */
  async add(batch: Partial<CatalogueBatch>, extras: BatchExtras = {}): Promise<void> {
    if (this.mode === 'merge') {
      for (const k of ['institutions', 'sources', 'publishers', 'topics'] as const) {
        for (const r of batch[k] ?? []) this.touched[k].add(r.id);
      }
    }
    rememberEntities(this.maps, {
      institutions: batch.institutions ?? [],
      sources: batch.sources ?? [],
      publishers: batch.publishers ?? [],
      topics: batch.topics ?? [],
    });
    if (batch.works?.length) {
      const derived = (w: WorkRow, k: number) =>
        extras.worksDerivedJson?.[k] ?? JSON.stringify(deriveWork(w, this.maps));
      const json = (w: WorkRow, k: number) => extras.worksJson?.[k] ?? JSON.stringify(w);
      // A new catalogue's works are encoded once, into buffers handed to the indexer's thread,
      // which writes the load file, stores the rows and indexes the text.
      if (this.textIndexer) await this.addEncodedWorks(this.encoder.encode(batch.works, derived, json));
      else {
        await this.writeLines(
          'works',
          batch.works.map((w, k) => `${json(w, k).slice(0, -1)},${derived(w, k).slice(1)}`),
        );
      }
    }
    if (batch.authors?.length) {
      await this.writeLines(
        'authors',
        batch.authors.map((a) => authorLine(a, this.maps)),
      );
    }
    for (const t of ['institutions', 'sources', 'publishers', 'funders', 'topics', 'concepts', 'keywords'] as const) {
      const rows = batch[t];
      if (rows?.length)
        await this.writeLines(
          t,
          rows.map((r) => JSON.stringify(r)),
        );
    }
  }

  /**
   * Works already encoded (see encodeWorks), perhaps in another thread: loaded as they are and,
   * in a new catalogue, indexed. The batch's buffers are handed on, so the caller must not use
   * them afterwards.
   */
  async addEncodedWorks(batch: EncodedWorks): Promise<void> {
    if (this.indexFinished) throw new Error('Works were added after the catalogue writer was flushed.');
    const { names, ...encoded } = batch;
    if (names && this.namesIndexer) this.namesIndexer.addWorkNames(names);
    const n = encoded.ids.length;
    for (let from = 0; from < n;) {
      // Each load file holds exactly one row group's worth of works (see FLUSH_ROWS).
      const take = Math.min(n - from, this.flushRows - (this.pending.get('works')?.rows ?? 0));
      const part = take === n ? encoded : sliceEncoded(encoded, from, from + take);
      if (this.textIndexer) {
        const p = this.pendingFile('works', false);
        await this.textIndexer.addBatch({ ...part, file: p.file });
        await this.rowsAdded('works', p, take);
      } else {
        await this.writeChunk('works', part.lines, take);
      }
      from += take;
    }
  }

  /** Author rows already made into loader lines (see authorLine), `rows` newline-ended lines. */
  async addAuthorLines(lines: Uint8Array, rows: number): Promise<void> {
    await this.addLines('authors', lines, rows);
  }

  /**
   * Rows already made into loader lines elsewhere (see parse-batches.ts), `rows` newline-ended
   * lines; not works of a new catalogue, which go through the text indexer (see addEncodedWorks).
   */
  async addLines(table: TableName, lines: Uint8Array, rows: number): Promise<void> {
    if (table === 'works' && this.textIndexer) throw new Error('Works of a new catalogue are added encoded.');
    for (let from = 0, left = rows; left > 0;) {
      const take = Math.min(left, this.flushRows - (this.pending.get(table)?.rows ?? 0));
      let end = lines.length;
      if (take < left) {
        end = from;
        for (let k = 0; k < take; k++) end = lines.indexOf(NEWLINE, end) + 1;
      }
      await this.writeChunk(table, lines.subarray(from, end), take);
      from = end;
      left -= take;
    }
  }

  private newFile(table: TableName): string {
    return path.join(this.scratch, `${table}-${process.pid}-${this.fileSeq++}.jsonl`);
  }

  /** Append JSON lines to the table's scratch file, loading it into DuckDB when it is big enough. */
  private async writeLines(table: TableName, lines: string[]): Promise<void> {
    const room = this.flushRows - (this.pending.get(table)?.rows ?? 0);
    if (lines.length > room) {
      await this.writeLines(table, lines.slice(0, room));
      await this.writeLines(table, lines.slice(room));
      return;
    }
    await this.writeChunk(table, lines.join('\n') + '\n', lines.length);
  }

  /** Append `rows` whole lines (that fit in the current file) to the table's scratch file. */
  private async writeChunk(table: TableName, text: string | Uint8Array, rows: number): Promise<void> {
    const p = this.pendingFile(table, true);
    if (!p.stream!.write(text)) await once(p.stream!, 'drain');
    await this.rowsAdded(table, p, rows);
  }

  /** The table's load file being filled, started if there is none (written here: with a stream). */
  private pendingFile(table: TableName, withStream: boolean): Pending {
    let p = this.pending.get(table);
    if (!p) {
      const file = this.newFile(table);
      p = { file, rows: 0, ...(withStream ? { stream: createWriteStream(file) } : {}) };
      this.pending.set(table, p);
    }
    return p;
  }

  /** Count rows put in a load file, and load the file once it holds a row group's worth. */
  private async rowsAdded(table: TableName, p: Pending, rows: number): Promise<void> {
    p.rows += rows;
    this.counts[table] += rows;
    if (p.rows >= this.flushRows) await this.flushTable(table);
  }

  /** Load the table's file; `bounded`: wait while more than two loads are queued before it. */
  private async flushTable(table: TableName, bounded = true): Promise<void> {
    const p = this.pending.get(table);
    if (!p) return;
    this.pending.delete(table);
    let written: Promise<void>;
    if (p.stream) {
      p.stream.end();
      written = once(p.stream, 'finish').then(() => undefined);
    } else {
      written = this.textIndexer!.closeFile(p.file);
    }
    // Works whose rows the indexer stores leave their record-only columns out (see WORK_RECORD_ONLY_COLUMNS).
    const omit = table === 'works' && this.textIndexer ? WORK_RECORD_ONLY_COLUMNS : [];
    const source = `read_json(${sqlString(p.file)}, format='newline_delimited', columns=${readJsonColumns(table, omit)})`;
    const lane = table === 'works' ? this.worksLane : this.otherLane;
    const seqFrom = this.staged.get(table) ?? 0;
    if (this.mode === 'merge') this.staged.set(table, seqFrom + p.rows);
    const load = async () => {
      await written;
      if (this.mode === 'fresh') await lane.run(`INSERT INTO "${table}" BY NAME SELECT * FROM ${source}`);
      else await stageLoad(this.duck, table, source, seqFrom);
      rmSync(p.file, { force: true });
    };
    lane.queued++;
    lane.loading = lane.loading.then(load).finally(() => lane.queued--);
    // Keep at most two files waiting per lane, so scratch space and memory stay bounded.
    if (bounded && lane.queued > 2) await lane.loading;
  }

  /**
   * Load everything still buffered. With a text indexer (a new catalogue) this ends the works
   * (see endWorks) if the caller has not: no works may follow. `onStep`: the loads, then each
   * table merged, as steps done out of all.
   */
  async flush(onStep?: (done: number, total: number, step: string) => void): Promise<void> {
    await this.endWorks();
    const merges = this.mode === 'merge' ? new Set([...this.staged.keys(), ...this.pending.keys()]).size : 0;
    const steps = 1 + merges;
    onStep?.(0, steps, 'loading');
    for (const t of [...this.pending.keys()]) await this.flushTable(t);
    await Promise.all([this.worksLane.loading, this.otherLane.loading]);
    // Merge mode: every row is staged; the duplicates are resolved once, table by table.
    let done = 1;
    for (const t of this.staged.keys()) {
      onStep?.(done++, steps, t);
      await mergeStaged(this.duck, t);
    }
    onStep?.(steps, steps, 'merged');
    this.staged.clear();
  }

  /**
   * No more works (of a new catalogue, with a text indexer): their last file and the rows written
   * before them are loaded, the indexer writes out its postings and the names indexer fills the
   * works' name table, while other rows may still be written.
   */
  async endWorks(): Promise<void> {
    if (!this.textIndexer || this.indexFinished) return;
    // One file more than usual may wait per table: the last, partly full.
    for (const t of [...this.pending.keys()]) await this.flushTable(t, false);
    this.indexFinished = this.textIndexer.finishWorks();
    this.indexFinished.catch(() => undefined); // awaited by worksIndexed's caller
    this.namesFinished = this.namesIndexer?.finishWorkNames('ac_works');
    this.namesFinished?.catch(() => undefined); // awaited by worksNamed's caller
    Promise.all([this.worksLane.loading, this.otherLane.loading]).then(
      () => this.settleLoaded?.resolve(),
      (e: Error) => this.settleLoaded?.reject(e),
    );
  }

  /** The works' text index, complete (after flush, when the writer indexes works). */
  worksIndexed(): Promise<void> | undefined {
    return this.indexFinished;
  }

  /**
   * With a names indexer: the works' name table, filled from the works' names once they are all
   * in (after endWorks); resolves to its number of rows.
   */
  worksNamed(): Promise<number> | undefined {
    return this.namesFinished;
  }

  /**
   * With a text indexer (a new catalogue): resolves once every work, and every row written before
   * the works ended, is in DuckDB, while later rows may still be coming; rejects if the writer is
   * disposed first. Undefined without a text indexer.
   */
  worksLoaded(): Promise<void> | undefined {
    return this.textIndexer ? this.loadedAtEndOfWorks : undefined;
  }

  dispose(): void {
    this.settleLoaded?.reject(new Error('The catalogue writer was closed before the works were loaded.'));
    // The second connection closes once its loads (of an abandoned build, still running) settle.
    const side = this.side;
    if (side && this.otherLane.queued === 0) side.closeSync();
    else if (side) void this.otherLane.loading.catch(() => undefined).finally(() => side.closeSync());
    for (const p of this.pending.values()) {
      p.stream?.on('error', () => undefined); // pending writes of an abandoned file may still fail
      p.stream?.destroy();
      rmSync(p.file, { force: true });
    }
    this.pending.clear();
  }
}
