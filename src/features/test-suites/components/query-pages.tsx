import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageContainer } from '../../../components/page-container';
import type { OqlConfig } from '../../../lib/oql/config';
import { isSuiteId, type SuiteId, type TestCase } from '../../../lib/test-suites';
import { textToQuery } from '../../analytics/api/searches';
import { OqlConfigGate } from '../../analytics/components/oql-config-gate';
import { loadSuite, useSuite, useSuiteList } from '../api/test-suites-api';
import { checkNatLangQuery, TESTS_MESSAGES } from '../lib/runner';
import { queryStatus, useTestRuns } from '../lib/use-test-runs';
import { CheckDetails, JsonBlock } from './check-cell';
import { Loading, useSuiteSource } from './suite-pages';

/** A test by id: from its suite when the path names one, else from whichever suite holds it. */
function useTest(suiteId: string | undefined, id: string) {
  const { url } = useSuiteSource();
  const named = suiteId && isSuiteId(suiteId) ? suiteId : undefined;
  const one = useSuite(url, named);
  const list = useSuiteList(url);
  const all = useQueries({
    queries: (named ? [] : (list.data ?? [])).map((suite) => ({
      queryKey: ['test-suites', url ?? 'server', suite.id],
      queryFn: ({ signal }: { signal: AbortSignal }) => loadSuite(url, suite.id, signal),
      staleTime: 60_000,
      retry: false,
    })),
  });
  if (named) {
    return {
      pending: one.isPending,
      error: one.error,
      found: one.data && { suite: named, test: one.data.tests.find((test) => test.id === id) },
    };
  }
  const suites = all.map((q) => q.data).filter((data) => data !== undefined);
  const holding = suites.find((suite) => suite.tests.some((test) => test.id === id));
  const pending = list.isPending || (!holding && all.some((q) => q.isPending));
  return {
    pending,
    error: list.error ?? all.find((q) => q.error)?.error ?? null,
    found: pending ? undefined : { suite: holding?.id, test: holding?.tests.find((test) => test.id === id) },
  };
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1, fontSize: '1.05rem' }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function StatusLine({ status }: { status: string | undefined }) {
  if (!status) return null;
  const severity = status === 'pass' ? 'success' : status === 'fail' ? 'error' : 'info';
  return (
    <Alert severity={severity} sx={{ mb: 2 }} data-testid="query-status">
      Status: {status}
    </Alert>
  );
}

function QueryChecks({ test, config, autorun }: { test: TestCase; config: OqlConfig; autorun: boolean }) {
  const { link } = useSuiteSource();
  const { runs, run } = useTestRuns(config);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void run([test], autorun ? ['oqlToQuery', 'queryToOql', 'search'] : ['oqlToQuery', 'queryToOql']);
  }, [autorun, run, test]);
  const state = runs[test.id];
  return (
    <Stack spacing={2}>
      <StatusLine status={queryStatus(state)} />
      {test.title && <Typography variant="h6">{test.title}</Typography>}
      {test.error && <Alert severity="warning">{test.error}</Alert>}
      <Section title="OQL">
        <JsonBlock value={test.oql ?? '(none)'} label="OQL" />
      </Section>
      <Section title="Query">
        <JsonBlock value={test.query} label="Query" />
      </Section>
      <Section title="OQL to query">
        {state?.oqlToQuery ? (
          <CheckDetails state={state.oqlToQuery} expected={test.query} />
        ) : (
          <Typography>–</Typography>
        )}
      </Section>
      <Section title="query to OQL">
        {state?.queryToOql ? <CheckDetails state={state.queryToOql} expected={test.oql} /> : <Typography>–</Typography>}
      </Section>
      <Section title="query to search">
        {state?.search?.status === 'loading' && <Loading label="Running the search" />}
        {state?.search && state.search.status !== 'loading' && (
          <CheckDetails state={state.search} expected={test.expectsZeroResults ? 'no results' : 'results'} />
        )}
        <Button sx={{ mt: 1 }} variant="outlined" onClick={() => void run([test], ['search'])}>
          Run search
        </Button>
      </Section>
      {test.natLang.length > 0 && (
        <Section title="NatLang">
          <Stack component="ul" sx={{ m: 0, pl: 2 }}>
            {test.natLang.map((prompt, index) => (
              <li key={index}>
                <Link component={RouterLink} to={link(`/test-queries/${test.id}/natlang/${index}`)}>
                  {prompt}
                </Link>
              </li>
            ))}
          </Stack>
        </Section>
      )}
    </Stack>
  );
}

/** /tests/{suite}/{queryId} (and /tests/{id}, /tests/{id}/run): one test and its checks. */
export function QueryPage({ suiteId, queryId, autorun }: { suiteId?: string; queryId: string; autorun: boolean }) {
  const { link } = useSuiteSource();
  const { pending, error, found } = useTest(suiteId, queryId);
  return (
    <PageContainer title={`Query ${queryId}`} maxWidth="lg">
      {found?.suite && (
        <Typography sx={{ mb: 2 }}>
          <Link component={RouterLink} to={link(`/tests/${found.suite}`)}>
            Test suite {found.suite}
          </Link>
        </Typography>
      )}
      {pending && <Loading label="Loading the test" />}
      {error && <Alert severity="error">{error.message}</Alert>}
      {!pending && !error && !found?.test && <Alert severity="error">No test {queryId} in the suites.</Alert>}
      {found?.test && (
        <OqlConfigGate>
          {(config) => <QueryChecks test={found.test!} config={config} autorun={autorun} />}
        </OqlConfigGate>
      )}
    </PageContainer>
  );
}

/** Spec 2 §8: the test type page has no content of its own. */
export function TestTypePage({ testType }: { testType: string }) {
  return (
    <PageContainer title={`${testType} tests`}>
      <Typography>{TESTS_MESSAGES.testTypePage}</Typography>
    </PageContainer>
  );
}

function NatLangCheck({ test, index }: { test: TestCase; index: number }) {
  const prompt = test.natLang[index]!;
  const answer = useQuery({
    queryKey: ['test-suites', 'natlang', prompt],
    queryFn: ({ signal }) => textToQuery(prompt, signal),
    retry: false,
    staleTime: Infinity,
  });
  const result = answer.data ? checkNatLangQuery(test, answer.data) : undefined;
  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="p">
        “{prompt}”
      </Typography>
      {answer.isPending && <Loading label="Turning the prompt into a query" />}
      {answer.isError && <Alert severity="error">{answer.error.message}</Alert>}
      {result && <StatusLine status={result.status} />}
      {result && <CheckDetails state={result} expected={test.query} />}
    </Stack>
  );
}

/**
 * A test's detail: /tests/{suite}/{queryId}/natLang/{n} and /test-queries/{queryId}/natlang/{n} (the
 * nth prompt through the text-to-OQL service); anything else is 'Error loading test details. …'.
 */
export function TestDetailPage({
  suiteId,
  queryId,
  testType,
  testId,
}: {
  suiteId?: SuiteId | string;
  queryId: string;
  testType: string;
  testId: string;
}) {
  const { link } = useSuiteSource();
  const { pending, error, found } = useTest(suiteId, queryId);
  const index = /^\d+$/.test(testId) ? Number(testId) : -1;
  const test = found?.test;
  const valid = test && testType.toLowerCase() === 'natlang' && index >= 0 && index < test.natLang.length;
  return (
    <PageContainer title={`Test ${testId}`} maxWidth="lg">
      {test && (
        <Typography sx={{ mb: 2 }}>
          <Link
            component={RouterLink}
            to={link(found.suite ? `/tests/${found.suite}/${test.id}` : `/tests/${test.id}`)}
          >
            Query {test.id}
          </Link>
        </Typography>
      )}
      {pending && <Loading label="Loading the test" />}
      {!pending && (error || !valid) && <Alert severity="error">{TESTS_MESSAGES.detailError}</Alert>}
      {valid && !error && (
        <Box>
          <NatLangCheck test={test} index={index} />
        </Box>
      )}
    </PageContainer>
  );
}
