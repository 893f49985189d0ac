import { lazy } from 'react';
import { MountWhen } from '../../components/mount-when';
import { useSnackbarStore } from '../../components/snackbar/snackbar-store';

const AppSnackbarContent = lazy(() =>
  import('./app-snackbar-content').then((module) => ({ default: module.AppSnackbarContent })),
);

/** The one top snackbar; its code loads with the first message. */
export function AppSnackbar() {
  const hasMessage = useSnackbarStore((state) => state.current !== null);
  return (
    <MountWhen when={hasMessage}>
      <AppSnackbarContent />
    </MountWhen>
  );
}
