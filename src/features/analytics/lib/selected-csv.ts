import type { ResultCell, ResultRow, ResultsColumn } from '../../../lib/analytics-search';
import { plainTitle } from '../../../lib/inline-markup';

/** Spec 2 §9: the selected rows download under this name. */
export const SELECTED_CSV_FILE = 'selected.csv';

// A spreadsheet runs a cell starting with one of these as a formula: a leading ' keeps it text
// (as the server's full CSV does).
const FORMULA_START = /^[=+\-@\t\r]/;

function quoted(text: string): string {
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A cell as text: entities by name, lists joined with '; ', numbers and booleans as they are. */
export function cellText(cell: ResultCell): string {
  if (cell === null || cell === undefined) return '';
  if (Array.isArray(cell)) return cell.map((item) => cellText(item)).join('; ');
  // titles as text: a spreadsheet shows OpenAlex's inline tags ('<i>b</i>') as they are
  if (typeof cell === 'object') return plainTitle(cell.display_name ?? cell.id);
  return typeof cell === 'string' ? plainTitle(cell) : String(cell);
}

function csvField(cell: ResultCell): string {
  const text = cellText(cell);
  const isPlain = typeof cell === 'number' || typeof cell === 'boolean';
  return quoted(!isPlain && FORMULA_START.test(text) ? `'${text}` : text);
}

/**
 * The selected rows of a results table as CSV (spec 2 §9): a header of the columns' names, then a
 * line per row in the order given; cells with commas, quotes or line breaks are quoted, quotes doubled.
 */
export function selectedCsv(header: readonly ResultsColumn[], rows: readonly ResultRow[]): string {
  const lines = [header.map((column) => quoted(column.displayName)).join(',')];
  for (const row of rows) lines.push(header.map((column) => csvField(row.cells[column.id] ?? null)).join(','));
  return `${lines.join('\n')}\n`;
}
