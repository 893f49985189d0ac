import { screen, waitFor, within } from '@testing-library/react';
import { emptyDataApiHandlers } from '../../../testing/data-api-handlers';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render-app';
import { logInTestUser, savedSearchHost, type StoredSearch } from '../../../testing/saved-search-handlers';
import { resetSession } from '../../../testing/session';
import { withDesktopViewport } from '../../../testing/viewport';
import { useSearchTabsStore } from '../lib/search-tabs-store';

const searches: StoredSearch[] = [
  {
    id: 'oa2020',
    search_url: '/works?filter=is_oa%3Atrue&id=oa2020',
    name: 'Open access',
    description: 'OA works',
    has_alert: true,
    updated: '2026-11-20T10:00:00.000Z',
  },
  {
    id: 'mit',
    search_url: '/authors?filter=last_known_institutions.id%3AI63966007&id=mit',
    name: 'MIT authors',
    description: '',
    has_alert: false,
    updated: '2026-11-21T10:00:00.000Z',
  },
];
let host: ReturnType<typeof savedSearchHost>['host'];

beforeEach(() => {
  resetSession();
  useSearchTabsStore.setState({ byUser: {} });
  const fake = savedSearchHost(searches);
  host = fake.host;
  server.use(...emptyDataApiHandlers, ...fake.handlers);
  logInTestUser();
});

describe('/me/searches', () => {
  it('lists the saved searches, newest change first, with their type and an alert bell for works', async () => {
    renderApp('/me/searches');
    const table = await screen.findByRole('table', { name: 'Saved searches' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual(['MIT authors', 'Open access']);
    expect(within(rows[1]!).getByRole('link')).toHaveAttribute('href', '/works?filter=is_oa%3Atrue&id=oa2020');
    expect(rows[0]).toHaveTextContent('Authors');
    expect(within(rows[0]!).queryByRole('button', { name: /alert/ })).not.toBeInTheDocument();
    expect(within(rows[1]!).getByRole('button', { name: 'Remove alert: Open access' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('turns an alert off from the bell', async () => {
    const { user } = renderApp('/me/searches');
    await user.click(await screen.findByRole('button', { name: 'Remove alert: Open access' }));
    expect(await screen.findByText('Alert removed')).toBeVisible();
    expect(host.puts.at(-1)).toMatchObject({ id: 'oa2020', has_alert: false, name: 'Open access' });
    expect(await screen.findByRole('button', { name: 'Create alert: Open access' })).toBeVisible();
  });

  it('renames and deletes from the row menu', async () => {
    const { user } = renderApp('/me/searches');
    await user.click(await screen.findByRole('button', { name: 'Actions: MIT authors' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Rename' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename search' });
    await user.clear(within(dialog).getByLabelText(/Name/));
    await user.type(within(dialog).getByLabelText(/Name/), 'MIT people{Enter}');
    expect(await screen.findByText('Search renamed')).toBeVisible();
    expect(await screen.findByRole('link', { name: 'MIT people' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Actions: MIT people' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete saved search?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText('Search deleted')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'MIT people' })).not.toBeInTheDocument());
    expect(host.stored.map((search) => search.id)).toEqual(['oa2020']);
  });

  it('opens a search in a new tab: the results page with its id, the tab bar showing it', async () => {
    const { user, router } = renderApp('/me/searches');
    await user.click(await screen.findByRole('button', { name: 'Actions: Open access' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Open in new tab' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/works'));
    expect(new URLSearchParams(router.state.location.search).get('id')).toBe('oa2020');
    const tabs = await screen.findByRole('navigation', { name: 'Search tabs' });
    expect(await within(tabs).findByText('Open access')).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Saved search menu: Open access' })).toBeVisible();
  });

  it('edits the description, and says more support is coming soon', async () => {
    const { user } = renderApp('/me/searches');
    expect(await screen.findByText(/More support for saved searches .* is coming soon/)).toBeVisible();
    await user.click(await screen.findByRole('button', { name: 'Actions: MIT authors' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit description' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit description' });
    await user.type(within(dialog).getByLabelText(/Description/), 'People at MIT');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Description updated')).toBeVisible();
    expect(host.puts.at(-1)).toMatchObject({ id: 'mit', name: 'MIT authors', description: 'People at MIT' });
  });

  it('shows many searches 50 a page, all of them gathered from a host that pages its list', async () => {
    const many: StoredSearch[] = Array.from({ length: 120 }, (_, i) => ({
      id: `s${i}`,
      search_url: `/works?filter=publication_year%3A${1900 + i}&id=s${i}`,
      name: `Search ${i}`,
      description: '',
      has_alert: false,
      updated: new Date(Date.UTC(2026, 10, 20) - i * 60_000).toISOString(),
    }));
    server.use(...savedSearchHost(many, { maxPerPage: 50 }).handlers);
    const { user } = renderApp('/me/searches');
    const table = await screen.findByRole('table', { name: 'Saved searches' }, { timeout: 10_000 });
    const names = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getByRole('link').textContent);
    expect(names()).toEqual(many.slice(0, 50).map((search) => search.name));
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(names()).toEqual(many.slice(50, 100).map((search) => search.name));
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(names()).toEqual(many.slice(100).map((search) => search.name));
    expect(screen.getByText('101–120 of 120')).toBeVisible();
  });

  it('says so when there are none', async () => {
    host.stored = [];
    renderApp('/me/searches');
    expect(await screen.findByText(/You have no saved searches yet/)).toBeVisible();
  });
});

describe('search tabs bar', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is not shown to visitors', async () => {
    resetSession();
    renderApp('/works');
    await screen.findByRole('button', { name: /Saved search menu/ });
    expect(screen.queryByRole('navigation', { name: 'Search tabs' })).not.toBeInTheDocument();
  });

  it('opens a saved search in a new tab from the Open tab dialog, switches back and closes tabs', async () => {
    withDesktopViewport();
    const { user, router } = renderApp('/works?filter=publication_year:2020');
    const tabs = await screen.findByRole('navigation', { name: 'Search tabs' });
    expect(within(tabs).getByText('Works (unsaved)')).toBeVisible();

    await user.click(within(tabs).getByRole('button', { name: 'Open tab' }));
    const dialog = await screen.findByRole('dialog', { name: 'Open tab' });
    expect(within(dialog).getByRole('button', { name: /New search/ })).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: /MIT authors/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/authors'));
    expect(await within(tabs).findByText('MIT authors')).toBeVisible();

    await user.click(within(tabs).getByText('Works (unsaved)'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/works'));
    expect(new URLSearchParams(router.state.location.search).get('filter')).toBe('publication_year:2020');

    await user.click(within(tabs).getByLabelText('Close tab Works (unsaved)'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/authors'));
    await waitFor(() => expect(within(tabs).queryByText('Works (unsaved)')).not.toBeInTheDocument());
    // the last tab has no close button
    expect(within(tabs).queryByLabelText(/Close tab/)).not.toBeInTheDocument();
  });
});
