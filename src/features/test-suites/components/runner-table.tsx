import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { TestCase } from '../../../lib/test-suites';
import { percentPassing } from '../lib/runner';
import { countStatuses, type CheckName, type TestRun } from '../lib/use-test-runs';
import { CheckCell, JsonBlock } from './check-cell';

const ALL_CHECKS: readonly CheckName[] = ['oqlToQuery', 'queryToOql', 'search', 'natLang'];

/** The side drawer of one test: its view and run URLs (/tests/{id}, /tests/{id}/run) and its content. */
function TestDrawer({ test, onClose }: { test: TestCase | null; onClose: () => void }) {
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  return (
    <Drawer anchor="right" open={test !== null} onClose={onClose}>
      {test && (
        <Box sx={{ width: { xs: '100vw', sm: 480 }, p: 2 }} role="region" aria-label={`Test ${test.id}`}>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography variant="h6" component="h2">
              Test {test.id}
            </Typography>
            <IconButton aria-label="Close" onClick={onClose}>
              <CloseIcon />
            </IconButton>
          </Stack>
          {test.title && <Typography sx={{ mb: 1 }}>{test.title}</Typography>}
          <Typography variant="subtitle2">View</Typography>
          <Link component={RouterLink} to={`/tests/${test.id}`} sx={{ wordBreak: 'break-all' }}>
            {`${origin}/tests/${test.id}`}
          </Link>
          <Typography variant="subtitle2" sx={{ mt: 1 }}>
            Run
          </Typography>
          <Link component={RouterLink} to={`/tests/${test.id}/run`} sx={{ wordBreak: 'break-all' }}>
            {`${origin}/tests/${test.id}/run`}
          </Link>
          <Typography variant="subtitle2" sx={{ mt: 2 }}>
            Test
          </Typography>
          <JsonBlock value={test} label="Test content" />
        </Box>
      )}
    </Drawer>
  );
}

export interface RunnerTableProps {
  tests: TestCase[];
  runs: Record<string, TestRun>;
  onRun: (tests: TestCase[], checks: readonly CheckName[]) => void;
  onRunOnServer?: (tests: TestCase[]) => void;
  onClear: () => void;
}

/**
 * The test runner table (spec 2 §2 Test pages): Test (OQL), NatLang, OQL to query, query to OQL,
 * query to search; a tag multiselect, the percent passing, run and clear, detail dialogs and a drawer.
 */
export function RunnerTable({ tests, runs, onRun, onRunOnServer, onClear }: RunnerTableProps) {
  const [tags, setTags] = useState<string[]>([]);
  const [drawer, setDrawer] = useState<TestCase | null>(null);
  const allTags = useMemo(() => [...new Set(tests.flatMap((test) => test.tags))].sort(), [tests]);
  const shown = tags.length ? tests.filter((test) => tags.every((tag) => test.tags.includes(tag))) : tests;
  const counts = countStatuses(shown, runs);
  return (
    <Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <Autocomplete
          multiple
          size="small"
          options={allTags}
          value={tags}
          onChange={(_event, value) => setTags(value)}
          noOptionsText="These tests have no tags"
          sx={{ minWidth: 220, flex: 1 }}
          renderInput={(params) => <TextField {...params} label="Tags" />}
        />
        <Typography data-testid="percent-passing" sx={{ whiteSpace: 'nowrap' }}>
          {percentPassing(counts.passing, shown.length)}% passing
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button variant="contained" onClick={() => onRun(shown, ALL_CHECKS)}>
            Run
          </Button>
          {onRunOnServer && (
            <Button variant="outlined" onClick={() => onRunOnServer(shown)}>
              Run on test server
            </Button>
          )}
          <Button onClick={onClear}>Clear</Button>
        </Stack>
      </Stack>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="Tests">
          <TableHead>
            <TableRow>
              <TableCell>Test (OQL)</TableCell>
              <TableCell>NatLang</TableCell>
              <TableCell>OQL to query</TableCell>
              <TableCell>query to OQL</TableCell>
              <TableCell>query to search</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((test, index) => {
              const run = runs[test.id];
              const name = test.title ?? test.oql ?? test.id;
              return (
                <TableRow key={`${test.id}-${index}`}>
                  <TableCell sx={{ minWidth: 240 }}>
                    <Link component="button" onClick={() => setDrawer(test)} sx={{ textAlign: 'left' }}>
                      {name}
                    </Link>
                    {test.title && test.oql && (
                      <Typography variant="body2" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
                        {test.oql}
                      </Typography>
                    )}
                    {test.error && (
                      <Typography variant="body2" color="warning.main">
                        {test.error}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell>
                    <Stack spacing={0.5}>
                      {test.natLang.map((prompt, i) => (
                        <Stack key={i} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                          <CheckCell state={run?.natLang?.[i]} title={`NatLang: ${prompt}`} expected={test.query} />
                          <Link component={RouterLink} to={`/test-queries/${test.id}/natlang/${i}`} variant="body2">
                            {prompt}
                          </Link>
                        </Stack>
                      ))}
                    </Stack>
                  </TableCell>
                  <TableCell>
                    <CheckCell state={run?.oqlToQuery} title={`OQL to query: ${name}`} expected={test.query} />
                  </TableCell>
                  <TableCell>
                    <CheckCell state={run?.queryToOql} title={`query to OQL: ${name}`} expected={test.oql} />
                  </TableCell>
                  <TableCell>
                    <CheckCell
                      state={run?.search}
                      title={`query to search: ${name}`}
                      expected={test.expectsZeroResults ? 'no results' : 'results'}
                    />
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      <TestDrawer test={drawer} onClose={() => setDrawer(null)} />
    </Box>
  );
}
