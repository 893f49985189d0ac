import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import IconButton from '@mui/material/IconButton';
import Snackbar from '@mui/material/Snackbar';
import { useSnackbarStore } from '../../components/snackbar/snackbar-store';

/** The one top snackbar, with a close button. */
export function AppSnackbarContent() {
  const current = useSnackbarStore((state) => state.current);
  const messageClosed = useSnackbarStore((state) => state.messageClosed);
  return (
    <Snackbar
      key={current?.id}
      open={Boolean(current)}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      autoHideDuration={current?.severity === 'error' ? 10_000 : 5_000}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') messageClosed();
      }}
    >
      <Alert
        severity={current?.severity ?? 'info'}
        variant="filled"
        sx={{ alignItems: 'center' }}
        action={
          <IconButton aria-label="Close" color="inherit" size="small" onClick={messageClosed}>
            <CloseIcon fontSize="small" />
          </IconButton>
        }
      >
        {current?.text}
      </Alert>
    </Snackbar>
  );
}
