import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../testing/msw-server';
import { renderApp } from '../testing/render-app';
import { resetSession, withSavedToken } from '../testing/session';
import { createRoutes } from './router';
import { outsideRedirects } from '../config/outside-links';

const user = { id: 7, display_name: 'Grace Reader', email: 'grace@example.org' };

beforeEach(() => resetSession());

describe('route guards', () => {
  it('sends a logged-out visitor from /me to /login with the intended path', async () => {
    const { router } = renderApp('/me/labels?tab=2');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/me/labels?tab=2')}`);
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    // On its own route the dialog cannot be dismissed.
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    expect(dialog).toBeVisible();
  });

  it('loads the user for a saved token before entering a login-required route', async () => {
    withSavedToken('abc');
    let authorization: string | null = null;
    server.use(
      http.get('/user-api/user', ({ request }) => {
        authorization = request.headers.get('Authorization');
        return HttpResponse.json(user);
      }),
    );
    const { router } = renderApp('/me/about');
    expect(await screen.findByText('grace@example.org')).toBeVisible();
    expect(router.state.location.pathname).toBe('/me/about');
    expect(authorization).toBe('Bearer abc');
    expect(screen.getByRole('link', { name: 'Grace Reader' })).toBeVisible();
  });

  it('logs out when the saved token no longer loads a user', async () => {
    withSavedToken('expired');
    server.use(
      http.get('/user-api/user', () =>
        HttpResponse.json({ error: 'Unauthorized', message: 'Token expired' }, { status: 401 }),
      ),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { router } = renderApp('/me');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('alexandria.token')).toBeNull();
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeVisible();
    warn.mockRestore();
  });

  it('sends a logged-in user away from /login to the redirect target', async () => {
    withSavedToken();
    server.use(http.get('/user-api/user', () => HttpResponse.json(user)));
    const { router } = renderApp('/login?redirect=%2Fme%2Fsearches');
    await waitFor(() => expect(router.state.location.pathname).toBe('/me/searches'));
  });

  it('ignores a redirect target on another site', async () => {
    withSavedToken();
    server.use(http.get('/user-api/user', () => HttpResponse.json(user)));
    const { router } = renderApp('/login?redirect=https%3A%2F%2Fevil.example%2F');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows non-admins the admin refusal', async () => {
    withSavedToken();
    server.use(http.get('/user-api/user', () => HttpResponse.json(user)));
    renderApp('/admin');
    expect(await screen.findByText('You must be an admin to view this page')).toBeVisible();
  });

  it('redirects /users to /testimonials', async () => {
    server.use(
      http.get('/user-api/testimonials', () => HttpResponse.json({ meta: { count: 0, counts: {} }, results: [] })),
    );
    const { router } = renderApp('/users');
    await waitFor(() => expect(router.state.location.pathname).toBe('/testimonials'));
    expect(await screen.findByRole('heading', { name: 'Testimonials' })).toBeVisible();
  });

  it('sends every outside path to its configured URL', async () => {
    const root = createRoutes()[0]!;
    const children = root.children![0]!.children!;
    for (const [path, url] of Object.entries(outsideRedirects)) {
      const route = children.find((child) => child.path === path);
      expect(route, path).toBeDefined();
      const response = (await (route!.loader as () => Promise<Response> | Response)()) as Response;
      expect(response.status).toBe(302);
      expect(response.headers.get('Location')).toBe(url);
    }
    // /webinars and /contact are pages of their own now; /webinars/api-notebook-01 still goes outside
    expect(Object.keys(outsideRedirects)).toHaveLength(13);
    expect(outsideRedirects).toHaveProperty('/webinars/api-notebook-01');
  });

  it('routes every depth of /tests', async () => {
    server.use(http.get('/api/test-suites*', () => HttpResponse.json({ message: 'none' }, { status: 404 })));
    renderApp('/tests/main/q1/natlang/t9');
    expect(await screen.findByRole('heading', { name: 'Test t9' })).toBeVisible();
    expect(await screen.findByText('Error loading test details. Please try again.')).toBeVisible();
  });
});
