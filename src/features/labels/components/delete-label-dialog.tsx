import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import type { Label } from '../api/labels-api';
import { deleteLabelQuestion } from '../lib/label-text';

/** Asks before a label goes (spec 2 §4 Label deletion, §5 for the text). Open while mounted. */
export function DeleteLabelDialog({
  label,
  onConfirm,
  onClose,
}: {
  label: Label;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} aria-describedby={textId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>Delete label?</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{deleteLabelQuestion(label.ids.length, label.entityType)}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button color="error" variant="contained" onClick={onConfirm}>
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
