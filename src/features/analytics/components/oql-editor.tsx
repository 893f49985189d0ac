import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { OqlConfig } from '../../../lib/oql/config';
import { OqlError } from '../../../lib/oql/errors';
import { parseOql } from '../../../lib/oql/parse';
import type { OqlQuery } from '../../../lib/oql/types';

export type Parsed = { query: OqlQuery } | { error: OqlError };

export function parseText(text: string, config: OqlConfig): Parsed {
  try {
    return { query: parseOql(text, config) };
  } catch (error) {
    if (error instanceof OqlError) return { error };
    return { error: new OqlError(error instanceof Error ? error.message : String(error)) };
  }
}

/** The text with the part an error names underlined (a wavy red line), for the place it reports. */
function Underlined({ text, error }: { text: string; error: OqlError }) {
  const at = Math.min(error.position?.offset ?? text.length, text.length);
  const end = Math.min(text.length, at + Math.max(error.length, 1));
  return (
    <Typography component="pre" sx={{ fontFamily: 'monospace', whiteSpace: 'pre-wrap', m: 0 }} aria-hidden>
      {text.slice(0, at)}
      <Box
        component="span"
        data-testid="oql-error-span"
        sx={{ textDecoration: 'underline wavy', textDecorationColor: (theme) => theme.palette.error.main }}
      >
        {text.slice(at, end) || ' '}
      </Box>
      {text.slice(end)}
    </Typography>
  );
}

/**
 * The query's OQL, editable (spec 2 §2, §4): typing valid OQL updates the builder; an error is
 * underlined where the parser places it, with its message.
 */
export function OqlEditor({
  text,
  error,
  onChange,
}: {
  text: string;
  error: OqlError | null;
  onChange: (text: string) => void;
}) {
  return (
    <Box>
      <TextField
        label="OQL"
        value={text}
        onChange={(event) => onChange(event.target.value)}
        multiline
        minRows={3}
        fullWidth
        error={Boolean(error)}
        slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace', fontSize: '0.9rem' } } }}
      />
      {error ? (
        <Box sx={{ mt: 1 }}>
          <Underlined text={text} error={error} />
          <Typography role="alert" color="error" variant="body2" sx={{ mt: 0.5 }}>
            {error.position ? `Line ${error.position.line}, column ${error.position.column}: ` : ''}
            {error.message}
          </Typography>
        </Box>
      ) : null}
    </Box>
  );
}
