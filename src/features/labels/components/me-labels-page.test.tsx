import { screen, within } from '@testing-library/react';
import { emptyDataApiHandlers } from '../../../testing/data-api-handlers';
import { labelHost, storedLabel } from '../../../testing/label-handlers';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render-app';
import { logInTestUser } from '../../../testing/saved-search-handlers';
import { resetSession } from '../../../testing/session';
import { withDesktopViewport } from '../../../testing/viewport';

const UNIS = storedLabel({
  id: 'lUnis',
  name: 'Partner universities',
  description: 'Our consortium',
  entity_type: 'institutions',
  ids: ['I1', 'I2', 'I3'],
  updated: '2026-11-20T10:00:00.000Z',
});
const PEOPLE = storedLabel({
  id: 'lPeople',
  name: 'Reviewers',
  entity_type: 'authors',
  ids: ['A1'],
  updated: '2026-11-21T10:00:00.000Z',
});
const FUNDED = storedLabel({
  id: 'lFunded',
  name: 'Consortium journals',
  entity_type: 'sources',
  ids: ['S1', 'S2'],
  updated: '2026-11-25T10:00:00.000Z',
});

function start(options: Parameters<typeof labelHost>[1] = {}) {
  resetSession();
  const fake = labelHost([UNIS, PEOPLE], { sharedByOthers: [FUNDED], ...options });
  server.use(...fake.handlers, ...emptyDataApiHandlers);
  return fake.host;
}

const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('/me/labels', () => {
  beforeEach(() => withDesktopViewport());

  it("lists the user's labels, latest change first, then others' shared ones marked with the owner", async () => {
    start();
    logInTestUser();
    renderApp('/me/labels');
    const table = await screen.findByRole('table', { name: 'Labels' });
    const rows = rowsOf(table);
    expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual([
      'Reviewers',
      'Partner universities',
      'Consortium journals',
    ]);
    expect(within(rows[1]!).getByRole('link')).toHaveAttribute('href', '/me/labels/lUnis');
    expect(rows[1]).toHaveTextContent('Our consortium');
    expect(rows[1]).toHaveTextContent('institutions');
    // name, type, items, updated
    expect(within(rows[1]!).getAllByRole('cell')[2]).toHaveTextContent(/^3$/);
    expect(rows[1]).toHaveTextContent(/Nov 20, 2026/);
    expect(within(rows[2]!).getByText('Shared by Grace')).toBeVisible();
    expect(within(rows[0]!).queryByText(/Shared/)).not.toBeInTheDocument();
  });

  it("creates a label from the dialog: name required, type chosen, 'Label created'", async () => {
    const host = start();
    logInTestUser();
    const { user } = renderApp('/me/labels');
    await user.click(await screen.findByRole('button', { name: 'New label' }));
    const dialog = await screen.findByRole('dialog', { name: 'New label' });
    const create = within(dialog).getByRole('button', { name: 'Create' });
    expect(create).toBeDisabled();
    // only a librarian shares
    expect(within(dialog).queryByRole('switch', { name: 'Shared' })).not.toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Grantees');
    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Funded in 2026');
    expect(create).toBeDisabled();
    await user.click(within(dialog).getByRole('combobox', { name: /Type/ }));
    await user.click(await screen.findByRole('option', { name: 'authors' }));
    await user.click(create);
    expect(await screen.findByText('Label created')).toBeVisible();
    expect(host.requests.find((request) => request.method === 'POST')?.body).toEqual({
      name: 'Grantees',
      description: 'Funded in 2026',
      entity_type: 'authors',
      ids: [],
    });
    const table = screen.getByRole('table', { name: 'Labels' });
    expect(await within(table).findByRole('link', { name: 'Grantees' })).toBeVisible();
  });

  it("offers a librarian the 'Shared' switch, and the label is listed as shared", async () => {
    const host = start({ isLibrarian: true });
    logInTestUser({ is_librarian: true });
    const { user } = renderApp('/me/labels');
    await user.click(await screen.findByRole('button', { name: 'New label' }));
    const dialog = await screen.findByRole('dialog', { name: 'New label' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Our authors');
    await user.click(within(dialog).getByRole('combobox', { name: /Type/ }));
    await user.click(await screen.findByRole('option', { name: 'authors' }));
    await user.click(within(dialog).getByRole('switch', { name: 'Shared' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Label created')).toBeVisible();
    expect(host.requests.find((request) => request.method === 'POST')?.body).toMatchObject({ shared: true });
    const row = (await screen.findByRole('link', { name: 'Our authors' })).closest('tr')!;
    expect(within(row).getByText('Shared')).toBeVisible();
  });
});
