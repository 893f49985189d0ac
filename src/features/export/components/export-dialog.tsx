import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { showSnackbar } from '../../../components/snackbar/snackbar-store';
import { formatNumber } from '../../../lib/format-number';
import { cancelExport, getExport, startExport, type ExportFormat, type ExportJob } from '../api/export-api';
import { exportEstimateText } from '../lib/export-estimate';
import { FormatSelect } from './format-select';

/** Spec 1 §9: the export's progress is asked for every second. */
export const EXPORT_POLL_MS = 1000;
export const EXPORT_FAILED_TEXT = 'An error occurred while processing your request. Please try again.';

type Phase =
  | { kind: 'idle' }
  | { kind: 'starting' }
  | { kind: 'running'; job: ExportJob }
  | { kind: 'finished'; job: ExportJob }
  | { kind: 'failed' };

interface ExportDialogProps {
  open: boolean;
  onClose: () => void;
  /** how many works the search matches */
  count: number;
  query: { filter: string; search: string; sort: string };
}

/**
 * Spec 1 §4 "Export": format and truncate, the time estimate, then started → polled every second →
 * 'Export complete!' with Download; persistent with a percentage while it runs; download or cancel
 * closes and resets it.
 */
export function ExportDialog({ open, onClose, count, query }: ExportDialogProps) {
  const [format, setFormat] = useState<ExportFormat>('csv');
  const [truncate, setTruncate] = useState(false);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const isBusy = phase.kind === 'starting' || phase.kind === 'running';
  const progressUrl = phase.kind === 'running' ? phase.job.progressUrl : null;
  const estimate = exportEstimateText(count);

  useEffect(() => {
    if (!progressUrl) return;
    const controller = new AbortController();
    const timer = setInterval(() => {
      getExport(progressUrl, controller.signal)
        .then((job) => {
          if (controller.signal.aborted) return;
          if (job.status === 'finished' && job.resultUrl) setPhase({ kind: 'finished', job });
          else if (job.status === 'failed' || job.status === 'cancelled') setPhase({ kind: 'failed' });
          else setPhase({ kind: 'running', job });
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          console.error('Export progress failed', error);
          setPhase({ kind: 'failed' });
        });
    }, EXPORT_POLL_MS);
    return () => {
      controller.abort();
      clearInterval(timer);
    };
  }, [progressUrl]);

  function reset() {
    setPhase({ kind: 'idle' });
    setFormat('csv');
    setTruncate(false);
    onClose();
  }

  async function handleStart() {
    setPhase({ kind: 'starting' });
    try {
      const job = await startExport({ ...query, format, truncate });
      setPhase({ kind: 'running', job: { ...job, progress: 0 } });
    } catch (error) {
      console.error('Export failed to start', error);
      setPhase({ kind: 'failed' });
    }
  }

  function handleCancel() {
    if (phase.kind === 'running') {
      cancelExport(phase.job.progressUrl).catch((error: unknown) => console.warn('Could not cancel the export', error));
    }
    if (phase.kind === 'running' || phase.kind === 'starting') showSnackbar('Export cancelled.');
    reset();
  }

  function handleDownload() {
    if (phase.kind !== 'finished' || !phase.job.resultUrl) return;
    const link = document.createElement('a');
    link.href = phase.job.resultUrl;
    link.download = '';
    document.body.append(link);
    link.click();
    link.remove();
    showSnackbar('Export downloaded', 'success');
    reset();
  }

  const percent = phase.kind === 'running' ? Math.round(phase.job.progress * 100) : phase.kind === 'finished' ? 100 : 0;

  return (
    <Dialog
      open={open}
      onClose={isBusy ? undefined : handleCancel}
      aria-labelledby="export-dialog-title"
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id="export-dialog-title">Export works</DialogTitle>
      <DialogContent>
        {(phase.kind === 'idle' || phase.kind === 'failed') && (
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography>
              {formatNumber(count)} {count === 1 ? 'work' : 'works'} will be exported.
            </Typography>
            <FormatSelect
              value={format}
              onChange={(value) => {
                setFormat(value);
                setTruncate(false);
              }}
            />
            <FormControlLabel
              control={<Checkbox checked={truncate} onChange={(event) => setTruncate(event.target.checked)} />}
              label="Truncate long fields (abstracts to 1,000 characters, author lists to 20 names)"
            />
            {estimate && <Alert severity="warning">{estimate}</Alert>}
            {phase.kind === 'failed' && <Alert severity="error">{EXPORT_FAILED_TEXT}</Alert>}
          </Stack>
        )}
        {isBusy && (
          <Box sx={{ pt: 1 }}>
            <Typography gutterBottom>Exporting… {percent}%</Typography>
            <LinearProgress variant="determinate" value={percent} aria-label="Export progress" />
          </Box>
        )}
        {phase.kind === 'finished' && (
          <Alert severity="success" sx={{ mt: 1 }}>
            Export complete!
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        {/* A finished export has nothing left to cancel: Close, or Download */}
        <Button onClick={handleCancel}>{phase.kind === 'finished' ? 'Close' : 'Cancel'}</Button>
        {phase.kind === 'finished' ? (
          <Button variant="contained" onClick={handleDownload}>
            Download
          </Button>
        ) : (
          <Button variant="contained" disabled={isBusy} onClick={() => void handleStart()}>
            {phase.kind === 'failed' ? 'Try again' : 'Export'}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
