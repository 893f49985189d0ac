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
  const compiled = service.compile(query, userId, null);
  yield stringify([compiled.columns.map((column) => column.displayName ?? column.id)], OPTIONS);
  const rows = await service.catalogueRows(compiled);
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = await rowsOf(service.catalogue, compiled, rows.slice(start, start + BATCH));
    yield stringify(
      batch.map((row) => compiled.columns.map((column) => cellText(row.cells[column.id] ?? null))),
      OPTIONS,
    );
  }
}
