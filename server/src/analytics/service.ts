import { createHash } from 'node:crypto';
import type { AnalyticsSearch } from '../../../src/lib/analytics-search.js';
import type { Catalogue } from '../catalogue/catalogue.js';
import { badRequest, notFound } from '../catalogue/query/errors.js';
import { normalizeQuery, OqlError, parseOql, renderOql, type OqlQuery } from '../../../src/lib/oql/index.js';
import { compileSearch, type CompiledSearch } from './compile.js';
import type { LabelLookup } from './filters.js';
import { readQuery } from './read-query.js';
import { RESULTS_ROWS, runSearch } from './run.js';
import { servedConfig } from './served-config.js';

/** A search (spec 2 §3) as the service answers it. */
export type SearchObject = AnalyticsSearch;

/** Where searches' queries are kept, so an /s/{id} link outlives the process. */
export interface SearchDefinitions {
  save(id: string, query: OqlQuery): void;
  load(id: string): OqlQuery | undefined;
}

export interface AnalyticsOptions {
  catalogue: Catalogue;
  /** the caller's labels */
  labelsOf: (userId: string | undefined) => LabelLookup;
  definitions?: SearchDefinitions | undefined;
  /** a search running longer is stopped with a backend_error */
  timeoutMs?: number | undefined;
  /** searches running at once; more wait their turn */
  concurrency?: number | undefined;
  /** completed searches kept in memory */
  cacheSize?: number;
}

interface Entry {
  search: SearchObject;
  /** label id → updated, as read by the run */
  labels: Map<string, string>;
  controller: AbortController;
  done: Promise<void>;
}

const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );

/** The id of a search: a stable hash of its normalised query (the same question, the same id). */
export function searchId(query: OqlQuery): string {
  return createHash('sha256').update(canonical(query)).digest('base64url').replace(/[-_]/g, '').slice(0, 16);
}

/**
 * The search service (spec 2 §7): a query is checked and compiled on the request (a 400 names what
 * is wrong), then runs off it, a few at once, each with a time limit and cancellable. A completed
 * search is reused for the same query until the catalogue changes (the cache lives with this
 * process, which holds one catalogue) or, when it reads labels, until one of them changes.
 */
export class AnalyticsService {
  private readonly entries = new Map<string, Entry>();
  private running = 0;
  private readonly queue: (() => void)[] = [];
  readonly timeoutMs: number;

  constructor(private readonly opts: AnalyticsOptions) {
    this.timeoutMs = opts.timeoutMs ?? 60_000;
  }

  /** A query object or OQL text, checked and normalised; 400 naming the problem. */
  normalise(input: { query?: unknown; oql?: unknown }): OqlQuery {
    const config = servedConfig();
    try {
      const query = typeof input.oql === 'string' ? parseOql(input.oql, config) : readQuery(input.query);
      const normal = normalizeQuery(query, config);
      if (!normal.sort_by_column && normal.get_rows !== 'summary') {
        const defaults = config.defaults(normal.get_rows);
        if (defaults.sortColumn) {
          normal.sort_by_column = defaults.sortColumn;
          normal.sort_by_order = defaults.sortOrder;
        }
      }
      return normal;
    } catch (e) {
      if (e instanceof OqlError) {
        const where = e.position ? ` (line ${e.position.line}, column ${e.position.column})` : '';
        throw badRequest(`${e.message}${where}`);
      }
      throw e;
    }
  }

  /** Compiles the query for its caller (labels are theirs); throws a 400 for a bad column, operator or value. */
  compile(query: OqlQuery, userId: string | undefined, limit: number | null = RESULTS_ROWS): CompiledSearch {
    return compileSearch(
      query,
      {
        catalogue: this.opts.catalogue,
        config: servedConfig(),
        labels: this.opts.labelsOf(userId),
        usedLabels: new Map(),
        params: [],
      },
      limit,
    );
  }

  /** Creates (or reuses) the search of a query; answers at once, running or done. */
  create(query: OqlQuery, opts: { userId?: string | undefined; bypassCache?: boolean }): SearchObject {
    const compiled = this.compile(query, opts.userId);
    const id = searchId(query);
    try {
      this.opts.definitions?.save(id, query);
    } catch {
      // a busy app database: the search runs; only its link will not outlive a restart
    }
    const key = this.keyOf(id, compiled.usedLabels.size > 0, opts.userId);
    const entry = this.entries.get(key);
    if (entry && !(opts.bypassCache && entry.search.is_completed) && this.isFresh(entry, opts.userId)) {
      return entry.search;
    }
    return this.start(key, id, query, compiled).search;
  }

  /** A search by id: from the cache, or run again from its kept query; 404 when unknown. */
  read(id: string, opts: { userId?: string | undefined; bypassCache?: boolean }): SearchObject {
    for (const key of [this.keyOf(id, true, opts.userId), id]) {
      const entry = this.entries.get(key);
      if (entry && !(opts.bypassCache && entry.search.is_completed) && this.isFresh(entry, opts.userId)) {
        this.touch(key, entry);
        return entry.search;
      }
    }
    const query = this.opts.definitions?.load(id);
    if (!query) throw notFound(`No search ${id}.`);
    return this.create(query, opts);
  }

  /** The query of a known search (cached or kept), without running it; undefined when unknown. */
  queryOf(id: string, userId: string | undefined): OqlQuery | undefined {
    const entry = this.entries.get(this.keyOf(id, true, userId)) ?? this.entries.get(id);
    return entry?.search.query ?? this.opts.definitions?.load(id);
  }

  /** Stops a running search and forgets it; answers it as it ended, or undefined when unknown. */
  async cancel(id: string, userId: string | undefined): Promise<SearchObject | undefined> {
    let found: Entry | undefined;
    for (const key of [this.keyOf(id, true, userId), id]) {
      const entry = this.entries.get(key);
      if (!entry) continue;
      if (!entry.search.is_completed) entry.controller.abort(new Error('canceled'));
      this.entries.delete(key);
      found = entry;
    }
    await found?.done;
    return found?.search;
  }

  get catalogue(): Catalogue {
    return this.opts.catalogue;
  }

  /** Every row of a compiled query (ids and metrics), under the service's time limit. */
  async catalogueRows(compiled: CompiledSearch) {
    return this.opts.catalogue.duck.all(compiled.sql, compiled.params, AbortSignal.timeout(this.timeoutMs));
  }

  /** Waits for a search to finish (tests, the test server). */
  async settled(id: string, userId?: string): Promise<SearchObject | undefined> {
    const entry = this.entries.get(this.keyOf(id, true, userId)) ?? this.entries.get(id);
    await entry?.done;
    return entry?.search;
  }

  private keyOf(id: string, usesLabels: boolean, userId: string | undefined): string {
    return usesLabels ? `${id}\u0000${userId ?? ''}` : id;
  }

  /** A search that read labels is stale once one of them changed (or went). */
  private isFresh(entry: Entry, userId: string | undefined): boolean {
    if (entry.labels.size === 0 || !entry.search.is_completed) return true;
    const lookup = this.opts.labelsOf(userId);
    for (const [labelId, updated] of entry.labels) if (lookup(labelId)?.updated !== updated) return false;
    return true;
  }

  private touch(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
  }

  private start(key: string, id: string, query: OqlQuery, compiled: CompiledSearch): Entry {
    this.entries.get(key)?.controller.abort(new Error('replaced'));
    const search: SearchObject = {
      id,
      query,
      oql: renderOql(query),
      redshift_sql: compiled.sql,
      is_completed: false,
      results_header: [],
      results: [],
      meta: { count: null, works_count: null, page: 1, per_page: RESULTS_ROWS },
      timestamps: { started: new Date().toISOString(), completed: null, duration: null, duration_core_percent: null },
      backend_error: null,
      underlying_works_filter: query.show_underlying_works ? compiled.worksFilter : null,
    };
    const controller = new AbortController();
    const entry: Entry = { search, labels: compiled.usedLabels, controller, done: Promise.resolve() };
    entry.done = this.execute(search, compiled, controller);
    this.entries.set(key, entry);
    this.trim();
    return entry;
  }

  private async execute(search: SearchObject, compiled: CompiledSearch, controller: AbortController): Promise<void> {
    await this.turn();
    const started = performance.now();
    search.timestamps.started = new Date().toISOString();
    const timer = setTimeout(() => controller.abort(new Error('timeout')), this.timeoutMs);
    try {
      controller.signal.throwIfAborted();
      const result = await runSearch(this.opts.catalogue, compiled, controller.signal);
      search.results_header = result.results_header;
      search.results = result.results;
      search.meta.count = result.count;
      search.meta.works_count = result.works_count;
      const duration = performance.now() - started;
      search.timestamps.duration_core_percent = duration > 0 ? Math.round((100 * result.engine_ms) / duration) : 100;
    } catch (e) {
      search.backend_error = this.errorText(e, controller.signal);
    } finally {
      clearTimeout(timer);
      const duration = performance.now() - started;
      search.timestamps.completed = new Date().toISOString();
      search.timestamps.duration = Math.round(duration) / 1000;
      search.is_completed = true;
      this.running--;
      this.queue.shift()?.();
    }
  }

  private errorText(e: unknown, signal: AbortSignal): string {
    const reason = signal.reason as Error | undefined;
    if (signal.aborted && reason?.message === 'timeout') {
      return `The search took longer than ${Math.round(this.timeoutMs / 1000)} s and was stopped: narrow the works filter (a year range, a type, an institution) or list fewer metrics.`;
    }
    if (signal.aborted) return 'The search was canceled.';
    const message = e instanceof Error ? e.message : String(e);
    return `The catalogue could not answer this search (${message.split('\n')[0]}). Change the query and run it again.`;
  }

  private async turn(): Promise<void> {
    const limit = this.opts.concurrency ?? 2;
    if (this.running >= limit) await new Promise<void>((resolve) => this.queue.push(resolve));
    this.running++;
  }

  /** Keeps the newest completed searches; running ones stay. */
  private trim(): void {
    const max = this.opts.cacheSize ?? 500;
    for (const [key, entry] of this.entries) {
      if (this.entries.size <= max) break;
      if (entry.search.is_completed) this.entries.delete(key);
    }
  }
}
