import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { labelHost, storedLabel } from '../../../testing/label-handlers';
import { server } from '../../../testing/msw-server';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { logInTestUser } from '../../../testing/saved-search-handlers';
import { resetSession } from '../../../testing/session';
import { LabelMenu } from './label-menu';

const UNIS = storedLabel({ id: 'lUnis', name: 'Partner universities', entity_type: 'institutions', ids: ['I1'] });
const PEOPLE = storedLabel({ id: 'lPeople', name: 'Reviewers', entity_type: 'authors', ids: ['A5023888391'] });

let host: ReturnType<typeof labelHost>['host'];

beforeEach(() => {
  resetSession();
  const fake = labelHost([UNIS, PEOPLE]);
  host = fake.host;
  server.use(...fake.handlers);
});

const writes = () => host.requests.filter((request) => request.method !== 'GET');

async function openMenu(selectedIds: string[], entityType = 'institutions') {
  const view = renderWithProviders(<LabelMenu entityType={entityType} selectedIds={selectedIds} />);
  await view.user.click(screen.getByRole('button', { name: 'Label' }));
  return { ...view, menu: await screen.findByRole('menu') };
}

describe('the label menu of the analytics results', () => {
  it('is not there for a visitor who is not logged in, and asks the host nothing', () => {
    renderWithProviders(<LabelMenu entityType="institutions" selectedIds={['I1']} />);
    expect(screen.queryByRole('button', { name: 'Label' })).not.toBeInTheDocument();
    expect(host.requests).toEqual([]);
  });

  it('is not there for rows a label cannot hold (a summary, countries)', () => {
    logInTestUser();
    renderWithProviders(
      <>
        <LabelMenu entityType="summary" selectedIds={['x']} />
        <LabelMenu entityType="countries" selectedIds={['countries/US']} />
      </>,
    );
    expect(screen.queryByRole('button', { name: 'Label' })).not.toBeInTheDocument();
  });

  it('is disabled with a tip while no rows are selected', async () => {
    logInTestUser();
    const { user } = renderWithProviders(<LabelMenu entityType="institutions" selectedIds={[]} />);
    const button = screen.getByRole('button', { name: 'Label' });
    expect(button).toBeDisabled();
    await user.hover(button.parentElement!);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Select rows to add them to a label');
  });

  it("lists the user's labels of the rows' type with their sizes, and New label…", async () => {
    logInTestUser();
    const { menu } = await openMenu(['I2']);
    const item = await within(menu).findByRole('menuitem', { name: /Partner universities/ });
    expect(item).toHaveTextContent('1 institution');
    expect(within(menu).queryByText('Reviewers')).not.toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'New label…' })).toBeVisible();
    expect(host.requests[0]).toMatchObject({
      method: 'GET',
      path: '/user-api/user/u1/collections?page=1&per_page=500',
    });
  });

  it("does not offer another user's shared label, which only its owner changes", async () => {
    const fake = labelHost([UNIS], {
      sharedByOthers: [storedLabel({ id: 'lTheirs', name: 'Consortium', entity_type: 'institutions' })],
    });
    server.use(...fake.handlers);
    logInTestUser();
    const { menu } = await openMenu(['I2']);
    expect(await within(menu).findByRole('menuitem', { name: /Partner universities/ })).toBeVisible();
    expect(within(menu).queryByText('Consortium')).not.toBeInTheDocument();
  });

  it('says so when the user has no label of the type', async () => {
    logInTestUser();
    const { menu } = await openMenu(['F4320332161'], 'funders');
    expect(await within(menu).findByText('No labels of funders yet')).toBeVisible();
  });

  it('adds the selected ids to the chosen label: short ids, merged without duplicates', async () => {
    logInTestUser();
    const { menu, user } = await openMenu(['institutions/I1', 'institutions/I136199984', 'I3', 'I3']);
    await user.click(await within(menu).findByRole('menuitem', { name: /Partner universities/ }));

    expect(await screen.findByText('2 institutions added to Partner universities')).toBeVisible();
    expect(writes()).toEqual([
      { method: 'PATCH', path: '/user-api/user/u1/collections/lUnis', body: { ids: ['I1', 'I136199984', 'I3'] } },
    ]);
    // the menu shows the label's new size
    await user.click(screen.getByRole('button', { name: 'Label' }));
    const reopened = await screen.findByRole('menu');
    await waitFor(() =>
      expect(within(reopened).getByRole('menuitem', { name: /Partner universities/ })).toHaveTextContent(
        '3 institutions',
      ),
    );
  });

  it("shows the host's message when the ids cannot be added", async () => {
    logInTestUser();
    server.use(
      http.patch('/user-api/user/u1/collections/lUnis', () =>
        HttpResponse.json(
          {
            error: 'Bad request',
            message: 'Invalid label field ids: a label holds at most 10000 ids, and these are 10001.',
          },
          { status: 400 },
        ),
      ),
    );
    const { menu, user } = await openMenu(['I2']);
    await user.click(await within(menu).findByRole('menuitem', { name: /Partner universities/ }));
    expect(
      await screen.findByText(
        'Failed to add IDs: Invalid label field ids: a label holds at most 10000 ids, and these are 10001.',
      ),
    ).toBeVisible();
  });

  it('creates a new label of the type from the selection: name required, description optional', async () => {
    logInTestUser();
    const { menu, user } = await openMenu(['institutions/I136199984', 'I27837315']);
    await user.click(within(menu).getByRole('menuitem', { name: 'New label…' }));
    const dialog = await screen.findByRole('dialog', { name: 'New label' });
    const create = within(dialog).getByRole('button', { name: 'Create' });
    expect(create).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), '   ');
    expect(create).toBeDisabled();
    expect(within(dialog).getByRole('combobox', { name: /Type/ })).toHaveTextContent('institutions');
    expect(within(dialog).getByRole('combobox', { name: /Type/ })).toHaveAttribute('aria-disabled', 'true');

    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Shortlist');
    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'For the 2026 report');
    await user.click(create);

    expect(await screen.findByText('Label created and applied')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New label' })).not.toBeInTheDocument());
    expect(writes()).toEqual([
      {
        method: 'POST',
        path: '/user-api/user/u1/collections',
        body: {
          name: 'Shortlist',
          description: 'For the 2026 report',
          entity_type: 'institutions',
          ids: ['I136199984', 'I27837315'],
        },
      },
    ]);
    await user.click(screen.getByRole('button', { name: 'Label' }));
    expect(
      await within(await screen.findByRole('menu')).findByRole('menuitem', { name: /Shortlist/ }),
    ).toHaveTextContent('2 institutions');
  });

  it("keeps the dialog open with the host's message when creating fails", async () => {
    logInTestUser();
    server.use(
      http.post('/user-api/user/u1/collections', () =>
        HttpResponse.json(
          {
            error: 'Conflict',
            message: 'You have 500 labels, the most an account can keep; delete one to make another.',
          },
          { status: 409 },
        ),
      ),
    );
    const { menu, user } = await openMenu(['I2']);
    await user.click(within(menu).getByRole('menuitem', { name: 'New label…' }));
    const dialog = await screen.findByRole('dialog', { name: 'New label' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'One too many');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(
      await within(dialog).findByText('You have 500 labels, the most an account can keep; delete one to make another.'),
    ).toBeVisible();
    expect(screen.queryByText('Label created and applied')).not.toBeInTheDocument();
  });
});
