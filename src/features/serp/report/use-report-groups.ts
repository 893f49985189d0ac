import { keepPreviousData, useQueries } from '@tanstack/react-query';
import { groupBysQueryOptions } from '../api/get-group-bys';
import type { GroupBysResult } from '../api/openalex-types';

/** The API answers at most this many group_bys in one request. */
export const MAX_GROUP_BYS_PER_REQUEST = 10;

export type CardGroupsState =
  | { status: 'pending' }
  | { status: 'error'; error: Error }
  /** `isStale`: the previous search's groups, shown while the new ones load */
  | { status: 'success'; result: GroupBysResult; isStale: boolean };

function chunk<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
}

/**
 * The groups of every card in as few requests as the API allows (one `group_bys` request per ten
 * cards). While a new search loads, cards keep the previous groups rather than flashing skeletons.
 */
export function useReportGroups(
  entityType: string,
  filter: string,
  search: string,
  requestKeys: readonly string[],
): ReadonlyMap<string, CardGroupsState> {
  const chunks = chunk(requestKeys, MAX_GROUP_BYS_PER_REQUEST);
  const queries = useQueries({
    queries: chunks.map((keys) => ({
      ...groupBysQueryOptions(entityType, filter, search, keys),
      placeholderData: keepPreviousData,
    })),
  });
  const states = new Map<string, CardGroupsState>();
  chunks.forEach((keys, chunkIndex) => {
    const query = queries[chunkIndex];
    keys.forEach((key, index) => {
      if (!query || query.isPending) return states.set(key, { status: 'pending' });
      if (query.isError) return states.set(key, { status: 'error', error: query.error });
      // Answers name their group_by; by position only when they are this request's own answers.
      const result =
        query.data.find((entry) => entry.groupByKey === key) ??
        (query.isPlaceholderData ? undefined : query.data[index]);
      states.set(key, result ? { status: 'success', result, isStale: query.isPlaceholderData } : { status: 'pending' });
    });
  });
  return states;
}
