import { queryOptions } from '@tanstack/react-query';
import { getGroupBy } from '../api/get-group-bys';
import { reportKeys } from './report-keys';

/** One group-by with up to 200 groups (More dialog, downloads), shared between the two. */
export function groupByQueryOptions(entityType: string, filter: string, search: string, requestKey: string) {
  return queryOptions({
    queryKey: reportKeys.groupBy(entityType, filter, search, requestKey),
    queryFn: ({ signal }) => getGroupBy(entityType, filter, search, requestKey, signal),
    // As the cards: the catalogue changes rarely, and a reopened dialog should not refetch.
    staleTime: 60_000,
  });
}
