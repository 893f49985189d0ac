import type { QueryClient } from '@tanstack/react-query';
import type { EntityType } from '../../entities/entity-types';
import { resultsQueryOptions } from './api/get-results';
import { listRequestParams, readSerpState } from './url-state/serp-params';

/**
 * Ask for a results route's first page as soon as the route matches, while the page's code is
 * still loading; the page then finds the request under way (same query key) instead of starting
 * it after its first render.
 */
export function prefetchResults(queryClient: QueryClient, entityType: EntityType, search: URLSearchParams): void {
  const state = readSerpState(entityType, search);
  if (!state.views.list) return;
  void queryClient.prefetchQuery(resultsQueryOptions(entityType, listRequestParams(state)));
}
