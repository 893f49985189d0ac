import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { BulkCheckResult } from '../api/bulk-check';

/** Lines shown of the valid list: thousands of names would only slow the dialog down. */
const VALID_LINES_SHOWN = 1000;

/** A titled, scrolling block of lines, one text node: cheap for thousands of ids. */
function IdBlock({ title, lines, more }: { title: string; lines: readonly string[]; more: number }) {
  const titleId = useId();
  return (
    <Box sx={{ flex: 1, minWidth: 0 }}>
      <Typography variant="subtitle2" id={titleId} component="h3">
        {title}
      </Typography>
      {lines.length > 0 && (
        <Box
          role="region"
          aria-labelledby={titleId}
          tabIndex={0}
          sx={{
            mt: 0.5,
            p: 1,
            maxHeight: 180,
            overflow: 'auto',
            bgcolor: 'action.hover',
            borderRadius: 1,
            fontFamily: 'monospace',
            fontSize: '0.8125rem',
            whiteSpace: 'pre',
          }}
        >
          {lines.join('\n')}
          {more > 0 && `\n… and ${more.toLocaleString('en-US')} more`}
        </Box>
      )}
    </Box>
  );
}

/** The check's two lists with their counts (spec 2 §4: valid and invalid lists). */
export function BulkCheckResults({ result }: { result: BulkCheckResult }) {
  const shown = result.valid.slice(0, VALID_LINES_SHOWN);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <IdBlock
        title={`Valid (${result.valid.length.toLocaleString('en-US')})`}
        lines={shown.map((one) => `${one.input}  ${one.displayName}`)}
        more={result.valid.length - shown.length}
      />
      <IdBlock
        title={`Not recognized (${result.invalid.length.toLocaleString('en-US')})`}
        lines={result.invalid}
        more={0}
      />
    </Stack>
  );
}
