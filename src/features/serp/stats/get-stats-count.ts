import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCount } from '../api/get-count';
import { statsKeys } from './stats-keys';
import { logFailure, refreshUntilFailure } from './stats-refresh';

/** GET {api}/{entityType}?filter=…&bypass_cache=true — meta.count of one stats sub-row. */
export function statsCountQueryOptions(entityType: string, filter: string) {
  return queryOptions({
    queryKey: statsKeys.count(entityType, filter),
    queryFn: ({ signal }) => logFailure(`${entityType}?filter=${filter}`, () => getCount(entityType, filter, signal)),
    // The interval does the refreshing; remounting within it shows the cached number.
    staleTime: 30_000,
  });
}

export function useStatsCount(entityType: string, filter: string, refreshMs: number) {
  return useQuery({ ...statsCountQueryOptions(entityType, filter), refetchInterval: refreshUntilFailure(refreshMs) });
}
