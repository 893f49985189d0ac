import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../api/http-clients';
import type { AnalyticsSearch } from '../../../lib/analytics-search';
import type { OqlQuery } from '../../../lib/oql/types';

export type { AnalyticsSearch, EntityCell, ResultCell, ResultRow, ResultsColumn } from '../../../lib/analytics-search';

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

/** Stops a running search; it is answered with backend_error 'The search was canceled.'. */
export async function cancelSearch(id: string): Promise<AnalyticsSearch> {
  const response = await http.analytics.delete<AnalyticsSearch>(`/analytics/${encodeURIComponent(id)}`);
  return response.data;
}

/** `GET /text/oql?natural_language=` (spec 2 §7): a question in words → a query object. */
export async function textToQuery(question: string, signal?: AbortSignal): Promise<{ query: OqlQuery; oql: string }> {
  const response = await http.analytics.get<{ query: OqlQuery; oql: string }>('/text/oql', {
    params: { natural_language: question },
    signal,
  });
  return response.data;
}

/** Every row's id of a search, at most a label's 10,000 (`format=ids`), for an entire-search selection. */
export async function getSearchRowIds(
  id: string,
  signal?: AbortSignal,
): Promise<{ ids: string[]; count: number; is_truncated: boolean }> {
  const response = await http.analytics.get<{ ids: string[]; count: number; is_truncated: boolean }>(
    `/analytics/${encodeURIComponent(id)}`,
    { params: { format: 'ids' }, signal },
  );
  return response.data;
}
