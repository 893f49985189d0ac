import type { Catalogue } from '../catalogue/catalogue.js';
import type { Plain } from '../catalogue/store/duck.js';
import type { ResultRow, ResultsColumn } from '../../../src/lib/analytics-search.js';
import { NATIVE_PREFIX, OPENALEX_URL } from '../catalogue/store/ids.js';
import { cellOf, type Cell } from './cells.js';
import type { CompiledSearch } from './compile.js';
import type { ServedColumn } from './served-config.js';

/** The rows the results table shows (spec 2 §9: the first 100). */
export const RESULTS_ROWS = 100;

export interface RunResult {
  results_header: ResultsColumn[];
  results: ResultRow[];
  count: number;
  works_count: number;
  /** time spent in the catalogue's engine, ms */
  engine_ms: number;
}

export function resultsHeader(columns: readonly ServedColumn[]): ResultsColumn[] {
  return columns.map((column) => ({
    id: column.id,
    type: column.type ?? 'string',
    displayName: column.displayName ?? column.id,
    isDate: /(_date|_year)$/.test(column.id) || column.id === 'publication_year',
    actions: column.actions ?? [],
    actionsPopular: (column as { actionsPopular?: string[] }).actionsPopular ?? [],
    objectEntity: column.objectEntity ?? null,
  }));
}

/** The rows of one batch of ids: metrics from the query's row, other cells from the records. */
export async function rowsOf(
  catalogue: Catalogue,
  compiled: CompiledSearch,
  rows: Record<string, Plain>[],
): Promise<ResultRow[]> {
  const plain = compiled.columns.filter((column) => !compiled.metricAlias.has(column.id));
  const records =
    compiled.kind !== 'summary' && plain.length
      ? await catalogue.records(
          compiled.entity,
          rows.map((row) => row.id as string | number),
        )
      : new Map<string, Record<string, unknown>>();
  const letter = NATIVE_PREFIX[compiled.entity as keyof typeof NATIVE_PREFIX] as string | undefined;
  // without its record (only metrics shown), a native row's key is its number: give it its letter
  const bareRecord = (id: Plain | undefined) =>
    letter && /^\d+$/.test(String(id)) ? { id: `${OPENALEX_URL}${letter}${String(id)}` } : { id };
  return rows.map((row) => {
    const record = records.get(String(row.id)) ?? bareRecord(row.id);
    const cells: Record<string, Cell> = {};
    for (const column of compiled.columns) {
      const alias = compiled.metricAlias.get(column.id);
      if (alias) {
        const value = row[alias];
        cells[column.id] = typeof value === 'number' ? Math.round(value * 1e4) / 1e4 : null;
      } else cells[column.id] = cellOf(record, column, compiled.entity);
    }
    const id = compiled.kind === 'summary' ? 'summary' : String(cellOf(record, { id: 'id' }, compiled.entity));
    return { id, cells };
  });
}

/** Runs a compiled query (interrupted when `signal` aborts): the first rows, their cells and counts. */
export async function runSearch(
  catalogue: Catalogue,
  compiled: CompiledSearch,
  signal: AbortSignal,
): Promise<RunResult> {
  const started = performance.now();
  const rows = await catalogue.duck.all(compiled.sql, compiled.params, signal);
  const engine_ms = performance.now() - started;
  signal.throwIfAborted();
  const first = rows[0];
  const works = first
    ? Number(first._works ?? 0)
    : Number(
        (await catalogue.duck.all(compiled.worksCountSql, compiled.params.slice(0, compiled.worksParams), signal))[0]
          ?.n ?? 0,
      );
  return {
    results_header: resultsHeader(compiled.columns),
    results: await rowsOf(catalogue, compiled, rows),
    count: Number(first?._total ?? 0),
    works_count: works,
    engine_ms,
  };
}
