import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useId, useRef, useState } from 'react';
import { showSnackbar } from '../../../components/snackbar/snackbar-store';
import { parseBulkIds } from '../../../lib/bulk-ids';
import { checkBulkIds, idTypeMismatch, idTypeName, type BulkCheckResult } from '../api/bulk-check';
import { LABEL_MAX_IDS, type Label } from '../api/labels-api';
import { useLabelMutations } from '../api/use-labels';
import { entityCount } from '../lib/label-text';
import { BulkCheckResults } from './bulk-check-results';

const count = (n: number) => n.toLocaleString('en-US');
const ACCEPTED: Record<string, string> = { authors: ', ORCIDs', institutions: ', RORs', works: ', DOIs' };

/** Why the pasted text cannot be checked as it is; null when it can. */
function inputProblem(idType: ReturnType<typeof parseBulkIds>['idType'], ids: string[], label: Label) {
  if (idType === null) return null;
  if (ids.length > LABEL_MAX_IDS)
    return `A label holds at most ${count(LABEL_MAX_IDS)} IDs; these are ${count(ids.length)}.`;
  return idTypeMismatch(idType, label.entityType);
}

/**
 * Bulk upload (spec 2 §4, §5 Bulk id input): pasted ids are checked through the data API, then
 * the valid ones are added to the label. Input, then checked (valid and invalid lists), then
 * Recheck (only once the text changed), Add or Back. Open while mounted.
 */
export function BulkUploadDialog({ label, onClose }: { label: Label; onClose: () => void }) {
  const titleId = useId();
  const isPhone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const { addToLabel } = useLabelMutations();
  const [text, setText] = useState('');
  const [checkedText, setCheckedText] = useState<string | null>(null);
  const [result, setResult] = useState<BulkCheckResult | null>(null);
  const [progress, setProgress] = useState<{ checked: number; total: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const { idType, ids } = parseBulkIds(text, label.entityType);
  const problem = inputProblem(idType, ids, label);
  const isChecking = progress !== null;
  const canCheck = idType !== null && problem === null && !isChecking && !addToLabel.isPending;
  const newIds = result ? new Set(result.valid.map((one) => one.id).filter((id) => !label.ids.includes(id))) : null;
  const isOverCap = newIds !== null && label.ids.length + newIds.size > LABEL_MAX_IDS;

  async function handleCheck() {
    if (!canCheck || idType === null) return;
    const controller = new AbortController();
    running.current = controller;
    setError(null);
    setProgress({ checked: 0, total: ids.length });
    try {
      const checked = await checkBulkIds({
        entityType: label.entityType,
        idType,
        ids,
        signal: controller.signal,
        onProgress: (done, total) => setProgress({ checked: done, total }),
      });
      if (controller.signal.aborted) return;
      setResult(checked);
      setCheckedText(text);
    } catch (caught) {
      if (!controller.signal.aborted) setError(`Could not check the IDs: ${(caught as Error).message}`);
    } finally {
      if (running.current === controller) {
        running.current = null;
        setProgress(null);
      }
    }
  }

  async function handleAdd() {
    if (!result || result.valid.length === 0 || isOverCap) return;
    try {
      const { added } = await addToLabel.mutateAsync({ labelId: label.id, ids: result.valid.map((one) => one.id) });
      showSnackbar(`${entityCount(added, label.entityType)} added to ${label.name}`, 'success');
      onClose();
    } catch (caught) {
      showSnackbar(`Failed to add IDs: ${caught instanceof Error ? caught.message : String(caught)}`, 'error');
    }
  }

  function handleBack() {
    setResult(null);
    setCheckedText(null);
    setError(null);
  }

  return (
    <Dialog
      open
      onClose={addToLabel.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="md"
      fullWidth
      fullScreen={isPhone}
    >
      <DialogTitle id={titleId}>Bulk upload to {label.name}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label="IDs"
            multiline
            minRows={result ? 3 : 8}
            maxRows={result ? 6 : 14}
            value={text}
            onChange={(event) => setText(event.target.value)}
            disabled={isChecking}
            placeholder="One per line, or separated by commas"
            helperText={
              idType === null
                ? `OpenAlex IDs${ACCEPTED[label.entityType] ?? ''}: one per line, or separated by commas.`
                : `${count(ids.length)} ${ids.length === 1 ? 'ID' : 'IDs'}, read as ${idTypeName(idType)} IDs.`
            }
            slotProps={{ htmlInput: { spellCheck: false } }}
          />
          {problem && <Alert severity="warning">{problem}</Alert>}
          {progress && (
            <Box>
              <LinearProgress
                variant="determinate"
                value={progress.total === 0 ? 0 : (100 * progress.checked) / progress.total}
                aria-label="Checking IDs"
              />
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                Checked {count(progress.checked)} of {count(progress.total)} IDs…
              </Typography>
            </Box>
          )}
          {error && <Alert severity="error">{error}</Alert>}
          {result && !isChecking && <BulkCheckResults result={result} />}
          {isOverCap && newIds && (
            <Alert severity="warning">
              A label holds at most {count(LABEL_MAX_IDS)} IDs: {label.name} has {count(label.ids.length)} and these
              would add {count(newIds.size)}.
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap' }}>
        <Button onClick={onClose} disabled={addToLabel.isPending}>
          Cancel
        </Button>
        {result ? (
          <>
            <Button onClick={handleBack} disabled={isChecking || addToLabel.isPending}>
              Back
            </Button>
            <Button onClick={() => void handleCheck()} disabled={!canCheck || text === checkedText}>
              Recheck
            </Button>
            <Button
              variant="contained"
              onClick={() => void handleAdd()}
              disabled={result.valid.length === 0 || isOverCap || isChecking || addToLabel.isPending}
              startIcon={addToLabel.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
            >
              Add {count(result.valid.length)}
            </Button>
          </>
        ) : (
          <Button variant="contained" onClick={() => void handleCheck()} disabled={!canCheck}>
            Check
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
