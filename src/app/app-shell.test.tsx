import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { showSnackbar } from '../components/snackbar/snackbar-store';
import { emptyDataApiHandlers } from '../testing/data-api-handlers';
import { server } from '../testing/msw-server';
import { renderApp } from '../testing/render-app';
import { resetSession, withSavedToken } from '../testing/session';
import { withPhoneViewport } from '../testing/viewport';

const adminUser = { id: 'u1', name: 'Ada Admin', email: 'ada@example.org', is_admin: true };

beforeEach(() => {
  resetSession();
  server.use(...emptyDataApiHandlers);
});

describe('app shell', () => {
  it('renders the home page with the top bar and the three footer groups', async () => {
    renderApp('/');
    // The first render of a run also loads the lazy home page: on a busy CI machine that takes a while.
    expect(
      await screen.findByRole('heading', { name: 'Query, aggregate, and download across our entire dataset.' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Alexandria home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sign up' })).toBeVisible();

    const groups = {
      Learn: ['About the data', 'API docs', 'Analytics docs', 'Source code', 'Terms of service', 'Privacy'],
      Evaluate: ['Testimonials', 'Coverage', 'Pricing'],
      Connect: ['Contact', 'Mailing list', 'Social'],
    };
    for (const [title, links] of Object.entries(groups)) {
      const nav = screen.getByRole('navigation', { name: title });
      expect(
        within(nav)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(links);
    }
    await waitFor(() => expect(document.title).toBe('Alexandria'));
  });

  it('shows the not-found text for an unknown path', async () => {
    renderApp('/no-such-page');
    expect(await screen.findByText("Sorry, this page doesn't exist.")).toBeVisible();
  });

  it('shows not-found when an entity path is unknown to the data API', async () => {
    server.use(
      http.get('/api/nonsense/thing', () =>
        HttpResponse.json({ error: 'Not found', message: 'No such entity' }, { status: 404 }),
      ),
    );
    renderApp('/nonsense/thing');
    // The entity page is a lazy chunk with the report inside: the first load takes a while here.
    expect(await screen.findByText("Sorry, this page doesn't exist.")).toBeVisible();
  });

  it('focuses the search box when / is pressed outside a text field', async () => {
    const { user } = renderApp('/');
    const box = await screen.findByRole('combobox', { name: 'Search works' });
    expect(box).not.toHaveFocus();
    await user.keyboard('/');
    // The box with suggestions takes over the focused input.
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Search works' })).toHaveFocus());
    expect(screen.getByRole('combobox', { name: 'Search works' })).toHaveValue('');
  });

  it('submits the search box to the results route with a default.search filter', async () => {
    const { user, router } = renderApp('/');
    await user.type(await screen.findByRole('combobox', { name: 'Search works' }), 'coriander, cilantro{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/works'));
    expect(new URLSearchParams(router.state.location.search).get('filter')).toBe('default.search:coriander cilantro');
    await waitFor(() => expect(document.title).toBe('Works search'));
  });

  it('puts the search box in the top bar on phones for every entity list, not only the full results pages', async () => {
    withPhoneViewport();
    renderApp('/topics');
    const banner = await screen.findByRole('banner');
    expect(await within(banner).findByLabelText('Search topics')).toBeVisible();
  });

  it('shows a raised message in the top snackbar until it is closed', async () => {
    const { user } = renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    act(() => showSnackbar('Copied to clipboard.'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Copied to clipboard.');
    await user.click(within(alert).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('opens the entity drawer while the URL has a zoom id and clears it on close', async () => {
    server.use(
      http.get('/api/W123', () =>
        HttpResponse.json({
          id: 'https://openalex.org/W123',
          display_name: 'A zoomed work',
          entity_type: 'works',
          props: [],
        }),
      ),
    );
    const { user, router } = renderApp('/about?zoom=W123');
    expect(await screen.findByRole('heading', { name: 'A zoomed work' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Close panel' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('opens the login dialog from the top bar and closes it', async () => {
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Log in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    await user.click(within(dialog).getByRole('button', { name: /Sign up/ }));
    expect(await screen.findByRole('dialog', { name: 'Sign up' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows an admin the UI-variant selector and the tests link, and logs out', async () => {
    withSavedToken();
    const revoked: (string | null)[] = [];
    server.use(
      http.get('/user-api/user', () => HttpResponse.json(adminUser)),
      http.post('/user-api/user/logout', ({ request }) => {
        revoked.push(request.headers.get('Authorization'));
        return HttpResponse.json({ ok: true });
      }),
    );
    const { user, router } = renderApp('/works');
    // The account button itself goes to the labels page; the arrow beside it opens the menu.
    expect(await screen.findByRole('link', { name: 'Ada Admin' })).toHaveAttribute('href', '/me/labels');
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Tests' })).toHaveAttribute('href', '/tests');
    await user.click(within(menu).getByRole('menuitem', { name: /^UI variant/ }));
    await user.click(within(menu).getByRole('menuitemradio', { name: 'side' }));
    await waitFor(() => expect(router.state.location.search).toBe('?ui=side'));

    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    await user.click(screen.getByRole('menuitem', { name: 'Log out' }));
    expect(await screen.findByText("You're logged out")).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem('alexandria.token')).toBeNull();
    // The server revokes the token that was in use.
    await waitFor(() => expect(revoked).toHaveLength(1));
    expect(revoked[0]).toMatch(/^Bearer \S+/);
  });
});
