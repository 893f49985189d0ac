import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { CheckState } from '../lib/use-test-runs';

export function JsonBlock({ value, label }: { value: unknown; label: string }) {
  return (
    <Box
      component="pre"
      aria-label={label}
      sx={{ m: 0, p: 1, bgcolor: 'grey.100', borderRadius: 1, fontSize: 12, overflow: 'auto', maxHeight: 320 }}
    >
      {typeof value === 'string' ? value : JSON.stringify(value, null, 2)}
    </Box>
  );
}

/** What a check expected and what it got, with its failure message and its search. */
export function CheckDetails({ state, expected }: { state: CheckState; expected: unknown }) {
  return (
    <>
      {state.message && (
        <Typography color="error" sx={{ mb: 1.5 }}>
          {state.message}
        </Typography>
      )}
      <Typography variant="subtitle2">Expected</Typography>
      <JsonBlock value={expected ?? null} label="Expected" />
      {state.actual !== undefined && (
        <>
          <Typography variant="subtitle2" sx={{ mt: 1.5 }}>
            Actual
          </Typography>
          <JsonBlock value={state.actual} label="Actual" />
        </>
      )}
      {state.searchId && (
        <Typography sx={{ mt: 1.5 }}>
          <Link component={RouterLink} to={`/s/${state.searchId}`}>
            Open the search {state.searchId}
          </Link>
        </Typography>
      )}
    </>
  );
}

/** One check of one test: a spinner while it runs, then pass or fail opening its detail dialog. */
export function CheckCell({
  state,
  title,
  expected,
}: {
  state: CheckState | undefined;
  title: string;
  expected: unknown;
}) {
  const [open, setOpen] = useState(false);
  if (!state) return <Typography color="text.secondary">–</Typography>;
  if (state.status === 'loading') return <CircularProgress size={18} aria-label={`${title}: running`} />;
  const pass = state.status === 'pass';
  return (
    <>
      <Chip
        size="small"
        color={pass ? 'success' : 'error'}
        variant={pass ? 'outlined' : 'filled'}
        icon={pass ? <CheckCircleIcon /> : <CancelIcon />}
        label={pass ? 'pass' : 'fail'}
        aria-label={`${title}: ${pass ? 'pass' : 'fail'}, details`}
        onClick={() => setOpen(true)}
      />
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="md" fullWidth>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>
          <CheckDetails state={state} expected={expected} />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Close</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
