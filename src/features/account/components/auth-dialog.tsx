import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { showSnackbar } from '../../../components/snackbar/snackbar-store';
import type { AuthDialog as AuthDialogKind } from '../../../session/auth-dialog-store';
import { useSessionStore } from '../../../session/session-store';
import { logIn, requestLoginLink, signUp, type Session } from '../api/account-api';

interface AuthDialogProps {
  kind: AuthDialogKind;
  open: boolean;
  /** Absent on the /login and /signup routes, where the dialog cannot be dismissed. */
  onClose?: () => void;
  onSwitch: (kind: AuthDialogKind) => void;
  /** After a successful log-in or sign-up (the dialog host closes, the routes redirect). */
  onDone?: () => void;
}

const TITLES: Record<AuthDialogKind, string> = { login: 'Log in', signup: 'Sign up' };

/** Spec 1 §5's e-mail pattern: something@something.something, no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const MIN_PASSWORD_LENGTH = 5;
const SIGNUP_EMAIL_HINT = 'Used only for login and account notifications; never shared.';

/**
 * The log-in / sign-up dialog. Its fields start empty each time it opens (the host unmounts it
 * when closed); a server error shows under the form until a field is edited.
 */
export function AuthDialog({ kind, open, onClose, onSwitch, onDone }: AuthDialogProps) {
  const titleId = `${kind}-dialog-title`;
  const other: AuthDialogKind = kind === 'login' ? 'signup' : 'login';
  return (
    <Dialog
      open={open}
      onClose={onClose ? () => onClose() : undefined}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId} sx={{ pr: 6 }}>
        {TITLES[kind]}
        {onClose && (
          <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
            <CloseIcon />
          </IconButton>
        )}
      </DialogTitle>
      <AuthForm key={kind} kind={kind} onDone={onDone ?? onClose} />
      <DialogActions sx={{ px: 3, pb: 2, justifyContent: 'flex-start' }}>
        <Button onClick={() => onSwitch(other)}>
          {kind === 'login' ? "Don't have an account? Sign up" : 'Already have an account? Log in'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function AuthForm({ kind, onDone }: { kind: AuthDialogKind; onDone: (() => void) | undefined }) {
  const loggedIn = useSessionStore((state) => state.loggedIn);
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isLoading, setLoading] = useState(false);
  const isSignup = kind === 'signup';

  // Spec 1 §5: disabled while loading, or when something is filled in and a rule fails. An empty
  // form can be submitted: that marks what is missing, and sends nothing.
  const [isChecked, setChecked] = useState(false);
  const isInvalid =
    !EMAIL_PATTERN.test(email.trim()) || password.length < MIN_PASSWORD_LENGTH || (isSignup && name.trim() === '');
  const isFilled = email !== '' || password !== '' || (isSignup && name !== '');
  const isDisabled = isLoading || (isFilled && isInvalid);

  function edit(setter: (value: string) => void) {
    return (value: string) => {
      setter(value);
      setError(null);
    };
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (isLoading) return;
    if (isInvalid) {
      setChecked(true);
      return;
    }
    setLoading(true);
    setError(null);
    try {
      const session: Session = isSignup
        ? await signUp({ email: email.trim(), displayName: name.trim(), password })
        : await logIn(email.trim(), password);
      loggedIn(session.token, session.user);
      showSnackbar(
        isSignup
          ? `Account created. Welcome, ${session.user.name}!`
          : `You're logged in. Welcome back, ${session.user.name}!`,
      );
      onDone?.();
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
      setLoading(false);
    }
  }

  async function handleLoginLink() {
    if (!EMAIL_PATTERN.test(email.trim())) {
      setError('Enter your e-mail address first.');
      return;
    }
    setLoading(true);
    try {
      await requestLoginLink(email.trim());
      showSnackbar(`A login link is on its way to ${email.trim()}.`);
      onDone?.();
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
      setLoading(false);
    }
  }

  const emailError = (email !== '' || isChecked) && !EMAIL_PATTERN.test(email.trim());
  const passwordError = (password !== '' || isChecked) && password.length < MIN_PASSWORD_LENGTH;
  const nameError = isChecked && name.trim() === '';
  return (
    <form onSubmit={(event) => void handleSubmit(event)} noValidate>
      <DialogContent sx={{ pt: 1 }}>
        <Stack spacing={2}>
          {isSignup && (
            <TextField
              label="Name"
              value={name}
              onChange={(event) => edit(setName)(event.target.value)}
              autoComplete="name"
              autoFocus
              required
              fullWidth
              error={nameError}
              helperText={nameError ? 'Enter your name' : undefined}
            />
          )}
          <TextField
            label="Email"
            type="email"
            value={email}
            onChange={(event) => edit(setEmail)(event.target.value)}
            autoComplete="email"
            autoFocus={!isSignup}
            required
            fullWidth
            error={emailError}
            helperText={emailError ? 'Enter an e-mail address' : isSignup ? SIGNUP_EMAIL_HINT : undefined}
          />
          <TextField
            label="Password"
            type="password"
            value={password}
            onChange={(event) => edit(setPassword)(event.target.value)}
            autoComplete={isSignup ? 'new-password' : 'current-password'}
            required
            fullWidth
            error={passwordError}
            helperText={passwordError ? `At least ${MIN_PASSWORD_LENGTH} characters` : undefined}
          />
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
          <Button type="submit" variant="contained" size="large" disabled={isDisabled} loading={isLoading}>
            {TITLES[kind]}
          </Button>
          {!isSignup && (
            <Link
              component="button"
              type="button"
              onClick={() => void handleLoginLink()}
              sx={{ alignSelf: 'flex-start' }}
            >
              Email me a login link instead
            </Link>
          )}
        </Stack>
      </DialogContent>
    </form>
  );
}
