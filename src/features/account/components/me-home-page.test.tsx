import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { emptyDataApiHandlers } from '../../../testing/data-api-handlers';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render-app';
import { logInTestUser, savedSearchHost } from '../../../testing/saved-search-handlers';
import { resetSession } from '../../../testing/session';

beforeEach(() => {
  resetSession();
  const search = { description: '', updated: '2026-11-20T10:00:00.000Z' };
  const { handlers } = savedSearchHost([
    { ...search, id: 'a', search_url: '/works?id=a', name: 'A', has_alert: true },
    { ...search, id: 'b', search_url: '/works?id=b', name: 'B', has_alert: false },
  ]);
  server.use(...emptyDataApiHandlers, ...handlers);
});

describe('/me', () => {
  it('greets the user and sums up their searches and claim, linking to each part', async () => {
    logInTestUser({ author_id: 'A5023888391', author_claim_status: 'submitted for moderation' });
    renderApp('/me');
    expect(await screen.findByRole('heading', { name: 'Hello, Ada' })).toBeVisible();
    expect(await screen.findByText('2 saved searches, 1 with an alert.')).toBeVisible();
    expect(screen.getByText('You claimed A5023888391; the claim is in moderation.')).toBeVisible();
    expect(screen.getByRole('link', { name: /Saved searches/ })).toHaveAttribute('href', '/me/searches');
    expect(screen.getByRole('link', { name: /Author profile/ })).toHaveAttribute('href', '/A5023888391');
  });

  it('says corrections are coming soon, and lists the ones submitted', async () => {
    server.use(
      http.get('/user-api/user/u1/corrections', () =>
        HttpResponse.json({
          results: [
            {
              id: 'c1',
              entity_id: 'A5023888391',
              property: 'display_name_alternatives',
              value: ['J. Priem', 'Jason R. Priem'],
              comment: '',
              status: 'submitted for moderation',
              created: '2026-11-24T10:00:00.000Z',
            },
          ],
        }),
      ),
    );
    logInTestUser();
    renderApp('/me/corrections');
    expect(await screen.findByText(/coming soon/)).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Your corrections' });
    expect(table).toHaveTextContent('Other names');
    expect(table).toHaveTextContent('J. Priem; Jason R. Priem');
    expect(table).toHaveTextContent('submitted for moderation');
  });
});
