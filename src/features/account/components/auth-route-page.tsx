import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../../components/use-page-title';
import { hrefs } from '../../../config/paths';
import type { AuthDialog as AuthDialogKind } from '../../../session/auth-dialog-store';
import { AuthDialog } from './auth-dialog';
import { useAppNavigate } from '../../../components/use-app-navigate';

/** /login and /signup: the dialog on its own route, not dismissable; switching navigates. */
export function AuthRoutePage({ kind }: { kind: AuthDialogKind }) {
  const navigate = useAppNavigate();
  const [params] = useSearchParams();
  const redirect = params.get('redirect') ?? undefined;
  usePageTitle(kind === 'login' ? 'Log in' : 'Sign up');
  return (
    <AuthDialog
      kind={kind}
      open
      onSwitch={(other) => navigate(other === 'login' ? hrefs.login(redirect) : hrefs.signup(redirect))}
    />
  );
}

export function LoginRoutePage() {
  return <AuthRoutePage kind="login" />;
}

export function SignupRoutePage() {
  return <AuthRoutePage kind="signup" />;
}
