import type { AnalyticsSearch } from '../../../src/lib/analytics-search.js';
import type { Catalogue } from '../catalogue/catalogue.js';
import type { Plain } from '../catalogue/store/duck.js';
import { notFound, QueryError } from '../catalogue/query/errors.js';
import { renderOql, type OqlQuery } from '../../../src/lib/oql/index.js';
import { compileSearch, type CompiledSearch } from './compile.js';
import type { LabelLookup } from './filters.js';
import { KeptSearches, type SearchDefinitions } from './kept-searches.js';
import { canonical, normaliseQuery, searchId } from './normalise.js';
import { RESULTS_ROWS, runSearch } from './run.js';
import { describeMs, SearchQueue, type Turn } from './search-queue.js';
import { SearchCache, type CacheEntry } from './search-cache.js';
import { servedConfig } from './served-config.js';

/** A search (spec 2 §3) as the service answers it. */
export type SearchObject = AnalyticsSearch;
export type { SearchDefinitions };

/** The bounds that keep one user (or many) from exhausting the server (issue 44). */
export interface AnalyticsLimits {
  /** searches and downloads one user may have waiting or running */
  perUser: number;
  /** searches waiting on the whole server */
  waiting: number;
  /** bytes the waiting searches may hold */
  waitingBytes: number;
  /** bytes the completed searches kept for reuse may hold */
  cacheBytes: number;
  /** completed searches kept for reuse, at most */
  cacheSize: number;
  /** new searches one user may have kept an hour (each is a row of the app database) */
  newPerHour: number;
}

export const DEFAULT_ANALYTICS_LIMITS: AnalyticsLimits = {
  perUser: 4,
  waiting: 100,
  waitingBytes: 16 * 1024 * 1024,
  cacheBytes: 64 * 1024 * 1024,
  cacheSize: 500,
  newPerHour: 1000,
};

export interface AnalyticsOptions {
  catalogue: Catalogue;
  /** the caller's labels */
  labelsOf: (userId: string | undefined) => LabelLookup;
  definitions?: SearchDefinitions | undefined;
  /** a search (or a download) running longer is stopped */
  timeoutMs?: number | undefined;
  /** searches and downloads running at once; more wait their turn */
  concurrency?: number | undefined;
  limits?: Partial<AnalyticsLimits> | undefined;
  now?: () => number;
  /** lets the requests being answered go first (between a download's batches); none: no pacing */
  pace?: (() => Promise<void>) | undefined;
}

interface Entry extends CacheEntry {
  search: SearchObject;
  /** label id → updated, as read by the run */
  labels: Map<string, string>;
  controller: AbortController;
  /** who started the run: only they (or an admin) may cancel it */
  owner: string;
  done: Promise<void>;
  /** the catalogue version it ran over: a search is not reused once another version is served */
  version: string;
}

/** The rows of a download, read within its turn and time limit; `release` ends both. */
export interface Download {
  compiled: CompiledSearch;
  rows: Record<string, Plain>[];
  /** aborts once the download passes its time limit */
  signal: AbortSignal;
  release(): void;
}

/**
 * The search service (spec 2 §7): a query is checked and compiled on the request (a 400 names what
 * is wrong), then runs off it, a few at once in a fair order among users, each with a time limit
 * and cancellable by whoever started it. A completed search is reused for the same query until the
 * served catalogue version changes (a search of the version served before is run again over the
 * new one when next asked for) or, when it reads labels, until one of them changes. What it holds is bounded: each query's size, what one
 * user may have waiting or running, the waiting line, and the cache's bytes.
 */
export class AnalyticsService {
  private readonly cache: SearchCache<Entry>;
  /** a completed search as sent, made once: a search of wide rows is read (and asked for) many times */
  private readonly json = new WeakMap<SearchObject, string>();
  private readonly queue: SearchQueue;
  private readonly limits: AnalyticsLimits;
  private readonly kept: KeptSearches;
  private readonly now: () => number;
  readonly timeoutMs: number;

  constructor(private readonly opts: AnalyticsOptions) {
    this.timeoutMs = opts.timeoutMs ?? 60_000;
    this.limits = { ...DEFAULT_ANALYTICS_LIMITS, ...opts.limits };
    this.now = opts.now ?? Date.now;
    this.kept = new KeptSearches(opts.definitions, this.limits.newPerHour, this.now);
    this.cache = new SearchCache<Entry>({ maxBytes: this.limits.cacheBytes, maxEntries: this.limits.cacheSize });
    this.queue = new SearchQueue(
      {
        concurrency: opts.concurrency ?? 2,
        perUser: this.limits.perUser,
        waiting: this.limits.waiting,
        waitingBytes: this.limits.waitingBytes,
        runMs: this.timeoutMs,
      },
      this.now,
    );
  }

  /** A query object or OQL text, checked and normalised; 400 naming the problem. */
  normalise(input: { query?: unknown; oql?: unknown }): OqlQuery {
    return normaliseQuery(input);
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

  /**
   * Creates (or reuses) the search of a query; answers at once, running or done. A new run takes a
   * place in line: a 429 when the caller has as many as they may, a 503 when the line is full.
   */
  create(query: OqlQuery, opts: { userId?: string | undefined; bypassCache?: boolean }): SearchObject {
    const compiled = this.compile(query, opts.userId);
    const id = searchId(query);
    const key = this.keyOf(id, compiled.usedLabels.size > 0, opts.userId);
    const entry = this.cache.get(key);
    if (entry && !(opts.bypassCache && entry.search.is_completed) && this.isFresh(entry, opts.userId)) {
      this.cache.touch(key);
      return entry.search;
    }
    const isNew = this.kept.admit(id, opts.userId);
    const controller = new AbortController();
    const owner = opts.userId ?? '';
    const turn = this.queue.enter(owner, this.heldBytes(query, compiled), controller.signal);
    // a refused search is not kept: only one that has a place in line is
    if (isNew) this.kept.keep(id, query, opts.userId);
    return this.start(key, id, query, compiled, { controller, owner, turn }).search;
  }

  /** A search by id: from the cache, or run again from its kept query; 404 when unknown. */
  read(id: string, opts: { userId?: string | undefined; bypassCache?: boolean }): SearchObject {
    for (const key of [this.keyOf(id, true, opts.userId), id]) {
      const entry = this.cache.get(key);
      if (entry && !(opts.bypassCache && entry.search.is_completed) && this.isFresh(entry, opts.userId)) {
        this.cache.touch(key);
        return entry.search;
      }
    }
    const query = this.kept.load(id);
    if (!query) throw notFound(`No search ${id}.`);
    return this.create(query, opts);
  }

  /** The query of a known search (cached or kept), without running it; undefined when unknown. */
  queryOf(id: string, userId: string | undefined): OqlQuery | undefined {
    const entry = this.cache.get(this.keyOf(id, true, userId)) ?? this.cache.get(id);
    return entry?.search.query ?? this.kept.load(id);
  }

  /**
   * Stops a run the caller started (an admin may stop anyone's) and forgets it; a completed search
   * stays as it is for everyone. Undefined when unknown; 403 for someone else's run.
   */
  async cancel(id: string, caller: { userId: string; isAdmin?: boolean }): Promise<SearchObject | undefined> {
    for (const key of [this.keyOf(id, true, caller.userId), id]) {
      const entry = this.cache.get(key);
      if (!entry) continue;
      if (entry.search.is_completed) return entry.search;
      if (entry.owner !== caller.userId && !caller.isAdmin) {
        throw new QueryError(
          `Search ${id} was started by someone else: only they (or an admin) may cancel it.`,
          403,
          'Forbidden',
        );
      }
      entry.controller.abort(new Error('canceled'));
      await entry.done;
      if (this.cache.get(key) === entry) this.cache.delete(key);
      return entry.search;
    }
    return undefined;
  }

  get catalogue(): Catalogue {
    return this.opts.catalogue;
  }

  /** Every row of a compiled query (ids and metrics), under the service's time limit (mailed exports). */
  async catalogueRows(compiled: CompiledSearch) {
    return this.opts.catalogue.duck.all(compiled.sql, compiled.params, AbortSignal.timeout(this.timeoutMs));
  }

  /**
   * The rows of a search for a download, at most `limit`: it waits its turn like a search (the
   * caller's limits apply) and, from its turn on, has the service's time limit for the SQL and for
   * writing the rows out (a 422 naming the limit when the SQL alone passes it). `gone` aborts when
   * the caller leaves: their place in line, the SQL and the turn go with them.
   */
  async download(query: OqlQuery, userId: string, limit: number, gone: AbortSignal): Promise<Download> {
    const compiled = this.compile(query, userId, limit);
    const controller = new AbortController();
    // a caller who leaves gives up their place in line, or stops the SQL and frees the turn
    const leave = () => controller.abort(gone.reason);
    gone.addEventListener('abort', leave, { once: true });
    if (gone.aborted) leave();
    let turn: Turn | undefined;
    let timer: NodeJS.Timeout | undefined;
    const release = () => {
      clearTimeout(timer);
      gone.removeEventListener('abort', release);
      turn?.release();
    };
    try {
      turn = await this.queue.enter(userId, this.heldBytes(query, compiled), controller.signal);
      gone.addEventListener('abort', release, { once: true });
      // the turn ends at the time limit whatever its reader does (one that stops reading would
      // otherwise keep it): the rows written after that fail on the aborted signal
      timer = setTimeout(() => {
        controller.abort(new Error('timeout'));
        release();
      }, this.timeoutMs);
      const rows = await this.opts.catalogue.duck.all(compiled.sql, compiled.params, controller.signal);
      controller.signal.throwIfAborted();
      return { compiled, rows, signal: controller.signal, release };
    } catch (e) {
      release();
      if (gone.aborted) throw e;
      if (controller.signal.aborted) throw new QueryError(this.timeoutText('download'), 422);
      throw e;
    } finally {
      gone.removeEventListener('abort', leave);
    }
  }

  /** The search as JSON text (a completed one's made once). */
  jsonOf(search: SearchObject): string {
    return this.json.get(search) ?? JSON.stringify(search);
  }

  /** Resolves once a download may write its next batch (other requests go first). */
  async pace(): Promise<void> {
    await this.opts.pace?.();
  }

  /** Waits for a search to finish (tests, the test server). */
  async settled(id: string, userId?: string): Promise<SearchObject | undefined> {
    const entry = this.cache.get(this.keyOf(id, true, userId)) ?? this.cache.get(id);
    await entry?.done;
    return entry?.search;
  }

  /** A run past the time limit, in a sentence that names the limit as configured. */
  timeoutText(what: 'search' | 'download'): string {
    return `The ${what} took longer than ${describeMs(this.timeoutMs)} and was stopped: narrow the works filter (a year range, a type, an institution) or list fewer ${what === 'search' ? 'metrics' : 'columns'}.`;
  }

  private keyOf(id: string, usesLabels: boolean, userId: string | undefined): string {
    return usesLabels ? `${id}\u0000${userId ?? ''}` : id;
  }

  /** A search that read labels is stale once one of them changed (or went). */
  private isFresh(entry: Entry, userId: string | undefined): boolean {
    if (entry.version !== this.opts.catalogue.version) return false;
    if (entry.labels.size === 0 || !entry.search.is_completed) return true;
    const lookup = this.opts.labelsOf(userId);
    for (const [labelId, updated] of entry.labels) if (lookup(labelId)?.updated !== updated) return false;
    return true;
  }

  /** What a waiting search holds: its query, SQL and parameters (strings count twice: UTF-16). */
  private heldBytes(query: OqlQuery, compiled: CompiledSearch): number {
    return 2 * (canonical(query).length + compiled.sql.length + JSON.stringify(compiled.params).length);
  }

  private start(
    key: string,
    id: string,
    query: OqlQuery,
    compiled: CompiledSearch,
    run: { controller: AbortController; owner: string; turn: Promise<Turn> },
  ): Entry {
    this.cache.get(key)?.controller.abort(new Error('replaced'));
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
    const entry: Entry = {
      search,
      labels: compiled.usedLabels,
      controller: run.controller,
      owner: run.owner,
      done: Promise.resolve(),
      bytes: 0,
      isSettled: false,
      version: this.opts.catalogue.version,
    };
    // The version it runs over stays open until the run ends (see CatalogueSwitch).
    const pinned = this.opts.catalogue.pin();
    entry.done = this.execute(entry, compiled, run.turn).finally(() => {
      pinned.release();
      const json = JSON.stringify(search);
      this.json.set(search, json);
      // about what it holds: strings are UTF-16
      this.cache.settle(key, entry, 2 * json.length);
    });
    this.cache.set(key, entry);
    return entry;
  }

  private async execute(entry: Entry, compiled: CompiledSearch, waiting: Promise<Turn>): Promise<void> {
    const { search, controller } = entry;
    let turn: Turn | undefined;
    let timer: NodeJS.Timeout | undefined;
    let started = performance.now();
    try {
      turn = await waiting;
      started = performance.now();
      search.timestamps.started = new Date().toISOString();
      timer = setTimeout(() => controller.abort(new Error('timeout')), this.timeoutMs);
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
      turn?.release();
      const duration = performance.now() - started;
      search.timestamps.completed = new Date().toISOString();
      search.timestamps.duration = Math.round(duration) / 1000;
      search.is_completed = true;
    }
  }

  private errorText(e: unknown, signal: AbortSignal): string {
    const reason = signal.reason as Error | undefined;
    if (signal.aborted && reason?.message === 'timeout') return this.timeoutText('search');
    if (signal.aborted) return 'The search was canceled.';
    const message = e instanceof Error ? e.message : String(e);
    return `The catalogue could not answer this search (${message.split('\n')[0]}). Change the query and run it again.`;
  }
}
