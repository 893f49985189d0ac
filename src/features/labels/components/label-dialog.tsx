import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent } from 'react';
import { LABEL_DESCRIPTION_MAX, LABEL_ENTITY_TYPES, LABEL_NAME_MAX } from '../api/labels-api';

export interface LabelFields {
  name: string;
  description: string;
  entityType: string;
  /** set only where the dialog offers sharing (a librarian's own label) */
  shared?: boolean;
}

interface LabelDialogProps {
  title: string;
  submitLabel: string;
  initial: LabelFields;
  /**
   * Why the type cannot be chosen, shown under it (spec 2 §5: 'To change label type, please
   * delete existing items first.'); the type is fixed while this is set.
   */
  entityTypeFixedBecause?: string | undefined;
  /** offers the 'Shared' switch: librarians share their own labels with every signed-in user */
  canShare?: boolean;
  /** saves the fields; a rejection's message is shown in the dialog, which stays open */
  onSubmit: (fields: LabelFields) => Promise<void>;
  onClose: () => void;
}

/**
 * A label's name (required: 'create/save disabled otherwise', spec 2 §5), description (optional)
 * and entity type: the create and edit dialog. Open while mounted.
 */
export function LabelDialog({
  title,
  submitLabel,
  initial,
  entityTypeFixedBecause,
  canShare = false,
  onSubmit,
  onClose,
}: LabelDialogProps) {
  const [fields, setFields] = useState(initial);
  const [isSaving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const titleId = useId();
  const isValid = fields.name.trim().length > 0 && fields.entityType !== '';

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!isValid || isSaving) return;
    setSaving(true);
    setError(null);
    try {
      const { shared, ...rest } = fields;
      await onSubmit({
        ...rest,
        name: fields.name.trim(),
        description: fields.description.trim(),
        ...(canShare ? { shared: shared ?? false } : {}),
      });
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
      setSaving(false);
    }
  }

  return (
    <Dialog open onClose={isSaving ? undefined : onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <form onSubmit={(event) => void handleSubmit(event)} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label="Name"
              required
              autoFocus
              value={fields.name}
              onChange={(event) => setFields({ ...fields, name: event.target.value })}
              slotProps={{ htmlInput: { maxLength: LABEL_NAME_MAX } }}
            />
            <TextField
              label="Description"
              multiline
              minRows={2}
              value={fields.description}
              onChange={(event) => setFields({ ...fields, description: event.target.value })}
              slotProps={{ htmlInput: { maxLength: LABEL_DESCRIPTION_MAX } }}
            />
            <TextField
              select
              label="Type"
              required
              value={fields.entityType}
              disabled={entityTypeFixedBecause !== undefined}
              helperText={entityTypeFixedBecause}
              onChange={(event) => setFields({ ...fields, entityType: event.target.value })}
            >
              {LABEL_ENTITY_TYPES.map((type) => (
                <MenuItem key={type} value={type}>
                  {type}
                </MenuItem>
              ))}
            </TextField>
            {canShare && (
              <FormControlLabel
                control={
                  <Switch
                    checked={fields.shared ?? false}
                    onChange={(event) => setFields({ ...fields, shared: event.target.checked })}
                  />
                }
                label="Shared"
              />
            )}
            {canShare && (
              <FormHelperText sx={{ mt: '0 !important' }}>
                Every signed-in user can see a shared label and use it in filters; only you can change it.
              </FormHelperText>
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
            startIcon={isSaving ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
