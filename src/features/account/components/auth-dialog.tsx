import CloseIcon from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { AuthDialog as AuthDialogKind } from '../../../session/auth-dialog-store';

interface AuthDialogProps {
  kind: AuthDialogKind;
  open: boolean;
  /** Absent on the /login and /signup routes, where the dialog cannot be dismissed. */
  onClose?: () => void;
  onSwitch: (kind: AuthDialogKind) => void;
}

const TITLES: Record<AuthDialogKind, string> = { login: 'Log in', signup: 'Sign up' };

/** The log-in / sign-up dialog. Accounts arrive in a later release; until then it says so. */
export function AuthDialog({ kind, open, onClose, onSwitch }: AuthDialogProps) {
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
      <DialogContent>
        <Typography color="text.secondary">
          Accounts are coming in a later release. Searching, filtering and viewing records work without one.
        </Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={() => onSwitch(other)}>
          {kind === 'login' ? "Don't have an account? Sign up" : 'Already have an account? Log in'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
