import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { useState } from 'react';
import { labelHost, storedLabel } from '../../../testing/label-handlers';
import { server } from '../../../testing/msw-server';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { logInTestUser } from '../../../testing/saved-search-handlers';
import { resetSession } from '../../../testing/session';
import { useLabel, useLabelMutations, useLabels, useOnLabelsChange } from './use-labels';

const UNIS = storedLabel({ id: 'lUnis', name: 'Partner universities', entity_type: 'institutions', ids: ['I1'] });
const PEOPLE = storedLabel({ id: 'lPeople', name: 'Reviewers', entity_type: 'authors', ids: ['A1'] });

let host: ReturnType<typeof labelHost>['host'];

beforeEach(() => {
  resetSession();
  const fake = labelHost([UNIS, PEOPLE]);
  host = fake.host;
  server.use(...fake.handlers);
});

/** A page using the store: the list, one label, the writes, and a search that uses lUnis. */
function Probe() {
  const labels = useLabels();
  const unis = useLabel('lUnis');
  const { addToLabel, updateLabel, deleteLabel } = useLabelMutations();
  const [refetches, setRefetches] = useState(0);
  const [error, setError] = useState('');
  useOnLabelsChange(['lUnis'], () => setRefetches((n) => n + 1));
  const run = (write: () => Promise<unknown>) => () =>
    void write().catch((caught: unknown) => setError((caught as Error).message));
  return (
    <>
      <ul aria-label="labels">
        {labels.data?.map((label) => (
          <li key={label.id}>
            {label.name} ({label.ids.join(' ')})
          </li>
        ))}
      </ul>
      <p>detail: {unis.data ? `${unis.data.name} (${unis.data.ids.join(' ')})` : 'none'}</p>
      <p>search fetched again {refetches} times</p>
      {error && <p role="alert">{error}</p>}
      <button onClick={run(() => addToLabel.mutateAsync({ labelId: 'lUnis', ids: ['I1', 'institutions/I2'] }))}>
        add to unis
      </button>
      <button onClick={run(() => updateLabel.mutateAsync({ labelId: 'lPeople', changes: { name: 'Referees' } }))}>
        rename people
      </button>
      <button onClick={run(() => updateLabel.mutateAsync({ labelId: 'lUnis', changes: { name: 'Partners' } }))}>
        rename unis
      </button>
      <button onClick={run(() => deleteLabel.mutateAsync('lUnis'))}>delete unis</button>
    </>
  );
}

const listed = () =>
  within(screen.getByRole('list', { name: 'labels' }))
    .queryAllByRole('listitem')
    .map((li) => li.textContent);

describe('the labels store', () => {
  it('asks nothing while logged out', () => {
    renderWithProviders(<Probe />);
    expect(screen.getByText('detail: none')).toBeVisible();
    expect(host.requests).toEqual([]);
  });

  it('adds ids without duplicates and shows the change in the list and the label at once', async () => {
    logInTestUser();
    const { user } = renderWithProviders(<Probe />);
    expect(await screen.findByText('detail: Partner universities (I1)')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'add to unis' }));
    expect(await screen.findByText('detail: Partner universities (I1 I2)')).toBeVisible();
    expect(listed()).toContain('Partner universities (I1 I2)');
    expect(host.requests.filter((request) => request.method === 'PATCH')).toEqual([
      { method: 'PATCH', path: '/user-api/user/u1/collections/lUnis', body: { ids: ['I1', 'I2'] } },
    ]);
  });

  it('tells a search using a label that it changed, not when another label changes nor on the first load', async () => {
    logInTestUser();
    const { user } = renderWithProviders(<Probe />);
    await screen.findByText('detail: Partner universities (I1)');
    expect(screen.getByText('search fetched again 0 times')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'rename people' }));
    await waitFor(() => expect(listed()).toContain('Referees (A1)'));
    expect(screen.getByText('search fetched again 0 times')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'add to unis' }));
    expect(await screen.findByText('search fetched again 1 times')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'delete unis' }));
    expect(await screen.findByText('search fetched again 2 times')).toBeVisible();
  });

  it('removes a deleted label from the list before the host answers, and puts it back when it fails', async () => {
    logInTestUser();
    let answer: (() => void) | undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.delete('/user-api/user/u1/collections/lUnis', async () => {
        await answered;
        await delay(0);
        return HttpResponse.json({ error: 'Service unavailable', message: 'The database is busy.' }, { status: 503 });
      }),
    );
    const { user } = renderWithProviders(<Probe />);
    await waitFor(() => expect(listed()).toEqual(['Partner universities (I1)', 'Reviewers (A1)']));
    await user.click(screen.getByRole('button', { name: 'delete unis' }));
    await waitFor(() => expect(listed()).toEqual(['Reviewers (A1)']));
    answer!();
    expect(await screen.findByRole('alert')).toHaveTextContent('The database is busy.');
    await waitFor(() => expect(listed()).toEqual(['Partner universities (I1)', 'Reviewers (A1)']));
  });

  it('renames: the list (latest change first) and the label follow', async () => {
    logInTestUser();
    const { user } = renderWithProviders(<Probe />);
    await screen.findByText('detail: Partner universities (I1)');
    await user.click(screen.getByRole('button', { name: 'rename people' }));
    await waitFor(() => expect(listed()).toEqual(['Referees (A1)', 'Partner universities (I1)']));
    await user.click(screen.getByRole('button', { name: 'rename unis' }));
    expect(await screen.findByText('detail: Partners (I1)')).toBeVisible();
    expect(host.requests.filter((request) => request.method === 'PATCH').map((request) => request.body)).toEqual([
      { name: 'Referees' },
      { name: 'Partners' },
    ]);
  });
});
