import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { emptyDataApiHandlers } from '../../../testing/data-api-handlers';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render-app';
import { logInTestUser } from '../../../testing/saved-search-handlers';
import { resetSession } from '../../../testing/session';

const bob = {
  id: 'bob1',
  email: 'bob@example.org',
  display_name: 'Bob',
  is_admin: false,
  is_tester: false,
  is_librarian: false,
};
let patches: unknown[];

beforeEach(() => {
  resetSession();
  patches = [];
  server.use(
    ...emptyDataApiHandlers,
    http.get('/user-api/admin/users', () => HttpResponse.json({ results: [bob] })),
    http.post('/user-api/admin/user/bob1', async ({ request }) => {
      const body = (await request.json()) as Record<string, boolean>;
      patches.push(body);
      return HttpResponse.json({ ...bob, ...body });
    }),
    http.get('/user-api/admin/claims', () => HttpResponse.json({ results: [] })),
    http.get('/user-api/admin/testimonials', () => HttpResponse.json({ results: [] })),
  );
});

describe('/admin', () => {
  it('tells users who are not admins that they cannot see it', async () => {
    logInTestUser();
    renderApp('/admin');
    expect(await screen.findByText('You must be an admin to view this page')).toBeVisible();
  });

  it('asks for 3 characters, then lists users; Save appears only for a real change and says Saved', async () => {
    logInTestUser({ is_admin: true });
    const { user } = renderApp('/admin');
    expect(await screen.findByRole('heading', { name: 'Hello Admin' })).toBeVisible();
    const box = screen.getByLabelText(/Find users/);
    await user.type(box, ' bo {Enter}');
    expect(await screen.findByText('Please enter at least 3 characters to search.')).toBeVisible();
    await user.type(box, 'b{Enter}');
    const table = await screen.findByRole('table', { name: 'Users' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('bob@example.org');
    expect(within(row).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();

    const tester = within(row).getByRole('checkbox', { name: 'Tester: Bob' });
    await user.click(tester);
    expect(within(row).getByRole('button', { name: 'Save' })).toBeVisible();
    await user.click(tester);
    expect(within(row).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();

    await user.click(tester);
    await user.click(within(row).getByRole('button', { name: 'Save' }));
    expect(await within(row).findByText('Saved')).toBeVisible();
    expect(patches).toEqual([{ is_admin: false, is_tester: true, is_librarian: false }]);
    await waitFor(() => expect(within(row).queryByText('Saved')).not.toBeInTheDocument());
  });

  it("says the server's reason when a save fails, or 'Failed to save changes.'", async () => {
    logInTestUser({ is_admin: true });
    let answer: 'reason' | 'none' = 'reason';
    server.use(
      http.post('/user-api/admin/user/bob1', () =>
        answer === 'reason'
          ? HttpResponse.json(
              { error: 'Conflict', message: 'You are the last admin: make someone else an admin first.' },
              { status: 409 },
            )
          : HttpResponse.error(),
      ),
    );
    const { user } = renderApp('/admin');
    await user.type(await screen.findByLabelText(/Find users/), 'bob{Enter}');
    const row = within(await screen.findByRole('table', { name: 'Users' })).getAllByRole('row')[1]!;
    await user.click(within(row).getByRole('checkbox', { name: 'Admin: Bob' }));
    await user.click(within(row).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('You are the last admin: make someone else an admin first.')).toBeVisible();
    answer = 'none';
    await user.click(within(row).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to save changes.')).toBeVisible();
  });

  it("says 'Search failed.' when the search gets no answer, and the server's reason when it has one", async () => {
    logInTestUser({ is_admin: true });
    server.use(http.get('/user-api/admin/users', () => HttpResponse.error()));
    const { user } = renderApp('/admin');
    const box = await screen.findByLabelText(/Find users/);
    await user.type(box, 'bob{Enter}');
    expect(await screen.findByText('Search failed.')).toBeVisible();
    server.use(
      http.get('/user-api/admin/users', () =>
        HttpResponse.json({ error: 'Bad request', message: 'Invalid user search: q is too long' }, { status: 400 }),
      ),
    );
    await user.clear(box);
    await user.type(box, 'bobby{Enter}');
    expect(await screen.findByText('Invalid user search: q is too long')).toBeVisible();
  });
});
