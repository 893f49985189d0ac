import type { QueryClient } from '@tanstack/react-query';
import type { EntityType } from '../../entities/entity-types';
import { resultsQueryOptions } from './api/get-results';
import { listRequestParams, readSerpState } from './url-state/serp-params';

/**
 * Ask for the page of results a results URL shows, ahead of the render that shows it: when the
 * route first matches (while the page's code loads) and when the page changes its URL. The page
 * then finds the request under way (same query key) instead of starting it after rendering.
 */
export function prefetchResults(queryClient: QueryClient, entityType: EntityType, search: URLSearchParams): void {
  const state = readSerpState(entityType, search);
  if (!state.views.list) return;
  void queryClient.prefetchQuery(resultsQueryOptions(entityType, listRequestParams(state)));
}
