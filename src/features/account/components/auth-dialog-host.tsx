import { useAuthDialogStore } from '../../../session/auth-dialog-store';
import { AuthDialog } from './auth-dialog';

/** The account dialogs opened over any page (from the user menu or a feature needing login). */
export function AuthDialogHost() {
  const open = useAuthDialogStore((state) => state.open);
  const dialogOpened = useAuthDialogStore((state) => state.dialogOpened);
  const dialogClosed = useAuthDialogStore((state) => state.dialogClosed);
  if (!open) return null;
  return <AuthDialog kind={open} open onClose={dialogClosed} onSwitch={dialogOpened} onDone={dialogClosed} />;
}
