import { MAX_TOTAL_FILTERS, TOO_MANY_FILTERS } from './limits.js';
import type { OqlFilter, OqlQuery, OqlValue } from './types.js';

/** A filter of the older test format (Aug 2024): a flat list of branches and leaves linked by id. */
export interface LegacyFilter {
  id: string;
  subjectEntity?: string;
  type: 'branch' | 'leaf';
  operator?: string;
  children?: string[];
  column_id?: string;
  value?: OqlValue;
}

export interface LegacyQuery {
  filters?: LegacyFilter[];
  /** 'all' for the summary row, or the entity type to list */
  summarize_by?: string | null;
  sort_by?: { column_id: string; direction?: string } | null;
  return_columns?: string[] | null;
}

/** The older format's field names → the current query object's. */
export const LEGACY_FIELD_NAMES: Record<string, string[]> = {
  filters: ['filter_works', 'filter_aggs'],
  summarize_by: ['get_rows'],
  sort_by: ['sort_by_column', 'sort_by_order'],
  return_columns: ['show_columns'],
};

/**
 * The older test format → the current query object: the root branch about works becomes
 * filter_works, the one about the listed entity filter_aggs ('and' roots as plain lists, 'or'
 * roots as one group), summarize_by becomes get_rows ('all' → summary), sort_by and
 * return_columns become the sort and shown columns.
 */
export function fromLegacyQuery(legacy: LegacyQuery): OqlQuery {
  const filters = legacy.filters ?? [];
  const byId = new Map(filters.map((filter) => [filter.id, filter]));
  const childIds = new Set(filters.flatMap((filter) => filter.children ?? []));
  const getRows = !legacy.summarize_by ? 'works' : legacy.summarize_by === 'all' ? 'summary' : legacy.summarize_by;

  // Children are ids, and a branch may name one child many times: expanded into a tree, a few
  // filters naming the next ten times each would make millions. The expansion stops at the limit.
  let made = 0;
  const countOne = () => {
    if (++made > MAX_TOTAL_FILTERS) throw new Error(TOO_MANY_FILTERS);
  };
  const convert = (filter: LegacyFilter, seen: Set<string>): OqlFilter => {
    if (seen.has(filter.id)) throw new Error(`Filter ${filter.id} contains itself`);
    if (filter.type === 'leaf') {
      const leaf: OqlFilter = { column_id: filter.column_id ?? '', value: filter.value ?? null };
      if (filter.operator && filter.operator !== 'is') leaf.operator = filter.operator;
      return leaf;
    }
    const next = new Set(seen).add(filter.id);
    const children = (filter.children ?? []).map((id) => {
      const child = byId.get(id);
      if (!child) throw new Error(`Filter ${filter.id} names a missing child ${id}`);
      countOne();
      return convert(child, next);
    });
    return { join: filter.operator === 'or' ? 'or' : 'and', filters: children };
  };
  const rootList = (root: LegacyFilter): OqlFilter[] => {
    const converted = convert(root, new Set());
    if ('join' in converted && converted.join === 'and') return converted.filters;
    countOne();
    return [converted];
  };

  const query: OqlQuery = { get_rows: getRows };
  for (const root of filters.filter((filter) => !childIds.has(filter.id))) {
    const list = rootList(root);
    if (list.length === 0) continue;
    const aboutWorks = (root.subjectEntity ?? 'works') === 'works';
    if (aboutWorks) query.filter_works = [...(query.filter_works ?? []), ...list];
    else query.filter_aggs = [...(query.filter_aggs ?? []), ...list];
  }
  if (legacy.sort_by?.column_id) {
    query.sort_by_column = legacy.sort_by.column_id;
    query.sort_by_order = legacy.sort_by.direction === 'asc' ? 'asc' : 'desc';
  }
  if (legacy.return_columns?.length) query.show_columns = [...legacy.return_columns];
  return query;
}
