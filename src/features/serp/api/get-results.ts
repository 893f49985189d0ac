import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../api/api-error';
import { http } from '../../../api/http-clients';
import { localCountsParams, localSort } from '../../../api/local-counts';
import type { ListRequestParams } from '../url-state/serp-params';
import type { ListResponse } from './openalex-types';
import { serpKeys } from './serp-keys';

/** Only the fields the result rows show, so pages stay small. */
const SELECT: Record<string, string> = {
  works:
    'id,display_name,publication_year,type,authorships,primary_location,best_oa_location,open_access,cited_by_count',
  authors: 'id,display_name,works_count,cited_by_count,last_known_institutions',
  sources: 'id,display_name,type,host_organization_name,is_oa,works_count,cited_by_count',
  institutions: 'id,display_name,geo,country_code,type,works_count,cited_by_count',
};

/** GET {api}/{entityType}?filter&search&sort&page&per_page&select — a page of results. */
export async function getResults(
  entityType: string,
  params: ListRequestParams,
  signal?: AbortSignal,
): Promise<ListResponse> {
  const response = await http.data.get<ListResponse>(`/${entityType}`, {
    params: {
      filter: params.filter,
      search: params.search,
      sort: localSort(entityType, params.sort),
      page: params.page > 1 ? params.page : undefined,
      per_page: params.perPage,
      select: SELECT[entityType],
      ...localCountsParams(),
    },
    signal,
  });
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
