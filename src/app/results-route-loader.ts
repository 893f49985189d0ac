import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { entityTypeOfId, isEntityType } from '../entities/entity-types';
import { entityPage, resultsPage } from './route-pages';

/**
 * Loader of `/:entityType`: on a results route, start loading the results page's code and its
 * first page of results at once, side by side, instead of one after the other (route chunk,
 * then page chunk, then the request the page makes when it first renders). Returns at once, so
 * the shell renders meanwhile; the page comes in when its code is there (see LoadedPart) and
 * renders from the query cache.
 */
export function resultsRouteLoader(queryClient?: QueryClient) {
  return ({ params, request }: LoaderFunctionArgs): null => {
    const entityType = params.entityType ?? '';
    if (!isEntityType(entityType)) {
      if (entityTypeOfId(entityType)) entityPage.load().catch(() => undefined);
      return null;
    }
    resultsPage.load().catch(() => undefined);
    if (queryClient) {
      const search = new URL(request.url).searchParams;
      import('../features/serp/prefetch-results')
        .then((m) => m.prefetchResults(queryClient, entityType, search))
        .catch(() => undefined);
    }
    return null;
  };
}
