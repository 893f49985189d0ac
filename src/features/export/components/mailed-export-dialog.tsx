import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { LoginRequiredDialog } from '../../../components/login-required-dialog';
import { showSnackbar } from '../../../components/snackbar/snackbar-store';
import { formatNumber } from '../../../lib/format-number';
import { selectUser, useSessionStore } from '../../../session/session-store';
import { requestMailedExport, type ExportFormat } from '../api/export-api';
import { EXPORT_FAILED_TEXT } from './export-dialog';
import { FormatSelect } from './format-select';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface MailedExportDialogProps {
  open: boolean;
  onClose: () => void;
  count: number;
  query: { filter: string; search: string; sort: string };
}

/**
 * Spec 2 §6 large exports: past the direct-download limit a logged-in user has the export mailed
 * as a link; a visitor is asked to log in or sign up first.
 */
export function MailedExportDialog({ open, onClose, count, query }: MailedExportDialogProps) {
  const user = useSessionStore(selectUser);
  const [email, setEmail] = useState(user?.email ?? '');
  const [format, setFormat] = useState<ExportFormat>('csv');
  const [isSending, setSending] = useState(false);
  const [isFailed, setFailed] = useState(false);

  if (!user) {
    return (
      <LoginRequiredDialog
        open={open}
        message="To download large datasets, please login or create an account."
        onClose={onClose}
      />
    );
  }

  async function handleSubmit() {
    setSending(true);
    setFailed(false);
    try {
      await requestMailedExport(email.trim(), { ...query, format });
      showSnackbar(
        'Your export has been initiated. You will receive an email when it is ready to download.',
        'success',
      );
      onClose();
    } catch (error) {
      console.error('Large export failed to start', error);
      setFailed(true);
    } finally {
      setSending(false);
    }
  }

  const isValid = EMAIL_PATTERN.test(email.trim());
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="mailed-export-title" maxWidth="sm" fullWidth>
      <DialogTitle id="mailed-export-title">Export by e-mail</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography>
            {formatNumber(count)} works are more than a browser download holds. We will prepare the file and e-mail you
            a link to it.
          </Typography>
          <TextField
            label="E-mail"
            type="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={email !== '' && !isValid}
            helperText={email !== '' && !isValid ? 'Enter an e-mail address' : ' '}
          />
          <FormatSelect value={format} onChange={setFormat} />
          {isFailed && <Alert severity="error">{EXPORT_FAILED_TEXT}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" disabled={!isValid || isSending} onClick={() => void handleSubmit()}>
          Send me the export
        </Button>
      </DialogActions>
    </Dialog>
  );
}
