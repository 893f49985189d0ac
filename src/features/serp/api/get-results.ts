import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../api/api-error';
import { http } from '../../../api/http-clients';
import { firstResultsUrl, takeFirstResults } from '../../../api/first-results';
import { appEnv } from '../../../config/env';
import type { ListRequestParams } from '../url-state/serp-params';
import { resultsRequestParams } from './results-request';
import type { ListResponse } from './openalex-types';
import { serpKeys } from './serp-keys';

/**
 * GET {api}/{entityType}?filter&search&sort&page&per_page&select — a page of results; the first
 * page a visit shows may have been asked for already by index.html (see first-results.ts).
 */
export async function getResults(
  entityType: string,
  params: ListRequestParams,
  signal?: AbortSignal,
): Promise<ListResponse> {
  const requestParams = resultsRequestParams(entityType, params);
  const first = takeFirstResults(firstResultsUrl(appEnv.hosts.data, `/${entityType}`, requestParams));
  const early = first && ((await first) as ListResponse | null);
  if (early) return early;
  const response = await http.data.get<ListResponse>(`/${entityType}`, { params: requestParams, signal });
  return response.data;
}

export function resultsQueryOptions(entityType: string, params: ListRequestParams) {
  return queryOptions({
    queryKey: serpKeys.list(entityType, params),
    queryFn: ({ signal }) => getResults(entityType, params, signal),
    // The catalogue changes rarely; a minute avoids refetching while people page back and forth.
    staleTime: 60_000,
    // Keep showing the previous page while the next loads, instead of flashing empty.
    placeholderData: keepPreviousData,
  });
}

/** A 4xx answer is about the request itself: asking the same again gives the same answer. */
export function isClientError(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

/** A page of results; idle while `params` is null (a label filter not yet expanded). */
export function useResults(entityType: string, params: ListRequestParams | null) {
  const queryClient = useQueryClient();
  const options = resultsQueryOptions(entityType, params ?? NO_REQUEST);
  // The route's prefetch may already hold a 4xx for this page: show it rather than ask again.
  const isRefused = isClientError(queryClient.getQueryState(options.queryKey)?.error);
  return useQuery({ ...options, retryOnMount: !isRefused, enabled: params !== null });
}

const NO_REQUEST: ListRequestParams = { filter: '', search: '', sort: '', page: 1, perPage: 0 };
