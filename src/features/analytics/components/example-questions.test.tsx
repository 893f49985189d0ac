import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { ANALYTICS_EXAMPLES } from '../../../lib/analytics-examples';
import { ASYNC_TIMEOUT_MS } from '../../../testing/async-timeout';
import { emptyDataApiHandlers } from '../../../testing/data-api-handlers';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render-app';
import { logInTestUser } from '../../../testing/saved-search-handlers';
import { resetSession } from '../../../testing/session';
import type { AnalyticsSearch } from '../api/searches';

const search = (changes: Partial<AnalyticsSearch> = {}): AnalyticsSearch => ({
  id: 'abc123',
  query: { get_rows: 'countries', show_columns: ['display_name', 'count(works)'] },
  oql: 'get countries; sort by count(works) desc; show display_name, count(works);',
  redshift_sql: 'SELECT 1',
  is_completed: true,
  results_header: [
    {
      id: 'display_name',
      type: 'string',
      displayName: 'name',
      isDate: false,
      actions: [],
      actionsPopular: [],
      objectEntity: null,
    },
    {
      id: 'count(works)',
      type: 'number',
      displayName: 'works count',
      isDate: false,
      actions: [],
      actionsPopular: [],
      objectEntity: null,
    },
  ],
  results: [
    { id: 'countries/FR', cells: { display_name: 'France', 'count(works)': 1234 } },
    { id: 'countries/JP', cells: { display_name: 'Japan', 'count(works)': 56 } },
  ],
  meta: { count: 2, works_count: 1290, page: 1, per_page: 100 },
  timestamps: { started: null, completed: null, duration: 0.1, duration_core_percent: 90 },
  backend_error: null,
  underlying_works_filter: null,
  ...changes,
});

/** The columns the query language reads, as GET /entities/config serves them (a small part). */
const served = {
  countries: {
    id: 'countries',
    showOnTablePage: ['display_name', 'count(works)'],
    sortByDefault: 'count(works)',
    sortDirDefault: 'desc',
    columns: {
      display_name: { id: 'display_name', displayName: 'name', actions: ['sort', 'column'] },
      'count(works)': {
        id: 'count(works)',
        displayName: 'works count',
        type: 'number',
        actions: ['filter', 'sort', 'column'],
      },
    },
  },
  works: {
    id: 'works',
    columns: {
      publication_year: {
        id: 'publication_year',
        displayName: 'year',
        type: 'number',
        actions: ['filter', 'sort', 'column'],
      },
    },
  },
};

const shown = ANALYTICS_EXAMPLES.filter((example) => !example.broken);
const cards = () => screen.getAllByRole('button').filter((button) => button.closest('.MuiCard-root'));

beforeEach(() => {
  resetSession();
  server.use(
    ...emptyDataApiHandlers,
    http.get('/api/entities/config', () => HttpResponse.json(served)),
  );
});

describe('the example questions on the home page', () => {
  it('lists every working example, newest first, and narrows by every typed word', async () => {
    const { user } = renderApp('/');
    expect(
      await screen.findByRole('heading', { name: 'Example questions' }, { timeout: ASYNC_TIMEOUT_MS }),
    ).toBeVisible();
    expect(cards()).toHaveLength(shown.length);
    expect(cards()[0]).toHaveTextContent(shown[shown.length - 1]!.question);
    await user.type(screen.getByLabelText('Search Examples...'), 'FWCI countries');
    const left = shown.filter(
      (e) =>
        /fwci/i.test(`${e.question} ${e.type} ${e.category}`) &&
        /countries/i.test(`${e.question} ${e.type} ${e.category}`),
    );
    expect(left.length).toBeGreaterThan(0);
    expect(cards().map((card) => card.textContent)).toEqual(left.map((e) => expect.stringContaining(e.question)));
  });

  it('chooses a type or a category in the dropdown, one at a time', async () => {
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('combobox', { name: 'Questions' }, { timeout: ASYNC_TIMEOUT_MS }));
    await user.click(screen.getByRole('option', { name: 'authors' }));
    expect(cards()).toHaveLength(shown.filter((e) => e.type === 'authors').length);
    await user.click(screen.getByRole('combobox', { name: 'Questions' }));
    await user.click(screen.getByRole('option', { name: 'rankings' }));
    expect(cards()).toHaveLength(shown.filter((e) => e.category === 'rankings').length);
  });

  it('asks a visitor to log in before a search runs', async () => {
    const { user } = renderApp('/');
    await screen.findByRole('heading', { name: 'Example questions' }, { timeout: ASYNC_TIMEOUT_MS });
    await user.click(cards()[0]!);
    expect(await screen.findByText('To run analytics searches, you must be signed up and logged in.')).toBeVisible();
  });

  it('sends a user who is not a tester to the alpha-testing notice', async () => {
    logInTestUser();
    const { user, router } = renderApp('/');
    await screen.findByRole('heading', { name: 'Example questions' }, { timeout: ASYNC_TIMEOUT_MS });
    await user.click(cards()[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/analytics-testing'));
  });

  it("creates a tester's search from the card's query and opens its results", async () => {
    const posted: unknown[] = [];
    server.use(
      http.post('/api/analytics', async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json(search({ is_completed: false }), { status: 201 });
      }),
      http.get('/api/analytics/abc123', () => HttpResponse.json(search())),
      http.post('/api/events', async ({ request }) => {
        events.push(await request.json());
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const events: unknown[] = [];
    logInTestUser({ is_tester: true });
    const { user, router } = renderApp('/');
    await screen.findByRole('heading', { name: 'Example questions' }, { timeout: ASYNC_TIMEOUT_MS });
    await user.click(cards()[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/s/abc123'));
    expect(posted).toEqual([{ query: shown[shown.length - 1]!.query }]);
    const table = await screen.findByRole('grid', { name: 'Search results' }, { timeout: ASYNC_TIMEOUT_MS });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['nameworks count', 'France1,234', 'Japan56']);
    expect(screen.getByText('2 results from 1,290 works')).toBeVisible();
    expect(await screen.findByRole('textbox', { name: 'OQL' })).toHaveValue(search().oql);
    // the completed search is reported as a search event (spec 2, "Analytics tracking")
    await waitFor(() => expect(events).toEqual([expect.objectContaining({ type: 'search', entity: 'countries' })]));
  });
  it("says why the server refused a tester's search (too many of theirs running)", async () => {
    const refusal =
      'You have 4 analytics searches or downloads waiting or running, the most one account may have; wait for one to finish (or cancel it) and try again.';
    server.use(
      http.post('/api/analytics', () =>
        HttpResponse.json(
          { error: 'Too many requests', message: refusal },
          { status: 429, headers: { 'Retry-After': '5' } },
        ),
      ),
    );
    logInTestUser({ is_tester: true });
    const { user, router } = renderApp('/');
    await screen.findByRole('heading', { name: 'Example questions' }, { timeout: ASYNC_TIMEOUT_MS });
    await user.click(cards()[0]!);
    expect(await screen.findByText(`Search creation failed. ${refusal}`)).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('/s/:id', () => {
  it('shows the progress while the search runs, then its rows', async () => {
    let reads = 0;
    server.use(http.get('/api/analytics/abc123', () => HttpResponse.json(search({ is_completed: ++reads > 1 }))));
    logInTestUser({ is_admin: true });
    renderApp('/s/abc123');
    expect(await screen.findByRole('status', {}, { timeout: ASYNC_TIMEOUT_MS })).toHaveTextContent(
      'Starting the search…',
    );
    expect(await screen.findByRole('grid', { name: 'Search results' }, { timeout: ASYNC_TIMEOUT_MS })).toBeVisible();
    expect(reads).toBeGreaterThanOrEqual(2);
  });

  it("says 'Search error:' with the engine's message, and when nothing was found", async () => {
    server.use(
      http.get('/api/analytics/bad', () =>
        HttpResponse.json(search({ id: 'bad', backend_error: 'The search took longer than 60 s and was stopped.' })),
      ),
      http.get('/api/analytics/none', () =>
        HttpResponse.json(
          search({ id: 'none', results: [], meta: { count: 0, works_count: 0, page: 1, per_page: 100 } }),
        ),
      ),
    );
    logInTestUser({ is_tester: true });
    renderApp('/s/bad');
    expect(
      await screen.findByText(
        'Search error: The search took longer than 60 s and was stopped.',
        {},
        { timeout: ASYNC_TIMEOUT_MS },
      ),
    ).toBeVisible();
    renderApp('/s/none');
    expect(
      await screen.findByText('No results found for this query.', {}, { timeout: ASYNC_TIMEOUT_MS }),
    ).toBeVisible();
  });
});

describe('the OQL of a search', () => {
  it('underlines an error where the parser places it, and runs a corrected query as a new search', async () => {
    const posted: unknown[] = [];
    server.use(
      http.get('/api/analytics/abc123', () => HttpResponse.json(search())),
      http.post('/api/analytics', async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json(search({ id: 'def456' }), { status: 201 });
      }),
      http.get('/api/analytics/def456', () => HttpResponse.json(search({ id: 'def456' }))),
    );
    logInTestUser({ is_tester: true });
    const { user, router } = renderApp('/s/abc123');
    const editor = await screen.findByRole('textbox', { name: 'OQL' }, { timeout: ASYNC_TIMEOUT_MS });
    expect(screen.queryByRole('button', { name: 'Run Search' })).not.toBeInTheDocument();

    await user.clear(editor);
    await user.type(editor, 'get planets;');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Line 1, column 5: planets is not a valid subjectEntity',
    );
    expect(screen.getByTestId('oql-error-span')).toHaveTextContent('planets');
    expect(screen.getByRole('button', { name: 'Run Search' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(editor).toHaveValue(search().oql);

    await user.clear(editor);
    await user.type(editor, 'using works where publication_year is 2020; get countries;');
    await user.click(screen.getByRole('button', { name: 'Run Search' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/s/def456'));
    expect(posted).toEqual([
      { query: { get_rows: 'countries', filter_works: [{ column_id: 'publication_year', value: 2020 }] } },
    ]);
  });
});
