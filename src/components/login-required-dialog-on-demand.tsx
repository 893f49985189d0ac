import { useState } from 'react';
import { lazyPart } from './lazy-part';
import type { LoginRequiredDialogProps } from './login-required-dialog';

const LoadedDialog = lazyPart(() => import('./login-required-dialog').then((m) => m.LoginRequiredDialog));

/**
 * The login-required dialog with its code (MUI's Dialog, Modal and transitions) loaded when it
 * first opens, off the first paint of the pages that may ask for it. Once opened it stays
 * mounted, so that it closes with its transition.
 */
export function LoginRequiredDialogOnDemand(props: LoginRequiredDialogProps) {
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  return wanted ? <LoadedDialog {...props} /> : null;
}
