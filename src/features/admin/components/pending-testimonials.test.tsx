import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { emptyDataApiHandlers } from '../../../testing/data-api-handlers';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render-app';
import { logInTestUser } from '../../../testing/saved-search-handlers';
import { resetSession } from '../../../testing/session';

const pending = {
  id: 'tab12',
  short: 'Fast counts.',
  long: 'We count every quarter.',
  name: 'Lin',
  org: 'City Library',
  type: 'analytics',
};

beforeEach(() => resetSession());

describe("/admin's Testimonials section", () => {
  it('lists pending testimonials with their long text and approves one', async () => {
    let waiting = [pending];
    const decisions: unknown[] = [];
    server.use(
      ...emptyDataApiHandlers,
      http.get('/user-api/admin/claims', () => HttpResponse.json({ results: [] })),
      http.get('/user-api/admin/testimonials', () => HttpResponse.json({ results: waiting })),
      http.post('/user-api/admin/testimonials/tab12', async ({ request }) => {
        decisions.push(await request.json());
        waiting = [];
        return HttpResponse.json({ ...pending, status: 'approved' });
      }),
    );
    logInTestUser({ is_admin: true });
    const { user } = renderApp('/admin');
    const table = await screen.findByRole('table', { name: 'Testimonials' });
    expect(within(table).getByText('Fast counts.')).toBeVisible();
    expect(within(table).getByText('We count every quarter.')).toBeVisible();
    expect(within(table).getByText('Analytics')).toBeVisible();
    await user.click(within(table).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Testimonial approved')).toBeVisible();
    expect(decisions).toEqual([{ decision: 'approve' }]);
    await waitFor(() => expect(screen.queryByRole('table', { name: 'Testimonials' })).not.toBeInTheDocument());
  });
});
