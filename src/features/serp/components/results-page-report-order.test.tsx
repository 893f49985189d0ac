import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { emptyDataApiHandlers } from '../../../testing/data-api-handlers';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render-app';
import { withDesktopViewport } from '../../../testing/viewport';

/** Requests to /api/works, in the order they reached the API: 'list …' or 'groups …' by filter. */
let calls: string[];
let releaseList: () => void;

beforeEach(() => {
  calls = [];
  withDesktopViewport();
  let listGate = Promise.resolve();
  releaseList = () => undefined;
  // Handlers given first are tried first: this one before the empty catalogue's.
  server.use(
    http.get('/api/works', async ({ request }) => {
      const params = new URL(request.url).searchParams;
      const filter = params.get('filter') ?? '';
      const meta = { count: filter ? 5 : 9, db_response_time_ms: 1, page: 1, per_page: 10, groups_count: null };
      const groupBys = params.get('group_bys');
      if (groupBys) {
        calls.push(`groups ${filter}`);
        const keys = groupBys.split(',');
        return HttpResponse.json({
          meta,
          group_bys: keys.map((key) => ({ group_by_key: key, groups: [], groups_count: 0 })),
        });
      }
      if (params.get('group_by')) return HttpResponse.json({ meta: { ...meta, groups_count: 0 }, group_by: [] });
      calls.push(`list ${filter}`);
      if (filter) await listGate;
      return HttpResponse.json({ meta, results: [], group_by: [] });
    }),
    // the filter chip names the type
    http.get('/api/types/:id', ({ params }) =>
      HttpResponse.json({ id: `https://openalex.org/types/${String(params.id)}`, display_name: String(params.id) }),
    ),
    ...emptyDataApiHandlers,
  );
  // The next filtered list answers only when the test says so.
  listGate = new Promise<void>((resolve) => (releaseList = resolve));
});

describe('results page: a filter change', () => {
  it("asks for the report's groups once the list has its new results, not before", async () => {
    const { router } = renderApp('/works');
    expect(await screen.findByText('9 results')).toBeVisible();
    await waitFor(() => expect(calls).toContain('groups '));

    await act(() => router.navigate('/works?filter=type:article'));
    await waitFor(() => expect(calls).toContain('list type:article'));
    // The list is still loading: the report has not asked for the new filter's groups.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(calls).not.toContain('groups type:article');

    act(() => releaseList());
    expect(await screen.findByText('5 results')).toBeVisible();
    await waitFor(() => expect(calls).toContain('groups type:article'));
    expect(calls.indexOf('groups type:article')).toBeGreaterThan(calls.indexOf('list type:article'));
  });
});
