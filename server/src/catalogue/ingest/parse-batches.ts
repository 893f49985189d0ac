/**
 * One snapshot file → batches of catalogue rows already made into DuckDB load lines: the work of
 * an import that does not need the catalogue, run in a parsing thread (see parse-pool.ts) or, where
 * threads cannot load the sources (under the test runner), in the importing thread itself.
 */

import { readOneFile } from '../openalex/read-source.js';
import { parseRecord } from '../openalex/parse-record.js';
import { emptyBatch } from '../openalex/rows-init.js';
import type { CatalogueBatch } from '../store/rows.js';
import type { TableName } from '../store/schema.js';
import { rememberEntities, type EntityMaps } from './derive.js';
import { recordType } from './import-report.js';
import { authorLine, workLine } from './row-lines.js';
import type { TouchedIds } from './rederive.js';

/** Records per batch: a batch of full 2026 works is about 10 MB of load lines. */
export const BATCH_RECORDS = 500;

export type TouchedLists = { [K in keyof TouchedIds]: number[] };

/** What a batch of one file gave: load lines per table, and what the import report counts. */
export interface ParsedBatch {
  file: string;
  /** newline-ended load lines per table (see CatalogueWriter.addLines) */
  lines: Partial<Record<TableName, Uint8Array>>;
  rows: Partial<Record<TableName, number>>;
  /** the full entity rows the batch wrote, whose referrers' derived columns rederive makes right */
  touched: TouchedLists;
  /** the stub rows of those tables, as id, hash of its line, id, hash, … (see CatalogueWriter.noteStubs) */
  stubs: TouchedLists;
  byType: Record<string, { read: number; kept: number }>;
  errors: { file: string; line: number; error: string }[];
  /** records kept and bad; reasons of the file-level notices that the file holds no records */
  kept: number;
  bad: number;
  skipped: string[];
  /** on the file's last batch: how many records it held, for the manifest's count */
  records?: number;
}

const OTHER_TABLES = ['institutions', 'sources', 'publishers', 'funders', 'topics', 'concepts', 'keywords'] as const;

/** Entries a table's memory of written stubs may hold before it starts afresh. */
const WRITTEN_STUBS_MAX = 1_000_000;

/**
 * The stub lines a parsing thread has written in this import, as a hash of each line by table and
 * id, so that a stub written again unchanged is left out: a full 2026 work names about 30
 * institutions, sources, topics, concepts and keywords, nearly all of them named by other works
 * before and printed the same way, and each such line was loaded, staged and merged again. (A
 * stub that differs is written: the merge combines it field by field.) Authors are not
 * remembered: there are too many, each named by few works.
 */
export class WrittenStubs {
  private readonly seen = new Map<string, Map<number | string, number>>();

  /** Whether this very line was written for the id before; remembers it otherwise. */
  repeated(table: string, id: number | string, line: string): boolean {
    let ids = this.seen.get(table);
    if (!ids) this.seen.set(table, (ids = new Map()));
    const hash = lineHash(line);
    if (ids.get(id) === hash) return true;
    if (ids.size >= WRITTEN_STUBS_MAX) ids.clear();
    ids.set(id, hash);
    return false;
  }
}

/** FNV-1a over the line's UTF-16 units, mixed with its length (a collision needs both to agree). */
export function lineHash(line: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < line.length; i++) h = Math.imul(h ^ line.charCodeAt(i), 0x01000193);
  return (h >>> 0) * 65536 + (line.length & 0xffff);
}

export function appendBatch(into: CatalogueBatch, from: CatalogueBatch): void {
  for (const k of Object.keys(into) as (keyof CatalogueBatch)[]) (into[k] as unknown[]).push(...from[k]);
}

/**
 * The load lines of a batch. The derived columns are made with the entities seen so far (`maps`,
 * which the batch's entities join); those that other files fill in later are made right by
 * rederive at the end of the import.
 */
function encode(batch: CatalogueBatch, maps: EntityMaps, stubs: WrittenStubs, out: ParsedBatch): void {
  rememberEntities(maps, batch);
  const put = (table: TableName, lines: string[]) => {
    if (!lines.length) return;
    out.lines[table] = Buffer.from(lines.join('\n') + '\n');
    out.rows[table] = lines.length;
  };
  put(
    'works',
    batch.works.map((w) => workLine(w, maps)),
  );
  put(
    'authors',
    batch.authors.map((a) => authorLine(a, maps)),
  );
  for (const t of OTHER_TABLES) {
    const lines: string[] = [];
    const versions = (TOUCHING as readonly string[]).includes(t) ? out.stubs[t as Touching] : undefined;
    for (const r of batch[t] as { id: number | string; is_stub: boolean }[]) {
      const line = JSON.stringify(r);
      if (!r.is_stub) {
        lines.push(line);
        if (versions) out.touched[t as Touching].push(r.id as number);
      } else if (!stubs.repeated(t, r.id, line)) {
        lines.push(line);
        versions?.push(r.id as number, lineHash(line));
      }
    }
    put(t, lines);
  }
}

const TOUCHING = ['institutions', 'sources', 'publishers', 'topics'] as const;
type Touching = (typeof TOUCHING)[number];

function newBatch(file: string): ParsedBatch {
  return {
    file,
    lines: {},
    rows: {},
    touched: { institutions: [], sources: [], publishers: [], topics: [] },
    stubs: { institutions: [], sources: [], publishers: [], topics: [] },
    byType: {},
    errors: [],
    kept: 0,
    bad: 0,
    skipped: [],
  };
}

/** The batches of one file, the last with its record count. */
export async function* parseFileBatches(
  file: string,
  maps: EntityMaps,
  stubs: WrittenStubs,
): AsyncGenerator<ParsedBatch> {
  const counter = { n: 0 };
  let out = newBatch(file);
  let rows = emptyBatch();
  let size = 0;
  for await (const item of readOneFile(file, counter)) {
    if (item.error !== undefined) {
      if (item.skipped) out.skipped.push(item.error);
      else {
        out.bad++;
        out.errors.push({ file: item.file, line: item.line, error: item.error });
      }
      continue;
    }
    const counts = (out.byType[recordType(item.record)] ??= { read: 0, kept: 0 });
    counts.read++;
    try {
      appendBatch(rows, parseRecord(item.record));
      counts.kept++;
      out.kept++;
      size++;
    } catch (e) {
      out.errors.push({ file: item.file, line: item.line, error: (e as Error).message });
      out.bad++;
    }
    if (size >= BATCH_RECORDS) {
      encode(rows, maps, stubs, out);
      yield out;
      out = newBatch(file);
      rows = emptyBatch();
      size = 0;
    }
  }
  encode(rows, maps, stubs, out);
  out.records = counter.n;
  yield out;
}
