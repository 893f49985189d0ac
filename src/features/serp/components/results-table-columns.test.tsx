import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { facetsFor } from '../../../entities/facets';
import { emptyDataApiHandlers } from '../../../testing/data-api-handlers';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render-app';
import { valuesAt } from './results-table';

// A work as the data API sends it, every field present: a request that selects a field gets it,
// one that leaves it out gets the record without it (as the real API answers `select=`).
const work = {
  id: 'https://openalex.org/W2741809807',
  doi: 'https://doi.org/10.7717/peerj.4375',
  display_name: 'The state of OA',
  publication_year: 2018,
  type: 'article',
  authorships: [
    { author: { id: 'https://openalex.org/A1', display_name: 'Heather Piwowar' }, countries: ['US'] },
    { author: { id: 'https://openalex.org/A2', display_name: 'Jason Priem' }, countries: ['US'] },
    { author: { id: 'https://openalex.org/A3', display_name: 'Vincent Larivière' }, countries: ['CA'] },
  ],
  institutions_distinct_count: 4,
  countries_distinct_count: 2,
  open_access: { is_oa: true, oa_status: 'gold', any_repository_has_fulltext: true },
  primary_location: { source: { id: 'https://openalex.org/S1', display_name: 'PeerJ', type: 'journal', is_oa: true } },
  best_oa_location: { license: 'cc-by', is_accepted: true, is_published: true },
  apc_paid: { value_usd: 1095 },
  language: 'en',
  is_retracted: false,
  is_xpac: false,
  publication_date: '2018-02-13',
  cited_by_count: 1109,
  referenced_works_count: 71,
  cited_by_percentile_year: { min: 99, max: 100 },
};

let requests: URLSearchParams[];

beforeEach(() => {
  requests = [];
  server.use(
    http.get('/api/works', ({ request }) => {
      const params = new URL(request.url).searchParams;
      if (params.get('per_page') === '1' || params.has('group_bys') || params.has('group_by'))
        return HttpResponse.json({ meta: { count: 1 }, results: [], group_bys: [] });
      requests.push(params);
      const select = params.get('select')?.split(',');
      const record = select ? Object.fromEntries(Object.entries(work).filter(([key]) => select.includes(key))) : work;
      return HttpResponse.json({ meta: { count: 1, page: 1, per_page: 10 }, results: [record] });
    }),
    ...emptyDataApiHandlers,
  );
});

describe('the results table view (issue 45 item 10)', () => {
  it('asks for the DOI, authors count and institutions count and shows them', async () => {
    renderApp('/works?is_list_view=false&column=display_name,doi,authors_count,institutions_distinct_count');
    const table = await screen.findByRole('table', { name: 'Works' }, { timeout: 10_000 });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    const cells = within(within(table).getAllByRole('row')[1]!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual(['The state of OA', 'doi.org/10.7717/peerj.4375', '3', '4']);
    const select = requests.at(-1)!.get('select')!.split(',');
    expect(select).toEqual(expect.arrayContaining(['doi', 'authorships', 'institutions_distinct_count']));
  });

  it('fetches every column it offers: no column shows — for a work that has the value', async () => {
    const columns = facetsFor('works', 'column').map((facet) => facet.key as string);
    renderApp(`/works?is_list_view=false&column=${columns.join(',')}`);
    const table = await screen.findByRole('table', { name: 'Works' }, { timeout: 10_000 });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    const cells = within(within(table).getAllByRole('row')[1]!).getAllByRole('cell');
    const empty = headers.filter((_, index) => cells[index]!.textContent === '—');
    expect(empty).toEqual([]);
    // and every column the table offers is a field such a record holds
    expect(columns.filter((key) => key !== 'authors_count' && valuesAt(work, key).length === 0)).toEqual([]);
  });

  it('keeps the list view’s request small: no table columns selected there', async () => {
    renderApp('/works');
    await screen.findByRole('list', { name: 'Works' }, { timeout: 10_000 });
    expect(requests.at(-1)!.get('select')!.split(',')).not.toContain('doi');
  });
});
