import { stat } from 'node:fs/promises';
import { listSnapshot, sizeProblem, type FormatChoice } from '../openalex/snapshot-files.js';
import { SnapshotCheckError } from './snapshot-check.js';
import type { CatalogueWriter } from './writer.js';
import { FileTally, type ImportReport } from './import-report.js';
import { parseFiles } from './parse-pool.js';
import type { ParsedBatch } from './parse-batches.js';
import type { TableName } from '../store/schema.js';
import type { BuildProgress } from './build-progress.js';

/**
 * How far an import has read its snapshot files: records out of the manifests' record_count
 * (when every file has one) and bytes out of the files' sizes, a file's bytes counted as its
 * records are read where its manifest states how many it holds, and when it ends otherwise.
 */
export class ReadProgress {
  private read = 0;
  private bytesBefore = 0;
  private inFile = 0;
  private readonly totalRecords: number | undefined;
  private readonly totalBytes: number;

  constructor(
    private readonly files: ReadonlyMap<string, { size: number; records: number | null }>,
    private readonly onProgress: BuildProgress | undefined,
  ) {
    const all = [...files.values()];
    this.totalBytes = all.reduce((n, f) => n + f.size, 0);
    this.totalRecords = all.every((f) => f.records !== null) ? all.reduce((n, f) => n + f.records!, 0) : undefined;
  }

  /** `n` more records read of `file`; `ended`: they were its last. */
  add(file: string, n: number, ended: boolean): void {
    const f = this.files.get(file);
    this.read += n;
    this.inFile += n;
    let bytes = this.bytesBefore;
    if (ended) {
      this.bytesBefore += f?.size ?? 0;
      this.inFile = 0;
      bytes = this.bytesBefore;
    } else if (f?.records) bytes += f.size * Math.min(1, this.inFile / f.records);
    this.report(bytes);
  }

  /** Where the import is (at its start: nothing read of how much there is). */
  report(bytes = this.bytesBefore): void {
    this.onProgress?.('importing records', this.read, this.totalRecords, {
      unit: 'records',
      bytes: Math.round(bytes),
      totalBytes: this.totalBytes,
    });
  }
}

/**
 * Check the size of every file of the sources that a manifest lists against its entry, before any
 * record is read: the files that differ stop the import with a SnapshotCheckError naming each.
 * Returns what the import's progress counts against: the files' sizes and record counts.
 */
export async function checkSizes(
  sources: readonly string[],
  format: FormatChoice,
  onProgress: BuildProgress | undefined,
): Promise<ReadProgress> {
  const problems = [];
  const listed = new Map<string, { size: number; records: number | null }>();
  for (const source of sources) {
    for (const file of (await listSnapshot(source, format)).files) {
      const problem = await sizeProblem(file);
      if (problem) problems.push(`${file.path}: ${problem}`);
      listed.set(file.path, { size: (await stat(file.path)).size, records: file.manifest?.record_count ?? null });
      onProgress?.('checking the files against their manifests', listed.size, undefined, { unit: 'files' });
    }
  }
  if (problems.length) throw new SnapshotCheckError(problems);
  return new ReadProgress(listed, onProgress);
}

/**
 * Import a snapshot folder's files: parsed into load lines by `threads` parsing threads (see
 * parse-pool.ts), this thread only writing them and keeping the report, in the order the files
 * are read.
 */
export async function ingestFiles(
  folder: string,
  format: FormatChoice,
  writer: CatalogueWriter,
  report: ImportReport,
  threads: number,
  progress?: ReadProgress,
): Promise<void> {
  const listing = await listSnapshot(folder, format);
  const listed = new Map(listing.files.map((f) => [f.path, f.manifest]));
  const tally = new FileTally(report);
  const bad = (item: { file: string; line: number; error?: string }) => {
    tally.item(item.file, 'bad', item.error);
    report.errors.push({ file: item.file, line: item.line, error: item.error! });
  };
  for (const m of listing.unreadableManifests) bad({ file: m.file, line: 0, error: `unreadable manifest: ${m.error}` });
  const files = listing.files.map((f) => f.path);
  for await (const batch of parseFiles(files, threads, writer.maps)) {
    // a file its manifest lists is read whole or not at all (sizes were checked before reading)
    const entry = listed.get(batch.file);
    if (entry) {
      const broken = batch.errors.find((e) => /^read error|^cannot open|^unreadable Parquet/.test(e.error));
      if (broken)
        throw new SnapshotCheckError([
          `${batch.file}: ${broken.error} (${entry.manifest} lists it: the file is corrupt or incomplete)`,
        ]);
      if (batch.records !== undefined && entry.record_count !== null && entry.record_count !== batch.records)
        throw new SnapshotCheckError([
          `${batch.file}: record count mismatch: ${entry.manifest} states ${entry.record_count} records for ${entry.url}, read ${batch.records}`,
        ]);
    }
    count(batch, report, tally);
    for (const [table, lines] of Object.entries(batch.lines) as [TableName, Uint8Array][]) {
      await writer.addLines(table, lines, batch.rows[table]!);
    }
    for (const [k, ids] of Object.entries(batch.touched) as [keyof ParsedBatch['touched'], number[]][]) {
      for (const id of ids) writer.touched[k].add(id);
    }
    for (const [k, pairs] of Object.entries(batch.stubs) as [keyof ParsedBatch['stubs'], number[]][]) {
      writer.noteStubs(k, pairs);
    }
    progress?.add(batch.file, batch.kept + batch.bad, batch.records !== undefined);
  }
  tally.finish();
}

/** Add a batch's counts to the report. */
function count(batch: ParsedBatch, report: ImportReport, tally: FileTally): void {
  for (const reason of batch.skipped) tally.item(batch.file, 'skipped', reason);
  if (batch.kept) tally.item(batch.file, 'kept');
  for (let i = 0; i < batch.bad; i++) tally.item(batch.file, 'bad');
  report.errors.push(...batch.errors);
  report.records += batch.kept;
  for (const [type, c] of Object.entries(batch.byType)) {
    const counts = (report.byType[type] ??= { read: 0, kept: 0 });
    counts.read += c.read;
    counts.kept += c.kept;
  }
}
