import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { entityTypeOfId, isEntityType } from '../entities/entity-types';
import { entityPage, resultsPage } from './route-pages';

/**
 * Loader of `/:entityType`: on a results route, start loading the results page's code and its
 * first page of results at once, side by side, instead of one after the other (route chunk,
 * then page chunk, then the request the page makes when it first renders). It resolves when the
 * page's code is there (not its data), so the page renders without suspending (see
 * route-pages.ts); the results come from the query cache.
 */
export function resultsRouteLoader(queryClient?: QueryClient) {
  return async ({ params, request }: LoaderFunctionArgs): Promise<null> => {
    const entityType = params.entityType ?? '';
    if (!isEntityType(entityType)) {
      if (entityTypeOfId(entityType)) await entityPage.load().catch(() => undefined);
      return null;
    }
    const code = resultsPage.load();
    if (queryClient) {
      const search = new URL(request.url).searchParams;
      import('../features/serp/prefetch-results')
        .then((m) => m.prefetchResults(queryClient, entityType, search))
        .catch(() => undefined);
    }
    // Should the code fail to arrive, the page's own lazy import tries again and reports it.
    await code.catch(() => undefined);
    return null;
  };
}
