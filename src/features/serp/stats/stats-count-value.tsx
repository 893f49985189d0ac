import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { formatNumber } from '../../../lib/format-number';
import { visuallyHidden } from '../../../components/visually-hidden';

interface StatsCountValueProps {
  /** what is counted, for the loading indicator's name */
  label: string;
  status: 'pending' | 'error' | 'success';
  count: number | undefined;
}

/** A count in locale format; a spinner while it loads; a dash, read out as 'Could not load', on failure. */
export function StatsCountValue({ label, status, count }: StatsCountValueProps) {
  if (status === 'pending') return <CircularProgress size={14} aria-label={`Loading the count of ${label}`} />;
  // A count whose last refresh failed is no longer kept fresh, so it is not shown as if it were.
  if (status === 'error' || count === undefined) {
    return (
      <Box component="span" title="Could not load">
        <span aria-hidden="true">—</span>
        <Box component="span" sx={visuallyHidden}>
          Could not load
        </Box>
      </Box>
    );
  }
  return <>{formatNumber(count)}</>;
}
