import { stringify } from 'csv-stringify/sync';
import type { OqlQuery } from '../../../src/lib/oql/index.js';
import { cellText } from './cells.js';
import { rowsOf } from './run.js';
import type { AnalyticsService } from './service.js';

/** Rows per batch of records read while writing a CSV. */
const BATCH = 500;
// a cell starting with = + - @, tab or CR gets a leading ' so a spreadsheet shows it (as exports do)
const OPTIONS = { record_delimiter: 'unix', escape_formulas: true } as const;

/**
 * Every row of a search as CSV (spec 2 §9: the table shows 100, the download has them all): a
 * header of the columns' names, then the rows in the search's order, entities by name and lists
 * joined with '; '. Lines are made batch by batch as the response is read.
 */
export async function* searchCsv(service: AnalyticsService, query: OqlQuery, userId: string): AsyncGenerator<string> {
  for await (const chunk of searchCsvChunks(service, query, userId)) yield chunk.text;
}

/** The same lines with how many rows each piece holds (a mailed export records its progress). */
export async function* searchCsvChunks(
  service: AnalyticsService,
  query: OqlQuery,
  userId: string | undefined,
): AsyncGenerator<{ text: string; rows: number }> {
  const compiled = service.compile(query, userId, null);
  yield { text: stringify([compiled.columns.map((column) => column.displayName ?? column.id)], OPTIONS), rows: 0 };
  const rows = await service.catalogueRows(compiled);
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = await rowsOf(service.catalogue, compiled, rows.slice(start, start + BATCH));
    const text = stringify(
      batch.map((row) => compiled.columns.map((column) => cellText(row.cells[column.id] ?? null))),
      OPTIONS,
    );
    yield { text, rows: batch.length };
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
  yield* searchCsvChunks(service, query, userId ?? undefined);
}

/**
 * The ids of a search's rows in its order, at most `limit` (the results page applies an entire
 * search's rows to a label, which holds at most 10,000): `{ids, count}`, count being all rows.
 */
export async function searchRowIds(
  service: AnalyticsService,
  query: OqlQuery,
  userId: string,
  limit: number,
): Promise<{ ids: string[]; count: number }> {
  const compiled = service.compile(query, userId, null);
  if (compiled.kind === 'summary') return { ids: [], count: 1 };
  const rows = await service.catalogueRows(compiled);
  const ids: string[] = [];
  for (let start = 0; start < Math.min(rows.length, limit); start += BATCH) {
    const batch = await rowsOf(service.catalogue, compiled, rows.slice(start, Math.min(start + BATCH, limit)));
    ids.push(...batch.map((row) => row.id));
  }
  return { ids, count: rows.length };
}
