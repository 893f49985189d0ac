import type { QueryClient } from '@tanstack/react-query';
import type { EntityType } from '../../entities/entity-types';
import { labelIdsOfFilters } from '../../lib/label-filter';
import { resultsQueryOptions } from './api/get-results';
import { listRequestParams, readSerpState } from './url-state/serp-params';

/**
 * Ask for the page of results a results URL shows, ahead of the render that shows it: when the
 * route first matches (while the page's code loads) and when the page changes its URL. The page
 * then finds the request under way (same query key) instead of starting it after rendering.
 */
export function prefetchResults(queryClient: QueryClient, entityType: EntityType, search: URLSearchParams): void {
  const state = readSerpState(entityType, search);
  // label filters are expanded once the labels are known (useApiFilter): the page asks then
  if (!state.views.list || labelIdsOfFilters(state.filters).length > 0) return;
  void queryClient.prefetchQuery(resultsQueryOptions(entityType, listRequestParams(state)));
}
