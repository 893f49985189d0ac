import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../api/http-clients';
import type { ListMeta } from '../api/openalex-types';
import { reportKeys } from './report-keys';

/**
 * GET {api}/{entityType}?filter&search&per_page=1&select=id — the totals of a search (count and,
 * for works, the APC and citation sums) without its records.
 */
export async function getListTotals(
  entityType: string,
  filter: string,
  search: string,
  signal?: AbortSignal,
): Promise<ListMeta> {
  const response = await http.data.get<{ meta: ListMeta }>(`/${entityType}`, {
    params: { filter, search, per_page: 1, select: 'id' },
    signal,
  });
  return response.data.meta;
}

export function listTotalsQueryOptions(entityType: string, filter: string, search: string) {
  return queryOptions({
    queryKey: reportKeys.totals(entityType, filter, search),
    queryFn: ({ signal }) => getListTotals(entityType, filter, search, signal),
    staleTime: 60_000,
  });
}

export function useListTotals(entityType: string, filter: string, search: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...listTotalsQueryOptions(entityType, filter, search), enabled: options.enabled ?? true });
}
