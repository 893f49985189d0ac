/**
 * The scale benchmark's snapshot and its update. The snapshot: N cloned works in the 2026 layout
 * (snapshot-writer.ts), one snapshot folder per format asked for. The update, as a later sync of
 * OpenAlex's bucket would bring it: a partition a week newer than the snapshot's last holding a
 * revised title for 1 % of the works and 0.2 % new works, `works/deleted_ids.csv` deleting 0.5 %
 * and `merged_ids/works/<date>.csv.gz` merging another 0.5 % into the work after each, together
 * 2.2 % of the works (well under `catalogue update`'s 20 % guard). What the update must leave is
 * returned with it, for the benchmark to check through the API.
 */
import { mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BuildProgress } from '../../server/src/catalogue/ingest/build-progress.js';
import type { Clones } from './clones.js';
import {
  addDays,
  addToManifest,
  eachConcurrently,
  formatDir,
  LAST_DATE,
  manifestEntry,
  ParquetCopier,
  partFile,
  planParts,
  writeGzipLines,
  type Format,
  type ManifestEntry,
  type PartPlan,
} from './snapshot-writer.js';

export interface SnapshotOptions {
  works: number;
  formats: Format[];
  partWorks: number;
  gzipLevel: number;
  /** parts written at once (each compressed on a thread of its own) */
  concurrency: number;
  onProgress?: BuildProgress;
}

export interface Snapshot {
  works: number;
  /** the snapshot folder of each format (`catalogue import` and `update` take it) */
  roots: Partial<Record<Format, string>>;
  jsonBytes: number;
  gzBytes: number;
  parquetBytes: number;
  partitions: number;
  parts: number;
  seconds: number;
}

/**
 * Write the works of `parts` as gzipped JSON Lines under `roots.jsonl` (listed in its manifest
 * when `keepJson`, removed once copied otherwise), and their Parquet copies under `roots.parquet`.
 */
async function writeParts(
  parts: PartPlan[],
  work: (i: number, part: PartPlan) => string,
  roots: { jsonl: string; parquet?: string | undefined; keepJson: boolean },
  opts: Pick<SnapshotOptions, 'gzipLevel' | 'concurrency' | 'onProgress'> & {
    stage: string;
    /** the records the Parquet schema is inferred from */
    schema: string[];
  },
): Promise<{ jsonBytes: number; gzBytes: number; parquetBytes: number }> {
  const total = parts.reduce((n, p) => n + p.count, 0);
  const copier = roots.parquet
    ? await ParquetCopier.open(opts.schema, path.join(path.dirname(roots.jsonl), 'parquet-schema.jsonl'))
    : undefined;
  const jsonEntries: ManifestEntry[] = [];
  const parquetEntries: ManifestEntry[] = [];
  let done = 0;
  let jsonBytes = 0;
  let gzBytes = 0;
  let parquetBytes = 0;
  let converted = 0;
  const report = () =>
    opts.onProgress?.(opts.stage, done, total, {
      bytes: jsonBytes,
      ...(copier ? { detail: `Parquet copy: ${converted.toLocaleString('en-US')} works` } : {}),
    });
  function* lines(part: PartPlan): Generator<string> {
    for (let i = part.from; i < part.from + part.count; i++) {
      yield work(i, part);
      if (++done % 2000 === 0) report();
    }
  }
  try {
    await eachConcurrently(parts, opts.concurrency, async (part) => {
      const gz = partFile(roots.jsonl, 'jsonl', part);
      const bytes = await writeGzipLines(gz, lines(part), opts.gzipLevel);
      jsonBytes += bytes; // after the await: parts are written side by side
      gzBytes += statSync(gz).size;
      if (roots.keepJson) jsonEntries.push(manifestEntry(roots.jsonl, 'jsonl', gz, part.count));
      if (copier && roots.parquet) {
        const pq = partFile(roots.parquet, 'parquet', part);
        copier.copy(gz, pq, () => {
          parquetEntries.push(manifestEntry(roots.parquet!, 'parquet', pq, part.count));
          parquetBytes += statSync(pq).size;
          converted += part.count;
          if (!roots.keepJson) rmSync(gz);
        });
      }
      report();
    });
    if (copier) {
      // the Parquet copies still queued
      const timer = setInterval(
        () => opts.onProgress?.(`${opts.stage}: the rest of the Parquet copy`, converted, total),
        1000,
      );
      try {
        await copier.drain();
      } finally {
        clearInterval(timer);
      }
    }
  } finally {
    copier?.close();
  }
  if (roots.keepJson) addToManifest(roots.jsonl, 'jsonl', jsonEntries);
  if (roots.parquet) addToManifest(roots.parquet, 'parquet', parquetEntries);
  return { jsonBytes, gzBytes, parquetBytes };
}

/** The snapshot of `opts.works` works under `dir` (`dir/jsonl/data/jsonl/…`, `dir/parquet/data/parquet/…`). */
export async function writeSnapshot(dir: string, clones: Clones, opts: SnapshotOptions): Promise<Snapshot> {
  const t0 = performance.now();
  const parts = planParts(opts.works, opts.partWorks);
  const jsonl = path.join(dir, 'jsonl');
  const keepJson = opts.formats.includes('jsonl');
  const parquet = opts.formats.includes('parquet') ? path.join(dir, 'parquet') : undefined;
  const written = await writeParts(
    parts,
    (i, part) => clones.work(i, part.date).json,
    { jsonl, parquet, keepJson },
    { ...opts, stage: 'writing the snapshot', schema: clones.everyTemplate(LAST_DATE) },
  );
  if (!keepJson) rmSync(jsonl, { recursive: true, force: true });
  return {
    works: opts.works,
    roots: { ...(keepJson ? { jsonl } : {}), ...(parquet ? { parquet } : {}) },
    ...written,
    partitions: new Set(parts.map((p) => p.date)).size,
    parts: parts.length,
    seconds: (performance.now() - t0) / 1000,
  };
}

export interface UpdateDelta {
  date: string;
  /** as `catalogue update` counts them: works replaced, added, removed (deleted or merged away), merge rows */
  replaced: number;
  added: number;
  deleted: number;
  merged: number;
  /** works served after the update */
  expectedWorks: number;
  probes: {
    revised: { id: string; title: string };
    added: string;
    deleted: string;
    merged: { id: string; into: string };
  };
  seconds: number;
}

const isRevised = (i: number) => i % 100 === 7;
const isDeleted = (i: number) => i % 200 === 13;
const isMerged = (i: number, works: number) => i % 200 === 29 && i + 1 < works;

/** Add the update to the snapshot folder `root` (of one format). */
export async function writeUpdate(
  root: string,
  format: Format,
  clones: Clones,
  works: number,
  opts: Pick<SnapshotOptions, 'partWorks' | 'gzipLevel' | 'concurrency' | 'onProgress'>,
): Promise<UpdateDelta> {
  const t0 = performance.now();
  const date = addDays(LAST_DATE, 7);
  const added = Math.ceil(works / 500);
  // The works the partition holds, in id order: the revised ones, then the new ones.
  const indices: number[] = [];
  for (let i = 0; i < works; i++) if (isRevised(i)) indices.push(i);
  const replaced = indices.length;
  for (let i = works; i < works + added; i++) indices.push(i);
  const parts: PartPlan[] = [];
  for (let from = 0, q = 0; from < indices.length; from += opts.partWorks, q++)
    parts.push({
      date,
      name: `part_${String(q).padStart(4, '0')}`,
      from,
      count: Math.min(opts.partWorks, indices.length - from),
    });
  const scratch = path.join(path.dirname(root), `update-scratch-${format}`);
  await writeParts(
    parts,
    (k) => clones.work(indices[k]!, date, indices[k]! < works).json,
    format === 'jsonl' ? { jsonl: root, keepJson: true } : { jsonl: scratch, parquet: root, keepJson: false },
    { ...opts, stage: `writing the update (${format})`, schema: clones.everyTemplate(LAST_DATE) },
  );
  rmSync(scratch, { recursive: true, force: true });

  const deletedIds: string[] = ['id'];
  const mergeRows: string[] = ['merge_date,id,merge_into_id'];
  for (let i = 0; i < works; i++) {
    if (isDeleted(i)) deletedIds.push(short(clones.idOf(i)));
    else if (isMerged(i, works)) mergeRows.push(`${date},${short(clones.idOf(i))},${short(clones.idOf(i + 1))}`);
  }
  const deletedFile = path.join(formatDir(root, format), 'works', 'deleted_ids.csv');
  mkdirSync(path.dirname(deletedFile), { recursive: true });
  writeFileSync(deletedFile, deletedIds.join('\n') + '\n');
  await writeGzipLines(path.join(root, 'data', 'merged_ids', 'works', `${date}.csv.gz`), mergeRows, opts.gzipLevel);

  const revised = indices.find((i) => i < works && typeof JSON.parse(clones.work(i, date).json).title === 'string');
  if (revised === undefined) throw new Error('no revised work has a title to check');
  const probeTitle = (JSON.parse(clones.work(revised, date, true).json) as { title: string }).title;
  const deleted = deletedIds.length - 1 + (mergeRows.length - 1);
  return {
    date,
    replaced,
    added,
    deleted,
    merged: mergeRows.length - 1,
    expectedWorks: works + added - deleted,
    probes: {
      revised: { id: clones.idOf(revised), title: probeTitle },
      added: clones.idOf(works),
      deleted: clones.idOf(13),
      merged: { id: clones.idOf(29), into: clones.idOf(30) },
    },
    seconds: (performance.now() - t0) / 1000,
  };
}

const short = (id: string) => id.replace('https://openalex.org/', '');
