import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '../../../testing/msw-server';
import { createTestQueryClient } from '../../../testing/render-app';
import { StatsPanel } from './stats-panel';

const TOTALS = { works: 1234567, authors: 89012, institutions: 345, sources: 6789, publishers: 12, funders: 3456 };

function renderPanel(refreshIntervalMs?: number) {
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <StatsPanel {...(refreshIntervalMs ? { refreshIntervalMs } : {})} />
    </QueryClientProvider>,
  );
  return { user };
}

/** Records every call to the data host as `path?query` so tests can count them. */
function recordCalls() {
  const calls: URL[] = [];
  server.events.on('request:start', ({ request }) => calls.push(new URL(request.url)));
  return {
    count: (path: string, param?: [string, string]) =>
      calls.filter((url) => url.pathname === path && (!param || url.searchParams.get(param[0]) === param[1])).length,
    all: calls,
  };
}

function countsHandler(totals: Record<string, number> = TOTALS) {
  return http.get('/api/counts', () => HttpResponse.json({ ...totals, topics: 4516 }));
}

function meta(count: number) {
  return { meta: { count, db_response_time_ms: 1, page: 1, per_page: 1 }, results: [] };
}

const WORKS_BY_TYPE = [
  { key: 'https://openalex.org/types/article', key_display_name: 'article', count: 1000 },
  { key: 'https://openalex.org/types/book-chapter', key_display_name: 'book-chapter', count: 250 },
  { key: 'https://openalex.org/types/dissertation', key_display_name: 'dissertation', count: 40 },
  { key: 'https://openalex.org/types/book', key_display_name: 'book', count: 12345 },
  { key: 'https://openalex.org/types/preprint', key_display_name: 'preprint', count: 77 },
];

/** Role queries over a table are slow in jsdom; the first render of a run also pays for module loading. */
function findRow(name: string) {
  return screen.findByRole('row', { name });
}

afterEach(() => {
  server.events.removeAllListeners();
  vi.restoreAllMocks();
});

describe('StatsPanel', () => {
  it('shows every catalogue total, locale-formatted, from one /counts call', async () => {
    const calls = recordCalls();
    server.use(countsHandler());
    renderPanel();

    expect(await findRow('Works 1,234,567')).toBeVisible();
    expect(screen.getByRole('row', { name: 'Authors 89,012' })).toBeVisible();
    expect(screen.getByRole('row', { name: 'Institutions 345' })).toBeVisible();
    expect(screen.getByRole('row', { name: 'Sources 6,789' })).toBeVisible();
    expect(screen.getByRole('row', { name: 'Publishers 12' })).toBeVisible();
    expect(screen.getByRole('row', { name: 'Funders 3,456' })).toBeVisible();
    expect(calls.count('/api/counts', ['bypass_cache', 'true'])).toBe(1);
    expect(calls.all).toHaveLength(1);
  });

  it('counts each entity type on its own when the data host has no /counts', async () => {
    server.use(
      http.get('/api/counts', () =>
        HttpResponse.json({ error: 'Not found', message: 'No such path' }, { status: 404 }),
      ),
      http.get('/api/:entityType', ({ params, request }) => {
        const entityType = String(params.entityType) as keyof typeof TOTALS;
        expect(new URL(request.url).searchParams.get('bypass_cache')).toBe('true');
        return HttpResponse.json(meta(TOTALS[entityType]));
      }),
    );
    renderPanel();
    expect(await findRow('Works 1,234,567')).toBeVisible();
    expect(screen.getByRole('row', { name: 'Funders 3,456' })).toBeVisible();
  });

  it('loads a breakdown only when its row is expanded, the work types from one group_by call', async () => {
    const calls = recordCalls();
    server.use(
      countsHandler(),
      http.get('/api/works', ({ request }) => {
        const params = new URL(request.url).searchParams;
        expect(params.get('bypass_cache')).toBe('true');
        if (params.get('group_by') === 'type')
          return HttpResponse.json({ meta: meta(13712).meta, group_by: WORKS_BY_TYPE });
        const filter = params.get('filter');
        if (filter === 'open_access.is_oa:true') return HttpResponse.json(meta(600000));
        if (filter === 'institutions.is_global_south:true') return HttpResponse.json(meta(98765));
        return HttpResponse.json({ error: 'Invalid query', message: `unexpected ${params}` }, { status: 400 });
      }),
    );
    const { user } = renderPanel();
    await findRow('Works 1,234,567');

    const worksButton = screen.getByRole('button', { name: 'Works' });
    expect(worksButton).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('row', { name: /Open-access works/ })).not.toBeInTheDocument();
    expect(calls.count('/api/works')).toBe(0);

    await user.click(worksButton);
    expect(worksButton).toHaveAttribute('aria-expanded', 'true');
    expect(await findRow('Open-access works 600,000')).toBeVisible();
    expect(await findRow('Articles 1,000')).toBeVisible();
    expect(screen.getByRole('row', { name: 'Book chapters 250' })).toBeVisible();
    expect(screen.getByRole('row', { name: 'Dissertations 40' })).toBeVisible();
    expect(screen.getByRole('row', { name: 'Books 12,345' })).toBeVisible();
    // No dataset group in the answer means no datasets.
    expect(screen.getByRole('row', { name: 'Datasets 0' })).toBeVisible();
    expect(await findRow('Global South works 98,765')).toBeVisible();
    expect(calls.count('/api/works', ['group_by', 'type'])).toBe(1);
    expect(calls.count('/api/works')).toBe(3);

    // Other rows' breakdowns are still not loaded.
    expect(screen.getByRole('button', { name: 'Authors' })).toHaveAttribute('aria-expanded', 'false');
    expect(calls.count('/api/authors')).toBe(0);

    await user.click(worksButton);
    expect(worksButton).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('row', { name: /Articles/ })).not.toBeInTheDocument();
  });

  it('shows the author and source breakdowns with their own calls', async () => {
    server.use(
      countsHandler(),
      http.get('/api/authors', ({ request }) => {
        const filter = new URL(request.url).searchParams.get('filter');
        return HttpResponse.json(meta(filter === 'has_orcid:true' ? 4321 : 1111));
      }),
      http.get('/api/sources', ({ request }) => {
        expect(new URL(request.url).searchParams.get('filter')).toBe('is_oa:true');
        return HttpResponse.json(meta(2222));
      }),
    );
    const { user } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Authors' }));
    expect(await findRow('Authors with ORCID 4,321')).toBeVisible();
    expect(await findRow('Global South authors 1,111')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Sources' }));
    expect(await findRow('Open-access sources 2,222')).toBeVisible();
    // Rows with nothing to break down have no expand button.
    expect(screen.queryByRole('button', { name: 'Institutions' })).not.toBeInTheDocument();
  });

  it('keeps counts fresh, but a failed count shows a dash and is not asked for again', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const calls = recordCalls();
    let works = TOTALS.works;
    server.use(
      http.get('/api/counts', () => HttpResponse.json({ ...TOTALS, works: works++ })),
      http.get('/api/sources', () => HttpResponse.json({ error: 'Server error' }, { status: 500 })),
    );
    const { user } = renderPanel(50);
    expect(await findRow('Works 1,234,567')).toBeVisible();
    expect(await findRow('Works 1,234,568')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Sources' }));
    const failed = await findRow('Open-access sources Could not load');
    expect(within(failed).getByText('—')).toBeVisible();
    expect(logged).toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    const totalsBefore = calls.count('/api/counts');
    await waitFor(() => expect(calls.count('/api/counts')).toBeGreaterThan(totalsBefore + 2));
    expect(calls.count('/api/sources')).toBe(1);
    expect(screen.getByRole('row', { name: 'Open-access sources Could not load' })).toBeVisible();
  });

  it('shows a dash on every total when the totals fail, and stops refreshing them', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const calls = recordCalls();
    server.use(http.get('/api/counts', () => HttpResponse.json({ error: 'Server error' }, { status: 503 })));
    renderPanel(50);
    expect(await findRow('Works Could not load')).toBeVisible();
    expect(screen.getByRole('row', { name: 'Funders Could not load' })).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(calls.count('/api/counts')).toBe(1);
  });
});
