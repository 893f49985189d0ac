import type { OqlConfig } from './config.js';
import { OqlError } from './errors.js';
import { isGroup, type OqlFilter, type OqlQuery } from './types.js';

/** Metric columns (count(works), mean(fwci) …) have a parenthesis in their id. */
export const isMetricColumn = (id: string) => id.includes('(');

/** Groups left without filters are dropped, at any depth; a join must be 'and' or 'or'. */
export function cleanFilters(filters: readonly OqlFilter[] | undefined): OqlFilter[] {
  const out: OqlFilter[] = [];
  for (const filter of filters ?? []) {
    if (!isGroup(filter)) {
      out.push(filter);
      continue;
    }
    if (filter.join !== 'and' && filter.join !== 'or') {
      throw new OqlError(`Invalid filter: a group joins with 'and' or 'or', not '${String(filter.join)}'`);
    }
    const inner = cleanFilters(filter.filters);
    if (inner.length > 0) out.push({ join: filter.join, filters: inner });
  }
  return out;
}

/** Plain columns first, then metric columns, each kind in its given order. */
export function orderColumns(columns: readonly string[]): string[] {
  return [...columns.filter((id) => !isMetricColumn(id)), ...columns.filter(isMetricColumn)];
}

/** A new query listing `entity` with the configuration's default columns and sort. */
export function defaultQuery(entity: string, config: OqlConfig): OqlQuery {
  const defaults = config.defaults(entity);
  const query: OqlQuery = { get_rows: entity, show_columns: orderColumns(defaults.columns) };
  if (defaults.sortColumn) {
    query.sort_by_column = defaults.sortColumn;
    query.sort_by_order = defaults.sortOrder;
  }
  return query;
}

/**
 * Spec 2 §4–5 query structure: empty groups removed, joins checked, at least one shown column with
 * plain columns before metric ones, and a sort only on a column that can sort.
 */
export function normalizeQuery(query: OqlQuery, config: OqlConfig): OqlQuery {
  const entity = query.get_rows === 'summary' ? 'works' : query.get_rows;
  const out: OqlQuery = { ...query };
  const works = cleanFilters(query.filter_works);
  const aggs = cleanFilters(query.filter_aggs);
  if (works.length) out.filter_works = works;
  else delete out.filter_works;
  if (aggs.length) out.filter_aggs = aggs;
  else delete out.filter_aggs;
  const columns = query.show_columns?.length ? query.show_columns : config.defaults(query.get_rows).columns;
  out.show_columns = orderColumns(columns);
  if (out.sort_by_column) {
    const column = config.findColumn(entity, out.sort_by_column);
    if (!column) throw new OqlError(`${entity}.${out.sort_by_column} is not a valid column`);
    if (!(column.actions ?? []).includes('sort')) {
      throw new OqlError(`${entity}.${column.id} cannot be sorted`);
    }
    out.sort_by_column = column.id;
    out.sort_by_order = out.sort_by_order === 'asc' ? 'asc' : 'desc';
  }
  return out;
}

/** Removes a shown column; the last one stays, and removing the sort column sorts by the last column. */
export function removeColumn(query: OqlQuery, columnId: string): OqlQuery {
  const columns = query.show_columns ?? [];
  if (!columns.includes(columnId) || columns.length <= 1) return query;
  const remaining = columns.filter((id) => id !== columnId);
  const out: OqlQuery = { ...query, show_columns: remaining };
  if (query.sort_by_column === columnId) out.sort_by_column = remaining[remaining.length - 1]!;
  return out;
}

/** Listing another entity resets the query to that entity's defaults but keeps the works filters. */
export function changeGetRows(query: OqlQuery, entity: string, config: OqlConfig): OqlQuery {
  const next = defaultQuery(entity, config);
  if (query.filter_works?.length) next.filter_works = query.filter_works;
  return next;
}
