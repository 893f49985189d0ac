import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { ApiError } from '../../../api/api-error';
import type { OqlQuery } from '../../../lib/oql/types';
import { textToQuery } from '../api/searches';

/**
 * "Ask a question" (issue 34): a question in words, read by the server's text-to-OQL reader,
 * fills the builder; what it could not read is said under the box.
 */
export function AskQuestion({ onQuery }: { onQuery: (query: OqlQuery) => void }) {
  const [question, setQuestion] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ask = async () => {
    if (!question.trim()) return;
    setBusy(true);
    setError(null);
    try {
      const { query } = await textToQuery(question.trim());
      onQuery(query);
    } catch (caught) {
      setError(caught instanceof ApiError && caught.message ? caught.message : 'The question could not be read.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack
      component="form"
      direction="row"
      spacing={1}
      onSubmit={(event) => {
        event.preventDefault();
        void ask();
      }}
    >
      <TextField
        size="small"
        fullWidth
        label="Ask a question"
        placeholder="e.g. Which institutions in Germany published the most open access works since 2020?"
        value={question}
        onChange={(event) => {
          setQuestion(event.target.value);
          setError(null);
        }}
        error={Boolean(error)}
        helperText={error ?? undefined}
      />
      <Button
        type="submit"
        variant="outlined"
        startIcon={<AutoAwesomeIcon />}
        disabled={busy || !question.trim()}
        sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'flex-start' } }}
      >
        {busy ? 'Reading…' : 'Ask'}
      </Button>
    </Stack>
  );
}
