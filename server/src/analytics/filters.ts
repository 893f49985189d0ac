import type { Catalogue } from '../catalogue/catalogue.js';
import type { SqlParam } from '../catalogue/store/duck.js';
import type { EntitySpec } from '../catalogue/query/entities.js';
import { NATIVE_PREFIX } from '../catalogue/store/ids.js';
import { badRequest } from '../catalogue/query/errors.js';
import { compileClause, type FieldDef } from '../catalogue/query/fields.js';
import type { FilterClause, FilterValue } from '../catalogue/query/filter-syntax.js';
import { normalizeKey } from '../catalogue/query/filter-syntax.js';
import { SearchSyntaxError, toFtsQuery } from '../catalogue/search/fts-query.js';
import { isGroup, type OqlConfig, type OqlFilter, type OqlLeaf } from '../../../src/lib/oql/index.js';
import { isMetricColumn } from '../../../src/lib/oql/index.js';
import type { ServedColumn } from './served-config.js';

/** The labels a query may read, by id: its caller's own (spec 2 §7) and the ones librarians shared. */
export type LabelLookup = (labelId: string) => { entity_type: string; ids: string[]; updated: string } | undefined;

/** What compiling filters needs, and what it learns (the labels read, for the cache). */
export interface FilterContext {
  catalogue: Pick<Catalogue, 'entity' | 'text' | 'bitmasks' | 'metricLinks'>;
  config: OqlConfig;
  labels: LabelLookup;
  /** label id → its `updated` when read */
  usedLabels: Map<string, string>;
  params: SqlParam[];
}

type Family = 'is' | 'not' | 'gt' | 'gte' | 'lt' | 'lte' | 'contains' | 'not_contains' | 'label_any' | 'label_all';

/** Each operator of spec 2 §9 and what it means. */
const FAMILY: Record<string, Family> = {
  is: 'is',
  includes: 'is',
  'is in': 'is',
  'is not': 'not',
  'does not include': 'not',
  'is not in': 'not',
  'is greater than': 'gt',
  '>': 'gt',
  'is greater than or equal to': 'gte',
  '>=': 'gte',
  'is less than': 'lt',
  '<': 'lt',
  'is less than or equal to': 'lte',
  '<=': 'lte',
  contains: 'contains',
  'does not contain': 'not_contains',
  'matches any item in label': 'label_any',
  'matches every item in label': 'label_all',
};
const COMPARISONS = new Set<Family>(['gt', 'gte', 'lt', 'lte']);

/** The column of `entity` a filter names, or a 400 in the query language's words. */
export function filterColumn(ctx: FilterContext, entity: string, columnId: string): ServedColumn {
  const column = ctx.config.findColumn(entity, columnId);
  if (!column) throw badRequest(`${entity}.${columnId} is not a valid column`);
  return column as ServedColumn;
}

/** Whether `operator` applies to the column: its own operators, their synonyms, and comparisons of numbers. */
function checkOperator(entity: string, column: ServedColumn, operator: string, def: FieldDef | undefined): Family {
  const family = FAMILY[operator];
  const own = (column.operators ?? []).map((op) => FAMILY[op]);
  const numeric = column.type === 'number' || def?.kind === 'number' || def?.kind === 'date';
  const labelled = family === 'label_any' || family === 'label_all';
  const isList = column.type === 'array' || (def?.kind === 'string' && def.list === true);
  const listOnly = operator === 'includes' || operator === 'does not include';
  const ok =
    family !== undefined &&
    (!listOnly || isList || (column.operators ?? []).includes(operator)) &&
    (own.includes(family) ||
      (numeric && COMPARISONS.has(family)) ||
      (labelled && !isMetricColumn(column.id) && def?.kind === 'string') ||
      ((family === 'contains' || family === 'not_contains') &&
        (def?.kind === 'search' || (def?.kind === 'string' && !def.list))));
  if (!ok) {
    throw badRequest(
      `The operator '${operator}' does not apply to ${entity}.${column.id}; its operators are: ${(column.operators ?? []).join(', ')}.`,
    );
  }
  return family;
}

/**
 * A query-language value as the data API's filter syntax writes it: 'institutions/I1' → 'I1',
 * 'continent/Q46' → 'Q46', and a bare number of an entity's id column gets its letter ('1775749144'
 * of works.id → 'W1775749144', spec 2 §5).
 */
export function rawValue(value: OqlLeaf['value'], objectEntity?: string | null): string {
  if (value === null) return 'null';
  const text = typeof value === 'string' ? value.trim().replace(/^https?:\/\/openalex\.org\//i, '') : String(value);
  const slash = text.indexOf('/');
  const namespace = slash > 0 ? text.slice(0, slash) : '';
  const bare =
    namespace && (Object.hasOwn(NATIVE_PREFIX, namespace) || `${namespace}s` === objectEntity)
      ? text.slice(slash + 1)
      : text;
  const letter =
    objectEntity && Object.hasOwn(NATIVE_PREFIX, objectEntity) ? NATIVE_PREFIX[objectEntity as 'works'] : '';
  return letter && /^\d+$/.test(bare) ? `${letter}${bare}` : bare;
}

function clauseOf(key: string, columnId: string, join: 'or' | 'and', raws: string[], negated: boolean): FilterClause {
  const values: FilterValue[] = raws.map((raw) => {
    const lower = raw.toLowerCase();
    return { raw, negated, isNull: lower === 'null' || lower === 'unknown' };
  });
  return { key, rawKey: columnId, join, values, text: `${columnId}:${raws.join(join === 'or' ? '|' : '+')}` };
}

/** The data-API field that serves a column, if any. */
export function fieldDef(spec: EntitySpec, column: ServedColumn): { key: string; def: FieldDef | undefined } {
  const key = normalizeKey(column.filterKey ?? column.id);
  return { key, def: spec.fields[key] };
}

/** A text condition: the ids matching the words in the text index (or names, for small lists). */
function textCondition(ctx: FilterContext, spec: EntitySpec, def: FieldDef, text: string, key: string): string {
  if (def.kind === 'search' && (spec.ac || spec.native !== undefined)) {
    let fts: string | undefined;
    try {
      fts = toFtsQuery(text, def.columns[0] === 'name' ? undefined : def.columns);
    } catch (e) {
      if (e instanceof SearchSyntaxError) throw badRequest(`Invalid search in '${key}': ${e.message}`);
      throw e;
    }
    if (!fts) return 'true';
    const search = ctx.catalogue.text;
    if (!search) throw badRequest('Text search is not available: the search index is missing.');
    const set = spec.table === 'works' ? search.matchWorks(fts, false) : search.matchEntity(spec.ac!, fts);
    if (set.count === 0) return 'false';
    const idType = spec.table === 'keywords' ? 'VARCHAR' : 'BIGINT';
    ctx.params.push(set.ids);
    return set.encoding === 'csv'
      ? `t.id IN (SELECT unnest(string_split(?, ','))::${idType})`
      : `t.id IN (SELECT unnest(CAST(? AS ${idType}[])))`;
  }
  const sql = def.kind === 'search' ? 't.display_name' : def.sql;
  ctx.params.push(text.toLowerCase());
  return `contains(lower(CAST(${sql} AS VARCHAR)), ?)`;
}

/** One leaf on a column of `entity` (works, or the listed entity's own columns), as SQL over `t`. */
function leafSql(ctx: FilterContext, entity: string, leaf: OqlLeaf, metricSql: (id: string) => string): string {
  const column = filterColumn(ctx, entity, leaf.column_id);
  const operator = leaf.operator ?? column.defaultOperator ?? 'is';
  if (isMetricColumn(column.id) || column.id === 'count') {
    const family = checkOperator(entity, column, operator, { kind: 'number', sql: '' });
    return metricCondition(metricSql(column.id), family, leaf, column.id);
  }
  const spec = ctx.catalogue.entity(entity === 'summary' ? 'works' : entity);
  const { key, def } = fieldDef(spec, column);
  if (!def) throw badRequest(`${entity}.${column.id} cannot be filtered in this catalogue`);
  const family = checkOperator(entity, column, operator, def);
  if (family === 'contains' || family === 'not_contains') {
    if (typeof leaf.value !== 'string' || !leaf.value.trim()) {
      throw badRequest(`${entity}.${column.id} ${operator} needs some text`);
    }
    const condition = textCondition(ctx, spec, def, leaf.value, key);
    return family === 'contains' ? condition : `NOT (${condition})`;
  }
  if (def.kind === 'search') {
    throw badRequest(`${entity}.${column.id} is a text search: use contains or does not contain`);
  }
  if (family === 'label_any' || family === 'label_all') return labelSql(ctx, entity, column, key, def, leaf);
  const objectEntity = column.objectEntity ?? (column.id === 'id' ? spec.name : null);
  let raw = rawValue(leaf.value, objectEntity);
  const named = nameMatch(ctx, def, objectEntity, raw, family);
  if (named) return named;
  if (COMPARISONS.has(family)) {
    if (!/^-?\d+(\.\d+)?$/.test(raw) && !(def.kind === 'date' && /^\d{4}-\d{2}-\d{2}$/.test(raw))) {
      throw badRequest(`Value '${raw}' of ${entity}.${column.id} is not valid: expected a number.`);
    }
    raw = { gt: `>${raw}`, gte: `${raw}-`, lt: `<${raw}`, lte: `-${raw}` }[family as 'gt'] ?? raw;
  }
  return compileClause(def, clauseOf(key, column.id, 'or', [raw], family === 'not'), ctx.catalogue.bitmasks);
}

/**
 * A name where an entity id is wanted (`host_organization_name is ChemInform`): the entities of
 * that name, matched whole and in any case, from the entity's table.
 */
function nameMatch(
  ctx: FilterContext,
  def: FieldDef,
  objectEntity: string | null,
  raw: string,
  family: Family,
): string | undefined {
  if (def.kind !== 'string' || !def.parse || !objectEntity || raw === 'null' || raw === 'unknown') return undefined;
  if (def.parse(raw) !== undefined || (family !== 'is' && family !== 'not')) return undefined;
  let table: string;
  try {
    table = ctx.catalogue.entity(objectEntity).table;
  } catch {
    return undefined;
  }
  ctx.params.push(raw.toLowerCase());
  const ids = `(SELECT list(e.id) FROM "${table}" e WHERE lower(e.display_name) = ?)`;
  const match = def.list ? `list_has_any(${def.sql}, ${ids})` : `list_contains(${ids}, ${def.sql})`;
  return family === 'not' ? `NOT coalesce(${match}, false)` : `coalesce(${match}, false)`;
}

/** `count(works) is greater than 1000` on a metric's SQL. */
function metricCondition(sql: string, family: Family, leaf: OqlLeaf, id: string): string {
  if (leaf.value === null) return family === 'not' ? `${sql} IS NOT NULL` : `${sql} IS NULL`;
  const raw = String(leaf.value).trim();
  const range = /^(-?\d+(?:\.\d+)?)\s*-\s*(-?\d+(?:\.\d+)?)$/.exec(raw);
  if (range && family === 'is') return `(${sql} BETWEEN ${Number(range[1])} AND ${Number(range[2])})`;
  const n = Number(raw);
  if (raw === '' || !Number.isFinite(n)) throw badRequest(`Value '${raw}' of ${id} is not valid: expected a number.`);
  const op = { is: '=', not: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=' }[family as 'is'];
  if (!op) throw badRequest(`The operator '${leaf.operator}' does not apply to ${id}.`);
  return `coalesce(${sql} ${op} ${n}, false)`;
}

function labelSql(
  ctx: FilterContext,
  entity: string,
  column: ServedColumn,
  key: string,
  def: FieldDef,
  leaf: OqlLeaf,
): string {
  const labelId = String(leaf.value ?? '').trim();
  const label = labelId ? ctx.labels(labelId) : undefined;
  if (!label) throw badRequest(`Label '${labelId}' of ${entity}.${column.id} is not one of your labels.`);
  const wanted = column.objectEntity ?? (column.id === 'id' ? entity : null);
  if (wanted && wanted !== label.entity_type) {
    throw badRequest(
      `Label '${labelId}' holds ${label.entity_type}, but ${entity}.${column.id} takes ${wanted}: choose a label of ${wanted}.`,
    );
  }
  ctx.usedLabels.set(labelId, label.updated);
  const every = leaf.operator === 'matches every item in label';
  if (label.ids.length === 0) return every ? 'true' : 'false';
  return compileClause(def, clauseOf(key, column.id, every ? 'and' : 'or', label.ids, false), ctx.catalogue.bitmasks);
}

/**
 * An and/or tree of filters as one SQL condition over `t` (bound values pushed to ctx.params in
 * the order the condition reads them); metric columns read `metricSql(id)`.
 */
export function filtersSql(
  ctx: FilterContext,
  entity: string,
  filters: readonly OqlFilter[] | undefined,
  metricSql: (id: string) => string = (id) => {
    throw badRequest(`${entity}.${id} is a metric of listed entities; filter works by their own columns`);
  },
  join: 'and' | 'or' = 'and',
): string {
  const parts = (filters ?? []).map((filter) =>
    isGroup(filter)
      ? filtersSql(ctx, entity, filter.filters, metricSql, filter.join)
      : leafSql(ctx, entity, filter, metricSql),
  );
  if (parts.length === 0) return 'true';
  return parts.length === 1 ? parts[0]! : `(${parts.join(join === 'or' ? ' OR ' : ' AND ')})`;
}

/** The data API's filter string of the same works, when its syntax can say it (AND of clauses). */
export function worksFilterString(ctx: FilterContext, filters: readonly OqlFilter[] | undefined): string | null {
  const parts: string[] = [];
  for (const filter of filters ?? []) {
    if (isGroup(filter)) {
      if (filter.join === 'and') {
        const inner = worksFilterString(ctx, filter.filters);
        if (inner === null) return null;
        if (inner) parts.push(inner);
        continue;
      }
      return null;
    }
    const column = filterColumn(ctx, 'works', filter.column_id);
    const family = FAMILY[filter.operator ?? column.defaultOperator ?? 'is'];
    const raw = rawValue(filter.value, column.objectEntity);
    if (/[,|+]/.test(raw) && family !== 'contains') return null;
    const key = column.filterKey ?? column.id;
    const value = {
      is: raw,
      not: `!${raw}`,
      gt: `>${raw}`,
      lt: `<${raw}`,
      gte: `${raw}-`,
      lte: `-${raw}`,
      contains: raw,
    }[family as 'is'];
    if (value === undefined || (family === 'contains' && /[,]/.test(raw))) return null;
    parts.push(`${key}:${value}`);
  }
  return parts.join(',');
}
