import type { ReactNode } from 'react';
import { createMemoryRouter } from 'react-router';
import { AppSnackbarContent } from '../app/shell/app-snackbar-content';
import { useSnackbarStore } from '../components/snackbar/snackbar-store';
import { createTestQueryClient, renderRouter } from './render-app';

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
  return renderRouter(router, queryClient);
}
