import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { Duck, sqlString } from './duck.js';
import { CatalogueWriter, type WriteMode } from './writer.js';
import { emptyMaps, type EntityMaps } from './derive.js';
import { finalizeCatalogue } from './finalize.js';
import { buildSearchIndex } from './search-index.js';
import { COUNTRIES } from './vocab/geo.js';
import { parseRecord } from './openalex/parse-record.js';
import { readRecords } from './openalex/read-source.js';
import { harvest, type HarvestOptions } from './openalex/harvest.js';
import type { CatalogueBatch } from './rows.js';
import { emptyBatch } from './openalex/rows-init.js';
import { WorksTextIndexer } from './works-text-index.js';

export interface BuildProgress {
  (stage: string, done: number, total?: number): void;
}

export function countryMap(): EntityMaps['countries'] {
  return new Map(COUNTRIES.map((c) => [c.id, { continent_id: c.continent_id, is_global_south: c.is_global_south }]));
}

export function catalogueFiles(dataDir: string) {
  return {
    duck: path.join(dataDir, 'catalogue.duckdb'),
    search: path.join(dataDir, 'search.sqlite'),
    scratch: path.join(dataDir, 'tmp'),
  };
}

function removeDuckFiles(file: string): void {
  rmSync(file, { force: true });
  rmSync(`${file}.wal`, { force: true });
}

/**
 * Write a catalogue: `fresh` builds a new one beside the old and swaps it in when complete (a
 * failed build leaves the previous catalogue untouched); `merge` adds to the existing one.
 */
async function writeCatalogue(
  dataDir: string,
  mode: 'fresh' | 'merge',
  writerMode: WriteMode,
  meta: Record<string, string>,
  fill: (writer: CatalogueWriter) => Promise<void>,
  opts: { recomputeAll: boolean; onProgress?: BuildProgress },
): Promise<void> {
  const files = catalogueFiles(dataDir);
  mkdirSync(files.scratch, { recursive: true });
  const target = mode === 'fresh' ? `${files.duck}.building` : files.duck;
  if (mode === 'fresh') removeDuckFiles(target);
  const duck = await Duck.open(target, { pool: 1 });
  // A new catalogue gets its works text indexed in a worker thread while it is written.
  const textFile = `${files.search}.building`;
  const indexer = writerMode === 'fresh' ? new WorksTextIndexer(textFile) : undefined;
  let ok = false;
  try {
    const writer = await CatalogueWriter.open(duck, {
      scratchDir: files.scratch,
      mode: writerMode,
      maps: emptyMaps(countryMap()),
      ...(indexer ? { textIndexer: indexer } : {}),
    });
    try {
      await fill(writer);
      await writer.flush();
    } finally {
      writer.dispose();
    }
    const textDone = indexer?.finish();
    opts.onProgress?.('computing counts and summary stats', 0);
    await finalizeCatalogue(duck, { recomputeAll: opts.recomputeAll, currentYear: new Date().getUTCFullYear() });
    await textDone;
    await duck.run('CREATE TABLE IF NOT EXISTS catalogue_meta (key VARCHAR PRIMARY KEY, value VARCHAR)');
    for (const [k, v] of Object.entries({ ...meta, built_at: new Date().toISOString() })) {
      await duck.run(`INSERT OR REPLACE INTO catalogue_meta VALUES (${sqlString(k)}, ${sqlString(v)})`);
    }
    await duck.run('CHECKPOINT');
    opts.onProgress?.('building the text index', 0);
    await buildSearchIndex(
      duck,
      files.search,
      files.scratch,
      (stage, n) => opts.onProgress?.(stage, n),
      indexer ? { worksIndexedIn: textFile } : {},
    );
    ok = true;
  } finally {
    if (!ok) await indexer?.finish().catch(() => undefined);
    duck.close();
    if (mode === 'fresh') {
      if (ok) {
        removeDuckFiles(files.duck);
        renameSync(target, files.duck);
      } else {
        removeDuckFiles(target);
      }
    }
  }
}

export async function generateCatalogueInto(
  dataDir: string,
  opts: { works: number; seed: number; onProgress?: BuildProgress },
): Promise<void> {
  const { generateCatalogue } = await import('./generator/generate.js');
  await writeCatalogue(
    dataDir,
    'fresh',
    'fresh',
    { kind: 'demo', works_requested: String(opts.works), seed: String(opts.seed) },
    async (writer) => {
      await generateCatalogue(writer, {
        works: opts.works,
        seed: opts.seed,
        onProgress: (done, total) => opts.onProgress?.('generating works', done, total),
      });
    },
    { recomputeAll: true, ...(opts.onProgress ? { onProgress: opts.onProgress } : {}) },
  );
}

export interface ImportReport {
  records: number;
  errors: { file: string; line: number; error: string }[];
  skipped: number;
}

function appendBatch(into: CatalogueBatch, from: CatalogueBatch): void {
  for (const k of Object.keys(into) as (keyof CatalogueBatch)[]) (into[k] as unknown[]).push(...from[k]);
}

async function ingest(
  records: AsyncIterable<{ record?: unknown; error?: string; skipped?: boolean; file: string; line: number }>,
  writer: CatalogueWriter,
  report: ImportReport,
  onProgress?: BuildProgress,
): Promise<void> {
  let batch = emptyBatch();
  let size = 0;
  for await (const item of records) {
    if (item.error !== undefined) {
      if (item.skipped) report.skipped++;
      else report.errors.push({ file: item.file, line: item.line, error: item.error });
      continue;
    }
    try {
      appendBatch(batch, parseRecord(item.record));
      report.records++;
      size++;
    } catch (e) {
      report.errors.push({ file: item.file, line: item.line, error: (e as Error).message });
    }
    if (size >= 2000) {
      await writer.add(batch);
      batch = emptyBatch();
      size = 0;
      onProgress?.('importing records', report.records);
    }
  }
  await writer.add(batch);
  onProgress?.('importing records', report.records);
}

/** Import OpenAlex snapshot files or API JSON into the catalogue (merging with what is there). */
export async function importInto(
  dataDir: string,
  source: string,
  opts: { onProgress?: BuildProgress; fresh?: boolean } = {},
): Promise<ImportReport> {
  const report: ImportReport = { records: 0, errors: [], skipped: 0 };
  const files = catalogueFiles(dataDir);
  const mode: 'fresh' | 'merge' = opts.fresh || !existsSync(files.duck) ? 'fresh' : 'merge';
  await writeCatalogue(
    dataDir,
    mode,
    'merge',
    { kind: 'imported' },
    (writer) => ingest(readRecords(source), writer, report, opts.onProgress),
    { recomputeAll: false, ...(opts.onProgress ? { onProgress: opts.onProgress } : {}) },
  );
  return report;
}

/** Harvest records from an OpenAlex-compatible API into the catalogue. */
export async function harvestInto(
  dataDir: string,
  url: string,
  opts: HarvestOptions & { onProgress?: BuildProgress; fresh?: boolean } = {},
): Promise<ImportReport> {
  const report: ImportReport = { records: 0, errors: [], skipped: 0 };
  const files = catalogueFiles(dataDir);
  const mode: 'fresh' | 'merge' = opts.fresh || !existsSync(files.duck) ? 'fresh' : 'merge';
  async function* items() {
    let n = 0;
    for await (const record of harvest(url, opts)) yield { record, file: url, line: ++n };
  }
  await writeCatalogue(
    dataDir,
    mode,
    'merge',
    { kind: 'imported' },
    (writer) => ingest(items(), writer, report, opts.onProgress),
    {
      recomputeAll: false,
      ...(opts.onProgress ? { onProgress: opts.onProgress } : {}),
    },
  );
  return report;
}
