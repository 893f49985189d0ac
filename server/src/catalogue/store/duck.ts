import {
  type DuckDBConnection,
  DuckDBInstance,
  type DuckDBValue,
  DuckDBDateValue,
  DuckDBTimestampValue,
} from '@duckdb/node-api';
import { ResultCache } from './result-cache.js';

/** Plain JS value as the catalogue code sees it: bigints become numbers, dates ISO strings. */
export type Plain = null | boolean | number | string | Plain[] | { [key: string]: Plain };
export type SqlParam = string | number | boolean | null;

function toPlain(value: unknown): Plain {
  if (value === null || value === undefined) return null;
  if (typeof value === 'bigint') return Number(value);
  if (typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean') {
    return value;
  }
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (Array.isArray(value)) return value.map(toPlain);
  if (typeof value === 'object') {
    const out: Record<string, Plain> = {};
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) out[k] = toPlain(v);
    return out;
  }
  return String(value);
}

/** Convert DuckDB values (including nested LIST/STRUCT) to plain JS. */
function duckToPlain(value: DuckDBValue): Plain {
  if (value instanceof DuckDBDateValue || value instanceof DuckDBTimestampValue) {
    return value.toString();
  }
  if (value !== null && typeof value === 'object') {
    if ('items' in value && Array.isArray((value as { items: unknown }).items)) {
      return (value as { items: DuckDBValue[] }).items.map(duckToPlain);
    }
    if ('entries' in value) {
      const out: Record<string, Plain> = {};
      for (const [k, v] of Object.entries((value as { entries: Record<string, DuckDBValue> }).entries)) {
        out[k] = duckToPlain(v);
      }
      return out;
    }
  }
  return toPlain(value);
}

/**
 * A bound value this long (a text-search match set: hundreds of thousands of ids in one string)
 * is planned without DuckDB's expression rewriter and common-subplan passes. A bound value is a
 * constant in the plan, and those passes copy and hash constants: for 177,000 ids (2 MB) they
 * took 70 ms of a 100 ms query, the join itself 25 ms.
 */
const BULK_PARAM_CHARS = 64 * 1024;
const BULK_DISABLED_OPTIMIZERS = 'expression_rewriter,common_subplan';

/**
 * Exactly one statement, prepared and bound: DuckDB refuses to prepare text that holds several,
 * where `runAndReadAll` would run every statement before the last.
 */
async function runOne(c: DuckDBConnection, sql: string, params: SqlParam[]) {
  const prepared = await c.prepare(sql);
  try {
    if (params.length) prepared.bind(params as never);
    return await prepared.runAndReadAll();
  } finally {
    prepared.destroySync();
  }
}

async function runWithParams(c: DuckDBConnection, sql: string, params: SqlParam[], isServing: boolean) {
  const read = () => (isServing ? runOne(c, sql, params) : c.runAndReadAll(sql, params as never));
  const bulk = params.some((p) => typeof p === 'string' && p.length >= BULK_PARAM_CHARS);
  if (!bulk) return read();
  await c.run(`SET disabled_optimizers = '${BULK_DISABLED_OPTIMIZERS}'`);
  try {
    return await read();
  } finally {
    await c.run(`RESET disabled_optimizers`);
  }
}

/**
 * A DuckDB database with a small pool of connections: DuckDB runs queries of different
 * connections in parallel, so concurrent HTTP requests do not queue behind each other.
 */
export class Duck {
  private idle: DuckDBConnection[] = [];
  private waiting: ((c: DuckDBConnection) => void)[] = [];
  private all_: DuckDBConnection[] = [];
  private readonly busy = new Set<DuckDBConnection>();
  private closed = false;

  private constructor(
    readonly instance: DuckDBInstance,
    readonly path: string,
    /** serving requests: one statement per call, and no access to files or the network */
    readonly isServing: boolean,
    /** results by query, for a read-only catalogue that answers requests (see ResultCache) */
    readonly results?: ResultCache,
  ) {}

  /**
   * `serving`: the engine answers requests, so even SQL that should never have been built cannot
   * read or write files (read_text, read_blob, COPY … TO, ATTACH) or run a second statement.
   */
  static async open(
    path: string,
    options: {
      readOnly?: boolean;
      pool?: number;
      threads?: number;
      serving?: boolean;
      /** keep query results of up to this many values (rows × columns) in all; only with readOnly */
      cacheCells?: number;
    } = {},
  ) {
    const config: Record<string, string> = {};
    if (options.readOnly) config.access_mode = 'READ_ONLY';
    if (options.threads) config.threads = String(options.threads);
    if (options.serving) config.enable_external_access = 'false';
    const instance = await DuckDBInstance.create(path, config);
    const cache =
      options.readOnly && options.cacheCells
        ? new ResultCache({ maxCells: options.cacheCells, maxRowsPerResult: 1000 })
        : undefined;
    const duck = new Duck(instance, path, options.serving ?? false, cache);
    const size = options.pool ?? 4;
    for (let i = 0; i < size; i++) {
      const c = await instance.connect();
      duck.idle.push(c);
      duck.all_.push(c);
    }
    return duck;
  }

  async withConnection<T>(fn: (c: DuckDBConnection) => Promise<T>): Promise<T> {
    if (this.closed) throw new Error('The catalogue is closed.');
    const c = this.idle.pop() ?? (await new Promise<DuckDBConnection>((resolve) => this.waiting.push(resolve)));
    this.busy.add(c);
    try {
      return await fn(c);
    } finally {
      this.busy.delete(c);
      const next = this.waiting.shift();
      if (this.closed) this.closeWhenIdle();
      else if (next) next(c);
      else this.idle.push(c);
    }
  }

  /** Run a statement on every connection of the pool (a TEMP table each query can read). */
  async onEachConnection(sql: string): Promise<void> {
    const taken = await Promise.all(
      this.all_.map(() => this.idle.pop() ?? new Promise<DuckDBConnection>((resolve) => this.waiting.push(resolve))),
    );
    try {
      for (const c of taken) await runOne(c, sql, []);
    } finally {
      for (const c of taken) {
        const next = this.waiting.shift();
        if (next) next(c);
        else this.idle.push(c);
      }
    }
  }

  /**
   * Run a query and return its rows as plain objects. Parameters bind to `?` / `$1`. Aborting
   * `signal` interrupts the query (it then fails with DuckDB's 'INTERRUPT' error).
   */
  async all<T = Record<string, Plain>>(sql: string, params: SqlParam[] = [], signal?: AbortSignal): Promise<T[]> {
    if (this.results && !signal) return this.results.get(sql, params, () => this.read(sql, params)) as Promise<T[]>;
    return this.read(sql, params, signal) as Promise<T[]>;
  }

  private async read(sql: string, params: SqlParam[], signal?: AbortSignal): Promise<Record<string, Plain>[]> {
    return this.withConnection(async (c) => {
      signal?.throwIfAborted();
      const interrupt = () => c.interrupt();
      signal?.addEventListener('abort', interrupt, { once: true });
      const reader = await (
        params.length || this.isServing ? runWithParams(c, sql, params, this.isServing) : c.runAndReadAll(sql)
      ).finally(() => signal?.removeEventListener('abort', interrupt));
      return reader.getRowObjects().map((row) => {
        const out: Record<string, Plain> = {};
        for (const [k, v] of Object.entries(row)) out[k] = duckToPlain(v);
        return out;
      });
    });
  }

  /**
   * Run a query on a connection of its own and give its rows as plain objects a chunk at a time,
   * without holding the whole result (for a pass over a large table). Not for a serving engine.
   */
  async *stream<T = Record<string, Plain>>(sql: string): AsyncGenerator<T[]> {
    if (this.isServing) throw new Error('A serving catalogue does not stream queries.');
    const c = await this.instance.connect();
    try {
      const result = await c.stream(sql);
      for await (const rows of result.yieldRowObjects()) {
        yield rows.map((row) => {
          const out: Record<string, Plain> = {};
          for (const [k, v] of Object.entries(row)) out[k] = duckToPlain(v);
          return out as T;
        });
      }
    } finally {
      c.closeSync();
    }
  }

  async one<T = Record<string, Plain>>(sql: string, params: SqlParam[] = []): Promise<T | undefined> {
    const rows = await this.all<T>(sql, params);
    return rows[0];
  }

  /**
   * Run fn with DuckDB settings changed (name → value, set as given), and put them back as they
   * were afterwards, whether fn succeeded or not. Names and values come from the code, not requests.
   */
  async withSettings<T>(settings: Record<string, string>, fn: () => Promise<T>): Promise<T> {
    const names = Object.keys(settings);
    const before = await this.one<Record<string, string | number | bigint>>(
      `SELECT ${names.map((n, i) => `current_setting(${sqlString(n)}) AS s${i}`).join(', ')}`,
    );
    for (const [name, value] of Object.entries(settings)) await this.run(`SET ${name} = ${value}`);
    try {
      return await fn();
    } finally {
      for (const [i, name] of names.entries()) {
        const was = before?.[`s${i}`];
        if (was !== undefined) await this.run(`SET ${name} = ${sqlString(String(was))}`).catch(() => undefined);
      }
    }
  }

  async run(sql: string, params: SqlParam[] = []): Promise<void> {
    await this.withConnection(async (c) => {
      if (this.isServing) await runOne(c, sql, params);
      else if (params.length) await c.run(sql, params as never);
      else await c.run(sql);
    });
  }

  /**
   * Close the database. Queries still running are interrupted, and their connections closed
   * once they return: closing a connection under a running query deadlocks DuckDB (the query's
   * thread then waits forever for the connection's lock, and the process cannot exit).
   */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    for (const c of this.busy) c.interrupt();
    this.closeWhenIdle();
  }

  private closeWhenIdle(): void {
    if (this.busy.size > 0 || this.all_.length === 0) return;
    for (const c of this.all_) c.closeSync();
    this.all_ = [];
    this.idle = [];
    this.instance.closeSync();
  }
}

/**
 * Quote a string as an SQL literal (for values that cannot be bound, such as list literals). A NUL
 * would end the statement's text early; no stored value holds one, so it becomes U+FFFD (which
 * matches nothing either).
 */
export function sqlString(value: string): string {
  return `'${value.replaceAll('\u0000', '\uFFFD').replace(/'/g, "''")}'`;
}
