import { MountWhen } from '../../components/mount-when';
import { useSnackbarStore } from '../../components/snackbar/snackbar-store';
import { lazyPart } from '../../components/lazy-part';

const AppSnackbarContent = lazyPart(() => import('./app-snackbar-content').then((module) => module.AppSnackbarContent));

/** The one top snackbar; its code loads with the first message. */
export function AppSnackbar() {
  const hasMessage = useSnackbarStore((state) => state.current !== null);
  return (
    <MountWhen when={hasMessage}>
      <AppSnackbarContent />
    </MountWhen>
  );
}
