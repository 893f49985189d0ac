import { metricsTable } from '../catalogue/store/analytics-metrics.js';
import type { SqlParam } from '../catalogue/store/duck.js';
import type { EntitySpec } from '../catalogue/query/entities.js';
import { badRequest } from '../catalogue/query/errors.js';
import { normalizeKey } from '../catalogue/query/filter-syntax.js';
import { xpacExclusion } from '../catalogue/query/xpac.js';
import { isGroup, isMetricColumn, type OqlFilter, type OqlQuery } from '../../../src/lib/oql/index.js';
import { fieldDef, filterColumn, filtersSql, worksFilterString, type FilterContext } from './filters.js';
import type { ServedColumn } from './served-config.js';

/**
 * How each metric is computed: `live` over the (matching) works rows `cited_by_count, fwci, is_oa`,
 * `stored` from the catalogue's per-entity totals over every work (see store/analytics-metrics.ts).
 */
const METRICS: Record<string, { live: string; stored: string }> = {
  count: { live: 'count(*)', stored: 'n' },
  'count(works)': { live: 'count(*)', stored: 'n' },
  'sum(cited_by_count)': { live: 'sum(cited_by_count)', stored: 'cited' },
  'sum(citations)': { live: 'sum(cited_by_count)', stored: 'cited' },
  'mean(cited_by_count)': { live: 'avg(cited_by_count)', stored: 'cited / n' },
  'mean(citations)': { live: 'avg(cited_by_count)', stored: 'cited / n' },
  'mean(fwci)': { live: 'avg(fwci)', stored: 'fwci_sum / nullif(fwci_n, 0)' },
  'percent(is_oa)': { live: '100.0 * avg(CASE WHEN is_oa THEN 1 ELSE 0 END)', stored: '100.0 * oa / n' },
  'percent(is_open_access)': { live: '100.0 * avg(CASE WHEN is_oa THEN 1 ELSE 0 END)', stored: '100.0 * oa / n' },
  'sum(is_oa)': { live: 'count(*) FILTER (WHERE is_oa)', stored: 'oa' },
  'sum(is_open_access)': { live: 'count(*) FILTER (WHERE is_oa)', stored: 'oa' },
};
/** Metrics that are 0, not unknown, for an entity without (matching) works. */
const ZERO_WHEN_EMPTY = /^(count|sum)\b/;
export const METRIC_IDS = Object.keys(METRICS);

/** The query compiled: SQL for the first rows, for every row (CSV) and what the results need. */
export interface CompiledSearch {
  kind: 'works' | 'entity' | 'summary';
  /** the entity listed ('works' for works and the summary) */
  entity: string;
  /** SQL of the ordered rows: `id`, metric aliases, `_total` (rows) and `_works` (matching works) */
  sql: string;
  params: SqlParam[];
  /** the shown columns, in order */
  columns: ServedColumn[];
  /** metric column id → its alias in the rows */
  metricAlias: Map<string, string>;
  /** labels read, id → updated */
  usedLabels: Map<string, string>;
  /** the data API's filter of the works behind the result, when its syntax can say it */
  worksFilter: string | null;
  /** how many works match (for a list with no rows), with the first `worksParams` of params */
  worksCountSql: string;
  worksParams: number;
}

/** Metric columns (count(works), mean(fwci) …) and the summary's plain `count`. */
const isMetricId = (id: string) => isMetricColumn(id) || id === 'count';

function metricSql(id: string, from: 'live' | 'stored' = 'live'): string {
  const metric = METRICS[id];
  if (!metric) throw badRequest(`The metric ${id} is not computed by this server`);
  return metric[from];
}

/** SQL that orders by a listed column: a metric's alias, or the catalogue's column. */
function sortSql(spec: EntitySpec, column: ServedColumn, metricAlias: Map<string, string>): string {
  const alias = metricAlias.get(column.id);
  if (alias) return alias;
  const { key, def } = fieldDef(spec, column);
  const sql =
    key === 'id' ? 't.id' : (spec.sorts[key] ?? (def && def.kind !== 'search' && def.kind !== 'special' && def.sql));
  if (!sql) throw badRequest(`${spec.name}.${column.id} cannot be sorted in this catalogue`);
  return sql;
}

/** The data-API keys of the works columns a tree of filters names (metric columns name none). */
function filteredKeys(ctx: FilterContext, works: EntitySpec, filters: readonly OqlFilter[]): string[] {
  return filters.flatMap((f) => {
    if (isGroup(f)) return filteredKeys(ctx, works, f.filters);
    const column = filterColumn(ctx, 'works', f.column_id);
    return isMetricId(column.id) ? [] : [fieldDef(works, column).key];
  });
}

/** The link from works to the listed entity (the works filter that selects an entity's works). */
function linkOf(works: EntitySpec, spec: EntitySpec): { column: string; sql: string; list: boolean } {
  const key = spec.worksFilter ? normalizeKey(spec.worksFilter) : undefined;
  const def = key ? works.fields[key] : undefined;
  if (!def || def.kind !== 'string') throw badRequest(`${spec.name} cannot be listed with their works' metrics`);
  if (!def.list) return { column: def.sql, sql: def.sql, list: false };
  // derived w_* lists are distinct by construction (see group-by.ts)
  const sql = /^t\.(w|a)_\w+$/.test(def.sql) ? def.sql : `list_distinct(${def.sql})`;
  return { column: def.sql, sql, list: true };
}

/**
 * Compile a normalised query object to SQL over the catalogue (spec 2 §3): works that match
 * filter_works; entities with metrics over their matching works (left out when none match a works
 * filter) and filtered by filter_aggs; or one summary row. Every value is bound or quoted by the
 * catalogue's one quoting helper. A bad column, operator or value is a 400 naming it.
 */
export function compileSearch(query: OqlQuery, ctx: FilterContext, limit: number | null): CompiledSearch {
  const entity = query.get_rows;
  const kind = entity === 'summary' ? 'summary' : entity === 'works' ? 'works' : 'entity';
  const configEntity = kind === 'summary' ? 'works' : entity;
  if (!ctx.config.hasEntity(configEntity)) throw badRequest(`${entity} is not a valid subjectEntity`);
  const works = ctx.catalogue.entity('works');
  const columns = (query.show_columns ?? []).map((id) =>
    filterColumn(ctx, kind === 'summary' ? 'summary' : entity, id),
  );
  const metricIds = new Set<string>(columns.filter((c) => isMetricId(c.id)).map((c) => c.id));
  if (query.sort_by_column && isMetricId(query.sort_by_column)) metricIds.add(query.sort_by_column);
  const metricAlias = new Map([...metricIds].map((id, i) => [id, `m${i}`]));
  const worksFilters = [...(query.filter_works ?? []), ...(kind === 'works' ? (query.filter_aggs ?? []) : [])];
  // The xpac works are left out as the data API leaves them out (there is no include_xpac here):
  // unless the works are filtered on is_xpac.
  const xpac = xpacExclusion(works, filteredKeys(ctx, works, worksFilters), false);
  const worksWhere = `${filtersSql(ctx, 'works', worksFilters)}${xpac ? ` AND ${xpac}` : ''}`;
  const worksFilter = worksFilterString(ctx, query.filter_works);
  const base = {
    entity: kind === 'entity' ? entity : 'works',
    columns,
    metricAlias,
    usedLabels: ctx.usedLabels,
    worksCountSql: `SELECT count(*) AS n FROM works t WHERE ${worksWhere}`,
    worksParams: ctx.params.length,
  };
  const limitSql = limit === null ? '' : ` LIMIT ${Math.trunc(limit)}`;
  const dir = query.sort_by_order === 'asc' ? 'ASC' : 'DESC';

  if (kind === 'summary') {
    for (const id of [...metricIds]) metricSql(id);
    const select = [...metricAlias].map(([id, alias]) => `${metricSql(id)} AS ${alias}`);
    const sql = `SELECT 'summary' AS id, ${[...select, 'count(*) AS _works', '1 AS _total'].join(', ')}
      FROM (SELECT t.cited_by_count, t.fwci, t.is_oa FROM works t WHERE ${worksWhere})`;
    return { ...base, kind, sql, params: ctx.params, worksFilter };
  }

  if (kind === 'works') {
    const sort = query.sort_by_column ? filterColumn(ctx, 'works', query.sort_by_column) : undefined;
    if (sort && metricAlias.has(sort.id)) throw badRequest(`works.${sort.id} is a metric of the summary row`);
    const order = sort ? `${sortSql(works, sort, metricAlias)} ${dir} NULLS LAST, ` : '';
    const sql = `SELECT t.id AS id, count(*) OVER () AS _total, count(*) OVER () AS _works
      FROM works t WHERE ${worksWhere} ORDER BY ${order}t.id${limitSql}`;
    return { ...base, kind, sql, params: ctx.params, worksFilter };
  }

  const spec = ctx.catalogue.entity(entity);
  const link = linkOf(works, spec);
  const hasWorksFilter = (query.filter_works ?? []).length > 0;
  // Without a works filter the metrics are the catalogue's totals, counted when it was built.
  const from = !hasWorksFilter && ctx.catalogue.metricLinks.get(spec.table) === link.column ? 'stored' : 'live';
  const metrics = [...metricAlias].map(([id, alias]) => `${metricSql(id, from)} AS ${alias}`);
  const valueOf = (id: string) => {
    const alias = metricAlias.get(id) ?? `m${metricAlias.size}`;
    if (!metricAlias.has(id)) {
      metricAlias.set(id, alias);
      metrics.push(`${metricSql(id, from)} AS ${alias}`);
    }
    return ZERO_WHEN_EMPTY.test(id) ? `coalesce(m.${alias}, 0)` : `m.${alias}`;
  };
  // With a works filter the listed entities are those with matching works: the top-level
  // conditions on their own columns can narrow the works' entities before they are counted.
  const usesMetric = (filter: OqlFilter): boolean =>
    isGroup(filter) ? filter.filters.some(usesMetric) : isMetricId(filterColumn(ctx, entity, filter.column_id).id);
  const narrowing = from === 'live' ? (query.filter_aggs ?? []).filter((f) => !usesMetric(f)) : [];
  const ownWhere = narrowing.length ? filtersSql(ctx, entity, narrowing) : '';
  const rest = (query.filter_aggs ?? []).filter((f) => !narrowing.includes(f));
  const aggsWhere = filtersSql(ctx, entity, rest, valueOf);
  const sort = query.sort_by_column ? filterColumn(ctx, entity, query.sort_by_column) : undefined;
  const sortKey = sort ? (metricAlias.has(sort.id) ? valueOf(sort.id) : sortSql(spec, sort, metricAlias)) : undefined;
  const order = sortKey ? `${sortKey} ${dir} NULLS LAST, ` : '';
  const keyed = link.list ? `unnest(k)` : 'k';
  const selected = [...metricAlias].map(([id, alias]) =>
    ZERO_WHEN_EMPTY.test(id) ? `coalesce(m.${alias}, 0) AS ${alias}` : `m.${alias} AS ${alias}`,
  );
  const withSql =
    from === 'stored'
      ? `WITH m AS (SELECT id${metrics.length ? `, ${metrics.join(', ')}` : ''} FROM ${metricsTable(spec.table)})`
      : `WITH w AS MATERIALIZED (SELECT t.cited_by_count, t.fwci, t.is_oa, ${link.sql} AS k FROM works t WHERE ${worksWhere}),
    m AS (SELECT k AS id${metrics.length ? `, ${metrics.join(', ')}` : ''}
      FROM (SELECT ${keyed} AS k, cited_by_count, fwci, is_oa FROM w)
      WHERE k IS NOT NULL${ownWhere ? ` AND k IN (SELECT t.id FROM "${spec.table}" t WHERE ${ownWhere})` : ''} GROUP BY 1)`;
  // the metrics tables count the works a question without is_xpac reads (analytics-metrics.ts)
  const worksCount =
    from === 'stored' ? `(SELECT count(*) FROM works t${xpac ? ` WHERE ${xpac}` : ''})` : '(SELECT count(*) FROM w)';
  const sql = `${withSql}
    SELECT t.id AS id${selected.length ? `, ${selected.join(', ')}` : ''}, count(*) OVER () AS _total, ${worksCount} AS _works
    FROM "${spec.table}" t ${hasWorksFilter ? 'JOIN' : 'LEFT JOIN'} m ON m.id = t.id
    WHERE ${aggsWhere} ORDER BY ${order}t.id${limitSql}`;
  return { ...base, kind, sql, params: ctx.params, worksFilter };
}
