import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../api/http-clients';
import type { GroupRow } from '../api/openalex-types';
import { statsKeys } from './stats-keys';
import { logFailure, refreshUntilFailure } from './stats-refresh';

/** `https://openalex.org/types/book-chapter` (OpenAlex) or `book-chapter` → `book-chapter`. */
function workTypeOf(key: string): string {
  return key.slice(key.lastIndexOf('/') + 1);
}

/** GET {api}/works?group_by=type&bypass_cache=true — works per type, one call for every type row. */
export async function getWorkTypeCounts(signal?: AbortSignal): Promise<Record<string, number>> {
  const response = await http.data.get<{ group_by: GroupRow[] }>('/works', {
    params: { group_by: 'type', bypass_cache: true },
    signal,
  });
  return Object.fromEntries(response.data.group_by.map((group) => [workTypeOf(group.key), group.count]));
}

export function workTypeCountsQueryOptions() {
  return queryOptions({
    queryKey: statsKeys.workTypes(),
    queryFn: ({ signal }) => logFailure('works?group_by=type', () => getWorkTypeCounts(signal)),
    staleTime: 30_000,
  });
}

/** One type's count; a type the catalogue has no works of is absent from the groups, so 0. */
export function useWorkTypeCount(workType: string, refreshMs: number) {
  return useQuery({
    ...workTypeCountsQueryOptions(),
    select: (counts) => counts[workType] ?? 0,
    refetchInterval: refreshUntilFailure(refreshMs),
  });
}
