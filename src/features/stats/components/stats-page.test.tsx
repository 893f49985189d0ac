import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { emptyDataApiHandlers } from '../../../testing/data-api-handlers';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render-app';

const COUNTS = {
  works: 1234567,
  authors: 89012,
  sources: 6789,
  institutions: 345,
  publishers: 12,
  funders: 3456,
  topics: 4516,
  countries: 250,
};

function meta(count: number) {
  return { meta: { count, db_response_time_ms: 1, page: 1, per_page: 1 }, results: [], group_by: [] };
}

/** Records the data API paths and filters asked for. */
function recordCalls() {
  const calls: URL[] = [];
  server.events.on('request:start', ({ request }) => calls.push(new URL(request.url)));
  return calls;
}

afterEach(() => server.events.removeAllListeners());

beforeEach(() => {
  // The first matching handler answers: these before the empty catalogue's.
  server.use(
    http.get('/api/counts', () => HttpResponse.json(COUNTS)),
    http.get('/api/works', ({ request }) => {
      const filter = new URL(request.url).searchParams.get('filter');
      return HttpResponse.json(meta(filter === 'open_access.is_oa:true' ? 456789 : 0));
    }),
    ...emptyDataApiHandlers,
  );
});

describe('Stats page', () => {
  it('is titled with the product name and shows each total locale-formatted', async () => {
    renderApp('/stats');
    expect(await screen.findByRole('heading', { level: 1, name: 'Alexandria Stats' })).toBeVisible();
    const counts = screen.getByRole('region', { name: 'Catalogue counts' });
    expect(await within(counts).findByRole('button', { name: /^Works\s*1,234,567$/ })).toBeVisible();
    expect(within(counts).getByRole('button', { name: /^Authors\s*89,012$/ })).toBeVisible();
    expect(within(counts).getByText('345')).toBeVisible(); // institutions: no breakdown, so no panel
    await waitFor(() => expect(document.title).toContain('Alexandria Stats'));
  });

  it("loads a panel's breakdown only when it is opened", async () => {
    const calls = recordCalls();
    const { user } = renderApp('/stats');
    const works = await screen.findByRole('button', { name: /^Works\s*1,234,567$/ });
    const askedOpenAccess = () => calls.some((url) => url.searchParams.get('filter') === 'open_access.is_oa:true');
    expect(askedOpenAccess()).toBe(false);
    await user.click(works);
    expect(works).toHaveAttribute('aria-expanded', 'true');
    const row = await screen.findByText('Open-access works');
    expect(row.nextElementSibling).toBeTruthy();
    await waitFor(() => expect(row.nextElementSibling).toHaveTextContent('456,789'));
    expect(askedOpenAccess()).toBe(true);
  });

  it('has a current-stats card per entity type, each linking to its list', async () => {
    renderApp('/stats');
    const cards = await screen.findByRole('region', { name: 'Current stats' });
    const topics = await within(cards).findByRole('link', { name: /4,516\s*Topics/ });
    expect(topics).toHaveAttribute('href', '/topics');
    expect(within(cards).getByRole('link', { name: /250\s*Countries/ })).toHaveAttribute('href', '/countries');
  });

  it('counts each type with its own call when the data host has no /counts', async () => {
    server.use(
      http.get('/api/counts', () => HttpResponse.json({ error: 'Not found' }, { status: 404 })),
      http.get('/api/:entityType', ({ params }) => HttpResponse.json(meta(params.entityType === 'funders' ? 77 : 1))),
    );
    renderApp('/stats');
    const counts = await screen.findByRole('region', { name: 'Catalogue counts' });
    expect(await within(counts).findByText('77')).toBeVisible();
  });
});
