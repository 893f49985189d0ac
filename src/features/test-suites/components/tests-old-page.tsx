import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { PageContainer } from '../../../components/page-container';
import type { OqlConfig } from '../../../lib/oql/config';
import type { SuiteId } from '../../../lib/test-suites';
import { OqlConfigGate } from '../../analytics/components/oql-config-gate';
import { useSuite, useSuiteList } from '../api/test-suites-api';
import { useTestRuns } from '../lib/use-test-runs';
import { RunnerTable } from './runner-table';
import { Loading, useSuiteSource } from './suite-pages';

function OldRunner({ config }: { config: OqlConfig }) {
  const { url } = useSuiteSource();
  const list = useSuiteList(url);
  const [chosen, setChosen] = useState<SuiteId | undefined>(undefined);
  const suiteId = chosen ?? list.data?.[0]?.id;
  const suite = useSuite(url, suiteId);
  const { runs, run, runOnServer, clear } = useTestRuns(config);
  if (list.isPending) return <Loading label="Loading the test suites" />;
  if (list.isError) return <Alert severity="error">{list.error.message}</Alert>;
  return (
    <>
      <TextField
        select
        size="small"
        label="Suite"
        value={suiteId ?? ''}
        onChange={(event) => {
          clear();
          setChosen(event.target.value as SuiteId);
        }}
        sx={{ mb: 2, minWidth: 220 }}
      >
        {list.data.map((item) => (
          <MenuItem key={item.id} value={item.id}>
            {item.id} ({item.count})
          </MenuItem>
        ))}
      </TextField>
      {suite.isPending && suiteId && <Loading label="Loading the suite" />}
      {suite.isError && <Alert severity="error">{suite.error.message}</Alert>}
      {suite.data && (
        <RunnerTable
          tests={suite.data.tests}
          runs={runs}
          onRun={(shown, checks) => void run(shown, checks)}
          onRunOnServer={(shown) => void runOnServer(shown)}
          onClear={clear}
        />
      )}
    </>
  );
}

/** /tests_old: the test runner table over one suite at a time. */
export function TestsOldPage() {
  return (
    <PageContainer title="Test runner" maxWidth="xl">
      <OqlConfigGate>{(config) => <OldRunner config={config} />}</OqlConfigGate>
    </PageContainer>
  );
}
