import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useAuthDialogStore } from '../session/auth-dialog-store';

export interface LoginRequiredDialogProps {
  open: boolean;
  /** what needs an account, e.g. 'To save searches, you must be signed up and logged in' */
  message: string;
  onClose: () => void;
}

/** Spec 1 §5: a feature that needs an account says so and offers Log in and Sign up over the same page. */
export function LoginRequiredDialog({ open, message, onClose }: LoginRequiredDialogProps) {
  const dialogOpened = useAuthDialogStore((state) => state.dialogOpened);
  const choose = (dialog: 'login' | 'signup') => {
    onClose();
    dialogOpened(dialog);
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="login-required-title" maxWidth="xs" fullWidth>
      <DialogTitle id="login-required-title">Log in required</DialogTitle>
      <DialogContent>
        <DialogContentText>{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button onClick={() => choose('signup')}>Sign up</Button>
        <Button variant="contained" onClick={() => choose('login')}>
          Log in
        </Button>
      </DialogActions>
    </Dialog>
  );
}
