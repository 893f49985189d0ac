import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { LoginRequiredDialogOnDemand } from '../../../components/login-required-dialog-on-demand';
import { ANALYTICS_EXAMPLES } from '../../../lib/analytics-examples';
import { LOGIN_TO_SEARCH, useOpenQuery } from './use-open-query';
import { choiceValue, exampleGroups, filterExamples, parseChoice, type ExampleChoice } from '../example-filter';

const label = (text: string) => text.replace(/-/g, ' ');

/**
 * The home page's example questions (spec 2 §2, §4): a search box whose every word must match,
 * a dropdown of all questions, a type or a category, and cards — one, two or three a row by
 * width. `ui=errors` shows only the known-broken examples. A card opens a search of its query.
 */
export function ExampleQuestions() {
  const [params] = useSearchParams();
  const onlyBroken = params.get('ui') === 'errors';
  const [text, setText] = useState('');
  const [choice, setChoice] = useState<ExampleChoice>({ kind: 'all' });
  const groups = useMemo(() => exampleGroups(ANALYTICS_EXAMPLES), []);
  const shown = useMemo(() => filterExamples(ANALYTICS_EXAMPLES, text, choice, onlyBroken), [text, choice, onlyBroken]);
  const { open, busy, askLogin, closeLogin } = useOpenQuery();

  return (
    <Box component="section" aria-labelledby="examples-title" sx={{ textAlign: 'left' }}>
      <Typography id="examples-title" variant="h2" sx={{ fontSize: '1.5rem', mb: 2, textAlign: 'left' }}>
        Example questions
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3 }}>
        <TextField
          label="Search Examples..."
          value={text}
          onChange={(event) => setText(event.target.value)}
          size="small"
          fullWidth
        />
        <TextField
          select
          label="Questions"
          value={choiceValue(choice)}
          onChange={(event) => setChoice(parseChoice(event.target.value))}
          size="small"
          sx={{ minWidth: { sm: 240 } }}
        >
          <MenuItem value="all">All Questions</MenuItem>
          <ListSubheader>TYPES</ListSubheader>
          {groups.types.map((type) => (
            <MenuItem key={type} value={choiceValue({ kind: 'type', value: type })}>
              {label(type)}
            </MenuItem>
          ))}
          <ListSubheader>CATEGORIES</ListSubheader>
          {groups.categories.map((category) => (
            <MenuItem key={category} value={choiceValue({ kind: 'category', value: category })}>
              {category}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {shown.length === 0 ? (
        <Typography color="text.secondary">No example questions match.</Typography>
      ) : (
        <Grid container spacing={2}>
          {shown.map((example) => (
            <Grid key={example.question} size={{ xs: 12, sm: 6, md: 4 }}>
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardActionArea
                  onClick={() => void open(example)}
                  disabled={busy !== null}
                  sx={{ height: '100%', display: 'flex', flexDirection: 'column', justifyContent: 'flex-start' }}
                >
                  <CardContent sx={{ width: '100%' }}>
                    <Typography sx={{ mb: 1.5 }}>{example.question}</Typography>
                    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                      <Chip size="small" label={label(example.type)} />
                      <Chip size="small" variant="outlined" label={example.category} />
                    </Stack>
                    {example.broken && example.error ? (
                      <Typography variant="body2" color="error" sx={{ mt: 1 }}>
                        {example.error}
                      </Typography>
                    ) : null}
                  </CardContent>
                </CardActionArea>
              </Card>
            </Grid>
          ))}
        </Grid>
      )}
      <LoginRequiredDialogOnDemand open={askLogin} message={LOGIN_TO_SEARCH} onClose={closeLogin} />
    </Box>
  );
}
