import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../api/api-error';
import { http } from '../../../api/http-clients';
import { OqlConfig } from '../../../lib/oql/config';
import type { OqlEntitiesConfig } from '../../../lib/oql/types';

/**
 * `GET {analytics}/entities/config`: the columns the query language reads (spec 2 §7), from the
 * analytics host at run time: the configuration of the engine that runs the questions.
 */
export async function getEntitiesConfig(signal?: AbortSignal): Promise<OqlEntitiesConfig> {
  const response = await http.analytics.get<OqlEntitiesConfig>('/entities/config', { signal });
  return response.data;
}

export function entitiesConfigQueryOptions() {
  return queryOptions({
    queryKey: ['data', 'entities', 'config'],
    queryFn: ({ signal }) => getEntitiesConfig(signal),
    // the server lets caches keep it five minutes; within a session it does not change
    staleTime: Infinity,
    select: (entities) => new OqlConfig(entities),
  });
}

export function useOqlConfig() {
  return useQuery(entitiesConfigQueryOptions());
}

/** Spec 2 §8: 'Failed to load configs: {status}'. */
export function configLoadErrorMessage(error: unknown): string {
  return `Failed to load configs: ${error instanceof ApiError ? error.status : 0}`;
}
