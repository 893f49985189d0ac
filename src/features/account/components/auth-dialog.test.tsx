import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { readStoredToken } from '../../../api/auth-token';
import { useAuthDialogStore } from '../../../session/auth-dialog-store';
import { useSessionStore } from '../../../session/session-store';
import { emptyDataApiHandlers } from '../../../testing/data-api-handlers';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render-app';

const user = { id: 'u1', email: 'ada@example.org', display_name: 'Ada', is_admin: false };

beforeEach(() => {
  useSessionStore.getState().loggedOut();
  useAuthDialogStore.getState().dialogClosed();
  server.use(...emptyDataApiHandlers);
});

async function openDialog(kind: 'Log in' | 'Sign up') {
  const view = renderApp('/');
  await view.user.click(await screen.findByRole('button', { name: kind }));
  const dialog = await screen.findByRole('dialog', { name: kind });
  return { ...view, dialog };
}

describe('log-in dialog', () => {
  it('keeps Log in disabled once something is filled in, until the e-mail looks right and the password has 5 characters', async () => {
    const { user: u, dialog } = await openDialog('Log in');
    const submit = within(dialog).getByRole('button', { name: 'Log in' });
    expect(submit).toBeEnabled();
    await u.type(within(dialog).getByLabelText(/Email/), 'ada@example');
    expect(submit).toBeDisabled();
    await u.type(within(dialog).getByLabelText(/Password/), 'abcd');
    expect(submit).toBeDisabled();
    await u.type(within(dialog).getByLabelText(/Email/), '.org');
    expect(submit).toBeDisabled();
    await u.type(within(dialog).getByLabelText(/Password/), 'e');
    expect(submit).toBeEnabled();
  });

  it("says 'Email not found' and 'Wrong password', and clears the message when a field is edited", async () => {
    server.use(
      http.post('/user-api/user/login', async ({ request }) => {
        const body = (await request.json()) as { email: string };
        return body.email === 'ada@example.org'
          ? HttpResponse.json({ error: 'Forbidden', message: 'no' }, { status: 403 })
          : HttpResponse.json({ error: 'Not found', message: 'no' }, { status: 404 });
      }),
    );
    const { user: u, dialog } = await openDialog('Log in');
    await u.type(within(dialog).getByLabelText(/Email/), 'bob@example.org');
    await u.type(within(dialog).getByLabelText(/Password/), 'secret1{Enter}');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Email not found');
    await u.clear(within(dialog).getByLabelText(/Email/));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await u.type(within(dialog).getByLabelText(/Email/), 'ada@example.org{Enter}');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Wrong password');
    await u.type(within(dialog).getByLabelText(/Password/), 'x');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('logs in: stores the token, greets the user and closes', async () => {
    server.use(
      http.post('/user-api/user/login', async () => {
        await delay(50);
        return HttpResponse.json({ access_token: 'tok-1', user });
      }),
    );
    const { user: u, dialog } = await openDialog('Log in');
    await u.type(within(dialog).getByLabelText(/Email/), 'ada@example.org');
    await u.type(within(dialog).getByLabelText(/Password/), 'secret1');
    await u.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText("You're logged in. Welcome back, Ada!")).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Log in' })).not.toBeInTheDocument());
    expect(readStoredToken()).toBe('tok-1');
    expect(useSessionStore.getState().user?.name).toBe('Ada');
  });

  it('starts empty each time it opens', async () => {
    const { user: u, dialog } = await openDialog('Log in');
    await u.type(within(dialog).getByLabelText(/Email/), 'ada@example.org');
    await u.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await u.click(screen.getByRole('button', { name: 'Log in' }));
    expect(within(await screen.findByRole('dialog', { name: 'Log in' })).getByLabelText(/Email/)).toHaveValue('');
  });
});

describe('an empty form', () => {
  it('can be submitted, which marks the missing fields and sends nothing', async () => {
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => requests.push(new URL(request.url).pathname));
    const { user: u, dialog } = await openDialog('Sign up');
    await u.click(within(dialog).getByRole('button', { name: 'Sign up' }));
    expect(within(dialog).getByText('Enter your name')).toBeVisible();
    expect(within(dialog).getByText('Enter an e-mail address')).toBeVisible();
    expect(within(dialog).getByText('At least 5 characters')).toBeVisible();
    expect(requests.filter((path) => path.startsWith('/user-api'))).toEqual([]);
    server.events.removeAllListeners();
  });
});

describe('sign-up dialog', () => {
  it('shows the e-mail hint and needs a name', async () => {
    const { user: u, dialog } = await openDialog('Sign up');
    expect(within(dialog).getByText('Used only for login and account notifications; never shared.')).toBeVisible();
    await u.type(within(dialog).getByLabelText(/Email/), 'ada@example.org');
    await u.type(within(dialog).getByLabelText(/Password/), 'secret1');
    const submit = within(dialog).getByRole('button', { name: 'Sign up' });
    expect(submit).toBeDisabled();
    await u.type(within(dialog).getByLabelText(/Name/), 'Ada');
    expect(submit).toBeEnabled();
  });

  it("says 'Sorry, this email already has an account.' on a conflict, and welcomes a new account", async () => {
    let taken = true;
    server.use(
      http.post('/user-api/user/:id', async ({ request, params }) => {
        const body = (await request.json()) as { email: string; display_name: string; password: string };
        if (taken) return HttpResponse.json({ error: 'Conflict', message: 'exists' }, { status: 409 });
        expect(String(params.id)).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
        return HttpResponse.json(
          { access_token: 'tok-2', user: { ...user, email: body.email, display_name: body.display_name } },
          { status: 201 },
        );
      }),
    );
    const { user: u, dialog } = await openDialog('Sign up');
    await u.type(within(dialog).getByLabelText(/Name/), 'Ada');
    await u.type(within(dialog).getByLabelText(/Email/), 'ada@example.org');
    await u.type(within(dialog).getByLabelText(/Password/), 'secret1{Enter}');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Sorry, this email already has an account.');
    taken = false;
    await u.type(within(dialog).getByLabelText(/Password/), '2{Enter}');
    expect(await screen.findByText('Account created. Welcome, Ada!')).toBeVisible();
    expect(readStoredToken()).toBe('tok-2');
  });
});

describe('the /login route', () => {
  it('sends the user to the redirect path after logging in', async () => {
    server.use(http.post('/user-api/user/login', () => HttpResponse.json({ access_token: 'tok-3', user })));
    const { user: u, router } = renderApp('/login?redirect=%2Fstats');
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await u.type(within(dialog).getByLabelText(/Email/), 'ada@example.org');
    await u.type(within(dialog).getByLabelText(/Password/), 'secret1{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/stats'));
  });

  it('never redirects to another site', async () => {
    server.use(http.post('/user-api/user/login', () => HttpResponse.json({ access_token: 'tok-4', user })));
    const { user: u, router } = renderApp('/login?redirect=%2F%2Fevil.example');
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    await u.type(within(dialog).getByLabelText(/Email/), 'ada@example.org');
    await u.type(within(dialog).getByLabelText(/Password/), 'secret1{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
