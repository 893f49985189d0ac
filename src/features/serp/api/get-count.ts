import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../api/http-clients';
import type { ListMeta } from './openalex-types';
import { serpKeys } from './serp-keys';

/** GET {api}/{entityType}?filter=…&per_page=1 — just meta.count. */
export async function getCount(entityType: string, filter: string, signal?: AbortSignal): Promise<number> {
  const response = await http.data.get<{ meta: ListMeta }>(`/${entityType}`, {
    params: { filter, per_page: 1, select: 'id', bypass_cache: true },
    signal,
  });
  return response.data.meta.count;
}

export function countQueryOptions(entityType: string, filter: string) {
  return queryOptions({
    queryKey: serpKeys.count(entityType, filter),
    queryFn: ({ signal }) => getCount(entityType, filter, signal),
    staleTime: 30_000,
  });
}

export function useCount(entityType: string, filter: string, options: { refetchInterval?: number | false } = {}) {
  return useQuery({ ...countQueryOptions(entityType, filter), refetchInterval: options.refetchInterval ?? false });
}
