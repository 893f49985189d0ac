import { createWriteStream, mkdirSync, rmSync, type WriteStream } from 'node:fs';
import { once } from 'node:events';
import path from 'node:path';
import { type Duck, sqlString } from './duck.js';
import { createTableSql, readJsonColumns, TABLE_NAMES, type TableName } from './schema.js';
import { deriveAuthor, deriveWork, emptyMaps, rememberEntities, type EntityMaps } from './derive.js';
import type { CatalogueBatch } from './rows.js';
import type { WorksTextIndexer } from './works-text-index.js';

export type WriteMode = 'fresh' | 'merge';

interface Pending {
  file: string;
  stream: WriteStream;
  rows: number;
}

const FLUSH_ROWS = 50_000;

/** JSON of two objects merged, without building the merged object (rows are wide). */
function joinJson(a: object, b: object): string {
  return joinJsonText(JSON.stringify(a), b);
}

function joinJsonText(left: string, b: object): string {
  const right = JSON.stringify(b);
  return right === '{}' ? left : `${left.slice(0, -1)},${right.slice(1)}`;
}

/**
 * Streams catalogue rows into DuckDB: rows are written as JSON Lines to a scratch folder and bulk
 * loaded with read_json, which is far faster than row-by-row inserts of nested values. In 'merge'
 * mode a full record replaces the row of the same id and a stub is only added when the id is new.
 */
export class CatalogueWriter {
  private pending = new Map<TableName, Pending>();
  private fileSeq = 0;
  /** Loads into DuckDB run one after another, overlapping with the caller producing more rows. */
  private loading: Promise<void> = Promise.resolve();
  private queuedLoads = 0;
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
    for (const t of TABLE_NAMES) await duck.run(createTableSql(t));
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

  async add(batch: Partial<CatalogueBatch>): Promise<void> {
    rememberEntities(this.maps, {
      institutions: batch.institutions ?? [],
      sources: batch.sources ?? [],
      publishers: batch.publishers ?? [],
      topics: batch.topics ?? [],
    });
    if (batch.works?.length) {
      const lines: string[] = [];
      for (const w of batch.works) {
        const derived = deriveWork(w, this.maps);
        const rowJson = JSON.stringify(w);
        lines.push(joinJsonText(rowJson, derived));
        this.textIndexer?.push([
          w.id,
          w.title,
          w.abstract,
          w.authorships.map((a) => a.author_display_name ?? '').join(' '),
          (derived.w_raw_affiliations as string[]).join(' '),
          rowJson,
        ]);
      }
      await this.textIndexer?.drain();
      await this.writeLines('works', lines);
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

  /** Append JSON lines to the table's scratch file, loading it into DuckDB when it is big enough. */
  private async writeLines(table: TableName, lines: string[]): Promise<void> {
    let p = this.pending.get(table);
    if (!p) {
      const file = path.join(this.scratch, `${table}-${process.pid}-${this.fileSeq++}.jsonl`);
      p = { file, stream: createWriteStream(file), rows: 0 };
      this.pending.set(table, p);
    }
    if (!p.stream.write(lines.join('\n') + '\n')) await once(p.stream, 'drain');
    p.rows += lines.length;
    this.counts[table] += lines.length;
    if (p.rows >= FLUSH_ROWS) await this.flushTable(table);
  }

  private async flushTable(table: TableName): Promise<void> {
    const p = this.pending.get(table);
    if (!p) return;
    this.pending.delete(table);
    p.stream.end();
    await once(p.stream, 'finish');
    const source = `read_json(${sqlString(p.file)}, format='newline_delimited', columns=${readJsonColumns(table)})`;
    const load = async () => {
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
      `INSERT INTO "${table}" SELECT * FROM ${stage}_one s WHERE s.id NOT IN (SELECT id FROM "${table}")`,
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
      p.stream.on('error', () => undefined); // pending writes of an abandoned file may still fail
      p.stream.destroy();
      rmSync(p.file, { force: true });
    }
    this.pending.clear();
  }
}
