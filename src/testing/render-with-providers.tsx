import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppSnackbarContent } from '../app/shell/app-snackbar-content';
import { useSnackbarStore } from '../components/snackbar/snackbar-store';
import { theme } from '../app/theme';
import { createTestQueryClient } from './render-app';

/**
 * Renders one component as the app would hold it: theme, a fresh QueryClient, a memory router at
 * `path` (links work; where they lead is in `router.state.location`) and the app's snackbar.
 */
export function renderWithProviders(ui: ReactNode, { path = '/' } = {}) {
  useSnackbarStore.getState().messageClosed();
  const queryClient = createTestQueryClient();
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            {ui}
            <AppSnackbarContent />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
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
