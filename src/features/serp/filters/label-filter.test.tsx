import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { labelKeys } from '../../labels/api/label-keys';
import { ASYNC_TIMEOUT_MS } from '../../../testing/async-timeout';
import { emptyDataApiHandlers } from '../../../testing/data-api-handlers';
import { labelHost, storedLabel, worksListHandler } from '../../../testing/label-handlers';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render-app';
import { logInTestUser, savedSearchHost } from '../../../testing/saved-search-handlers';
import { resetSession } from '../../../testing/session';
import { withDesktopViewport } from '../../../testing/viewport';

const REVIEWERS = storedLabel({ id: 'lPeople', name: 'Reviewers', entity_type: 'authors', ids: ['A1', 'A2'] });
const EMPTY = storedLabel({ id: 'lEmpty', name: 'Nobody yet', entity_type: 'authors', ids: [] });
const UNIS = storedLabel({ id: 'lUnis', name: 'Partner universities', entity_type: 'institutions', ids: ['I1'] });

let host: ReturnType<typeof labelHost>['host'];
/** the `filter` of every works list request (not group-bys or counts), '' for none */
let listFilters: string[];

beforeEach(() => {
  resetSession();
  withDesktopViewport();
  listFilters = [];
  const fake = labelHost([REVIEWERS, EMPTY, UNIS]);
  host = fake.host;
  server.use(
    ...fake.handlers,
    ...savedSearchHost([]).handlers,
    worksListHandler((filter) => {
      listFilters.push(filter);
      // as many results as the filter names authors: the count shows which filter was answered
      return filter.includes('A3') ? 3 : filter.includes('A1') ? 2 : 7;
    }),
    http.get('/api/types/:id', () =>
      HttpResponse.json({ id: 'https://openalex.org/types/article', display_name: 'article' }),
    ),
    ...emptyDataApiHandlers,
  );
});

function authorRow() {
  return screen.getByRole('listitem', { name: 'Author filter' });
}

/** The rows' code loads with the first filter shown. */
function findRow(name = 'Author filter') {
  return screen.findByRole('listitem', { name }, { timeout: ASYNC_TIMEOUT_MS });
}

describe('labels as filters on the results pages (spec 1 §4)', () => {
  it('are added through the filter menu; the chip names the label; the API gets its ids joined by |', async () => {
    logInTestUser();
    const { user, router } = renderApp('/works');
    await screen.findByText('7 results', {}, { timeout: ASYNC_TIMEOUT_MS });

    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Author' }));
    await user.click(within(await findRow()).getByRole('button', { name: 'is' }));
    const operators = await screen.findByRole('menu');
    expect(
      within(operators)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['is', 'is not', 'matches any item in label', 'matches every item in label']);
    await user.click(within(operators).getByRole('menuitem', { name: 'matches any item in label' }));

    const picker = await screen.findByRole('combobox', { name: 'Label' }, { timeout: ASYNC_TIMEOUT_MS });
    await waitFor(() => expect(picker).toBeEnabled());
    await user.click(picker);
    const listbox = await screen.findByRole('listbox');
    // only labels of authors: the institutions label is not offered
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Reviewers2 authors', 'Nobody yet0 authors']);
    await user.click(within(listbox).getByRole('option', { name: /Reviewers/ }));

    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('filter')).toBe(
        'authorships.author.id:label:any:lPeople',
      ),
    );
    expect(await within(await findRow()).findByRole('button', { name: 'Reviewers' })).toBeVisible();
    expect(within(authorRow()).getByRole('button', { name: 'matches any item in label' })).toBeVisible();
    expect(await screen.findByText('2 results')).toBeVisible();
    expect(listFilters).toContain('authorships.author.id:A1|A2');
    expect(listFilters.some((filter) => filter.includes('label:'))).toBe(false);
  });

  it("'every' joins the ids by + beside the other filters, and switching any/every keeps the label", async () => {
    logInTestUser();
    const { user, router } = renderApp('/works?filter=publication_year:2020,authorships.author.id:label:every:lPeople');
    expect(await screen.findByText('2 results', {}, { timeout: ASYNC_TIMEOUT_MS })).toBeVisible();
    expect(listFilters).toEqual(['publication_year:2020,authorships.author.id:A1+A2']);
    expect(await within(await findRow()).findByRole('button', { name: 'Reviewers' })).toBeVisible();

    await user.click(within(authorRow()).getByRole('button', { name: 'matches every item in label' }));
    await user.click(await screen.findByRole('menuitem', { name: 'matches any item in label' }));
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('filter')).toBe(
        'publication_year:2020,authorships.author.id:label:any:lPeople',
      ),
    );
    await waitFor(() => expect(listFilters).toContain('publication_year:2020,authorships.author.id:A1|A2'));
  });

  it('an empty label matches nothing with any and everything with every, never as an empty value', async () => {
    logInTestUser();
    const first = renderApp('/works?filter=authorships.author.id:label:any:lEmpty');
    await screen.findByText('7 results', {}, { timeout: ASYNC_TIMEOUT_MS });
    expect(listFilters).toEqual(['authorships.author.id:null+!null']);
    expect(await within(await findRow()).findByRole('button', { name: 'Nobody yet' })).toBeVisible();
    first.unmount();

    listFilters = [];
    renderApp('/works?filter=type:types/article,authorships.author.id:label:every:lEmpty');
    await screen.findByText('7 results', {}, { timeout: ASYNC_TIMEOUT_MS });
    expect(listFilters).toEqual(['type:types/article']);
  });

  it('fetches the results again when the label changes', async () => {
    logInTestUser();
    const { queryClient } = renderApp('/works?filter=authorships.author.id:label:any:lPeople');
    expect(await screen.findByText('2 results', {}, { timeout: ASYNC_TIMEOUT_MS })).toBeVisible();

    // the label changes (as the labels store's mutations do: the host answers, the cache is invalidated)
    host.labels = host.labels.map((label) =>
      label.id === 'lPeople' ? { ...label, ids: ['A1', 'A2', 'A3'], updated: '2026-11-28T10:00:00.000Z' } : label,
    );
    await queryClient.invalidateQueries({ queryKey: labelKeys.all });

    expect(await screen.findByText('3 results', {}, { timeout: ASYNC_TIMEOUT_MS })).toBeVisible();
    expect(listFilters).toEqual(['authorships.author.id:A1|A2', 'authorships.author.id:A1|A2|A3']);
  });

  it('says a label is unavailable when logged out, and asks the API nothing rather than drop the filter', async () => {
    const { user, router } = renderApp('/works?filter=authorships.author.id:label:any:lPeople');
    expect(
      await within(await findRow()).findByRole('button', { name: 'Label unavailable' }, { timeout: ASYNC_TIMEOUT_MS }),
    ).toHaveAttribute('title', 'Log in to use this label.');
    expect(
      screen.getByText(/the search filters by a label that is unavailable\. Log in to use this label\./),
    ).toBeVisible();
    expect(screen.queryByText(/results$/)).not.toBeInTheDocument();
    expect(listFilters).toEqual([]);
    expect(host.requests).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Remove filter' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText('7 results')).toBeVisible();
  });

  it('says a label that is not theirs (deleted, another type) is unavailable', async () => {
    logInTestUser();
    renderApp('/works?filter=authorships.author.id:label:any:lGone,authorships.institutions.lineage:label:any:lPeople');
    const institutionRow = await findRow('Institution filter');
    expect(
      await within(await findRow()).findByRole('button', { name: 'Label unavailable' }, { timeout: ASYNC_TIMEOUT_MS }),
    ).toHaveAttribute('title', 'This label is not available: it was deleted, or it is not yours and not shared.');
    // an authors label on the institutions filter cannot be used either
    expect(within(institutionRow).getByRole('button', { name: 'Label unavailable' })).toBeVisible();
    expect(
      screen.getByText(/the search filters by a label that is unavailable\. This label is not available/),
    ).toBeVisible();
    expect(listFilters).toEqual([]);
  });
});
