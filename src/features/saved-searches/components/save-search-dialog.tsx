import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { DESCRIPTION_MAX, NAME_MAX } from '../lib/saved-search-limits';

export interface SaveSearchFields {
  name: string;
  description: string;
  hasAlert: boolean;
}

interface SaveSearchDialogProps {
  title: string;
  submitLabel: string;
  initial: SaveSearchFields;
  /** whether the alert flag is offered (alerts mail new works, so works searches only) */
  canAlert: boolean;
  onSubmit: (fields: SaveSearchFields) => Promise<void>;
  onClose: () => void;
}

/** Name (required, 25), description (optional, 200) and the alert flag; open while mounted. */
export function SaveSearchDialog({ title, submitLabel, initial, canAlert, onSubmit, onClose }: SaveSearchDialogProps) {
  const [fields, setFields] = useState(initial);
  const [isSaving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const isValid = fields.name.trim().length > 0;

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!isValid || isSaving) return;
    setSaving(true);
    setError(null);
    try {
      await onSubmit({ ...fields, name: fields.name.trim(), description: fields.description.trim() });
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
      setSaving(false);
    }
  }

  return (
    <Dialog open onClose={isSaving ? undefined : onClose} aria-labelledby="save-search-title" maxWidth="xs" fullWidth>
      <form onSubmit={(event) => void handleSubmit(event)} noValidate>
        <DialogTitle id="save-search-title">{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label="Name"
              required
              autoFocus
              value={fields.name}
              onChange={(event) => setFields({ ...fields, name: event.target.value.slice(0, NAME_MAX) })}
              helperText={`${fields.name.length}/${NAME_MAX}`}
              slotProps={{ htmlInput: { maxLength: NAME_MAX }, formHelperText: { sx: { textAlign: 'right' } } }}
            />
            <TextField
              label="Description"
              multiline
              minRows={2}
              value={fields.description}
              onChange={(event) => setFields({ ...fields, description: event.target.value.slice(0, DESCRIPTION_MAX) })}
              helperText={`${fields.description.length}/${DESCRIPTION_MAX}`}
              slotProps={{ htmlInput: { maxLength: DESCRIPTION_MAX }, formHelperText: { sx: { textAlign: 'right' } } }}
            />
            {canAlert && (
              <FormControlLabel
                control={
                  <Checkbox
                    checked={fields.hasAlert}
                    onChange={(event) => setFields({ ...fields, hasAlert: event.target.checked })}
                  />
                }
                label="E-mail me when new works match (alert)"
              />
            )}
            {error && <Alert severity="error">{error}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={isSaving}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={!isValid || isSaving}
            startIcon={isSaving ? <CircularProgress size={16} /> : undefined}
          >
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** The same form editing a saved search's name and description (rename, edit description): no alert flag. */
export function EditSearchDialog({
  search,
  title = 'Rename search',
  submitLabel = 'Rename',
  onSubmit,
  onClose,
}: {
  search: SaveSearchFields;
  title?: string;
  submitLabel?: string;
  onSubmit: (fields: SaveSearchFields) => Promise<void>;
  onClose: () => void;
}) {
  return (
    <SaveSearchDialog
      title={title}
      submitLabel={submitLabel}
      initial={{ name: search.name, description: search.description, hasAlert: search.hasAlert }}
      canAlert={false}
      onSubmit={onSubmit}
      onClose={onClose}
    />
  );
}
