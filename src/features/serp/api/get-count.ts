import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../api/http-clients';
import type { ListMeta } from './openalex-types';
import { serpKeys } from './serp-keys';

/**
 * GET {api}/{entityType}?filter=…&per_page=1 — just meta.count. The statistics ask for fresh
 * figures (`bypass_cache`, `fresh`); other counts may come from the API's cache.
 */
export async function getCount(
  entityType: string,
  filter: string,
  signal?: AbortSignal,
  { fresh = true }: { fresh?: boolean } = {},
): Promise<number> {
  const response = await http.data.get<{ meta: ListMeta }>(`/${entityType}`, {
    params: { filter, per_page: 1, select: 'id', bypass_cache: fresh || undefined },
    signal,
  });
  return response.data.meta.count;
}

/** A count that may come from the API's cache (an entity page's number of works). */
export function countQueryOptions(entityType: string, filter: string) {
  return queryOptions({
    queryKey: serpKeys.count(entityType, filter),
    queryFn: ({ signal }) => getCount(entityType, filter, signal, { fresh: false }),
    staleTime: 30_000,
  });
}
