import { DEFAULT_PER_PAGE } from '../../../entities/defaults';
import { defaultColumnsFor, defaultGroupBysFor } from '../../../entities/defaults';
import type { EntityType } from '../../../entities/entity-types';
import { facetsFor, isSearchFilter } from '../../../entities/facets';
import { defaultSortFor, sortOptionsFor } from '../../../entities/sort-options';
import { parseUiVariant, type UiVariant } from '../../../config/ui-variants';
import {
  createFilter,
  encodeFilters,
  parseFilters,
  type FilterParseError,
  type UrlFilter,
} from '../../../lib/filter-url';
import { toApiFilterString } from '../../../lib/to-api-filter-string';

/** The API serves at most this many results by page (page × per_page). */
export const MAX_PAGED_RESULTS = 10_000;
export const MAX_PER_PAGE = 200;

export type SerpView = 'list' | 'report' | 'api';
const LAYOUT_VIEWS = ['list', 'report'] as const;

/** Everything the results page shows, read from its URL. */
export interface SerpState {
  entityType: EntityType;
  filters: UrlFilter[];
  /** a `filter=` the codec could not read; the page says so and shows no filters */
  filterError: FilterParseError | null;
  /**
   * the legacy `search=` parameter (openalex.org links), sent to the API as `search`; '' when it
   * was read into `filters` as a text-search filter (see readSerpState)
   */
  search: string;
  hasSearch: boolean;
  /** the effective sort, e.g. 'cited_by_count:desc' */
  sort: string;
  page: number;
  perPage: number;
  groupBys: string[];
  views: Record<SerpView, boolean>;
  zoom: string | null;
  ui: UiVariant;
  savedSearchId: string | null;
  /** `is_list_view=false`: the results as a table of `columns` */
  tableView: boolean;
  /** the table's columns; display_name always first */
  columns: string[];
}

function positiveInt(value: string | null, fallback: number, max: number): number {
  if (value === null || !/^\d+$/.test(value)) return fallback;
  const number = Number(value);
  return number >= 1 ? Math.min(number, max) : fallback;
}

function list(value: string | null): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

function hasSearchIn(entityType: EntityType, filters: readonly UrlFilter[], search: string): boolean {
  return search.trim() !== '' || filters.some((filter) => !filter.isNegated && isSearchFilter(entityType, filter.key));
}

/** Reads the results page's state from its query string; anything unreadable falls back to defaults. */
export function readSerpState(entityType: EntityType, params: URLSearchParams): SerpState {
  const rawFilter = params.get('filter') ?? '';
  const parsed = rawFilter ? parseFilters(rawFilter) : { ok: true as const, filters: [] as UrlFilter[] };
  const { filters, search } = withLegacySearch(parsed.ok ? parsed.filters : [], params.get('search') ?? '');
  const hasSearch = hasSearchIn(entityType, filters, search);
  const perPage = positiveInt(params.get('per_page'), DEFAULT_PER_PAGE, MAX_PER_PAGE);
  const maxPage = Math.max(1, Math.floor(MAX_PAGED_RESULTS / perPage));
  const sortParam = params.get('sort');
  const sortable = sortOptionsFor(entityType, hasSearch).map((option) => option.value as string);
  const sort =
    sortParam && (sortable.includes(sortParam) || isValidSortText(sortParam, hasSearch))
      ? sortParam
      : defaultSortFor(entityType, hasSearch);
  const viewParam = params.get('view');
  const chosenViews =
    viewParam === null ? LAYOUT_VIEWS : list(viewParam).filter((v) => (LAYOUT_VIEWS as readonly string[]).includes(v));
  const groupByParam = params.get('group_by');
  return {
    entityType,
    filters,
    filterError: parsed.ok ? null : parsed.error,
    search,
    hasSearch,
    sort,
    page: Math.min(positiveInt(params.get('page'), 1, maxPage), maxPage),
    perPage,
    groupBys: groupByParam === null ? [...defaultGroupBysFor(entityType)] : list(groupByParam),
    views: {
      list: chosenViews.includes('list') && params.get('hide_results') !== 'true',
      report: chosenViews.includes('report'),
      api: params.get('show_api') === 'true',
    },
    zoom: params.get('zoom') || null,
    ui: parseUiVariant(params.get('ui')),
    savedSearchId: params.get('id') || null,
    tableView: params.get('is_list_view') === 'false',
    columns: readColumns(entityType, params.get('column')),
  };
}

/**
 * An openalex.org-style `search=` link shows its text as the filter typing produces (a
 * `default.search` filter, with its chip), not as a search nobody can see or remove. The first
 * change of filters writes it into `filter=` (see applySerpChange). Kept as `search` only when the
 * link has a `default.search` filter of its own too.
 */
function withLegacySearch(filters: UrlFilter[], search: string): { filters: UrlFilter[]; search: string } {
  const text = search.trim();
  if (!text || filters.some((filter) => filter.key === LEGACY_SEARCH_KEY)) return { filters, search };
  return { filters: [...filters, createFilter(LEGACY_SEARCH_KEY, [text])], search: '' };
}

const LEGACY_SEARCH_KEY = 'default.search';

/** The `column` parameter's known column keys (display_name first, always); the defaults when absent. */
function readColumns(entityType: EntityType, param: string | null): string[] {
  if (param === null) return [...defaultColumnsFor(entityType)];
  const known = new Set(facetsFor(entityType, 'column').map((facet) => facet.key as string));
  const chosen = list(param).filter((key) => known.has(key) && key !== MANDATORY_COLUMN);
  return [MANDATORY_COLUMN, ...new Set(chosen)];
}

/** The column that cannot be switched off (spec 1 §3 view settings). */
export const MANDATORY_COLUMN = 'display_name';

/** Any `key:asc|desc` the API might accept (links from elsewhere), but relevance only with a search. */
function isValidSortText(text: string, hasSearch: boolean): boolean {
  if (!/^[a-z0-9_.]+(:(asc|desc))?$/.test(text)) return false;
  return hasSearch || !text.startsWith('relevance_score');
}

export interface SerpChange {
  filters?: readonly UrlFilter[];
  sort?: string;
  page?: number;
  perPage?: number;
  groupBys?: readonly string[];
  views?: Partial<Record<SerpView, boolean>>;
  zoom?: string | null;
  tableView?: boolean;
  columns?: readonly string[];
}

/**
 * Writes a change into a copy of the query string, keeping other parameters (unknown ones too).
 * Defaults are stored as absent values (page 1, per_page 10, the default sort, group-bys and views);
 * a new filter set, sort or page size goes back to page 1.
 */
export function applySerpChange(entityType: EntityType, current: URLSearchParams, change: SerpChange): URLSearchParams {
  const params = new URLSearchParams(current);
  const before = readSerpState(entityType, current);
  const setOrDelete = (key: string, value: string | null) => {
    if (value === null || value === '') params.delete(key);
    else params.set(key, value);
  };

  if (change.filters) {
    setOrDelete('filter', encodeFilters(change.filters) || null);
    // a `search=` read into the filters now lives in `filter=` (or was removed with its chip)
    if (before.search === '') params.delete('search');
    params.delete('page');
  }
  const filters = change.filters ?? before.filters;
  const hasSearch = hasSearchIn(entityType, filters, before.search);
  const sort = change.sort ?? params.get('sort');
  if (change.sort !== undefined) params.delete('page');
  setOrDelete(
    'sort',
    sort && sort !== defaultSortFor(entityType, hasSearch) && isValidSortText(sort, hasSearch) ? sort : null,
  );

  if (change.perPage !== undefined) {
    setOrDelete('per_page', change.perPage === DEFAULT_PER_PAGE ? null : String(change.perPage));
    params.delete('page');
  }
  if (change.page !== undefined) setOrDelete('page', change.page <= 1 ? null : String(change.page));

  if (change.groupBys) {
    const isDefault = change.groupBys.join(',') === defaultGroupBysFor(entityType).join(',');
    if (isDefault) params.delete('group_by');
    else params.set('group_by', change.groupBys.join(','));
  }
  if (change.views) {
    const views = { ...before.views, ...change.views };
    const layout = LAYOUT_VIEWS.filter((view) => views[view]);
    setOrDelete('view', layout.length === LAYOUT_VIEWS.length ? null : layout.join(','));
    if (change.views.list) params.delete('hide_results');
    setOrDelete('show_api', views.api ? 'true' : null);
  }
  if (change.zoom !== undefined) setOrDelete('zoom', change.zoom);
  if (change.tableView !== undefined) setOrDelete('is_list_view', change.tableView ? 'false' : null);
  if (change.columns) {
    const columns = [MANDATORY_COLUMN, ...change.columns.filter((key) => key !== MANDATORY_COLUMN)];
    setOrDelete('column', columns.join(',') === defaultColumnsFor(entityType).join(',') ? null : columns.join(','));
  }
  return params;
}

/**
 * The API parameters of the page's list request. `filter`: the filters as the API takes them, when
 * they need more than the URL (label filters expanded, see useApiFilter).
 */
export function listRequestParams(state: SerpState, filter = toApiFilterString(state.filters)): ListRequestParams {
  return {
    filter,
    search: state.search,
    sort: state.sort,
    page: state.page,
    perPage: state.perPage,
    ...(state.tableView ? { columns: state.columns } : {}),
  };
}

export interface ListRequestParams {
  filter: string;
  search: string;
  sort: string;
  page: number;
  perPage: number;
  /** the table view's columns, whose fields the request selects (absent in the list view) */
  columns?: readonly string[];
}
