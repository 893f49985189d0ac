import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { emptyDataApiHandlers } from '../../../testing/data-api-handlers';
import { entityListHost, manyAuthors } from '../../../testing/entity-list-handlers';
import { labelHost, storedLabel } from '../../../testing/label-handlers';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render-app';
import { logInTestUser } from '../../../testing/saved-search-handlers';
import { resetSession } from '../../../testing/session';
import { withDesktopViewport } from '../../../testing/viewport';
import type { Label } from '../api/labels-api';
import { labelKeys } from '../api/use-labels';

const PEOPLE = storedLabel({ id: 'lPeople', name: 'Reviewers', entity_type: 'authors', ids: ['A1', 'A2', 'A9'] });
const EMPTY = storedLabel({ id: 'lEmpty', name: 'Later', entity_type: 'institutions' });
const THEIRS = storedLabel({ id: 'lTheirs', name: 'Grantees', entity_type: 'authors', ids: ['A3'] });

function start() {
  resetSession();
  withDesktopViewport();
  const labels = labelHost([PEOPLE, EMPTY], { sharedByOthers: [THEIRS] });
  // A9 is not in the catalogue
  const data = entityListHost(manyAuthors(5));
  server.use(...labels.handlers, ...data.handlers, ...emptyDataApiHandlers);
  logInTestUser();
  return { host: labels.host, data };
}

const itemsTable = () => screen.findByRole('table', { name: /^Items of/ });
const rowTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => row.textContent);

describe('/me/labels/{labelId}', () => {
  it("says 'Loading...' while the label loads, then 'Label not found' for a label that is not there", async () => {
    start();
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('/user-api/user/u1/collections/lGone', async () => {
        await held;
        return undefined;
      }),
    );
    renderApp('/me/labels/lGone');
    expect(await screen.findByText('Loading...')).toBeVisible();
    answer();
    expect(await screen.findByRole('heading', { name: 'Label not found' })).toBeVisible();
  });

  it('numbers the items and names them with one request to the data API, each with a remove button', async () => {
    const { data } = start();
    renderApp('/me/labels/lPeople');
    expect(await screen.findByRole('heading', { name: 'Reviewers' })).toBeVisible();
    const table = await itemsTable();
    await waitFor(() =>
      expect(rowTexts(table)).toEqual(['1.Author 1A1', '2.Author 2A2', '3.A9A9 · not in the catalogue']),
    );
    expect(data.requests).toEqual([
      { entityType: 'authors', filter: 'ids.openalex:A1|A2|A9', select: 'id,display_name', perPage: 100 },
    ]);
    expect(within(table).getAllByRole('button', { name: /^Remove / })).toHaveLength(3);
  });

  it('removes an item, keeping the others', async () => {
    const { host } = start();
    const { user } = renderApp('/me/labels/lPeople');
    await user.click(await screen.findByRole('button', { name: 'Remove Author 2' }));
    const table = await itemsTable();
    await waitFor(() => expect(rowTexts(table)).toEqual(['1.Author 1A1', '2.A9A9 · not in the catalogue']));
    expect(host.requests.find((request) => request.method === 'PATCH')?.body).toEqual({ ids: ['A1', 'A9'] });
  });

  it('opens an item in the entity drawer when its row is clicked', async () => {
    start();
    const { user, router } = renderApp('/me/labels/lPeople');
    await user.click(await screen.findByText('Author 2'));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('zoom')).toBe('A2'));
    expect(router.state.location.pathname).toBe('/me/labels/lPeople');
  });

  it('adds an entity chosen in the autocomplete', async () => {
    const { host } = start();
    const { user } = renderApp('/me/labels/lPeople');
    await user.type(await screen.findByRole('combobox', { name: 'Add entity' }), 'Author 4');
    await user.click(await screen.findByRole('option', { name: /Author 4/ }));
    expect(await screen.findByText('1 author added to Reviewers')).toBeVisible();
    expect(host.requests.find((request) => request.method === 'PATCH')?.body).toEqual({
      ids: ['A1', 'A2', 'A9', 'A4'],
    });
    expect(await screen.findByText('4.')).toBeVisible();
  });

  it("edits the label: the type is fixed while it has items; 'Label updated'", async () => {
    const { host } = start();
    const { user } = renderApp('/me/labels/lPeople');
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit label' });
    expect(within(dialog).getByRole('combobox', { name: /Type/ })).toHaveAttribute('aria-disabled', 'true');
    expect(within(dialog).getByText('To change label type, please delete existing items first.')).toBeVisible();
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Referees');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Label updated')).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Referees' })).toBeVisible();
    expect(host.requests.find((request) => request.method === 'PATCH')?.body).toMatchObject({ name: 'Referees' });
  });

  it('lets the type of an empty label change', async () => {
    const { host } = start();
    const { user } = renderApp('/me/labels/lEmpty');
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit label' });
    expect(within(dialog).queryByText(/To change label type/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: /Type/ }));
    await user.click(await screen.findByRole('option', { name: 'funders' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Label updated')).toBeVisible();
    expect(host.labels.find((label) => label.id === 'lEmpty')?.entity_type).toBe('funders');
  });

  it('asks before deleting, removes the label from the list before the server answers, then goes to /me/labels', async () => {
    const { host } = start();
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.delete('/user-api/user/u1/collections/lPeople', async () => {
        await held;
        return undefined;
      }),
    );
    // from the list, which is then cached
    const { user, router, queryClient } = renderApp('/me/labels');
    await user.click(await screen.findByRole('link', { name: 'Reviewers' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete label?' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this label and its 3 authors?');
    const listed = () => queryClient.getQueryData<Label[]>(labelKeys.list('u1'))?.map((label) => label.id);
    expect(listed()).toContain('lPeople');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(listed()).not.toContain('lPeople'));
    expect(host.labels.some((label) => label.id === 'lPeople')).toBe(true);
    expect(router.state.location.pathname).toBe('/me/labels/lPeople');
    answer();
    expect(await screen.findByText('Label deleted.')).toBeVisible();
    expect(router.state.location.pathname).toBe('/me/labels');
    expect(host.labels.some((label) => label.id === 'lPeople')).toBe(false);
    expect(await screen.findByRole('link', { name: 'Later' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Reviewers' })).not.toBeInTheDocument();
  });

  it('asks without a count for an empty label', async () => {
    start();
    const { user } = renderApp('/me/labels/lEmpty');
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete label?' });
    expect(within(dialog).getByText(/^Are you sure/).textContent).toBe('Are you sure you want to delete this label?');
  });

  it('lets the owner stop sharing a label, even when no longer a librarian', async () => {
    const { host } = start();
    host.labels = host.labels.map((label) => (label.id === 'lEmpty' ? { ...label, shared: true } : label));
    const { user } = renderApp('/me/labels/lEmpty');
    expect(await screen.findByText('Shared')).toBeVisible();
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit label' });
    const shared = within(dialog).getByRole('switch', { name: 'Shared' });
    expect(shared).toBeChecked();
    await user.click(shared);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Label updated')).toBeVisible();
    expect(host.requests.find((request) => request.method === 'PATCH')?.body).toMatchObject({ shared: false });
    await waitFor(() => expect(screen.queryByText('Shared')).not.toBeInTheDocument());
  });

  it("shows another user's shared label read-only", async () => {
    start();
    renderApp('/me/labels/lTheirs');
    expect(await screen.findByRole('heading', { name: 'Grantees' })).toBeVisible();
    expect(screen.getByText('Shared by Grace')).toBeVisible();
    const table = await itemsTable();
    await waitFor(() => expect(rowTexts(table)).toEqual(['1.Author 3A3']));
    for (const name of ['Edit', 'Delete', 'Bulk upload', /^Remove /])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Add entity' })).not.toBeInTheDocument();
  });
});
