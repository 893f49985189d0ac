import type { CitationScope } from '../../../api/citation-scope';
import type { ResultsColumn } from '../../../lib/analytics-search';

/** Columns whose figures are records' own `cited_by_count`, alone or summed and averaged. */
const CITATION_COLUMNS = new Set([
  'cited_by_count',
  'sum(cited_by_count)',
  'mean(cited_by_count)',
  'sum(citations)',
  'mean(citations)',
]);

/** A year column: its digits are never grouped ('1950', not '1,950'). */
export function isYearColumn(column: ResultsColumn): boolean {
  return column.isYear === true || (column.isDate && /(^|_)year$/.test(column.id));
}

/**
 * A column's header and tooltip. Citation figures say whose citations they count, in the words of
 * the results list (its 'Cited by' button counts works here, '… citations in OpenAlex' the record's
 * own figure): over imported records and the public API they count all of OpenAlex.
 */
export function columnHeader(
  column: ResultsColumn,
  scope: CitationScope | undefined,
): { name: string; description: string } {
  if (!CITATION_COLUMNS.has(column.id) || !scope) return { name: column.displayName, description: column.id };
  if (scope === 'catalogue')
    return { name: column.displayName, description: `${column.id}: citations from works in this catalogue` };
  return {
    name: `${column.displayName} in OpenAlex`,
    description: `${column.id}: citations from all of OpenAlex (the records' own cited_by_count), not only from works in this catalogue`,
  };
}

/** Wide enough for the whole header (bold, with its menu button), and for a name or a figure. */
export function columnMinWidth(name: string, isNumber: boolean): number {
  return Math.max(isNumber ? 110 : 180, Math.ceil(name.length * 8.5) + 60);
}
