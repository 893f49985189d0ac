import type { OqlColumnConfig, OqlEntityConfig } from '../../../lib/oql/types';

/** A column as this server's /entities/config serves it (see server/src/analytics/served-config.ts). */
export interface DocsColumn extends OqlColumnConfig {
  /** the data API's filter key when it differs from the id */
  filterKey?: string | null;
  /** false for columns only the analytics area serves (metrics, renamed columns) */
  isDataApi?: boolean;
}

/** An entity as served: the query language's fields and its name and description. */
export interface DocsEntity extends OqlEntityConfig {
  displayName?: string;
  descr?: string;
}

export const columnsOf = (entity: DocsEntity): DocsColumn[] => Object.values(entity.columns ?? {});

const hasActions = (column: DocsColumn) => (column.actions?.length ?? 0) > 0;

/** The debug mode's filters (spec 2 §2, "Analytics documentation page"), each a test on a column. */
export const DEBUG_FILTERS = [
  { key: 'actionsEmpty', label: 'actions empty', test: (c: DocsColumn) => !hasActions(c) },
  { key: 'hasActions', label: 'has actions', test: hasActions },
  {
    key: 'hasPopularActions',
    label: 'has popular actions',
    test: (c: DocsColumn) => (c.actionsPopular?.length ?? 0) > 0,
  },
  {
    key: 'unequalWarehouseColumns',
    label: 'unequal warehouse columns',
    // OpenAlex's configuration names two warehouse columns per column, one to filter and one to
    // show. Ours has one counterpart, the data API's key: a column whose filter reads a key other
    // than its own id (`filterKey`, set for renamed analytics columns) is the unequal case.
    test: (c: DocsColumn) => Boolean(c.filterKey) && c.filterKey !== c.id,
  },
  { key: 'typeNotString', label: 'type not string', test: (c: DocsColumn) => c.type !== 'string' },
  {
    key: 'typeObjectOrArray',
    label: 'type object or array',
    test: (c: DocsColumn) => c.type === 'object' || c.type === 'array',
  },
  { key: 'nameHasParenthesis', label: 'name contains a parenthesis', test: (c: DocsColumn) => c.id.includes('(') },
] as const;

export type DebugFilterKey = (typeof DEBUG_FILTERS)[number]['key'];

/** The debug mode's fields: what else each column shows. */
export const DEBUG_FIELDS = [
  { key: 'type', label: 'type' },
  { key: 'actions', label: 'actions' },
  { key: 'actionsPopular', label: 'popular actions' },
  { key: 'operators', label: 'operators' },
  { key: 'objectEntity', label: 'object entity' },
  { key: 'dataApi', label: 'data API key' },
] as const;

export type DebugFieldKey = (typeof DEBUG_FIELDS)[number]['key'];

/**
 * The columns the page lists: outside the debug mode only those with actions (spec 2); in it every
 * column (so that 'actions empty' can find some), narrowed by each checked filter in turn.
 */
export function listedColumns(columns: DocsColumn[], debug: boolean, filters: ReadonlySet<DebugFilterKey>) {
  if (!debug) return columns.filter(hasActions);
  const tests = DEBUG_FILTERS.filter((filter) => filters.has(filter.key)).map((filter) => filter.test);
  return columns.filter((column) => tests.every((test) => test(column)));
}

/** How many of the columns each filter alone keeps. */
export function filterCounts(columns: DocsColumn[]): Record<DebugFilterKey, number> {
  return Object.fromEntries(
    DEBUG_FILTERS.map((filter) => [filter.key, columns.filter((column) => filter.test(column)).length]),
  ) as Record<DebugFilterKey, number>;
}
