import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ApiError } from '../../../api/api-error';
import { LoginRequiredDialog } from '../../../components/login-required-dialog';
import type { AnalyticsSearch, ResultRow } from '../../../lib/analytics-search';
import { formatNumber } from '../../../lib/format-number';
import { selectUser, useSessionStore } from '../../../session/session-store';
import { exportSearch } from '../api/export-search';
import { exportTimeEstimate } from '../lib/export-time-estimate';
import { SELECTED_CSV_FILE, selectedCsv } from '../lib/selected-csv';

/** Spec 2 §8, the export dialog's texts. */
export const EXPORT_STARTED_TEXT =
  'Your export has been initiated. You will receive an email when it is ready to download.';
export const EXPORT_FAILED_TEXT = 'An error occurred while processing your request. Please try again.';
/** The large-export text of the works pages' dialog (spec 2 §6). */
const LOGIN_TEXT = 'To download large datasets, please login or create an account.';

type Choice = 'selected' | 'all';
/** Spec 2 §4: "Export dialog: not started, then started with a message." */
type MailState =
  { kind: 'not started' } | { kind: 'sending' } | { kind: 'started' } | { kind: 'failed'; message: string };

interface ResultsExportDialogProps {
  open: boolean;
  onClose: () => void;
  search: AnalyticsSearch;
  selectedRows: ResultRow[];
}

/** Hands the text to the browser as a file download. */
function saveCsv(fileName: string, content: string): void {
  const url = URL.createObjectURL(new Blob([content], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task, once the click has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** A 4xx names what is wrong (the search still running, too many exports); anything else is the spec's text. */
function failureText(error: unknown): string {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401
    ? error.message
    : EXPORT_FAILED_TEXT;
}

/**
 * Spec 2 §4 Export dialog of the results page: the selected rows as selected.csv, straight away,
 * or the whole result (every row, not only the table's 100) mailed as a download link.
 */
export function ResultsExportDialog({ open, onClose, search, selectedRows }: ResultsExportDialogProps) {
  const user = useSessionStore(selectUser);
  const hasSelection = selectedRows.length > 0;
  const [choice, setChoice] = useState<Choice>(hasSelection ? 'selected' : 'all');
  const [mail, setMail] = useState<MailState>({ kind: 'not started' });
  const [isLoginAsked, setLoginAsked] = useState(false);
  const count = search.meta.count ?? 0;
  const canMail = search.is_completed && !search.backend_error;
  const chosen: Choice = choice === 'selected' && !hasSelection ? 'all' : choice;

  if (isLoginAsked) {
    return (
      <LoginRequiredDialog
        open={open}
        message={LOGIN_TEXT}
        onClose={() => {
          setLoginAsked(false);
          onClose();
        }}
      />
    );
  }

  function close() {
    // A new opening starts over (another export may be wanted); a started one goes on regardless.
    if (mail.kind !== 'sending') setMail({ kind: 'not started' });
    onClose();
  }

  async function mailAll() {
    if (!user) {
      setLoginAsked(true);
      return;
    }
    setMail({ kind: 'sending' });
    try {
      await exportSearch(search.id);
      setMail({ kind: 'started' });
    } catch (error) {
      console.error('The export of the whole result failed to start', error);
      setMail({ kind: 'failed', message: failureText(error) });
    }
  }

  function submit() {
    if (chosen === 'selected') {
      saveCsv(SELECTED_CSV_FILE, selectedCsv(search.results_header, selectedRows));
      close();
    } else {
      void mailAll();
    }
  }

  const isStarted = mail.kind === 'started';
  return (
    <Dialog open={open} onClose={close} aria-labelledby="results-export-title" maxWidth="sm" fullWidth>
      <DialogTitle id="results-export-title">Export results</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <RadioGroup
            aria-label="What to export"
            value={chosen}
            onChange={(event) => setChoice(event.target.value as Choice)}
          >
            <FormControlLabel
              value="selected"
              disabled={!hasSelection || isStarted}
              control={<Radio />}
              label={`The selected rows (${formatNumber(selectedRows.length)}) as ${SELECTED_CSV_FILE}`}
            />
            {!hasSelection && (
              <FormHelperText sx={{ mt: -0.5, ml: 4 }}>
                No rows are selected: select rows in the table to download them.
              </FormHelperText>
            )}
            <FormControlLabel
              value="all"
              disabled={!canMail || isStarted}
              control={<Radio />}
              label={`The whole result (${formatNumber(count)} rows) as CSV, by e-mail`}
            />
            {canMail ? (
              <FormHelperText sx={{ mt: -0.5, ml: 4 }}>
                We prepare the file and e-mail you a link to it; this takes up to {exportTimeEstimate(count)}.
              </FormHelperText>
            ) : (
              <FormHelperText sx={{ mt: -0.5, ml: 4 }}>The search has no result to export yet.</FormHelperText>
            )}
          </RadioGroup>
          {chosen === 'all' && user && !isStarted && (
            <Typography variant="body2" color="text.secondary">
              The link goes to {user.email}.
            </Typography>
          )}
          {isStarted && <Alert severity="success">{EXPORT_STARTED_TEXT}</Alert>}
          {mail.kind === 'failed' && <Alert severity="error">{mail.message}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{isStarted ? 'Close' : 'Cancel'}</Button>
        {!isStarted && (
          <Button
            variant="contained"
            disabled={mail.kind === 'sending' || (chosen === 'all' ? !canMail : !hasSelection)}
            onClick={submit}
          >
            {chosen === 'selected' ? `Download ${SELECTED_CSV_FILE}` : 'E-mail me the export'}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
