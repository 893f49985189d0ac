import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { emptyDataApiHandlers } from '../../../testing/data-api-handlers';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render-app';
import { resetSession } from '../../../testing/session';

const works = [
  {
    id: 'https://openalex.org/W1',
    display_name: 'Open science now',
    publication_year: 2021,
    type: 'article',
    open_access: { is_oa: true },
    cited_by_count: 1234,
    doi: 'https://doi.org/10.1/open',
  },
  {
    id: 'https://openalex.org/W2',
    display_name: 'Closed doors',
    publication_year: 1999,
    type: 'book',
    open_access: { is_oa: false },
    cited_by_count: 5,
    doi: null,
  },
];

beforeEach(() => {
  resetSession();
  server.use(
    http.get('/api/works', ({ request }) => {
      const params = new URL(request.url).searchParams;
      if (params.get('group_bys') || params.get('group_by')) return undefined;
      return HttpResponse.json({
        meta: { count: 2, db_response_time_ms: 1, page: 1, per_page: 10, groups_count: null },
        results: works,
        group_by: [],
      });
    }),
    ...emptyDataApiHandlers,
  );
});

const paramsOf = (router: { state: { location: { search: string } } }) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search));

async function openSettings(path: string) {
  const view = renderApp(path);
  await view.user.click(await screen.findByRole('button', { name: 'View settings' }));
  return { ...view, dialog: await screen.findByRole('dialog', { name: 'View settings' }) };
}

describe('view settings', () => {
  it('keeps display_name on: its box is checked and cannot be changed', async () => {
    const { dialog } = await openSettings('/works');
    const columns = within(within(dialog).getByRole('group', { name: 'Columns' }));
    const title = columns.getByRole('checkbox', { name: 'Title' });
    expect(title).toBeChecked();
    expect(title).toBeDisabled();
  });

  it('always has exactly one sort: choosing another replaces it, and it cannot be unset', async () => {
    const { dialog, user, router } = await openSettings('/works');
    const sort = within(within(dialog).getByRole('radiogroup', { name: 'Sort' }));
    expect(sort.getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked)).toHaveLength(1);
    const options = sort.getAllByRole('radio');
    const other = options.find((radio) => !(radio as HTMLInputElement).checked)!;
    await user.click(other);
    await waitFor(() => expect(paramsOf(router).sort).toBe((other as HTMLInputElement).value));
    await user.click(other);
    expect(sort.getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked)).toHaveLength(1);
  });

  it('adds a column in table view through the URL, and removes it again', async () => {
    const { dialog, user, router } = await openSettings('/works');
    const columns = within(within(dialog).getByRole('group', { name: 'Columns' }));
    await user.click(columns.getByRole('checkbox', { name: 'DOI' }));
    await waitFor(() => expect(paramsOf(router).is_list_view).toBe('false'));
    expect(paramsOf(router).column).toBe('display_name,publication_year,type,open_access.is_oa,cited_by_count,doi');
    await user.click(columns.getByRole('checkbox', { name: 'Year' }));
    await waitFor(() => expect(paramsOf(router).column).toBe('display_name,type,open_access.is_oa,cited_by_count,doi'));
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));

    const table = await screen.findByRole('table', { name: 'Works' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Title', 'Type', 'Open Access', 'Citations', 'DOI']);
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(within(first!).getByRole('link', { name: 'Open science now' })).toHaveAttribute(
      'href',
      '/works?is_list_view=false&column=display_name%2Ctype%2Copen_access.is_oa%2Ccited_by_count%2Cdoi&zoom=W1',
    );
    expect(first).toHaveTextContent('1,234');
    expect(within(first!).getByRole('link', { name: 'doi.org/10.1/open' })).toHaveAttribute(
      'href',
      'https://doi.org/10.1/open',
    );
    expect(first).toHaveTextContent('Open Access');
    expect(second).toHaveTextContent('—');
  });
});

describe('results table', () => {
  it('sorts by a sortable header, toggling the direction', async () => {
    const { user, router } = renderApp('/works?is_list_view=false');
    const table = await screen.findByRole('table', { name: 'Works' });
    // citations is the default sort (descending): a click turns it ascending, another back
    expect(within(table).getByRole('columnheader', { name: /Citations/ })).toHaveAttribute('aria-sort', 'descending');
    await user.click(within(table).getByRole('button', { name: /Citations/ }));
    await waitFor(() => expect(paramsOf(router).sort).toBe('cited_by_count:asc'));
    const header = () =>
      within(screen.getByRole('table', { name: 'Works' })).getByRole('columnheader', { name: /Citations/ });
    await waitFor(() => expect(header()).toHaveAttribute('aria-sort', 'ascending'));
    await user.click(within(header()).getByRole('button'));
    await waitFor(() => expect(paramsOf(router).sort).toBeUndefined());
    // the year cannot sort here: a plain header
    expect(
      within(screen.getByRole('table', { name: 'Works' })).queryByRole('button', { name: /Year/ }),
    ).not.toBeInTheDocument();
  });
});
