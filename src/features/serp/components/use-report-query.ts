import { useQueryClient } from '@tanstack/react-query';
import { startTransition, useEffect, useState } from 'react';
import { resultsQueryOptions } from '../api/get-results';
import type { ListRequestParams } from '../url-state/serp-params';

export interface ReportQuery {
  filter: string;
  search: string;
  groupBys: readonly string[];
}

/**
 * What the report cards show, a step behind the URL. After a change the page renders without the
 * report first (its filter row, the list waiting for its results); once the list has its results
 * (or has failed) the report follows, in a transition. The results — what people wait for — get
 * the page's thread and the server to themselves; the cards follow tens of milliseconds later.
 * With the list switched off the report follows at once. Equal values keep the same object, so a
 * memoized report is not rendered again for nothing.
 */
export function useReportQuery(
  entityType: string,
  request: ListRequestParams,
  groupBys: readonly string[],
  waitForList: boolean,
): ReportQuery {
  const queryClient = useQueryClient();
  const { filter, search } = request;
  const [shown, setShown] = useState<ReportQuery>({ filter, search, groupBys });
  const isBehind = shown.filter !== filter || shown.search !== search || shown.groupBys.join() !== groupBys.join();
  useEffect(() => {
    if (!isBehind) return;
    let isCancelled = false;
    const show = () => {
      if (!isCancelled) startTransition(() => setShown({ filter, search, groupBys }));
    };
    if (waitForList) queryClient.ensureQueryData(resultsQueryOptions(entityType, request)).then(show, show);
    else show();
    return () => {
      isCancelled = true;
    };
  }, [isBehind, waitForList, queryClient, entityType, request, filter, search, groupBys]);
  return shown;
}
