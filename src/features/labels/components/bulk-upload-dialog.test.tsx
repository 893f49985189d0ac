import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { emptyDataApiHandlers } from '../../../testing/data-api-handlers';
import { entityListHost, manyAuthors } from '../../../testing/entity-list-handlers';
import { labelHost, storedLabel, type StoredLabel } from '../../../testing/label-handlers';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render-app';
import { logInTestUser } from '../../../testing/saved-search-handlers';
import { resetSession } from '../../../testing/session';
import { withDesktopViewport } from '../../../testing/viewport';

const PEOPLE = storedLabel({ id: 'lPeople', name: 'Reviewers', entity_type: 'authors', ids: ['A1'] });
const UNIS = storedLabel({ id: 'lUnis', name: 'Partners', entity_type: 'institutions' });

function start(labels: StoredLabel[] = [PEOPLE, UNIS], { refuse = [] as string[] } = {}) {
  resetSession();
  withDesktopViewport();
  const fake = labelHost(labels);
  const data = entityListHost(manyAuthors(3000), { refuse });
  server.use(...fake.handlers, ...data.handlers, ...emptyDataApiHandlers);
  logInTestUser();
  // the check's requests, not the item names' (ids.openalex)
  const checks = () => data.requests.filter((request) => !request.filter.startsWith('ids.openalex:'));
  return { host: fake.host, checks };
}

async function openDialog(labelId = 'lPeople') {
  const view = renderApp(`/me/labels/${labelId}`);
  await view.user.click(await screen.findByRole('button', { name: 'Bulk upload' }));
  const dialog = await screen.findByRole('dialog', { name: /^Bulk upload to/ });
  return { ...view, dialog };
}

async function paste(user: ReturnType<typeof renderApp>['user'], dialog: HTMLElement, text: string) {
  await user.click(within(dialog).getByRole('textbox', { name: 'IDs' }));
  await user.paste(text);
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);

describe('bulk upload', () => {
  it('checks thousands of ids in batches of 100 with a progress bar, lists valid and invalid, adds the valid', async () => {
    const { host, checks } = start();
    // from the fourth batch on, answers wait: the bar shows the first three done
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let asked = 0;
    server.use(
      http.get('/api/authors', async ({ request }) => {
        if (!new URL(request.url).searchParams.get('filter')?.startsWith('openalex:')) return undefined;
        if (++asked > 3) await gate;
        return undefined;
      }),
    );
    const { user, dialog } = await openDialog();
    // 2,450 known authors and 50 the catalogue does not have, bare numbers and with letters
    const ids = [...range(1, 2450).map((n) => (n % 2 ? `A${n}` : String(n))), ...range(9001, 9050).map((n) => `A${n}`)];
    await paste(user, dialog, ids.join('\n'));
    expect(within(dialog).getByText('2,500 IDs, read as OpenAlex IDs.')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Check' }));

    const bar = await within(dialog).findByRole('progressbar', { name: 'Checking IDs' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '12'));
    expect(within(dialog).getByText('Checked 300 of 2,500 IDs…')).toBeVisible();
    release();

    expect(await within(dialog).findByText('Valid (2,450)')).toBeVisible();
    expect(within(dialog).getByText('Not recognized (50)')).toBeVisible();
    expect(within(dialog).getByRole('region', { name: 'Not recognized (50)' }).textContent).toBe(
      range(9001, 9050)
        .map((n) => `A${n}`)
        .join('\n'),
    );
    expect(checks()).toHaveLength(25);
    expect(checks().every((request) => request.filter.split('|').length <= 100)).toBe(true);
    expect(checks()[0]).toMatchObject({
      select: 'id,display_name',
      filter: expect.stringMatching(/^openalex:A1\|A2\|A3\|/),
    });

    await user.click(within(dialog).getByRole('button', { name: 'Add 2,450' }));
    // A1 was in the label already
    expect(await screen.findByText('2,449 authors added to Reviewers')).toBeVisible();
    expect(host.labels.find((label) => label.id === 'lPeople')?.ids).toHaveLength(2450);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('offers Recheck only once the text changed', async () => {
    const { checks } = start();
    const { user, dialog } = await openDialog();
    await paste(user, dialog, 'A2, A3,A9999');
    await user.click(within(dialog).getByRole('button', { name: 'Check' }));
    expect(await within(dialog).findByText('Valid (2)')).toBeVisible();
    expect(within(dialog).getByText('Not recognized (1)')).toBeVisible();
    const recheck = within(dialog).getByRole('button', { name: 'Recheck' });
    expect(recheck).toBeDisabled();
    await paste(user, dialog, '\nA4');
    expect(recheck).toBeEnabled();
    await user.click(recheck);
    expect(await within(dialog).findByText('Valid (3)')).toBeVisible();
    expect(recheck).toBeDisabled();
    expect(checks().map((request) => request.filter)).toEqual(['openalex:A2|A3|A9999', 'openalex:A2|A3|A9999|A4']);
    // Back returns to the text
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(within(dialog).getByRole('button', { name: 'Check' })).toBeEnabled();
    expect(within(dialog).queryByText(/^Valid/)).not.toBeInTheDocument();
  });

  it('drops an id the data API calls not valid and asks again', async () => {
    const { checks } = start(undefined, { refuse: ['A77'] });
    const { user, dialog } = await openDialog();
    await paste(user, dialog, 'A5\nA77\nA6');
    await user.click(within(dialog).getByRole('button', { name: 'Check' }));
    expect(await within(dialog).findByText('Valid (2)')).toBeVisible();
    expect(within(dialog).getByRole('region', { name: 'Not recognized (1)' })).toHaveTextContent('A77');
    expect(checks().map((request) => request.filter)).toEqual(['openalex:A5|A77|A6', 'openalex:A5|A6']);
  });

  it('reads ORCIDs from the first entry and asks for the ORCID field', async () => {
    const { host, checks } = start();
    const { user, dialog } = await openDialog();
    await paste(user, dialog, 'https://orcid.org/0000-0000-0000-0007,0000-0000-0000-0008');
    expect(within(dialog).getByText('2 IDs, read as ORCID IDs.')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Check' }));
    expect(await within(dialog).findByText('Valid (2)')).toBeVisible();
    expect(within(dialog).getByRole('region', { name: 'Valid (2)' })).toHaveTextContent('Author 7');
    expect(checks()[0]).toMatchObject({ select: 'id,display_name,orcid' });
    await user.click(within(dialog).getByRole('button', { name: 'Add 2' }));
    expect(await screen.findByText('2 authors added to Reviewers')).toBeVisible();
    expect(host.labels.find((label) => label.id === 'lPeople')?.ids).toEqual(['A1', 'A7', 'A8']);
  });

  it("says 'Failed to add IDs: {message}' when the label host refuses", async () => {
    start();
    server.use(
      http.patch('/user-api/user/u1/collections/lPeople', () =>
        HttpResponse.json({ error: 'Bad request', message: 'The label store is read-only.' }, { status: 400 }),
      ),
    );
    const { user, dialog } = await openDialog();
    await paste(user, dialog, 'A2');
    await user.click(within(dialog).getByRole('button', { name: 'Check' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Add 1' }));
    expect(await screen.findByText('Failed to add IDs: The label store is read-only.')).toBeVisible();
    expect(screen.getByRole('dialog', { name: /^Bulk upload to/ })).toBeVisible();
  });

  it('keeps a label within 10,000 ids', async () => {
    const full = storedLabel({
      ...PEOPLE,
      ids: range(1, 9990).map((n) => `A${n + 100000}`),
    });
    const { checks } = start([full]);
    const { user, dialog } = await openDialog();
    await paste(user, dialog, range(1, 10001).join(','));
    expect(within(dialog).getByText('A label holds at most 10,000 IDs; these are 10,001.')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Check' })).toBeDisabled();

    await user.clear(within(dialog).getByRole('textbox', { name: 'IDs' }));
    await paste(user, dialog, range(1, 20).join(','));
    await user.click(within(dialog).getByRole('button', { name: 'Check' }));
    expect(
      await within(dialog).findByText('A label holds at most 10,000 IDs: Reviewers has 9,990 and these would add 20.'),
    ).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Add 20' })).toBeDisabled();
    expect(checks()).toHaveLength(1);
  });

  it('says which kind of label external ids fit', async () => {
    const { checks } = start();
    const { user, dialog } = await openDialog('lUnis');
    await paste(user, dialog, '0000-0000-0000-0007');
    expect(within(dialog).getByText('ORCID IDs name authors; this label holds institutions.')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Check' })).toBeDisabled();
    expect(checks()).toHaveLength(0);
  });
});
