import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { ApiViewerContent, type ApiViewerProps } from './api-viewer-content';

/** The API viewer shown inline on the results page (`show_api`). */
export function ApiViewerPanel(props: ApiViewerProps) {
  const headingId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography id={headingId} component="h2" variant="h6" gutterBottom>
        API call
      </Typography>
      <ApiViewerContent {...props} />
    </Paper>
  );
}
