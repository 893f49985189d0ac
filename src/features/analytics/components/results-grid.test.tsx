import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { AnalyticsSearch, ResultsColumn } from '../api/searches';
import { server } from '../../../testing/msw-server';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { ResultsGrid, type ColumnActions } from './results-grid';

const column = (id: string, displayName: string, type = 'number', isDate = false): ResultsColumn => ({
  id,
  type,
  displayName,
  isDate,
  actions: ['sort', 'column'],
  actionsPopular: [],
  objectEntity: null,
});

function searchOf(results_header: ResultsColumn[], results: AnalyticsSearch['results']): AnalyticsSearch {
  return {
    id: 's1',
    query: { get_rows: 'works' } as AnalyticsSearch['query'],
    oql: 'get works;',
    redshift_sql: '',
    is_completed: true,
    results_header,
    results,
    meta: { count: results.length, works_count: null, page: 1, per_page: 100 },
    timestamps: { started: null, completed: null, duration: null, duration_core_percent: null },
    backend_error: null,
    underlying_works_filter: null,
  };
}

const actions: ColumnActions = { sort: vi.fn(), remove: vi.fn(), filter: vi.fn(), canRemove: true };

function serveCatalogue(kind: string | null) {
  server.use(http.get('/api/', () => HttpResponse.json(kind ? { catalogue: { kind } } : { msg: "Don't panic" })));
}

function renderGrid(search: AnalyticsSearch) {
  return renderWithProviders(
    <ResultsGrid
      search={search}
      actions={actions}
      selection={{ type: 'include', ids: new Set() }}
      onSelection={vi.fn()}
    />,
  );
}

const worksSearch = searchOf(
  [
    column('display_name', 'title', 'string'),
    column('publication_year', 'year', 'number', true),
    column('cited_by_count', 'cited by count'),
  ],
  [
    {
      id: 'works/W1',
      cells: { display_name: 'A history of typesetting', publication_year: 1950, cited_by_count: 12345 },
    },
  ],
);

const cellsOf = (grid: HTMLElement) =>
  within(grid)
    .getAllByRole('gridcell')
    .map((cell) => cell.textContent)
    .filter(Boolean);

describe('the analytics results grid', () => {
  it('prints a year without grouping its digits, other numbers grouped (issue 45 item 4)', async () => {
    serveCatalogue('demo');
    renderGrid(worksSearch);
    const grid = await screen.findByRole('grid', { name: 'Search results' }, { timeout: 10_000 });
    await waitFor(() => expect(cellsOf(grid)).toEqual(['A history of typesetting', '1950', '12,345']));
  });

  it('says the citations of imported records count all of OpenAlex, as the results list does (issue 45 item 6)', async () => {
    serveCatalogue('imported');
    renderGrid(worksSearch);
    const grid = await screen.findByRole('grid', { name: 'Search results' }, { timeout: 10_000 });
    expect(await within(grid).findByRole('columnheader', { name: /cited by count in OpenAlex/ })).toBeVisible();
    expect(within(grid).getByRole('columnheader', { name: /^year/ })).toBeVisible();
  });

  it('says so over a data host that does not name its catalogue (the public API), not over the demo catalogue, whose counts are its own', async () => {
    serveCatalogue(null);
    const view = renderGrid(worksSearch);
    expect(await screen.findByRole('columnheader', { name: /cited by count in OpenAlex/ })).toBeVisible();
    view.unmount();
    serveCatalogue('demo');
    renderGrid(worksSearch);
    const grid = await screen.findByRole('grid', { name: 'Search results' }, { timeout: 10_000 });
    await waitFor(() => expect(within(grid).getByRole('columnheader', { name: /^cited by count/ })).toBeVisible());
    expect(within(grid).queryByRole('columnheader', { name: /in OpenAlex/ })).toBeNull();
  });
});

describe('analytics results grid, an entity without a name (issue 45 item 11)', () => {
  // institutions by works, the second a nameless record of the imported sample (I124357947, known
  // only from its colleges' lineage), and each row's parent institution as an entity cell
  const search = searchOf(
    [
      column('display_name', 'Name', 'string'),
      { ...column('parent', 'Parent', 'string'), objectEntity: 'institutions' },
      column('count(works)', 'Works'),
    ],
    [
      {
        id: 'institutions/I45129253',
        cells: {
          display_name: 'University College London',
          parent: { id: 'institutions/I124357947', display_name: '' },
          'count(works)': 12,
        },
      },
      { id: 'institutions/I124357947', cells: { display_name: '', parent: null, 'count(works)': 7 } },
    ] as AnalyticsSearch['results'],
  );

  it('shows its id, linked to the entity, with "no name in OpenAlex", as a row and as a cell', async () => {
    renderGrid(search);
    const links = await screen.findAllByRole('link', { name: 'I124357947 (no name in OpenAlex)' });
    expect(links).toHaveLength(2);
    for (const link of links) expect(link.getAttribute('href')).toContain('zoom=I124357947');
    expect(screen.getByRole('link', { name: 'University College London' })).toBeVisible();
  });
});
