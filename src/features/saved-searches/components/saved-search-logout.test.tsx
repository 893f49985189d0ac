import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { emptyDataApiHandlers } from '../../../testing/data-api-handlers';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render-app';
import { logInTestUser, OPEN_ACCESS_SEARCH, savedSearchHost } from '../../../testing/saved-search-handlers';
import { resetSession } from '../../../testing/session';

beforeEach(() => {
  resetSession();
  const { handlers } = savedSearchHost([OPEN_ACCESS_SEARCH]);
  server.use(
    ...emptyDataApiHandlers,
    ...handlers,
    http.post('/user-api/user/logout', () => new HttpResponse(null, { status: 204 })),
  );
  logInTestUser();
});

it('logging out with a saved search open goes home, like any other logout', async () => {
  const { router, user } = renderApp('/works?filter=is_oa:true&id=oa2020');
  expect(await screen.findByRole('button', { name: 'Saved search menu: Open access' })).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Account menu' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Log out' }));
  expect(await screen.findByText("You're logged out")).toBeVisible();
  await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  // The results page's rule for ids of no saved search must not pull the visitor back there.
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(router.state.location.pathname).toBe('/');
  expect(router.state.location.search).toBe('');
});
