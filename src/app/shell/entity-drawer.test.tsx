import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { useOpenEntity } from '../../features/entity/lib/use-open-entity';
import { server } from '../../testing/msw-server';
import { createTestQueryClient } from '../../testing/render-app';
import { theme } from '../theme';
import { EntityDrawer } from './entity-drawer';

const ref = (id: string, displayName: string) => ({ id: `https://openalex.org/${id}`, display_name: displayName });
const entity = (
  id: string,
  displayName: string,
  entityType: string,
  links: { id: string; display_name: string }[],
) => ({
  id: `https://openalex.org/${id}`,
  display_name: displayName,
  entity_type: entityType,
  type: null,
  roles: null,
  works_count: null,
  cited_by_count: null,
  props: [
    {
      config: {
        id: 'related',
        displayName: 'Related',
        type: 'array',
        isList: true,
        objectEntity: 'institutions',
        isCurrency: false,
        isYear: false,
        isId: false,
      },
      value: links,
    },
  ],
});

/** A page of the app (as the analytics results table or a label page would) opening an entity. */
function SomePage() {
  const openEntity = useOpenEntity();
  return (
    <button type="button" onClick={() => openEntity('https://openalex.org/W1')}>
      Open the first work
    </button>
  );
}

function renderPage(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Outlet />
            <EntityDrawer />
          </>
        ),
        children: [{ path: '/page', element: <SomePage /> }],
      },
    ],
    { initialEntries: [path] },
  );
  const user = userEvent.setup();
  render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={createTestQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ThemeProvider>,
  );
  const search = () => new URLSearchParams(router.state.location.search);
  return { router, user, search };
}

beforeEach(() => {
  server.use(
    http.get('/api/W1', () =>
      HttpResponse.json(entity('W1', 'The first work', 'works', [ref('I2', 'Second University')])),
    ),
    http.get('/api/I2', () =>
      HttpResponse.json(entity('I2', 'Second University', 'institutions', [ref('I3', 'Third Institute')])),
    ),
    http.get('/api/I3', () => HttpResponse.json(entity('I3', 'Third Institute', 'institutions', []))),
  );
});

describe('entity drawer and its zoom trail', () => {
  it('opens from a page, opens a linked entity inside, goes Back to the first, and closing removes zoom', async () => {
    const { user, search, router } = renderPage('/page?tab=2');
    await user.click(screen.getByRole('button', { name: 'Open the first work' }));
    const drawer = await screen.findByRole('presentation');
    expect(await within(drawer).findByRole('heading', { name: 'The first work' })).toBeVisible();
    expect(search().get('zoom')).toBe('W1');
    expect(within(drawer).queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();

    // The link keeps the entity page's address (a new tab opens that page); a click stays in the drawer.
    const link = within(drawer).getByRole('link', { name: 'Second University' });
    expect(link).toHaveAttribute('href', '/I2');
    await user.click(link);
    expect(await within(drawer).findByRole('heading', { name: 'Second University' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/page');
    expect(search().get('zoom')).toBe('I2');

    await user.click(within(drawer).getByRole('link', { name: 'Third Institute' }));
    expect(await within(drawer).findByRole('heading', { name: 'Third Institute' })).toBeVisible();

    await user.click(within(drawer).getByRole('button', { name: 'Back' }));
    expect(await within(drawer).findByRole('heading', { name: 'Second University' })).toBeVisible();
    expect(search().get('zoom')).toBe('I2');
    await user.click(within(drawer).getByRole('button', { name: 'Back' }));
    expect(await within(drawer).findByRole('heading', { name: 'The first work' })).toBeVisible();
    expect(search().get('zoom')).toBe('W1');
    expect(within(drawer).queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();

    await user.click(within(drawer).getByRole('button', { name: 'Close panel' }));
    await waitFor(() => expect(search().has('zoom')).toBe(false));
    expect(search().get('tab')).toBe('2');
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'The first work' })).not.toBeInTheDocument());
  });

  it("walks the trail with the browser's Back and Forward", async () => {
    const { user, search, router } = renderPage('/page');
    await user.click(screen.getByRole('button', { name: 'Open the first work' }));
    const drawer = await screen.findByRole('presentation');
    await user.click(await within(drawer).findByRole('link', { name: 'Second University' }));
    await within(drawer).findByRole('heading', { name: 'Second University' });

    await act(() => router.navigate(-1));
    expect(await within(drawer).findByRole('heading', { name: 'The first work' })).toBeVisible();
    expect(within(drawer).queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    await act(() => router.navigate(1));
    expect(await within(drawer).findByRole('heading', { name: 'Second University' })).toBeVisible();
    expect(within(drawer).getByRole('button', { name: 'Back' })).toBeVisible();
    expect(search().get('zoom')).toBe('I2');
  });

  it('opens a shared URL with zoom as a trail of one', async () => {
    renderPage('/page?zoom=I2');
    const drawer = await screen.findByRole('presentation');
    expect(await within(drawer).findByRole('heading', { name: 'Second University' })).toBeVisible();
    expect(within(drawer).queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  });
});
