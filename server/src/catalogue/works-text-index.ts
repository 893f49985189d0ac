import Database from 'better-sqlite3';
import { Worker } from 'node:worker_threads';
import { rmSync } from 'node:fs';

/** id, title, abstract, author names, affiliation strings, the stored row as JSON */
export type WorkText = [number, string | null, string | null, string, string, string];

/**
 * Works rows as JSON by id, beside the text index: a page of 25 works is read from here in well
 * under a millisecond, where DuckDB would decompress a row group of every wide column per row.
 */
export const WORK_ROWS_DDL = 'CREATE TABLE work_rows (id INTEGER PRIMARY KEY, row TEXT NOT NULL)';

export const WORKS_FTS_DDL =
  "CREATE VIRTUAL TABLE works_fts USING fts5(title, abstract, authors, affiliations, content='', tokenize='porter unicode61 remove_diacritics 2')";

/** The works_fts table of a search index file being built. */
export class WorksTextIndex {
  private readonly db: Database.Database;
  private readonly insert: Database.Statement;
  private readonly insertRow: Database.Statement;

  constructor(file: string) {
    rmSync(file, { force: true });
    this.db = new Database(file);
    this.db.pragma('journal_mode = OFF');
    this.db.pragma('synchronous = OFF');
    this.db.pragma('cache_size = -262144');
    this.db.exec(WORKS_FTS_DDL);
    this.db.exec(WORK_ROWS_DDL);
    this.insert = this.db.prepare(
      'INSERT INTO works_fts(rowid, title, abstract, authors, affiliations) VALUES (?, ?, ?, ?, ?)',
    );
    this.insertRow = this.db.prepare('INSERT OR REPLACE INTO work_rows(id, row) VALUES (?, ?)');
  }

  add(rows: WorkText[]): void {
    this.db.transaction(() => {
      for (const [id, title, abstract, authors, affiliations, row] of rows) {
        this.insert.run(id, title ?? '', abstract ?? '', authors, affiliations);
        this.insertRow.run(id, row);
      }
    })();
  }

  finish(): void {
    this.db.exec(`INSERT INTO works_fts(works_fts) VALUES ('optimize')`);
    this.db.close();
  }
}

/**
 * Feeds works text to an index built in a worker thread, so indexing uses the second core while
 * the generator and DuckDB use the first. Falls back to indexing in this thread where workers
 * cannot load TypeScript (under the test runner).
 */
export class WorksTextIndexer {
  private worker: Worker | undefined;
  private local: WorksTextIndex | undefined;
  private buffer: WorkText[] = [];
  private inFlight = 0;
  private waiters: (() => void)[] = [];
  private finished: Promise<void> | undefined;
  private failure: Error | undefined;

  constructor(file: string) {
    const isTs = import.meta.url.endsWith('.ts');
    if (isTs && process.env.VITEST) {
      this.local = new WorksTextIndex(file);
      return;
    }
    const entry = new URL(isTs ? './works-text-worker.ts' : './works-text-worker.js', import.meta.url);
    // Run from TypeScript sources (npm run catalogue), the worker registers tsx's loader first.
    this.worker = isTs
      ? new Worker(
          `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(entry.href)}); });`,
          { eval: true, workerData: file },
        )
      : new Worker(entry, { workerData: file });
    this.worker.on('message', (msg: { ack?: number }) => {
      if (msg.ack) {
        this.inFlight -= msg.ack;
        this.waiters.splice(0).forEach((w) => w());
      }
    });
    this.worker.on('error', (e) => {
      this.failure = e;
      this.waiters.splice(0).forEach((w) => w());
    });
  }

  /** Queue a work's text (sent to the index by drain). */
  push(row: WorkText): void {
    this.buffer.push(row);
  }

  async drain(): Promise<void> {
    await this.flush();
  }

  private async flush(): Promise<void> {
    if (this.failure) throw this.failure;
    const rows = this.buffer;
    this.buffer = [];
    if (rows.length === 0) return;
    if (this.local) {
      this.local.add(rows);
      return;
    }
    // Bounded queue: the worker is the slower side; do not let batches pile up in memory.
    while (this.inFlight > 20_000) await new Promise<void>((r) => this.waiters.push(r));
    this.inFlight += rows.length;
    this.worker!.postMessage({ rows });
  }

  async finish(): Promise<void> {
    await this.flush();
    if (this.local) {
      this.local.finish();
      return;
    }
    const worker = this.worker!;
    this.finished ??= new Promise<void>((resolve, reject) => {
      worker.on('message', (msg: { finished?: boolean }) => {
        if (msg.finished) resolve();
      });
      worker.on('error', reject);
      worker.postMessage({ done: true });
    });
    await this.finished;
    await worker.terminate();
    if (this.failure) throw this.failure;
  }
}
