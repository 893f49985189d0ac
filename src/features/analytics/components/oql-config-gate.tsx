import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import type { ReactNode } from 'react';
import type { OqlConfig } from '../../../lib/oql/config';
import { configLoadErrorMessage, useOqlConfig } from '../api/get-entities-config';

/** Renders its children with the served entity configuration, or says why it could not be loaded. */
export function OqlConfigGate({ children }: { children: (config: OqlConfig) => ReactNode }) {
  const config = useOqlConfig();
  if (config.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label="Loading the column configuration" />
      </Box>
    );
  }
  if (config.isError) return <Alert severity="error">{configLoadErrorMessage(config.error)}</Alert>;
  return children(config.data);
}
