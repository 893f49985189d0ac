import { createHash } from 'node:crypto';
import type { Plain, SqlParam } from './duck.js';

type Row = Record<string, Plain>;

/**
 * A key longer than this (a text search's match set bound as a parameter: up to megabytes) is
 * kept as its SHA-256 instead: hashing 1 MB takes about 2 ms, the query it saves 30–140 ms.
 */
const MAX_KEY_CHARS = 4 * 1024;

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/**
 * Results of the queries a read-only catalogue answers, by SQL text and bound values. The
 * catalogue does not change while a server has it open (DuckDB opens it read-only, and an import
 * cannot write it meanwhile), so a result stays right until the process ends. The same count
 * serves every page and sort of a filter and the group-bys over it; the same page serves a
 * results page visited again. Identical queries in flight at once run once. Bounded by the values
 * it holds (rows × columns; least recently used first out); results of more than
 * `maxRowsPerResult` rows are not kept. Cached rows are frozen: callers get a new array of shallow copies of them.
 */
export class ResultCache {
  private readonly entries = new Map<string, Promise<Row[]>>();
  private readonly sizes = new Map<string, number>();
  private cells = 0;
  hits = 0;
  misses = 0;

  constructor(private readonly opts: { maxCells: number; maxRowsPerResult: number }) {}

  async get(sql: string, params: readonly SqlParam[], run: () => Promise<Row[]>): Promise<Row[]> {
    const text = params.length ? `${sql}\u0000${JSON.stringify(params)}` : sql;
    const key = text.length > MAX_KEY_CHARS ? `#${createHash('sha256').update(text).digest('base64')}` : text;
    let entry = this.entries.get(key);
    if (entry) {
      this.hits++;
      // most recently used goes last, so eviction takes the oldest first
      this.entries.delete(key);
      this.entries.set(key, entry);
    } else {
      this.misses++;
      entry = run().then((rows) => deepFreeze(rows));
      this.entries.set(key, entry);
      entry.then(
        (rows) => this.settle(key, rows.length, rows.length * Object.keys(rows[0] ?? {}).length),
        () => this.forget(key),
      );
    }
    const rows = await entry;
    return rows.map((row) => ({ ...row }));
  }

  private settle(key: string, rows: number, cells: number): void {
    if (!this.entries.has(key)) return;
    if (rows > this.opts.maxRowsPerResult) {
      this.forget(key);
      return;
    }
    this.sizes.set(key, cells + 1);
    this.cells += cells + 1;
    for (const oldest of this.entries.keys()) {
      if (this.cells <= this.opts.maxCells) break;
      // results still running hold no rows yet; they are kept
      if (this.sizes.has(oldest)) this.forget(oldest);
    }
  }

  private forget(key: string): void {
    this.entries.delete(key);
    this.cells -= this.sizes.get(key) ?? 0;
    this.sizes.delete(key);
  }

  get size(): { entries: number; cells: number } {
    return { entries: this.entries.size, cells: this.cells };
  }
}
