import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createRoutes } from '../app/router';
import { theme } from '../app/theme';

/** A fresh QueryClient per test, retries off. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
}

/** Renders the whole app (shell and route table) at a path, in memory. */
export function renderApp(path: string) {
  const queryClient = createTestQueryClient();
  const router = createMemoryRouter(createRoutes({ queryClient }), { initialEntries: [path] });
  return renderRouter(router, queryClient);
}

/** Renders a memory router with the app's theme and a QueryClient; a user-event session with it. */
export function renderRouter(router: ReturnType<typeof createMemoryRouter>, queryClient: QueryClient) {
  const user = userEvent.setup();
  const view = render(
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return { ...view, router, queryClient, user };
}
