import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { OqlConfig } from '../../../lib/oql/config';
import { OqlError } from '../../../lib/oql/errors';
import { parseOql } from '../../../lib/oql/parse';
import type { OqlQuery } from '../../../lib/oql/types';
import { createSearch } from '../api/searches';

type Parsed = { query: OqlQuery } | { error: OqlError };

function parse(text: string, config: OqlConfig): Parsed {
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
 * The search's OQL, editable (spec 2 §2, §4): a change marks the query changed and offers Run
 * Search and Cancel (back to the submitted text); an error is underlined where the parser places
 * it, with its message. Running creates the search of the new query and replaces the route.
 */
export function OqlEditor({ submitted, config }: { submitted: string; config: OqlConfig }) {
  const [text, setText] = useState(submitted);
  const [runError, setRunError] = useState<string | null>(null);
  const [running, setRunning] = useState(false);
  const navigate = useNavigate();
  const parsed = useMemo(() => parse(text, config), [text, config]);
  const changed = text.trim() !== submitted.trim();
  const error = 'error' in parsed ? parsed.error : null;

  const run = async () => {
    if (!('query' in parsed)) return;
    setRunning(true);
    setRunError(null);
    try {
      const search = await createSearch(parsed.query);
      if (!search.id) throw new Error('Search creation failed.');
      await navigate(`/s/${search.id}`, { replace: true });
    } catch (e) {
      setRunError(e instanceof Error && e.message ? e.message : 'Search creation failed.');
    } finally {
      setRunning(false);
    }
  };

  return (
    <Box sx={{ mb: 3 }}>
      <TextField
        label="OQL"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setRunError(null);
        }}
        multiline
        minRows={2}
        fullWidth
        error={Boolean(error)}
        slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
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
      {runError ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          Search error: {runError}
        </Alert>
      ) : null}
      {changed ? (
        <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
          <Button variant="contained" onClick={() => void run()} disabled={Boolean(error) || running}>
            Run Search
          </Button>
          <Button
            onClick={() => {
              setText(submitted);
              setRunError(null);
            }}
          >
            Cancel
          </Button>
        </Stack>
      ) : null}
    </Box>
  );
}
