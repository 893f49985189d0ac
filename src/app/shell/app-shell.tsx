import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { Suspense, useEffect } from 'react';
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
  useEffect(() => {
    document.addEventListener('keydown', handleSlashKey);
    return () => document.removeEventListener('keydown', handleSlashKey);
  }, []);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <ScrollManager />
      <TopBar />
      <Box component="main" id="main" sx={{ flexGrow: 1 }}>
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
