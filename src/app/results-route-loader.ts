import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { isEntityType } from '../entities/entity-types';

/**
 * Loader of `/:entityType`: on a results route, start loading the results page's code and its
 * first page of results at once, side by side, instead of one after the other (route chunk,
 * then page chunk, then the request the page makes when it first renders). Returns at once;
 * the page renders from the query cache and its own lazy import.
 */
export function resultsRouteLoader(queryClient?: QueryClient) {
  return ({ params, request }: LoaderFunctionArgs): null => {
    const entityType = params.entityType ?? '';
    if (!isEntityType(entityType)) return null;
    import('../features/serp/components/results-page').catch(() => undefined);
    if (queryClient) {
      const search = new URL(request.url).searchParams;
      import('../features/serp/prefetch-results')
        .then((m) => m.prefetchResults(queryClient, entityType, search))
        .catch(() => undefined);
    }
    return null;
  };
}
