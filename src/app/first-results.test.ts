import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../testing/msw-server';
import { createTestQueryClient } from '../testing/render-app';
import { ASYNC_TIMEOUT_MS } from '../testing/async-timeout';
import { firstResultsScript } from '../api/first-results';
import { firstResultsUrls } from './first-results-urls';
import { resultsRouteLoader } from './results-route-loader';

const PAGE = { meta: { count: 3 }, results: [{ id: 'https://openalex.org/W1', display_name: 'Early' }] };

/** Run the results route's loader for this URL, as the router does; the page's query data. */
function load(path: string) {
  const queryClient = createTestQueryClient();
  const url = new URL(path, 'http://localhost');
  resultsRouteLoader(queryClient)({ params: { entityType: 'works' }, request: new Request(url) } as never);
  return () => queryClient.getQueryCache().findAll({ queryKey: ['data', 'works', 'list'] })[0]?.state.data;
}

function countRequests(): string[] {
  const requested: string[] = [];
  server.use(
    http.get('/api/works', ({ request }) => {
      requested.push(new URL(request.url).search);
      return HttpResponse.json({ meta: { count: 7 }, results: [] });
    }),
  );
  return requested;
}

afterEach(() => {
  delete window.alexandriaFirstResults;
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('the first page of results asked for by index.html', () => {
  it('is what a results route without a query string shows, and the app does not ask again', async () => {
    const requested = countRequests();
    window.alexandriaFirstResults = { url: firstResultsUrls('/api')['/works']!, body: Promise.resolve(PAGE) };
    const data = load('/works');
    await expect.poll(data, { timeout: ASYNC_TIMEOUT_MS }).toEqual(PAGE);
    expect(requested).toEqual([]);
  });

  it('is asked for again by the app when it failed, and left alone by another URL', async () => {
    const requested = countRequests();
    window.alexandriaFirstResults = { url: firstResultsUrls('/api')['/works']!, body: Promise.resolve(null) };
    await expect.poll(load('/works'), { timeout: ASYNC_TIMEOUT_MS }).toMatchObject({ meta: { count: 7 } });
    window.alexandriaFirstResults = { url: firstResultsUrls('/api')['/works']!, body: Promise.resolve(PAGE) };
    await expect.poll(load('/works?page=2'), { timeout: ASYNC_TIMEOUT_MS }).toMatchObject({ meta: { count: 7 } });
    expect(requested).toHaveLength(2);
  });

  it("is fetched by the page's script on a results route, with the build's headers, and not with a query string", async () => {
    const fetch = vi.fn(() => Promise.resolve(new Response(JSON.stringify(PAGE))));
    vi.stubGlobal('fetch', fetch);
    const urls = firstResultsUrls('https://data.example/api');
    const run = new Function(firstResultsScript(urls, { Authorization: 'Bearer k' }));
    window.history.replaceState(null, '', '/works?page=2');
    run();
    expect(fetch).not.toHaveBeenCalled();
    window.history.replaceState(null, '', '/works/');
    run();
    expect(fetch).toHaveBeenCalledWith(urls['/works'], { headers: { Authorization: 'Bearer k' } });
    expect(urls['/works']).toMatch(/^https:\/\/data\.example\/api\/works\?.*per_page=10/);
    await expect(window.alexandriaFirstResults?.body).resolves.toEqual(PAGE);
  });
});
