import { createWriteStream, mkdirSync, rmSync, type WriteStream } from 'node:fs';
import { once } from 'node:events';
import path from 'node:path';
import { type Duck, sqlString } from './duck.js';
import { addMissingColumnsSql, createTableSql, readJsonColumns, TABLE_NAMES, type TableName } from './schema.js';
import { deriveAuthor, deriveWork, emptyMaps, rememberEntities, type EntityMaps } from './derive.js';
import type { CatalogueBatch, WorkRow } from './rows.js';
import type { WorksBatch, WorksTextIndexer } from './works-text-index.js';

export type WriteMode = 'fresh' | 'merge';

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
  /** JSON object text of each work's derived w_* columns, equal to JSON.stringify(deriveWork(…)) */
  worksDerivedJson?: readonly string[];
}

/** JSON of two objects merged, without building the merged object (rows are wide). */
function joinJson(a: object, b: object): string {
  const right = JSON.stringify(b);
  const left = JSON.stringify(a);
  return right === '{}' ? left : `${left.slice(0, -1)},${right.slice(1)}`;
}

function authorNames(w: WorkRow): string {
  let out = '';
  for (let i = 0; i < w.authorships.length; i++) out += (i ? ' ' : '') + (w.authorships[i]!.author_display_name ?? '');
  return out;
}

/** The distinct raw affiliation strings of a work, as w_raw_affiliations lists them. */
function rawAffiliations(w: WorkRow): string {
  const seen: string[] = [];
  for (const a of w.authorships) {
    for (const f of a.affiliations) {
      const s = f.raw_affiliation_string;
      if (s !== null && s !== undefined && !seen.includes(s)) seen.push(s);
    }
  }
  return seen.join(' ');
}

/** UTF-8 bytes written back to back into one buffer that can be handed to another thread. */
class ByteBuffer {
  bytes: Buffer;
  length = 0;

  constructor(capacity: number) {
    this.bytes = Buffer.allocUnsafeSlow(capacity);
  }

  write(text: string): void {
    // A UTF-16 code unit takes at most three bytes in UTF-8.
    if (this.length + 3 * text.length > this.bytes.length) {
      const bigger = Buffer.allocUnsafeSlow(Math.max(2 * this.bytes.length, this.length + 3 * text.length));
      this.bytes.copy(bigger, 0, 0, this.length);
      this.bytes = bigger;
    }
    this.length += this.bytes.write(text, this.length);
  }

  byte(value: number): void {
    if (this.length === this.bytes.length) this.write(String.fromCharCode(value));
    else this.bytes[this.length++] = value;
  }
}

const COMMA = 0x2c;
const NEWLINE = 0x0a;

/**
 * Streams catalogue rows into DuckDB: rows are written as JSON Lines to a scratch folder and bulk
 * loaded with read_json, which is far faster than row-by-row inserts of nested values. In 'merge'
 * mode a full record replaces the row of the same id and a stub is only added when the id is new.
 * The works of a new catalogue go to the search indexer instead, which indexes their text and
 * appends their lines to the load files in its own thread.
 */
export class CatalogueWriter {
  private pending = new Map<TableName, Pending>();
  private fileSeq = 0;
  /** Loads into DuckDB run one after another, overlapping with the caller producing more rows. */
  private loading: Promise<void> = Promise.resolve();
  private queuedLoads = 0;
  /** bytes of the last works batch, to size the next one */
  private worksBatchBytes = 1 << 20;
  readonly counts: Record<TableName, number> = Object.fromEntries(TABLE_NAMES.map((t) => [t, 0])) as Record<
    TableName,
    number
  >;

  private constructor(
    readonly duck: Duck,
    private readonly scratch: string,
    private readonly mode: WriteMode,
    readonly maps: EntityMaps,
    private readonly textIndexer: WorksTextIndexer | undefined,
  ) {}

  static async open(
    duck: Duck,
    opts: { scratchDir: string; mode: WriteMode; maps: EntityMaps; textIndexer?: WorksTextIndexer },
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
    const writer = new CatalogueWriter(duck, opts.scratchDir, opts.mode, opts.maps, opts.textIndexer);
    if (opts.mode === 'merge') await writer.loadMaps();
    return writer;
  }

  /** In merge mode the derived columns of new works need the entities already in the catalogue. */
  private async loadMaps(): Promise<void> {
    const maps = emptyMaps(this.maps.countries);
    const institutions = await this.duck.all<{
      id: number;
      lineage: number[];
      type: string | null;
      country_code: string | null;
      ror: string | null;
      is_stub: boolean;
    }>('SELECT id, lineage, type, country_code, ror, is_stub FROM institutions');
    for (const r of institutions) maps.institutions.set(r.id, r);
    const sources = await this.duck.all<Record<string, never>>(
      'SELECT id, type, issn, issn_l, is_in_doaj, is_oa, is_core, host_organization_id, host_organization_kind, is_stub FROM sources',
    );
    for (const r of sources) maps.sources.set((r as unknown as { id: number }).id, r as never);
    const publishers = await this.duck.all<{ id: number; lineage: number[]; is_stub: boolean }>(
      'SELECT id, lineage, is_stub FROM publishers',
    );
    for (const r of publishers) maps.publishers.set(r.id, r);
    const topics = await this.duck.all<{
      id: number;
      subfield_id: number;
      field_id: number;
      domain_id: number;
      is_stub: boolean;
    }>('SELECT id, subfield_id, field_id, domain_id, is_stub FROM topics');
    for (const r of topics) maps.topics.set(r.id, r);
    for (const k of ['institutions', 'sources', 'publishers', 'topics'] as const) {
      for (const [id, v] of maps[k]) (this.maps[k] as Map<number, unknown>).set(id, v);
    }
  }

  /** Write a batch; generated works may come with their derived columns already as JSON. */
  async add(batch: Partial<CatalogueBatch>, extras: BatchExtras = {}): Promise<void> {
    rememberEntities(this.maps, {
      institutions: batch.institutions ?? [],
      sources: batch.sources ?? [],
      publishers: batch.publishers ?? [],
      topics: batch.topics ?? [],
    });
    if (batch.works?.length) {
      const derived = (w: WorkRow, k: number) =>
        extras.worksDerivedJson?.[k] ?? JSON.stringify(deriveWork(w, this.maps));
      if (this.textIndexer) await this.addIndexedWorks(this.textIndexer, batch.works, derived);
      else {
        await this.writeLines(
          'works',
          batch.works.map((w, k) => `${JSON.stringify(w).slice(0, -1)},${derived(w, k).slice(1)}`),
        );
      }
    }
    if (batch.authors?.length) {
      await this.writeLines(
        'authors',
        batch.authors.map((a) => joinJson(a, deriveAuthor(a, this.maps))),
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
   * Works of a new catalogue: each work's line is encoded once, into a buffer handed to the
   * indexer's thread, which writes the load file, stores the row JSON and indexes the text.
   */
  private async addIndexedWorks(
    indexer: WorksTextIndexer,
    works: readonly WorkRow[],
    derived: (w: WorkRow, k: number) => string,
  ): Promise<void> {
    let p = this.pending.get('works');
    if (!p) {
      p = { file: this.newFile('works'), rows: 0 };
      this.pending.set('works', p);
    }
    // Each load file holds exactly one row group's worth of works (see FLUSH_ROWS).
    const room = FLUSH_ROWS - p.rows;
    if (works.length > room) {
      await this.addIndexedWorks(indexer, works.slice(0, room), derived);
      await this.addIndexedWorks(indexer, works.slice(room), (w, k) => derived(w, k + room));
      return;
    }
    const n = works.length;
    const out = new ByteBuffer(this.worksBatchBytes + (this.worksBatchBytes >> 2));
    const starts = new Int32Array(n);
    const rowEnds = new Int32Array(n);
    const ids = new Float64Array(n);
    const texts = new Array<string | null>(4 * n);
    for (let k = 0; k < n; k++) {
      const w = works[k]!;
      const row = JSON.stringify(w);
      starts[k] = out.length;
      out.write(row.slice(0, -1));
      rowEnds[k] = out.length;
      out.byte(COMMA);
      out.write(derived(w, k).slice(1));
      out.byte(NEWLINE);
      ids[k] = w.id;
      texts[4 * k] = w.title;
      texts[4 * k + 1] = w.abstract;
      texts[4 * k + 2] = authorNames(w);
      texts[4 * k + 3] = rawAffiliations(w);
    }
    this.worksBatchBytes = out.length;
    const batch: WorksBatch = { lines: out.bytes.subarray(0, out.length), starts, rowEnds, ids, texts, file: p.file };
    await indexer.addBatch(batch);
    p.rows += n;
    this.counts.works += n;
    if (p.rows >= FLUSH_ROWS) await this.flushTable('works');
  }

  private newFile(table: TableName): string {
    return path.join(this.scratch, `${table}-${process.pid}-${this.fileSeq++}.jsonl`);
  }

  /** Append JSON lines to the table's scratch file, loading it into DuckDB when it is big enough. */
  private async writeLines(table: TableName, lines: string[]): Promise<void> {
    const room = FLUSH_ROWS - (this.pending.get(table)?.rows ?? 0);
    if (lines.length > room) {
      await this.writeLines(table, lines.slice(0, room));
      await this.writeLines(table, lines.slice(room));
      return;
    }
    let p = this.pending.get(table);
    if (!p) {
      const file = this.newFile(table);
      p = { file, stream: createWriteStream(file), rows: 0 };
      this.pending.set(table, p);
    }
    if (!p.stream!.write(lines.join('\n') + '\n')) await once(p.stream!, 'drain');
    p.rows += lines.length;
    this.counts[table] += lines.length;
    if (p.rows >= FLUSH_ROWS) await this.flushTable(table);
  }

  private async flushTable(table: TableName): Promise<void> {
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
    const source = `read_json(${sqlString(p.file)}, format='newline_delimited', columns=${readJsonColumns(table)})`;
    const load = async () => {
      await written;
      if (this.mode === 'fresh') await this.duck.run(`INSERT INTO "${table}" SELECT * FROM ${source}`);
      else await this.merge(table, source);
      rmSync(p.file, { force: true });
    };
    this.queuedLoads++;
    this.loading = this.loading.then(load).finally(() => this.queuedLoads--);
    // Keep at most two files waiting, so scratch space and memory stay bounded.
    if (this.queuedLoads > 2) await this.loading;
  }

  private async merge(table: TableName, source: string): Promise<void> {
    const stage = `stage_${table}`;
    const hasStub = table !== 'works';
    await this.duck.run(
      `CREATE OR REPLACE TEMP TABLE ${stage} AS SELECT *, row_number() OVER () AS _seq FROM ${source}`,
    );
    // One row per id: a full record beats a stub, a newer updated_date beats an older one, and
    // otherwise the record read later wins.
    const order = `${hasStub ? 'is_stub ASC, ' : ''}updated_date DESC NULLS LAST, _seq DESC`;
    await this.duck.run(
      `CREATE OR REPLACE TEMP TABLE ${stage}_one AS SELECT * EXCLUDE (rn, _seq) FROM (SELECT *, row_number() OVER (PARTITION BY id ORDER BY ${order}) rn FROM ${stage}) WHERE rn = 1`,
    );
    const newer = `(t.updated_date IS NULL OR s.updated_date IS NULL OR s.updated_date >= t.updated_date)`;
    const replaceable = hasStub
      ? `SELECT s.id FROM ${stage}_one s JOIN "${table}" t ON t.id = s.id WHERE (NOT s.is_stub AND (t.is_stub OR ${newer})) OR (s.is_stub AND t.is_stub)`
      : `SELECT s.id FROM ${stage}_one s JOIN "${table}" t ON t.id = s.id WHERE ${newer}`;
    await this.duck.run(`DELETE FROM "${table}" WHERE id IN (${replaceable})`);
    await this.duck.run(
      // By name: a table of an older catalogue has the columns added since at its end.
      `INSERT INTO "${table}" BY NAME SELECT * FROM ${stage}_one s WHERE s.id NOT IN (SELECT id FROM "${table}")`,
    );
    await this.duck.run(`DROP TABLE ${stage}; DROP TABLE ${stage}_one`);
  }

  /** Load everything still buffered. */
  async flush(): Promise<void> {
    for (const t of [...this.pending.keys()]) await this.flushTable(t);
    await this.loading;
  }

  dispose(): void {
    for (const p of this.pending.values()) {
      p.stream?.on('error', () => undefined); // pending writes of an abandoned file may still fail
      p.stream?.destroy();
      rmSync(p.file, { force: true });
    }
    this.pending.clear();
  }
}
