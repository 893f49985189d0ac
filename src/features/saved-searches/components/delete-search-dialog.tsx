import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { SavedSearch } from '../api/saved-searches-api';

/** Asks before a saved search (and its alert) is deleted. */
export function DeleteSearchDialog({
  search,
  onConfirm,
  onClose,
}: {
  search: SavedSearch | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog open={Boolean(search)} onClose={onClose} aria-labelledby="delete-search-title">
      <DialogTitle id="delete-search-title">Delete saved search?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          “{search?.name}” will be deleted{search?.hasAlert ? ' and its alert stopped' : ''}.
        </DialogContentText>
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
