import { existsSync } from 'node:fs';
import path from 'node:path';
import { currentVersion, versionDir } from './versions.js';
import { mergedInto } from './query/merged-ids.js';
import { Duck, type Plain } from './store/duck.js';
import { recordColumns, rowsById } from './query/rows-by-id.js';
import { createWorksCube, cubeCountSql } from './query/works-cube.js';
import { checkSelect } from './query/select-fields.js';
import { readMetricLinks } from './store/analytics-metrics.js';
import { ENTITIES, entityByName, type EntitySpec } from './query/entities.js';
import { buildEntityRecord, RefCache, selectFields } from './query/records.js';
import { TextSearch } from './search/text-search.js';
import { WorkRowsReader } from './search/work-rows-reader.js';
import { ScoringWorker } from './search/works-scorer.js';
import { notFound } from './query/errors.js';
import { parseListParams, parseRecordParams, seedFraction, type RecordParams } from './query/params.js';
import { compileQuery, compileSort, orderBy } from './query/compile.js';
import type { LabelRefResolver } from './query/label-clauses.js';
import { listPageSql, nextCursor } from './query/page.js';
import { keysetKinds } from './query/keyset-kinds.js';
import { groupedAnswer } from './group-answer.js';
import type { Bitmasks } from './query/fields.js';
import { loadBitmasks } from './query/bitmasks.js';
import { olderCatalogueSpecs } from './query/older-catalogue-specs.js';
import { type ExternalIdKind, findByExternalId } from './query/external-ids.js';
import { addLocalCounts, olderLocalCountSpecs, takeLocalCounts } from './query/local-counts-serve.js';
import { xpacExclusion } from './query/xpac.js';

export interface CatalogueOptions {
  /** Base URL printed in *_api_url fields of records */
  apiBase?: string;
  /** query results kept for reuse, in values (rows × columns); 0 keeps none */
  cacheCells?: number;
  /** DuckDB threads per query (default: one per core) */
  threads?: number;
}

export interface ListMeta {
  count: number;
  db_response_time_ms: number;
  page: number | null;
  per_page: number;
  next_cursor?: string | null;
  groups_count: number | null;
  apc_list_sum_usd?: number | null;
  apc_paid_sum_usd?: number | null;
  cited_by_count_sum?: number | null;
}

/**
 * The catalogue as the data API sees it: DuckDB for filtering, sorting, counting and grouping;
 * SQLite FTS5 for text; an in-memory cache of the small entity tables for building records.
 */
export class Catalogue {
  private constructor(
    readonly duck: Duck,
    readonly text: TextSearch | undefined,
    readonly refs: RefCache,
    readonly apiBase: string,
    private readonly rowsReader: WorkRowsReader | undefined,
    /** the catalogue's value → bit tables, for compiling filters outside the data API (analytics) */
    readonly bitmasks: Bitmasks,
    /** entity specs that differ for this catalogue (one written by an older version) */
    private readonly specs: ReadonlyMap<string, EntitySpec>,
    /** entity table → the works link its metrics table was counted by (see store/analytics-metrics.ts) */
    readonly metricLinks: ReadonlyMap<string, string>,
    /** whether counts can read the works cube (see works-cube.ts) */
    private readonly hasCube: boolean,
    /** the catalogue version served (see versions.ts): caches of answers are keyed by it */
    readonly version: string,
  ) {}

  /** Select fields a record of each entity can be cut down to (see select-fields.ts). */
  private readonly selectable = new Map<string, string[]>();

  /** Open DATA_DIR's current catalogue version (or `opts.version`). */
  static async open(dataDir: string, opts: CatalogueOptions & { version?: string } = {}): Promise<Catalogue> {
    const version = opts.version ?? currentVersion(dataDir);
    const dir = versionDir(dataDir, version);
    const duckFile = path.join(dir, 'catalogue.duckdb');
    if (!existsSync(duckFile)) throw new Error(`No catalogue at ${duckFile}: generate or import one first.`);
    const duck = await Duck.open(duckFile, {
      readOnly: true,
      pool: 4,
      serving: true,
      ...(opts.threads ? { threads: opts.threads } : {}),
      cacheCells: opts.cacheCells ?? 2_000_000,
    });
    const searchFile = path.join(dir, 'search.sqlite');
    const namesFile = path.join(dir, 'names.sqlite');
    const text = existsSync(searchFile)
      ? new TextSearch(searchFile, existsSync(namesFile) ? { namesFile } : {})
      : undefined;
    text?.useSplitScorer(ScoringWorker.start(searchFile));
    const refs = await RefCache.load(duck);
    const rowsReader = text ? new WorkRowsReader(searchFile, text) : undefined;
    const bitmasks = await loadBitmasks(duck);
    const specs = await olderCatalogueSpecs(duck);
    await olderLocalCountSpecs(duck, specs);
    const metricLinks = await readMetricLinks(duck);
    const hasCube = await createWorksCube(duck);
    return new Catalogue(
      duck,
      text,
      refs,
      opts.apiBase ?? 'https://api.openalex.org',
      rowsReader,
      bitmasks,
      specs,
      metricLinks,
      hasCube,
      version,
    );
  }

  /** Where `key:label:any|every:{ref}` filters find their labels (the user host's store), if anywhere. */
  labelRefs: LabelRefResolver | undefined;

  private compileOptions(scores: boolean, params: { includeXpac?: boolean } = {}) {
    return { scores, bitmasks: this.bitmasks, labels: this.labelRefs, includeXpac: params.includeXpac };
  }

  /**
   * Keep this catalogue open for work that outlives a request (a search run, an export), which
   * reads the returned catalogue throughout; `release` lets go. A lone catalogue is never switched; CatalogueSwitch's is.
   */
  pin(): { catalogue: Catalogue; release: () => void } {
    return { catalogue: this, release: () => undefined };
  }

  close(): void {
    void this.rowsReader?.close();
    this.text?.close();
    this.duck.close();
  }

  entity(name: string): EntitySpec {
    const known = entityByName(name);
    const spec = known && (this.specs.get(known.name) ?? known);
    if (!spec) throw notFound(`'${name}' is not an entity type. Entity types: ${Object.keys(ENTITIES).join(', ')}.`);
    return spec;
  }

  /** A list's or a record's select: the same 400 (OpenAlex's wording) for a field records lack. */
  private checkSelect(spec: EntitySpec, select: string[]): Promise<void> {
    return checkSelect(this.selectable, spec, select, (s) => this.sampleRecord(s));
  }

  /** A record of this entity type built from its first row, or undefined for an empty table. */
  private async sampleRecord(spec: EntitySpec): Promise<Record<string, unknown> | undefined> {
    let row = await this.duck
      .one(`SELECT ${recordColumns(spec)} FROM "${spec.table}" t LIMIT 1`)
      .catch(() => undefined);
    // Works rows are whole in search.sqlite (a generated catalogue's DuckDB lacks some columns).
    if (row && spec.table === 'works') row = (await this.rowsById(spec, [row.id as number])).get(String(row.id)) ?? row;
    return row && buildEntityRecord(spec, row, this.refs, this.apiBase);
  }

  /** Full stored rows of the given ids, keyed by id as text. */
  private rowsById(spec: EntitySpec, ids: (string | number)[]): Promise<Map<string, Record<string, Plain>>> {
    return rowsById(this.duck, this.text, spec, ids);
  }

  async list(
    entityName: string,
    fullQuery: Record<string, string | string[] | undefined>,
  ): Promise<Record<string, unknown>> {
    const started = performance.now();
    const spec = this.entity(entityName);
    const { wanted: withLocalCounts, rest: query } = takeLocalCounts(fullQuery);
    const params = parseListParams(query);
    // Counts and groups need only which rows match, not how well.
    const grouping = Boolean(params.groupBy || params.groupBys);
    const q = compileQuery(spec, params.filter, params.search, this.text, this.compileOptions(!grouping, params));
    if (params.groupBy || params.groupBys) return groupedAnswer(this.duck, spec, params, q, started, this.hasCube);
    if (params.select) await this.checkSelect(spec, params.select);
    const sortKeys = params.sample ? [] : compileSort(spec, params.sort, q);
    const kinds =
      params.cursor && params.cursor !== '*' ? await keysetKinds(this.duck, spec.table, sortKeys) : undefined;
    const pageSql = listPageSql(q, sortKeys, params, kinds);
    const isWorks = spec.table === 'works';
    const sums = isWorks
      ? ', sum(t.apc_list.value_usd) AS apc_list_sum_usd, sum(t.apc_paid.value_usd) AS apc_paid_sum_usd, sum(t.cited_by_count) AS cited_by_count_sum'
      : '';
    const counting = q.unscored ?? q;
    const countSql =
      (isWorks && this.hasCube && cubeCountSql(q, true)) ||
      `${counting.with} SELECT count(*) AS n${sums} FROM ${q.from} ${q.where}`;
    const [page, counts] = await Promise.all([
      this.duck.all(pageSql.sql, pageSql.params),
      this.duck.one<{ n: number; apc_list_sum_usd?: number; apc_paid_sum_usd?: number; cited_by_count_sum?: number }>(
        countSql,
        counting.params,
      ),
    ]);
    const full = await this.rowsById(
      spec,
      page.map((r) => r.id as string | number),
    );
    const rows = page.map((r) => ({ ...full.get(String(r.id))!, ...r }));
    const total = params.sample ? Math.min(params.sample, counts?.n ?? 0) : (counts?.n ?? 0);
    const results = rows.map((row) => {
      const { relevance_score, ...rest } = row;
      for (let i = 0; i < sortKeys.length; i++) delete rest[`_k${i}`];
      let record = buildEntityRecord(spec, rest, this.refs, this.apiBase);
      if (q.relevance) record = { ...record, relevance_score };
      return params.select ? selectFields(record, params.select) : record;
    });
    if (withLocalCounts)
      await addLocalCounts(
        this.duck,
        spec,
        results,
        rows.map((r) => r.id as string | number),
      );
    const meta: ListMeta = {
      count: total,
      db_response_time_ms: Math.round(performance.now() - started),
      page: params.cursor ? null : params.page,
      per_page: params.perPage,
      groups_count: null,
    };
    if (params.cursor) {
      const last = rows[rows.length - 1];
      meta.next_cursor = nextCursor(sortKeys, last, rows.length >= params.perPage);
    }
    if (isWorks) {
      meta.apc_list_sum_usd = counts?.apc_list_sum_usd ?? null;
      meta.apc_paid_sum_usd = counts?.apc_paid_sum_usd ?? null;
      meta.cited_by_count_sum = counts?.cited_by_count_sum ?? null;
    }
    return { meta, results, group_by: [] };
  }

  /**
   * The stored rows of the first `limit` records matching `filter`/`search` in `sort` order, in
   * batches of `batchSize`: one query finds the ids in order (reading only the filter and sort
   * columns), then the rows are read batch by batch, so memory holds the id list and one batch.
   * Exports walk 100,000 works this way. Parameters are checked as the list endpoint checks them.
   * The rows are as stored: an `extra` column stays JSON text.
   */
  async *rowBatches(
    entityName: string,
    query: { filter?: string | undefined; search?: string | undefined; sort?: string | undefined },
    opts: { batchSize?: number; limit: number },
  ): AsyncGenerator<Record<string, Plain>[]> {
    const spec = this.entity(entityName);
    const params = parseListParams({ filter: query.filter, search: query.search, sort: query.sort });
    const q = compileQuery(spec, params.filter, params.search, this.text, this.compileOptions(true));
    const order = orderBy(compileSort(spec, params.sort, q));
    const limit = Math.max(0, Math.floor(opts.limit));
    if (!Number.isSafeInteger(limit)) throw new RangeError(`rowBatches: limit ${opts.limit} is not a whole number`);
    const batchSize = opts.batchSize ?? 1000;
    const ids = (
      await this.duck.all(`${q.with} SELECT t.id FROM ${q.from} ${q.where} ORDER BY ${order} LIMIT ${limit}`, q.params)
    ).map((row) => row.id as string | number);
    const chunks: (string | number)[][] = [];
    for (let start = 0; start < ids.length; start += batchSize) chunks.push(ids.slice(start, start + batchSize));
    // Works rows are read a batch ahead (in a worker thread) while the caller handles this one,
    // and stay encoded until their batch is taken; other rows (or missing ones) come from DuckDB.
    const readAhead = (chunk: (string | number)[] | undefined) =>
      chunk && spec.table === 'works' ? this.rowsReader?.read(chunk as number[]) : undefined;
    let next = readAhead(chunks[0]);
    for (let i = 0; i < chunks.length; i++) {
      const stored = await next;
      next = readAhead(chunks[i + 1]);
      next?.catch(() => undefined); // awaited on the next turn, or dropped when the walk stops
      const full =
        stored?.size === chunks[i]!.length
          ? (stored.decode() as Map<string, Record<string, Plain>>)
          : await this.rowsById(spec, chunks[i]!);
      yield chunks[i]!.map((id) => full.get(String(id))!);
    }
  }

  /** How many records match, with the list endpoint's checks of filter, search and sort. */
  async count(entityName: string, query: { filter?: string; search?: string; sort?: string }): Promise<number> {
    const spec = this.entity(entityName);
    const params = parseListParams({ filter: query.filter, search: query.search, sort: query.sort });
    const q = compileQuery(spec, params.filter, params.search, this.text, this.compileOptions(Boolean(params.sort)));
    if (params.sort) compileSort(spec, params.sort, q);
    const row = await this.duck.one<{ n: number }>(
      `${q.with} SELECT count(*) AS n FROM ${q.from} ${q.where}`,
      q.params,
    );
    return Number(row?.n ?? 0);
  }

  /**
   * A single record's parameters, checked before its id is looked up: a bad select is a 400 even
   * for an id the catalogue lacks, as OpenAlex answers it.
   */
  async recordParams(
    entityName: string,
    fullQuery: Record<string, string | string[] | undefined>,
    opts: { isRandom?: boolean } = {},
  ): Promise<RecordParams & { localCounts: boolean }> {
    const spec = this.entity(entityName);
    const { wanted: localCounts, rest: query } = takeLocalCounts(fullQuery);
    const params = parseRecordParams(query, opts);
    if (params.select) await this.checkSelect(spec, params.select);
    return { ...params, localCounts };
  }

  /** One record by any of its ids (the caller resolved the entity type). */
  async get(
    entityName: string,
    idText: string,
    query: Record<string, string | string[] | undefined>,
  ): Promise<Record<string, unknown>> {
    const spec = this.entity(entityName);
    const params = await this.recordParams(spec.name, query);
    const id = spec.parseId(idText);
    if (id === undefined) throw notFound(`'${idText}' is not a valid ${spec.name} id.`);
    return this.recordById(spec, id, params, `No ${spec.name} record with id '${idText}'.`);
  }

  /**
   * A random record (`/works/random`, as OpenAlex answers it), with the record's select; a `seed`
   * picks the same one while the catalogue stays the same. An offset in the table, not an ORDER BY
   * over every row: 3–6 ms instead of 80 over a million works.
   */
  async random(
    entityName: string,
    query: Record<string, string | string[] | undefined>,
  ): Promise<Record<string, unknown>> {
    const spec = this.entity(entityName);
    const params = await this.recordParams(spec.name, query, { isRandom: true });
    // a random work is one a list would show: a regular one unless include_xpac=true
    const xpac = xpacExclusion(spec, [], params.includeXpac ?? false);
    const where = xpac ? `WHERE ${xpac}` : '';
    const total = await this.duck.one<{ n: number }>(`SELECT count(*) AS n FROM "${spec.table}" t ${where}`);
    const fraction = params.seed === undefined ? Math.random() : seedFraction(params.seed);
    const picked = await this.duck.one<{ id: string | number }>(
      `SELECT t.id FROM "${spec.table}" t ${where} LIMIT 1 OFFSET ?`,
      [Math.floor(fraction * Number(total?.n ?? 0))],
    );
    if (!picked) throw notFound(`There are no ${spec.name} records in this catalogue.`);
    return this.recordById(spec, picked.id, params, `No ${spec.name} record with id '${picked.id}'.`);
  }

  private async recordById(
    spec: EntitySpec,
    id: string | number,
    { select, localCounts }: { select?: string[]; localCounts: boolean },
    missing: string,
  ) {
    // A merged id answers with the record it was merged into, as OpenAlex's API does.
    const row =
      (await this.rowsById(spec, [id])).get(String(id)) ??
      (await mergedInto(this.duck, spec.table, id).then(async (into) =>
        into === undefined ? undefined : (await this.rowsById(spec, [into])).get(String(into)),
      ));
    if (!row) throw notFound(missing);
    const record = buildEntityRecord(spec, row, this.refs, this.apiBase);
    const out = select ? selectFields(record, select) : record;
    if (localCounts) await addLocalCounts(this.duck, spec, [out], [id]);
    return out;
  }

  /** The records (as the data API serves them) of these ids of one entity type, keyed by id as text. */
  async records(entityName: string, ids: (string | number)[]): Promise<Map<string, Record<string, unknown>>> {
    const spec = this.entity(entityName);
    const rows = await this.rowsById(spec, ids);
    const out = new Map<string, Record<string, unknown>>();
    for (const [id, row] of rows) out.set(id, buildEntityRecord(spec, row, this.refs, this.apiBase));
    return out;
  }

  /** Find a work, author or institution by an external id (DOI, ORCID, ROR). */
  findByExternalId(kind: ExternalIdKind, value: string): Promise<{ entity: string; id: string } | undefined> {
    return findByExternalId(this.duck, kind, value);
  }

  async counts(): Promise<Record<string, number>> {
    const out: Record<string, number> = {};
    for (const spec of Object.values(ENTITIES)) {
      if (spec.name === 'work-types') continue;
      const r = await this.duck.one<{ n: number }>(`SELECT count(*) AS n FROM "${spec.table}"`);
      out[spec.name] = r?.n ?? 0;
    }
    return out;
  }
}
