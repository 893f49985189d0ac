import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { labelHost, storedLabel } from '../../../testing/label-handlers';
import { server } from '../../../testing/msw-server';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { logInTestUser } from '../../../testing/saved-search-handlers';
import { resetSession } from '../../../testing/session';
import { LabelPicker } from './label-picker';

const UNIS = storedLabel({ id: 'lUnis', name: 'Partner universities', entity_type: 'institutions', ids: ['I1', 'I2'] });
const RIVALS = storedLabel({ id: 'lRivals', name: 'Rivals', entity_type: 'institutions', ids: ['I3'] });
const PEOPLE = storedLabel({ id: 'lPeople', name: 'Reviewers', entity_type: 'authors', ids: ['A1'] });

let host: ReturnType<typeof labelHost>['host'];
let changes: (string | null)[];

beforeEach(() => {
  resetSession();
  changes = [];
  const fake = labelHost([UNIS, RIVALS, PEOPLE]);
  host = fake.host;
  server.use(...fake.handlers);
});

/** The picker as the query builder holds it: the filter's value in state. */
function Filter({ entityType, initial }: { entityType: string; initial: string | null }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <LabelPicker
        entityType={entityType}
        value={value}
        onChange={(labelId) => {
          changes.push(labelId);
          setValue(labelId);
        }}
      />
      <output aria-label="OQL value">{String(value)}</output>
    </>
  );
}

describe("the label picker of the query builder's label operators", () => {
  it('offers the labels of the column type with their sizes; the value is the chosen label id', async () => {
    logInTestUser();
    const { user } = renderWithProviders(<Filter entityType="institutions" initial={null} />);
    const input = await screen.findByRole('combobox', { name: 'Label' });
    await waitFor(() => expect(input).toBeEnabled());
    await user.click(input);
    const listbox = await screen.findByRole('listbox');
    const options = within(listbox).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Partner universities2 institutions',
      'Rivals1 institution',
    ]);
    await user.click(options[1]!);
    expect(changes).toEqual(['lRivals']);
    expect(screen.getByRole('status', { name: 'OQL value' })).toHaveTextContent('lRivals');
    expect(input).toHaveValue('Rivals');
  });

  it('shows the label a filter already names, and clears to null', async () => {
    logInTestUser();
    const { user } = renderWithProviders(<Filter entityType="institutions" initial="lUnis" />);
    const input = await screen.findByRole('combobox', { name: 'Label' });
    await waitFor(() => expect(input).toHaveValue('Partner universities'));
    await user.click(input);
    await user.click(await screen.findByRole('button', { name: 'Clear' }));
    expect(changes).toEqual([null]);
    expect(screen.getByRole('status', { name: 'OQL value' })).toHaveTextContent('null');
  });

  it('says when the label named is not one of theirs (deleted, or shared OQL)', async () => {
    logInTestUser();
    renderWithProviders(<Filter entityType="institutions" initial="lGone" />);
    expect(await screen.findByText('Label lGone is not one of your labels of institutions.')).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Label' })).toHaveValue('');
  });

  it('without labels of the type, says so and links to My labels', async () => {
    logInTestUser();
    const { user, router } = renderWithProviders(<Filter entityType="funders" initial={null} />, { path: '/s/abc' });
    expect(await screen.findByText(/No labels of funders yet/)).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Make one in My labels' }));
    expect(router.state.location.pathname).toBe('/me/labels');
  });

  it("shows the host's message when the labels cannot be read", async () => {
    logInTestUser();
    server.use(
      http.get('/user-api/user/u1/collections', () =>
        HttpResponse.json(
          { error: 'Unauthorized', message: 'Log in first: this call needs a valid access token.' },
          { status: 401 },
        ),
      ),
    );
    renderWithProviders(<Filter entityType="institutions" initial={null} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not load your labels: Log in first: this call needs a valid access token.',
    );
  });

  it('asks a visitor who is not logged in to log in, without asking the host', () => {
    renderWithProviders(<Filter entityType="institutions" initial={null} />);
    expect(screen.getByText('Log in to filter by your labels.')).toBeVisible();
    expect(host.requests).toEqual([]);
  });
});
