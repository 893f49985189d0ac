import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';

/** Spec 2 §9: what a running search says at 0, 4, 10, 16, 22, 30 and 40 seconds. */
export const PROGRESS: [number, string][] = [
  [0, 'Starting the search…'],
  [4, 'Reading the works that match…'],
  [10, 'Counting and summing…'],
  [16, 'Still counting: a broad question takes a moment…'],
  [22, 'Sorting the results…'],
  [30, 'Almost there…'],
  [40, 'This one is taking a while; it will stop at the time limit.'],
];

/** Seconds since `since` (or since mounting), ticking twice a second. */
function useElapsed(since: string | null): number {
  const [start] = useState(() => {
    const at = since ? Date.parse(since) : NaN;
    return Number.isNaN(at) ? Date.now() : Math.min(at, Date.now());
  });
  const [elapsed, setElapsed] = useState(() => (Date.now() - start) / 1000);
  useEffect(() => {
    const timer = setInterval(() => setElapsed((Date.now() - start) / 1000), 500);
    return () => clearInterval(timer);
  }, [start]);
  return elapsed;
}

/** The running search: its message for the time so far, a bar approaching 90 %, and Cancel. */
export function SearchRunning({ started, onCancel }: { started: string | null; onCancel?: (() => void) | undefined }) {
  const elapsed = useElapsed(started);
  const message = PROGRESS.filter(([at]) => elapsed >= at).pop()![1];
  // approaches 90 % and never reaches it (spec 2 §9)
  const value = 90 * (1 - Math.exp(-elapsed / 12));
  return (
    <Box role="status" sx={{ my: 4 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography sx={{ flex: 1 }}>{message}</Typography>
        {onCancel ? (
          <Button size="small" onClick={onCancel}>
            Cancel search
          </Button>
        ) : null}
      </Stack>
      <LinearProgress variant="determinate" value={value} aria-label="Search progress" />
    </Box>
  );
}
