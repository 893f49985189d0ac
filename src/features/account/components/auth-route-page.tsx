import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../../components/use-page-title';
import { hrefs } from '../../../config/paths';
import type { AuthDialog as AuthDialogKind } from '../../../session/auth-dialog-store';
import { selectUser, useSessionStore } from '../../../session/session-store';
import { AuthDialog } from './auth-dialog';
import { useAppNavigate } from '../../../components/use-app-navigate';

/** /login and /signup: the dialog on its own route, not dismissable; switching navigates. */
export function AuthRoutePage({ kind }: { kind: AuthDialogKind }) {
  const navigate = useAppNavigate();
  const [params] = useSearchParams();
  const redirect = params.get('redirect') ?? undefined;
  const user = useSessionStore(selectUser);
  usePageTitle(kind === 'login' ? 'Log in' : 'Sign up');
  // Only same-site paths: a redirect parameter must not send people to another site.
  const target = redirect && redirect.startsWith('/') && !redirect.startsWith('//') ? redirect : '/';
  useEffect(() => {
    if (user) navigate(target, { replace: true });
  }, [user, target, navigate]);
  return (
    <AuthDialog
      kind={kind}
      open={!user}
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
