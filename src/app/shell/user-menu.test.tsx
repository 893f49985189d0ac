import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { emptyDataApiHandlers } from '../../testing/data-api-handlers';
import { server } from '../../testing/msw-server';
import { renderApp } from '../../testing/render-app';
import { resetSession, withSavedToken } from '../../testing/session';
import { ASYNC_TIMEOUT_MS } from '../../testing/async-timeout';

const person = { id: 'u2', name: 'Rita Researcher', email: 'rita@example.org', is_admin: false };
const admin = { id: 'u1', name: 'Ada Admin', email: 'ada@example.org', is_admin: true };

async function openAccountMenu(name: string) {
  const view = renderApp('/works');
  await screen.findByRole('link', { name }, { timeout: ASYNC_TIMEOUT_MS });
  await view.user.click(screen.getByRole('button', { name: 'Account menu' }));
  const menu = await screen.findByRole('menu', {}, { timeout: ASYNC_TIMEOUT_MS });
  return { ...view, menu };
}

const itemNames = (menu: HTMLElement) =>
  Array.from(menu.querySelectorAll('[role^="menuitem"]'), (item) => item.textContent);

beforeEach(() => {
  resetSession();
  withSavedToken();
  server.use(...emptyDataApiHandlers);
});

describe('the account menu (issue 45 item 12)', () => {
  it("shows an ordinary user their account links only, without the admins' and developers' items", async () => {
    server.use(http.get('/user-api/user', () => HttpResponse.json(person)));
    const { menu } = await openAccountMenu('Rita Researcher');
    expect(itemNames(menu)).toEqual(['Account', 'Labels', 'Searches', 'Log out']);
  });

  it('gives an admin the admin page and the tests link, with the UI variants folded under one item', async () => {
    server.use(
      http.get('/user-api/user', () => HttpResponse.json(admin)),
      // what the admin page lists when it opens: nothing waiting
      http.get('/user-api/admin/:list', ({ params }) => {
        asked.add(String(params.list));
        return HttpResponse.json({ results: [] });
      }),
    );
    const asked = new Set<string>();
    const { menu, user, router } = await openAccountMenu('Ada Admin');
    expect(within(menu).getByRole('menuitem', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    expect(within(menu).getByRole('menuitem', { name: 'Tests' })).toHaveAttribute('href', '/tests');
    const variants = within(menu).getByRole('menuitem', { name: /^UI variant/ });
    expect(variants).toHaveTextContent('sentence-worksfirst');
    expect(variants).toHaveAttribute('aria-expanded', 'false');
    expect(within(menu).queryByRole('menuitemradio')).not.toBeInTheDocument();

    await user.click(variants);
    expect(
      within(menu)
        .getAllByRole('menuitemradio')
        .map((item) => item.textContent),
    ).toEqual(['sentence-worksfirst', 'sentence-entityfirst', 'sentence-group', 'top', 'side', 'worksfirst']);
    expect(within(menu).getByRole('menuitemradio', { name: 'sentence-worksfirst' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await user.click(within(menu).getByRole('menuitemradio', { name: 'side' }));
    await waitFor(() => expect(router.state.location.search).toBe('?ui=side'));

    // choosing closes the menu; the admin page is one click away when it is open again
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Admin' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    // the admin page opens and asks for what waits for an admin's decision
    await waitFor(() => expect([...asked].sort()).toEqual(['claims', 'testimonials']));
  });
});
