import { compareQueries } from '../../../lib/oql/compare';
import type { OqlConfig } from '../../../lib/oql/config';
import { defaultQuery, isMetricColumn, orderColumns } from '../../../lib/oql/structure';
import type { OqlColumnConfig, OqlLeaf, OqlQuery, OqlValue } from '../../../lib/oql/types';
import { leavesOf } from './filter-tree';

/** Spec 2 §9: the grouping entities offered first, then the works summary. */
export const POPULAR_GET_ROWS = ['authors', 'institutions', 'funders', 'topics'] as const;
export const SUMMARY = 'summary';

export const LABEL_OPERATORS = ['matches any item in label', 'matches every item in label'];
export const isLabelOperator = (operator: string | undefined) => LABEL_OPERATORS.includes(operator ?? '');

/** Which where clause a filter belongs to: the works rows are made from, or the rows themselves. */
export type FilterPart = 'works' | 'aggs';

/** Whether the listed rows are works (or their summary), so there is only the works clause. */
export const listsWorks = (query: OqlQuery) => query.get_rows === 'works' || query.get_rows === SUMMARY;

/** The entity whose columns a clause filters on. */
export const partEntity = (query: OqlQuery, part: FilterPart) => (part === 'works' ? 'works' : query.get_rows);

/** What a new search starts from ('Start a Query', 'New Query'): works with their default columns. */
export const baseQuery = (config: OqlConfig) => defaultQuery('works', config);

export const isBaseQuery = (query: OqlQuery, config: OqlConfig) => compareQueries(query, baseQuery(config));

/** What can be listed: the popular entities and the works summary first, then the rest by name. */
export function getRowsChoices(config: OqlConfig): { popular: string[]; others: string[] } {
  const entities = Object.keys(config.entities);
  const popular = [...POPULAR_GET_ROWS.filter((name) => entities.includes(name)), SUMMARY];
  const others = entities.filter((name) => !popular.includes(name)).sort((a, b) => a.localeCompare(b));
  return { popular, others };
}

/** The columns of `entity` with `action`, the ones popular for it first, each kind by name. */
export function columnsWith(config: OqlConfig, entity: string, action: string): OqlColumnConfig[] {
  const columns = Object.values(config.entity(entity).columns ?? {}).filter((column) =>
    (column.actions ?? []).includes(action),
  );
  const name = (column: OqlColumnConfig) => column.displayName ?? column.id;
  const popular = (column: OqlColumnConfig) => ((column.actionsPopular ?? []).includes(action) ? 0 : 1);
  return columns.sort((a, b) => popular(a) - popular(b) || name(a).localeCompare(name(b)));
}

/** A new filter on a column: its default operator, and a value only where one is obvious. */
export function newLeaf(column: OqlColumnConfig): OqlLeaf {
  const operator = column.defaultOperator ?? column.operators?.[0] ?? 'is';
  return { column_id: column.id, operator, value: column.type === 'boolean' ? true : null };
}

/** Another operator keeps the value, unless it switches between a label and a plain value. */
export function changeOperator(leaf: OqlLeaf, operator: string): OqlLeaf {
  const switched = isLabelOperator(leaf.operator) !== isLabelOperator(operator);
  return { ...leaf, operator, value: switched ? null : leaf.value };
}

/** A column shown once more, plain columns before metrics (spec 2 §4). */
export function addColumn(query: OqlQuery, columnId: string): OqlQuery {
  const columns = query.show_columns ?? [];
  if (columns.includes(columnId)) return query;
  return { ...query, show_columns: orderColumns([...columns, columnId]) };
}

/** The shown columns the rows can be sorted by. */
export function sortChoices(query: OqlQuery, config: OqlConfig): OqlColumnConfig[] {
  const entity = query.get_rows === SUMMARY ? 'works' : query.get_rows;
  return (query.show_columns ?? [])
    .map((id) => config.findColumn(entity, id))
    .filter((column): column is OqlColumnConfig => Boolean(column && (column.actions ?? []).includes('sort')));
}

const isMissing = (value: OqlValue) => value === null || (typeof value === 'string' && value.trim() === '');

/** Filters still waiting for a value: the query cannot run until each has one. */
export function incompleteFilters(query: OqlQuery): OqlLeaf[] {
  return [...leavesOf(query.filter_works), ...leavesOf(query.filter_aggs)].filter((leaf) => isMissing(leaf.value));
}

/** Metric columns (count(works) …) of an entity, for the "add metric" list. */
export const isMetric = (column: OqlColumnConfig) => isMetricColumn(column.id);
