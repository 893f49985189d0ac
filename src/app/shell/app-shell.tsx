import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { Suspense, useLayoutEffect } from 'react';
import { Outlet } from 'react-router';
import { handleSlashKey } from '../../components/search-box-focus';
import { AuthDialogHost } from '../../features/account/components/auth-dialog-host';
import { AppFooter } from './app-footer';
import { AppSnackbar } from './app-snackbar';
import { EntityDrawer } from './entity-drawer';
import { ScrollManager } from './scroll-manager';
import { TopBar } from './top-bar';

/** Top bar, page, footer; the snackbar, the entity drawer and the account dialogs over them. */
export function AppShell() {
  // A layout effect: listening from the commit that first shows the search box, not from a
  // passive effect that may run a little later (a "/" pressed in between was lost).
  useLayoutEffect(() => {
    document.addEventListener('keydown', handleSlashKey);
    return () => document.removeEventListener('keydown', handleSlashKey);
  }, []);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <ScrollManager />
      <TopBar />
      {/* At least a screen tall, so the footer starts below the fold and the page filling in
          (lazy route, then its data) never pushes visible content about. */}
      <Box component="main" id="main" sx={{ flexGrow: 1, minHeight: '100vh' }}>
        <Suspense fallback={<LinearProgress aria-label="Loading page" />}>
          <Outlet />
        </Suspense>
      </Box>
      <AppFooter />
      <AppSnackbar />
      <EntityDrawer />
      <AuthDialogHost />
    </Box>
  );
}
