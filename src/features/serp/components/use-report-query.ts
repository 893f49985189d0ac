import { useQueryClient } from '@tanstack/react-query';
import { startTransition, useEffect, useState } from 'react';
import { isClientError, resultsQueryOptions } from '../api/get-results';
import type { ListRequestParams } from '../url-state/serp-params';
import type { UrlFilter } from '../../../lib/filter-url';
import { rejectedFilterKey } from './results-list-notices';

export interface ReportQuery {
  filter: string;
  search: string;
  groupBys: readonly string[];
  /** the filter the list's answer rejected as unknown: the report would fail the same way, so it asks nothing */
  rejectedFilter: string | null;
}

/**
 * What the report cards show, a step behind the URL; null until the list has first answered.
 * The page renders without the report first (its filter row, the list waiting for its results);
 * once the list has its results (or has failed) the report follows, in a transition. The results
 * — what people wait for — get the page's thread and the server to themselves; the cards follow
 * tens of milliseconds later. A list refused for an unknown filter holds the report back: one
 * request, one message. With the list switched off the report follows at once. Equal values keep
 * the same object, so a memoized report is not rendered again for nothing. Null too while there is
 * no request (label filters not yet expanded, or unavailable).
 */
export function useReportQuery(
  entityType: string,
  request: ListRequestParams | null,
  filters: readonly UrlFilter[],
  groupBys: readonly string[],
  waitForList: boolean,
): ReportQuery | null {
  const queryClient = useQueryClient();
  const { filter, search } = request ?? { filter: '', search: '' };
  const [shown, setShown] = useState<ReportQuery | null>(
    waitForList ? null : { filter, search, groupBys, rejectedFilter: null },
  );
  const isBehind =
    request !== null &&
    (shown === null || shown.filter !== filter || shown.search !== search || shown.groupBys.join() !== groupBys.join());
  useEffect(() => {
    if (!isBehind || request === null) return;
    let isCancelled = false;
    const show = (rejectedFilter: string | null) => {
      if (!isCancelled) startTransition(() => setShown({ filter, search, groupBys, rejectedFilter }));
    };
    const listOptions = resultsQueryOptions(entityType, request);
    const listState = queryClient.getQueryState(listOptions.queryKey);
    if (waitForList && isClientError(listState?.error) && listState?.fetchStatus === 'idle') {
      // the list was refused already: its answer decides, without asking again
      show(rejectedFilterKey(listState.error, filters));
    } else if (waitForList) {
      queryClient.ensureQueryData(listOptions).then(
        () => show(null),
        (error: unknown) => show(rejectedFilterKey(error, filters)),
      );
    } else show(null);
    return () => {
      isCancelled = true;
    };
  }, [isBehind, waitForList, queryClient, entityType, request, filter, search, groupBys, filters]);
  return request === null ? null : shown;
}
