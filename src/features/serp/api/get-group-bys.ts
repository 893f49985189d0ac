import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../api/http-clients';
import type { GroupBysResult, GroupRow, ListMeta } from './openalex-types';
import { serpKeys } from './serp-keys';

interface GroupBysResponse {
  meta: ListMeta;
  group_bys?: { group_by_key: string; groups: GroupRow[]; groups_count?: number | null }[];
}

interface GroupByResponse {
  meta: ListMeta;
  group_by: GroupRow[];
}

/**
 * Every group-by card's rows in one request (`group_bys=a,b,c`); an API without `group_bys` (no such
 * field in its answer) gets one `group_by` request per key instead.
 */
export async function getGroupBys(
  entityType: string,
  filter: string,
  search: string,
  keys: readonly string[],
  signal?: AbortSignal,
): Promise<GroupBysResult[]> {
  if (keys.length === 0) return [];
  const common = { filter, search };
  const response = await http.data.get<GroupBysResponse>(`/${entityType}`, {
    params: { ...common, group_bys: keys.join(',') },
    signal,
  });
  if (Array.isArray(response.data.group_bys)) {
    return response.data.group_bys.map((entry) => ({
      groupByKey: entry.group_by_key,
      groups: entry.groups,
      groupsCount: entry.groups_count ?? null,
      recordsCount: response.data.meta.count ?? null,
    }));
  }
  return Promise.all(keys.map((key) => getGroupBy(entityType, filter, search, key, signal)));
}

/** One group_by (up to 200 groups), e.g. for a card's More dialog or a download. */
export async function getGroupBy(
  entityType: string,
  filter: string,
  search: string,
  key: string,
  signal?: AbortSignal,
): Promise<GroupBysResult> {
  const response = await http.data.get<GroupByResponse>(`/${entityType}`, {
    params: { filter, search, group_by: key, per_page: 200 },
    signal,
  });
  return {
    groupByKey: key,
    groups: response.data.group_by,
    groupsCount: response.data.meta.groups_count ?? null,
    recordsCount: response.data.meta.count ?? null,
  };
}

export function groupBysQueryOptions(entityType: string, filter: string, search: string, keys: readonly string[]) {
  return queryOptions({
    queryKey: serpKeys.groupBys(entityType, filter, search, keys),
    queryFn: ({ signal }) => getGroupBys(entityType, filter, search, keys, signal),
    staleTime: 60_000,
  });
}

export function useGroupBys(entityType: string, filter: string, search: string, keys: readonly string[]) {
  return useQuery(groupBysQueryOptions(entityType, filter, search, keys));
}
