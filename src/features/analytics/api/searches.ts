import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../api/http-clients';
import type { OqlQuery } from '../../../lib/oql/types';

/** An entity a results cell points at. */
export interface EntityCell {
  id: string;
  display_name: string | null;
}
export type ResultCell = string | number | boolean | null | EntityCell | (string | number | boolean | EntityCell)[];

export interface ResultsColumn {
  id: string;
  type: string;
  displayName: string;
  isDate: boolean;
  actions: string[];
  actionsPopular: string[];
  objectEntity: string | null;
}

/** A search of the analytics search service (spec 2 §3, "Search"). */
export interface AnalyticsSearch {
  id: string;
  query: OqlQuery;
  oql: string;
  redshift_sql: string;
  is_completed: boolean;
  results_header: ResultsColumn[];
  results: { id: string; cells: Record<string, ResultCell> }[];
  meta: { count: number | null; works_count: number | null; page: number; per_page: number };
  timestamps: {
    started: string | null;
    completed: string | null;
    duration: number | null;
    duration_core_percent: number | null;
  };
  backend_error: string | null;
  underlying_works_filter: string | null;
}

/** Spec 2 §9: a running search is read again every 500 ms. */
export const SEARCH_POLL_MS = 500;

/** Creates the search of a query (a completed one for the same query is reused). */
export async function createSearch(query: OqlQuery, options: { bypassCache?: boolean } = {}): Promise<AnalyticsSearch> {
  const response = await http.analytics.post<AnalyticsSearch>('/analytics', {
    query,
    ...(options.bypassCache ? { bypass_cache: true } : {}),
  });
  return response.data;
}

export async function getSearch(id: string, signal?: AbortSignal): Promise<AnalyticsSearch> {
  const response = await http.analytics.get<AnalyticsSearch>(`/analytics/${encodeURIComponent(id)}`, {
    params: { is_polling: true },
    signal,
  });
  return response.data;
}

export function searchQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['analytics', 'search', id],
    queryFn: ({ signal }) => getSearch(id, signal),
    refetchInterval: (query) => (query.state.data && !query.state.data.is_completed ? SEARCH_POLL_MS : false),
    staleTime: Infinity,
    retry: false,
  });
}

/** The search by id, read every 500 ms until it is completed. */
export function useSearch(id: string, enabled = true) {
  return useQuery({ ...searchQueryOptions(id), enabled: enabled && id !== '' });
}
