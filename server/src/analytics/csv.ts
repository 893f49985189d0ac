import { setImmediate as loopComesRound } from 'node:timers/promises';
import { stringify } from 'csv-stringify/sync';
import type { Plain } from '../catalogue/store/duck.js';
import { QueryError } from '../catalogue/query/errors.js';
import { cellText } from './cells.js';
import type { CompiledSearch } from './compile.js';
import { rowsOf } from './run.js';
import type { AnalyticsService, Download } from './service.js';

/** Rows per batch of records read while writing a CSV, at most, and cells per batch. */
const BATCH = 100;
const BATCH_CELLS = 4_000;

/**
 * A download stopped at its time limit. A client can cause it as often as it likes, so it carries
 * no stack trace for the log (Fastify logs the error that ends a response already under way).
 */
class DownloadStopped extends Error {
  constructor(message: string) {
    super(message);
    this.stack = `DownloadStopped: ${message}`;
  }
}
// a cell starting with = + - @, tab or CR gets a leading ' so a spreadsheet shows it (as exports do)
const OPTIONS = { record_delimiter: 'unix', escape_formulas: true } as const;

/**
 * Rows as CSV (spec 2 §9: the table shows 100, the download has them all): a header of the
 * columns' names, then the rows in the search's order, entities by name and lists joined with
 * '; '. Lines are made batch by batch as they are read; `signal` stops between batches.
 */
async function* csvChunks(
  service: AnalyticsService,
  compiled: CompiledSearch,
  rows: Record<string, Plain>[],
  signal?: AbortSignal,
): AsyncGenerator<{ text: string; rows: number }> {
  yield { text: stringify([compiled.columns.map((column) => column.displayName ?? column.id)], OPTIONS), rows: 0 };
  // a wide search writes fewer rows at a time: each batch is made on the event loop
  const size = Math.max(10, Math.min(BATCH, Math.floor(BATCH_CELLS / Math.max(1, compiled.columns.length))));
  const stopIfLate = () => {
    if (signal?.aborted) throw new DownloadStopped(service.timeoutText('download'));
  };
  for (let start = 0; start < rows.length; start += size) {
    // works rows may come from the search index at once: without this, no timer (the time limit)
    // and no other request would run until the whole file was written
    if (start > 0) await loopComesRound();
    await service.pace();
    stopIfLate();
    const batch = await rowsOf(service.catalogue, compiled, rows.slice(start, start + size));
    stopIfLate();
    const text = stringify(
      batch.map((row) => compiled.columns.map((column) => cellText(row.cells[column.id] ?? null))),
      OPTIONS,
    );
    yield { text, rows: batch.length };
  }
}

/**
 * A download's rows as CSV lines, within its time limit (past it the stream fails, so the file
 * is not mistaken for a whole one); the download's turn ends with the stream.
 */
export async function* downloadCsv(service: AnalyticsService, download: Download): AsyncGenerator<string> {
  try {
    for await (const chunk of csvChunks(service, download.compiled, download.rows, download.signal)) yield chunk.text;
  } finally {
    download.release();
  }
}

/** Every row of a known search by id, for a mailed export (the job runs it again, with the labels of `userId`). */
export async function* searchCsvById(
  service: AnalyticsService,
  id: string,
  userId: string | null,
): AsyncGenerator<{ text: string; rows: number }> {
  const query = service.queryOf(id, userId ?? undefined);
  if (!query) throw new Error(`search ${id} is no longer known`);
  const compiled = service.compile(query, userId ?? undefined, null);
  yield* csvChunks(service, compiled, await service.catalogueRows(compiled));
}

/** The ids of a download's rows in the search's order (the results page applies them to a label). */
export async function downloadIds(service: AnalyticsService, download: Download): Promise<string[]> {
  try {
    const ids: string[] = [];
    const { compiled, rows, signal } = download;
    if (compiled.kind === 'summary') return ids;
    for (let start = 0; start < rows.length; start += BATCH) {
      if (start > 0) await loopComesRound();
      await service.pace();
      if (signal.aborted) throw new QueryError(service.timeoutText('download'), 422);
      const batch = await rowsOf(service.catalogue, compiled, rows.slice(start, start + BATCH));
      ids.push(...batch.map((row) => row.id));
    }
    return ids;
  } finally {
    download.release();
  }
}
