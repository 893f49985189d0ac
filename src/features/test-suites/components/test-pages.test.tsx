import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { toTestCases } from '../../../lib/test-suites';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render-app';

const served = {
  works: {
    showOnTablePage: ['display_name'],
    columns: {
      id: { id: 'id', displayName: 'id', actions: ['filter', 'column'] },
      type: { id: 'type', displayName: 'type', actions: ['filter', 'column'] },
      display_name: { id: 'display_name', displayName: 'title', actions: ['column', 'sort'] },
    },
  },
};

/** Two tests as a suite file has them: one whose search finds a work, one whose search finds none. */
const raw = [
  {
    title: 'One work ID',
    oql: 'get works where id is works/W1;',
    tags: ['ids'],
    query: { get_rows: 'works', filter_works: [{ column_id: 'id', value: 'works/W1' }] },
  },
  {
    title: 'Articles',
    oql: 'get works where type is types/article;',
    natLang: ['what articles are there?'],
    query: { get_rows: 'works', filter_works: [{ column_id: 'type', value: 'types/article' }] },
  },
];
const tests = toTestCases(raw);

function serveSuites({ found = 1 }: { found?: number } = {}) {
  const created: unknown[] = [];
  server.use(
    http.get('/api/entities/config', () => HttpResponse.json(served)),
    http.get('/api/test-suites', () =>
      HttpResponse.json({ suites: [{ id: 'disjunctions', file: 'disjunctions.json', count: 2 }] }),
    ),
    http.get('/api/test-suites/disjunctions', () =>
      HttpResponse.json({ id: 'disjunctions', file: 'disjunctions.json', tests }),
    ),
    http.post('/api/searches', async ({ request }) => {
      const body = (await request.json()) as { query: { filter_works: { column_id: string }[] } };
      created.push(body);
      const id = body.query.filter_works[0]!.column_id === 'id' ? 'sid' : 'stype';
      return HttpResponse.json({ id, is_completed: false }, { status: 201 });
    }),
    http.get('/api/searches/:id', ({ params }) =>
      HttpResponse.json({
        id: params.id,
        is_completed: true,
        backend_error: null,
        results: [],
        oql: '',
        meta: { count: params.id === 'sid' ? found : 0, works_count: 0 },
      }),
    ),
  );
  return created;
}

describe('the test-suite pages', () => {
  it('lists the suites as cards with their counts, each leading to its page', async () => {
    serveSuites();
    const { user, router } = renderApp('/tests');
    const card = await screen.findByRole('link', { name: /disjunctions\s*2 tests · disjunctions\.json/ });
    await user.click(card);
    expect(router.state.location.pathname).toBe('/tests/disjunctions');
    expect(await screen.findByRole('heading', { name: 'Test suite disjunctions' })).toBeVisible();
  });

  it('says so when the server has no suites configured', async () => {
    server.use(
      http.get('/api/test-suites', () =>
        HttpResponse.json(
          { error: 'Not configured', message: 'This server serves no test suites: …' },
          { status: 404 },
        ),
      ),
    );
    renderApp('/tests');
    expect(await screen.findByRole('alert')).toHaveTextContent('This server serves no test suites');
  });

  it('reads the suites from a folder URL given as ?suites=, YAML or JSON', async () => {
    server.use(
      http.get('https://suites.example/oql/main.yaml', () =>
        HttpResponse.text('- oql: get works;\n  query:\n    get_rows: works\n'),
      ),
      http.get('https://suites.example/oql/labels.json', () => HttpResponse.text('oops', { status: 500 })),
      http.get('https://suites.example/oql/*', () => HttpResponse.text('', { status: 404 })),
    );
    renderApp('/tests?suites=https://suites.example/oql/');
    expect(await screen.findByRole('alert')).toHaveTextContent('Bad status fetching tests json (500)');
    server.use(http.get('https://suites.example/oql/labels.json', () => HttpResponse.json([])));
    renderApp('/tests?suites=https://suites.example/oql');
    expect(await screen.findByRole('link', { name: /main\s*1 test · main\.yaml/ })).toHaveAttribute(
      'href',
      '/tests/main?suites=https%3A%2F%2Fsuites.example%2Foql',
    );
    expect(screen.getByRole('link', { name: /labels\s*0 tests · labels\.json/ })).toBeVisible();
  });

  it("'Run Searches' counts passing, failing and loading tests by the search's results", async () => {
    const created = serveSuites();
    const { user } = renderApp('/tests/disjunctions');
    await user.click(await screen.findByRole('button', { name: 'Run Searches' }));
    await waitFor(() => expect(screen.getByTestId('count-passing')).toHaveTextContent('1 passing'));
    expect(screen.getByTestId('count-failing')).toHaveTextContent('1 failing');
    expect(screen.getByTestId('count-loading')).toHaveTextContent('0 loading');
    expect(screen.getByTestId('percent-passing')).toHaveTextContent('50.00% passing');
    expect(created).toHaveLength(2);
    expect(created[0]).toMatchObject({ query: raw[0]!.query });

    // the failing search's dialog says why
    await user.click(screen.getByRole('button', { name: 'query to search: Articles: fail, details' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('no results');
  });

  it('filters the table by tag, and opens the drawer with the view and run URLs', async () => {
    serveSuites();
    const { user } = renderApp('/tests/disjunctions');
    const table = await screen.findByRole('table', { name: 'Tests' });
    await user.click(screen.getByRole('combobox', { name: 'Tags' }));
    await user.click(await screen.findByRole('option', { name: 'ids' }));
    await waitFor(() => expect(within(table).queryByText('Articles')).not.toBeInTheDocument());
    await user.click(within(table).getByRole('button', { name: 'One work ID' }));
    const drawer = await screen.findByRole('region', { name: `Test ${tests[0]!.id}` });
    expect(within(drawer).getByRole('link', { name: /\/tests\/\w{5}$/ })).toHaveAttribute(
      'href',
      `/tests/${tests[0]!.id}`,
    );
    expect(within(drawer).getByRole('link', { name: /\/run$/ })).toHaveAttribute('href', `/tests/${tests[0]!.id}/run`);
  });

  it('shows a test by its id, with its OQL ↔ query checks, and runs it from /tests/{id}/run', async () => {
    const created = serveSuites();
    renderApp(`/tests/${tests[0]!.id}/run`);
    expect(await screen.findByRole('heading', { name: `Query ${tests[0]!.id}` })).toBeVisible();
    await waitFor(() => expect(screen.getByTestId('query-status')).toHaveTextContent('Status: pass'));
    expect(created).toHaveLength(1);
  });

  it('has no page for a test type', async () => {
    serveSuites();
    renderApp(`/tests/disjunctions/${tests[1]!.id}/natLang`);
    expect(await screen.findByText("There's no page for Test Type right now.")).toBeVisible();
  });

  it("says 'Error loading test details. Please try again.' for a prompt the test does not have", async () => {
    serveSuites();
    renderApp(`/tests/disjunctions/${tests[1]!.id}/natLang/7`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading test details. Please try again.');
  });

  it('checks a natural-language prompt through the text-to-OQL service', async () => {
    serveSuites();
    let asked = '';
    server.use(
      http.get('/api/text/oql', ({ request }) => {
        asked = new URL(request.url).searchParams.get('natural_language') ?? '';
        return HttpResponse.json({ query: raw[1]!.query, oql: raw[1]!.oql });
      }),
    );
    renderApp(`/test-queries/${tests[1]!.id}/natlang/0`);
    await waitFor(() => expect(screen.getByTestId('query-status')).toHaveTextContent('Status: pass'));
    expect(asked).toBe('what articles are there?');
  });
});
