import { listSnapshot, type FormatChoice } from '../openalex/snapshot-files.js';
import { SnapshotCheckError } from './snapshot-check.js';
import type { CatalogueWriter } from './writer.js';
import { FileTally, type ImportReport } from './import-report.js';
import { parseFiles } from './parse-pool.js';
import type { ParsedBatch } from './parse-batches.js';
import type { TableName } from '../store/schema.js';

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
  onProgress?: (stage: string, done: number) => void,
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
    onProgress?.('importing records', report.records);
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
