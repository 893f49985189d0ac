import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router';
import { PageContainer } from '../../../components/page-container';
import type { OqlConfig } from '../../../lib/oql/config';
import type { SuiteId } from '../../../lib/test-suites';
import { OqlConfigGate } from '../../analytics/components/oql-config-gate';
import { suitesUrl, useSuite, useSuiteList } from '../api/test-suites-api';
import { SUITE_POLL_MS } from '../lib/runner';
import { countStatuses, useTestRuns } from '../lib/use-test-runs';
import { RunnerTable } from './runner-table';

export function Loading({ label }: { label: string }) {
  return (
    <Stack sx={{ alignItems: 'center', py: 4 }}>
      <CircularProgress aria-label={label} />
    </Stack>
  );
}

/** Keeps a `?suites=` source on the links between the test pages. */
export function useSuiteSource() {
  const { search } = useLocation();
  const url = suitesUrl(search);
  const keep = new URLSearchParams(search).get('suites');
  return { url, link: (path: string) => (keep ? `${path}?suites=${encodeURIComponent(keep)}` : path) };
}

/** /tests: a card for each suite, with its number of tests. */
export function SuiteListPage() {
  const { url, link } = useSuiteSource();
  const suites = useSuiteList(url);
  return (
    <PageContainer title="Test suites">
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        The query-language tests: each checks OQL to query, query to OQL and query to search
        {url ? ` (suites from ${url})` : ''}.
      </Typography>
      {suites.isPending && <Loading label="Loading the test suites" />}
      {suites.isError && <Alert severity="error">{suites.error.message}</Alert>}
      {suites.data?.length === 0 && <Alert severity="info">No suite file was found.</Alert>}
      <Grid container spacing={2}>
        {suites.data?.map((suite) => (
          <Grid key={suite.id} size={{ xs: 12, sm: 6, md: 4 }}>
            <Card variant="outlined">
              <CardActionArea component={RouterLink} to={link(`/tests/${suite.id}`)}>
                <CardContent>
                  <Typography variant="h6" component="h2">
                    {suite.id}
                  </Typography>
                  <Typography color="text.secondary">
                    {suite.count} {suite.count === 1 ? 'test' : 'tests'} · {suite.file}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
    </PageContainer>
  );
}

function SuiteRunner({ suiteId, config }: { suiteId: SuiteId; config: OqlConfig }) {
  const { url } = useSuiteSource();
  const suite = useSuite(url, suiteId);
  const { runs, run, runOnServer, clear } = useTestRuns(config, SUITE_POLL_MS);
  if (suite.isPending) return <Loading label="Loading the suite" />;
  if (suite.isError) return <Alert severity="error">{suite.error.message}</Alert>;
  const tests = suite.data.tests;
  const counts = countStatuses(tests, runs);
  return (
    <>
      <Stack direction="row" useFlexGap spacing={3} sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'center', rowGap: 1 }}>
        <Typography data-testid="count-passing">{counts.passing} passing</Typography>
        <Typography data-testid="count-failing">{counts.failing} failing</Typography>
        <Typography data-testid="count-loading">{counts.loading} loading</Typography>
        <Button variant="contained" onClick={() => void run(tests, ['oqlToQuery', 'queryToOql', 'search'])}>
          Run Searches
        </Button>
      </Stack>
      <RunnerTable
        tests={tests}
        runs={runs}
        onRun={(shown, checks) => void run(shown, checks)}
        onRunOnServer={(shown) => void runOnServer(shown)}
        onClear={clear}
      />
    </>
  );
}

/** /tests/{suite}: the suite's counts of passing, failing and loading tests, 'Run Searches' and its tests. */
export function SuitePage({ suiteId }: { suiteId: SuiteId }) {
  const { link } = useSuiteSource();
  return (
    <PageContainer title={`Test suite ${suiteId}`} maxWidth="xl">
      <Typography sx={{ mb: 2 }}>
        <Link component={RouterLink} to={link('/tests')}>
          All test suites
        </Link>
      </Typography>
      <OqlConfigGate>{(config) => <SuiteRunner suiteId={suiteId} config={config} />}</OqlConfigGate>
    </PageContainer>
  );
}
