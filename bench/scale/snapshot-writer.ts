/**
 * A works snapshot of N cloned works (clones.ts) in the layout OpenAlex publishes since 2026:
 * `data/jsonl/works/updated_date=YYYY-MM-DD/part_NNNN.gz` (gzip at level 6, as OpenAlex's) and
 * `data/parquet/works/updated_date=…/part_NNNN.parquet`, each format with its combined
 * `data/<format>/manifest.json` giving every file's content_length and record_count. Each format
 * gets a snapshot folder of its own, so that `catalogue update` on it reads one format (it takes
 * every partition newer than its watermark, whatever the format).
 *
 * The works are spread over partitions shaped like a real snapshot's (planParts: a few days when
 * much of the catalogue was touched, many days of a few changes), and a partition's parts hold at
 * most `partWorks` records. Parts are written one after another, a few at a time: the records are
 * made on this thread while zlib compresses in libuv's threads, and DuckDB writes each part's
 * Parquet copy from the gzipped part on a thread of its own. Nothing holds more than one chunk of
 * a part, so memory stays flat however large the snapshot.
 */
import { once } from 'node:events';
import { createWriteStream, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import { sqlString } from '../../server/src/catalogue/store/duck.js';
import { SAMPLE_DIR } from '../sample-works.js';

export type Format = 'jsonl' | 'parquet';

/** The last partition of a snapshot; an update's partition comes after it. */
export const LAST_DATE = '2026-06-01';
/** Text handed to zlib at a time. */
const CHUNK_BYTES = 1 << 20;
/** A real works manifest (OpenAlex's snapshot of 2023-09: 244 M works in 84 partitions), whose shape the snapshot takes. */
const REAL_MANIFEST = path.join(SAMPLE_DIR, 'go-openalex-snapshot-2023/openalex/works/manifest');
/** Below this many records a real partition is a day's few changes, kept at its own size rather than scaled. */
const SMALL_PARTITION = 1000;

export interface PartPlan {
  date: string;
  name: string;
  /** the snapshot's works `from` … `from + count - 1` */
  from: number;
  count: number;
}

/** The date `days` after a YYYY-MM-DD date (before it when negative). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The parts of a snapshot of `works` works, in the shape of a real one: the partitions of
 * REAL_MANIFEST, moved to end on LAST_DATE, its day-sized partitions (1 to 71 records, and one
 * empty part) kept as they are and its large ones (1.5 to 12 % of the works each) scaled to the
 * rest, each split into parts of at most `partWorks` works. Work i is in the i-th place of that
 * order (so file order is not year order, as in an imported catalogue).
 */
export function planParts(works: number, partWorks: number): PartPlan[] {
  const manifest = JSON.parse(readFileSync(REAL_MANIFEST, 'utf8')) as {
    entries: { url: string; meta: { record_count: number } }[];
  };
  const real = new Map<string, number>();
  for (const e of manifest.entries) {
    const date = /updated_date=(\d{4}-\d{2}-\d{2})/.exec(e.url)?.[1];
    if (date) real.set(date, (real.get(date) ?? 0) + e.meta.record_count);
  }
  const dates = [...real.keys()].sort();
  const shift = (Date.parse(LAST_DATE) - Date.parse(dates.at(-1)!)) / 86_400_000;
  const small = dates.filter((d) => real.get(d)! < SMALL_PARTITION);
  const smallWorks = small.reduce((n, d) => n + real.get(d)!, 0);
  const large = dates.filter((d) => real.get(d)! >= SMALL_PARTITION);
  const largeReal = large.reduce((n, d) => n + real.get(d)!, 0);
  if (works < smallWorks + large.length)
    throw new Error(`a snapshot shaped like OpenAlex's needs at least ${smallWorks + large.length} works`);
  const sizes = new Map(small.map((d) => [d, real.get(d)!]));
  let left = works - smallWorks;
  large.forEach((d, k) => {
    const size = k === large.length - 1 ? left : Math.round(((works - smallWorks) * real.get(d)!) / largeReal);
    sizes.set(d, size);
    left -= size;
  });
  const parts: PartPlan[] = [];
  let from = 0;
  for (const d of dates) {
    const size = sizes.get(d)!;
    const date = addDays(d, shift);
    const n = Math.max(1, Math.ceil(size / partWorks));
    for (let q = 0; q < n; q++) {
      const count = Math.floor((size * (q + 1)) / n) - Math.floor((size * q) / n);
      parts.push({ date, name: `part_${String(q).padStart(4, '0')}`, from, count });
      from += count;
    }
  }
  return parts;
}

/** A format's files: where they go, and their manifest entries. */
export function formatDir(root: string, format: Format): string {
  return path.join(root, 'data', format);
}

export function partFile(root: string, format: Format, part: { date: string; name: string }): string {
  const ext = format === 'jsonl' ? '.gz' : '.parquet';
  return path.join(formatDir(root, format), 'works', `updated_date=${part.date}`, part.name + ext);
}

export interface ManifestEntry {
  url: string;
  meta: { content_length: number; record_count: number };
}

/** Write (or add to) a format's combined manifest.json. */
export function addToManifest(root: string, format: Format, entries: ManifestEntry[]): void {
  const file = path.join(formatDir(root, format), 'manifest.json');
  let before: ManifestEntry[] = [];
  try {
    before = (JSON.parse(readFileSync(file, 'utf8')) as { entries: ManifestEntry[] }).entries;
  } catch {
    // a new manifest
  }
  const all = [...before, ...entries].sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));
  const meta = {
    content_length: all.reduce((n, e) => n + e.meta.content_length, 0),
    record_count: all.reduce((n, e) => n + e.meta.record_count, 0),
  };
  writeFileSync(file, JSON.stringify({ entries: all, meta }));
}

export function manifestEntry(root: string, format: Format, file: string, records: number): ManifestEntry {
  const rel = path.relative(path.join(root, 'data'), file).split(path.sep).join('/');
  return { url: `s3://openalex/data/${rel}`, meta: { content_length: statSync(file).size, record_count: records } };
}

/** Write lines into a gzipped file, a chunk at a time; their uncompressed bytes. */
export async function writeGzipLines(file: string, lines: Iterable<string>, level: number): Promise<number> {
  mkdirSync(path.dirname(file), { recursive: true });
  const gz = createGzip({ level });
  const out = createWriteStream(file);
  gz.pipe(out);
  let bytes = 0;
  let chunk: string[] = [];
  let chunkLength = 0;
  const flush = async () => {
    const buf = Buffer.from(chunk.join(''));
    chunk = [];
    chunkLength = 0;
    bytes += buf.length;
    if (!gz.write(buf)) await once(gz, 'drain');
  };
  for (const line of lines) {
    chunk.push(line, '\n');
    chunkLength += line.length + 1;
    if (chunkLength >= CHUNK_BYTES) await flush();
  }
  if (chunkLength) await flush();
  gz.end();
  await finished(out);
  return bytes;
}

/**
 * Parquet copies of gzipped JSON Lines parts, written by DuckDB one after another on one thread,
 * every file with the one schema inferred from the sample's records (as OpenAlex's files share
 * one schema): objects as STRUCT, the abstract's inverted index as a MAP, dates as DATE and
 * TIMESTAMP, as read_json infers them.
 */
export class ParquetCopier {
  private queue: Promise<void> = Promise.resolve();
  private failure: Error | undefined;

  private constructor(
    private readonly db: DuckDBInstance,
    private readonly conn: DuckDBConnection,
    private readonly columns: string,
  ) {}

  /** A copier whose schema is inferred from `records` (written to `scratch` to be read). */
  static async open(records: string[], scratch: string): Promise<ParquetCopier> {
    const db = await DuckDBInstance.create(':memory:', { threads: '1', memory_limit: '1GB' });
    const conn = await db.connect();
    mkdirSync(path.dirname(scratch), { recursive: true });
    writeFileSync(scratch, records.join('\n') + '\n');
    const described = await conn.runAndReadAll(
      `DESCRIBE SELECT * FROM read_json(${sqlString(scratch)}, format = 'newline_delimited', sample_size = -1, hive_partitioning = false)`,
    );
    rmSync(scratch);
    const columns = described
      .getRowObjectsJS()
      .map((r) => `${sqlString(String(r.column_name))}: ${sqlString(String(r.column_type))}`);
    return new ParquetCopier(db, conn, `{${columns.join(', ')}}`);
  }

  /** Queue the copy of `gz` to `parquet`; `then` runs once it is written. */
  copy(gz: string, parquet: string, then: () => void): void {
    this.queue = this.queue.then(async () => {
      if (this.failure) return;
      try {
        mkdirSync(path.dirname(parquet), { recursive: true });
        await this.conn.run(
          `COPY (SELECT * FROM read_json(${sqlString(gz)}, format = 'newline_delimited', columns = ${this.columns}, hive_partitioning = false)) TO ${sqlString(parquet)} (FORMAT parquet)`,
        );
        then();
      } catch (err) {
        this.failure = new Error(`writing ${parquet}: ${err instanceof Error ? err.message : String(err)}`);
      }
    });
  }

  /** Once every queued copy is written; throws the first that failed. */
  async drain(): Promise<void> {
    await this.queue;
    if (this.failure) throw this.failure;
  }

  close(): void {
    this.conn.closeSync();
    this.db.closeSync();
  }
}

/** Run `task` for every item, `concurrency` at a time, in order of start. */
export async function eachConcurrently<T>(
  items: readonly T[],
  concurrency: number,
  task: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const runner = async () => {
    while (next < items.length) await task(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, runner));
}
