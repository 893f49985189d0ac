import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../api/http-clients';
import { appEnv } from '../../../config/env';
import { apiViewerKeys } from './api-viewer-keys';
import { absoluteApiUrl } from './build-api-url';

/** GET {api}{requestPath} — the raw answer, whatever its shape, to show as JSON. */
export async function getApiResponse(requestPath: string, signal?: AbortSignal): Promise<unknown> {
  const response = await http.data.get<unknown>(requestPath, { signal });
  return response.data;
}

export function apiResponseQueryOptions(requestPath: string) {
  return queryOptions({
    queryKey: apiViewerKeys.response(absoluteApiUrl(appEnv.hosts.data, requestPath)),
    queryFn: ({ signal }) => getApiResponse(requestPath, signal),
    // The viewer explains the page's call; an answer as fresh as the page's own data is enough.
    staleTime: 60_000,
  });
}

export function useApiResponse(requestPath: string) {
  return useQuery(apiResponseQueryOptions(requestPath));
}
