import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../testing/msw-server';
import { createTestQueryClient } from '../testing/render-app';
import { resultsRouteLoader } from './results-route-loader';
import { resultsPage } from './route-pages';
import { ASYNC_TIMEOUT_MS } from '../testing/async-timeout';

/** Run the route's loader as the router would for this URL. */
function load(path: string, queryClient = createTestQueryClient()) {
  const url = new URL(path, 'http://localhost');
  const entityType = url.pathname.slice(1);
  const result = resultsRouteLoader(queryClient)({
    params: { entityType },
    request: new Request(url),
    context: undefined,
  } as never);
  return { result, queryClient };
}

describe('the results route loader', () => {
  it('asks for the page of results the URL shows before the page renders, and loads its code, returning at once', async () => {
    const requested: string[] = [];
    server.use(
      http.get('/api/works', ({ request }) => {
        requested.push(new URL(request.url).search);
        return HttpResponse.json({ meta: { count: 7 }, results: [] });
      }),
    );
    const { result, queryClient } = load('/works?page=2&per_page=50&sort=publication_year:desc');
    expect(result).toBeNull();
    await expect.poll(() => resultsPage.loaded(), { timeout: ASYNC_TIMEOUT_MS }).toBeDefined();
    await expect.poll(() => requested.length, { timeout: ASYNC_TIMEOUT_MS }).toBe(1);
    const query = new URLSearchParams(requested[0]);
    expect(query.get('page')).toBe('2');
    expect(query.get('per_page')).toBe('50');
    expect(query.get('sort')).toBe('publication_year:desc');
    // The page's own query (same key) finds the answer in the cache.
    await expect
      .poll(() => queryClient.getQueryCache().findAll({ queryKey: ['data', 'works', 'list'] })[0]?.state.data)
      .toMatchObject({ meta: { count: 7 } });
  });

  it('asks for nothing on an entity page or an unknown path', async () => {
    const requested: string[] = [];
    server.use(
      http.get('/api/*', ({ request }) => {
        requested.push(request.url);
        return HttpResponse.json({});
      }),
    );
    const a = load('/W2741809807');
    const b = load('/no-such-page');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(a.queryClient.getQueryCache().getAll()).toHaveLength(0);
    expect(b.queryClient.getQueryCache().getAll()).toHaveLength(0);
    expect(requested).toEqual([]);
  });
});
