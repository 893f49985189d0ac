import { parseRecord } from '../openalex/parse-record.js';
import type { ReadItem } from '../openalex/read-source.js';
import { emptyBatch } from '../openalex/rows-init.js';
import type { BuildProgress } from './build-progress.js';
import { FileTally, recordType, type ImportReport } from './import-report.js';
import { appendBatch } from './parse-batches.js';
import { SnapshotCheckError } from './snapshot-check.js';
import type { CatalogueWriter } from './writer.js';

/**
 * Import records read one by one (API JSON, a single file) in this thread, in batches of 2,000;
 * snapshot folders go through ingestFiles and its parsing threads instead.
 */
export async function ingest(
  records: AsyncIterable<ReadItem>,
  writer: CatalogueWriter,
  report: ImportReport,
  onProgress?: BuildProgress,
): Promise<void> {
  let batch = emptyBatch();
  let size = 0;
  const files = new FileTally(report);
  for await (const item of records) {
    if (item.fatal) throw new SnapshotCheckError([`${item.file}: ${item.error}`]);
    if (item.error !== undefined) {
      files.item(item.file, item.skipped ? 'skipped' : 'bad', item.error);
      if (!item.skipped) report.errors.push({ file: item.file, line: item.line, error: item.error });
      continue;
    }
    const type = recordType(item.record);
    const counts = (report.byType[type] ??= { read: 0, kept: 0 });
    counts.read++;
    try {
      appendBatch(batch, parseRecord(item.record));
      report.records++;
      counts.kept++;
      size++;
      files.item(item.file, 'kept');
    } catch (e) {
      report.errors.push({ file: item.file, line: item.line, error: (e as Error).message });
      files.item(item.file, 'bad');
    }
    if (size >= 2000) {
      await writer.add(batch);
      batch = emptyBatch();
      size = 0;
      onProgress?.('importing records', report.records);
    }
  }
  files.finish();
  await writer.add(batch);
  onProgress?.('importing records', report.records);
}
