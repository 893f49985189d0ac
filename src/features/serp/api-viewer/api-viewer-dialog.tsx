import CloseIcon from '@mui/icons-material/Close';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useId } from 'react';
import { ApiViewerContent, type ApiViewerProps } from './api-viewer-content';

interface ApiViewerDialogProps extends ApiViewerProps {
  open: boolean;
  onClose: () => void;
}

/** The API viewer as a dialog; the call is made only while it is open. */
export function ApiViewerDialog({ open, onClose, ...call }: ApiViewerDialogProps) {
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth={false}
      slotProps={{ paper: { sx: { maxWidth: 800, minWidth: { sm: 350 } } } }}
    >
      <DialogTitle id={titleId} sx={{ pr: 6 }}>
        API call
        <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>
        <ApiViewerContent {...call} />
      </DialogContent>
    </Dialog>
  );
}
