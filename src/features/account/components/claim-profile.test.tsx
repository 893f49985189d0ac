import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useSnackbarStore } from '../../../components/snackbar/snackbar-store';
import { useAuthDialogStore } from '../../../session/auth-dialog-store';
import { useSessionStore } from '../../../session/session-store';
import { server } from '../../../testing/msw-server';
import { logInTestUser } from '../../../testing/saved-search-handlers';
import { resetSession } from '../../../testing/session';
import { ClaimProfile } from './claim-profile';

const userJson = { id: 'u1', email: 'ada@example.org', display_name: 'Ada' };
let calls: string[];

beforeEach(() => {
  resetSession();
  useAuthDialogStore.getState().dialogClosed();
  useSnackbarStore.getState().messageClosed();
  calls = [];
  server.use(
    http.post('/user-api/user/u1/author/:authorId', async ({ params }) => {
      calls.push(`claim ${String(params.authorId)}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
      return HttpResponse.json({
        ...userJson,
        author_id: params.authorId,
        author_claim_status: 'submitted for moderation',
      });
    }),
    http.delete('/user-api/user/u1/author/:authorId', ({ params }) => {
      calls.push(`unclaim ${String(params.authorId)}`);
      return HttpResponse.json({ ...userJson, author_id: null, author_claim_status: null });
    }),
  );
});

function renderClaim() {
  const user = userEvent.setup();
  render(<ClaimProfile authorId="A5023888391" authorName="Jason Priem" />);
  return user;
}

describe('claim profile', () => {
  it('asks a visitor to log in', async () => {
    const user = renderClaim();
    await user.click(screen.getByRole('button', { name: 'Claim profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log in required' });
    expect(dialog).toHaveTextContent('Please log in to claim this profile.');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(useAuthDialogStore.getState().open).toBe('login');
    expect(calls).toEqual([]);
  });

  it('confirms, waits, says the claim is in moderation for about a week, then shows the claimed badge', async () => {
    logInTestUser();
    const user = renderClaim();
    await user.click(screen.getByRole('button', { name: 'Claim profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Claim this profile?' });
    expect(dialog).toHaveTextContent('Jason Priem');
    await user.click(within(dialog).getByRole('button', { name: 'Claim profile' }));
    expect(await within(dialog).findByLabelText('Claiming')).toBeVisible();
    const done = await screen.findByRole('dialog', { name: 'Profile claimed' });
    expect(done).toHaveTextContent('submitted for moderation');
    expect(done).toHaveTextContent('about a week');
    expect(calls).toEqual(['claim A5023888391']);
    expect(useSessionStore.getState().user?.authorId).toBe('A5023888391');
    await user.click(within(done).getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('button', { name: 'claimed (in moderation)' })).toBeVisible();
  });

  it('removes the claim on alt-click of the badge only', async () => {
    logInTestUser({ author_id: 'A5023888391', author_claim_status: 'approved' });
    const user = renderClaim();
    const badge = screen.getByRole('button', { name: 'claimed' });
    await user.click(badge);
    expect(calls).toEqual([]);
    await user.keyboard('{Alt>}');
    await user.click(badge);
    await user.keyboard('{/Alt}');
    await waitFor(() => expect(calls).toEqual(['unclaim A5023888391']));
    expect(await screen.findByRole('button', { name: 'Claim profile' })).toBeVisible();
    expect(useSnackbarStore.getState().current?.text).toBe('Profile unclaimed');
  });

  it('says a rejected claim was not approved, and lets the user claim again', () => {
    logInTestUser({ author_id: 'A5023888391', author_claim_status: 'rejected' });
    renderClaim();
    expect(screen.getByText('Your claim of this profile was not approved.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Claim profile' })).toBeEnabled();
  });

  it('lets an approved claimant submit other names and an ORCID for moderation', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('/user-api/user/u1/corrections', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({}, { status: 201 });
      }),
    );
    logInTestUser({ author_id: 'A5023888391', author_claim_status: 'approved' });
    const user = renderClaim();
    await user.click(screen.getByRole('button', { name: 'Edit profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit your profile' });
    await user.type(within(dialog).getByLabelText('ORCID'), '1234');
    expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeDisabled();
    await user.clear(within(dialog).getByLabelText('ORCID'));
    await user.type(within(dialog).getByLabelText('ORCID'), 'https://orcid.org/0000-0001-6187-6610');
    await user.type(within(dialog).getByLabelText(/Other names/), 'J. Priem{Enter}Jason R. Priem');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(useSnackbarStore.getState().current?.text).toBe('Your changes were submitted for moderation.'),
    );
    expect(sent).toEqual([
      { entity_id: 'A5023888391', property: 'display_name_alternatives', value: ['J. Priem', 'Jason R. Priem'] },
      { entity_id: 'A5023888391', property: 'orcid', value: '0000-0001-6187-6610' },
    ]);
  });

  it('offers no profile edits while the claim waits for moderation', () => {
    logInTestUser({ author_id: 'A5023888391', author_claim_status: 'submitted for moderation' });
    renderClaim();
    expect(screen.queryByRole('button', { name: 'Edit profile' })).not.toBeInTheDocument();
  });

  it('cannot claim a second profile', () => {
    logInTestUser({ author_id: 'A1', author_claim_status: 'submitted for moderation' });
    renderClaim();
    expect(screen.getByRole('button', { name: 'Claim profile' })).toBeDisabled();
  });
});
