import { screen, waitFor, within } from '@testing-library/react';
import { useAuthDialogStore } from '../../../session/auth-dialog-store';
import { emptyDataApiHandlers } from '../../../testing/data-api-handlers';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render-app';
import { logInTestUser, OPEN_ACCESS_SEARCH, savedSearchHost } from '../../../testing/saved-search-handlers';
import { resetSession } from '../../../testing/session';

let host: ReturnType<typeof savedSearchHost>['host'];
let startPath = '/works';

beforeEach(() => {
  resetSession();
  useAuthDialogStore.getState().dialogClosed();
  const fake = savedSearchHost([OPEN_ACCESS_SEARCH]);
  host = fake.host;
  server.use(...emptyDataApiHandlers, ...fake.handlers);
});

function paramsOf(router: { state: { location: { search: string } } }) {
  return Object.fromEntries(new URLSearchParams(router.state.location.search));
}

async function openMenu(name: RegExp) {
  const view = renderApp(startPath);
  await view.user.click(await screen.findByRole('button', { name }));
  return { ...view, menu: await screen.findByRole('menu') };
}

describe('saved-search menu, logged out', () => {
  beforeEach(() => {
    startPath = '/works?filter=is_oa:true';
  });

  it('disables Open and the actions that need a saved search', async () => {
    const { menu } = await openMenu(/Saved search menu: Unsaved search/);
    expect(within(menu).getByRole('menuitem', { name: 'Open' })).toHaveAttribute('aria-disabled', 'true');
    for (const name of ['Make a copy', 'Rename', 'Delete', 'Create alert']) {
      expect(within(menu).getByRole('menuitem', { name })).toHaveAttribute('aria-disabled', 'true');
    }
    expect(within(menu).getByRole('menuitem', { name: 'Save As...' })).not.toHaveAttribute('aria-disabled');
  });

  it('asks the visitor to log in to save, and opens the log-in dialog from there', async () => {
    const { menu, user } = await openMenu(/Saved search menu/);
    await user.click(within(menu).getByRole('menuitem', { name: 'Save As...' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log in required' });
    expect(dialog).toHaveTextContent('To save searches, you must be signed up and logged in');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeVisible();
  });

  it('gives the alerts variant from the bell', async () => {
    const view = renderApp(startPath);
    await view.user.click(await screen.findByRole('button', { name: 'Create alert' }));
    expect(await screen.findByRole('dialog', { name: 'Log in required' })).toHaveTextContent(
      'To set alerts, you must be signed up and logged in',
    );
  });

  it('removes an id from the URL, since no saved search can match it', async () => {
    const { router } = renderApp('/works?filter=is_oa:true&id=oa2020');
    await waitFor(() => expect(paramsOf(router)).toEqual({ filter: 'is_oa:true' }));
  });
});

describe('saved-search menu, logged in', () => {
  beforeEach(() => {
    logInTestUser();
    startPath = '/works?filter=is_oa:true';
  });

  it('saves a new search: name required with its counter, the id written into the URL', async () => {
    const { menu, user, router } = await openMenu(/Saved search menu: Unsaved search/);
    await user.click(within(menu).getByRole('menuitem', { name: 'Save As...' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save search' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/Name/), 'My OA works');
    expect(dialog).toHaveTextContent('11/25');
    await user.click(within(dialog).getByLabelText(/alert/));
    await user.click(save);

    expect(await screen.findByText('Search saved.')).toBeVisible();
    expect(host.puts).toHaveLength(1);
    const id = host.puts[0]!.id;
    expect(id).toMatch(/^[a-z0-9]{12}$/);
    expect(host.puts[0]).toMatchObject({
      name: 'My OA works',
      has_alert: true,
      search_url: `/works?filter=is_oa%3Atrue&id=${id}`,
    });
    await waitFor(() => expect(paramsOf(router).id).toBe(id));
    expect(await screen.findByRole('button', { name: 'Saved search menu: My OA works' })).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Remove alert' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows the open saved search, lists the others under Open, and toggles its alert with the bell', async () => {
    startPath = '/works?filter=is_oa:true&id=oa2020';
    const { menu, user } = await openMenu(/Saved search menu: Open access/);
    await user.click(within(menu).getByRole('menuitem', { name: 'Open' }));
    const menus = await screen.findAllByRole('menu');
    const submenu = menus[menus.length - 1]!;
    expect(within(submenu).getByRole('menuitem', { name: /Open access/ })).toBeVisible();
    expect(within(submenu).getByRole('menuitem', { name: 'View all' })).toBeVisible();
    await user.keyboard('{Escape}');
    await user.keyboard('{Escape}');

    await user.click(await screen.findByRole('button', { name: 'Create alert' }));
    expect(await screen.findByText('Alert added')).toBeVisible();
    expect(host.puts.at(-1)).toMatchObject({ id: 'oa2020', has_alert: true, name: 'Open access' });
    await user.click(await screen.findByRole('button', { name: 'Remove alert' }));
    expect(await screen.findByText('Alert removed')).toBeVisible();
    expect(host.puts.at(-1)).toMatchObject({ id: 'oa2020', has_alert: false });
  });

  it('renames, then deletes the search and takes its id out of the URL', async () => {
    startPath = '/works?filter=is_oa:true&id=oa2020';
    const { menu, user, router } = await openMenu(/Saved search menu: Open access/);
    await user.click(within(menu).getByRole('menuitem', { name: 'Rename' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename search' });
    await user.clear(within(dialog).getByLabelText(/Name/));
    expect(within(dialog).getByRole('button', { name: 'Rename' })).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/Name/), 'OA only{Enter}');
    expect(await screen.findByText('Search renamed')).toBeVisible();
    expect(host.puts.at(-1)).toMatchObject({ id: 'oa2020', name: 'OA only' });

    await user.click(await screen.findByRole('button', { name: 'Saved search menu: OA only' }));
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete saved search?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Search deleted')).toBeVisible();
    expect(host.stored).toHaveLength(0);
    await waitFor(() => expect(paramsOf(router)).toEqual({ filter: 'is_oa:true' }));
  });

  it('makes a copy under a new id, and opens a saved search from the Open submenu', async () => {
    startPath = '/works?filter=is_oa:true&id=oa2020';
    const { menu, user, router } = await openMenu(/Saved search menu: Open access/);
    await user.click(within(menu).getByRole('menuitem', { name: 'Make a copy' }));
    expect(await screen.findByText('Search copied')).toBeVisible();
    const copy = host.puts.at(-1)!;
    expect(copy).toMatchObject({ name: 'Copy of Open access', search_url: `/works?filter=is_oa%3Atrue&id=${copy.id}` });
    expect(copy.id).not.toBe('oa2020');
    await waitFor(() => expect(paramsOf(router).id).toBe(copy.id));
    expect(await screen.findByRole('button', { name: 'Saved search menu: Copy of Open access' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Saved search menu: Copy of Open access' }));
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Open' }));
    const menus = await screen.findAllByRole('menu');
    await user.click(within(menus[menus.length - 1]!).getByRole('menuitem', { name: /^Open access/ }));
    expect(await screen.findByText('Search opened.')).toBeVisible();
    await waitFor(() => expect(paramsOf(router)).toEqual({ filter: 'is_oa:true', id: 'oa2020' }));
  });

  it("removes an id that is not one of the user's searches once the list has loaded", async () => {
    const { router } = renderApp('/works?filter=is_oa:true&id=someone-else');
    await waitFor(() => expect(paramsOf(router)).toEqual({ filter: 'is_oa:true' }));
  });
});
