import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { createFilter, toFilterValueText } from '../../../lib/filter-url';
import type { FilterEditorProps } from './filter-editor-props';
import { FilterValueChip } from './filter-value-chip';

/** The works filter whose value is a passage of text, edited in a dialog (spec 1 §4). */
export const RELATED_TO_TEXT_KEY = 'related_to_text';

function RelatedTextDialog({ filter, facet, onChange, onEditEnd, onDelete }: FilterEditorProps) {
  const [text, setText] = useState(filter.values[0]?.value ?? '');
  const titleId = useId();
  const value = toFilterValueText(text);

  // Cancelling a filter that never had a value deletes it.
  const handleCancel = filter.values.length === 0 ? onDelete : onEditEnd;

  function handleSave() {
    onChange(createFilter(facet.key, [value]));
    onEditEnd();
  }

  return (
    <Dialog open onClose={handleCancel} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Related to text</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={4}
          label="Text"
          value={text}
          onChange={(event) => setText(event.target.value)}
          sx={{ mt: 1 }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={handleCancel}>Cancel</Button>
        <Button variant="contained" disabled={value === ''} onClick={handleSave}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** related_to_text: its text as a chip; clicking it, or adding the filter, opens a dialog with a textarea. */
export function RelatedTextFilter(props: FilterEditorProps) {
  const { facet, filter, isEditing, onEditStart } = props;
  return (
    <>
      <Typography component="span">is</Typography>
      {filter.values.map((value) => (
        <FilterValueChip key={value.value} facet={facet} value={value} actionHint="Edit" onClick={onEditStart} />
      ))}
      {isEditing && <RelatedTextDialog {...props} />}
    </>
  );
}
