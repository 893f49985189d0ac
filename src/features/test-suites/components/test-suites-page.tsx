import { useParams } from 'react-router';
import { isSuiteId } from '../../../lib/test-suites';
import { QueryPage, TestDetailPage, TestTypePage } from './query-pages';
import { SuiteListPage, SuitePage } from './suite-pages';

/**
 * /tests and its four depths: suites, a suite, a query, a test type, a test. A first segment that
 * is no suite is a test's id: /tests/{id} shows it and /tests/{id}/run runs it (the drawer's URLs).
 */
export function TestSuitesPage() {
  const { testSuiteId, queryId, testType, testId } = useParams();
  if (!testSuiteId) return <SuiteListPage />;
  if (!isSuiteId(testSuiteId)) {
    if (!queryId || queryId === 'run') return <QueryPage queryId={testSuiteId} autorun={queryId === 'run'} />;
    return <TestDetailPage queryId={testSuiteId} testType={queryId} testId={testType ?? ''} />;
  }
  if (!queryId) return <SuitePage suiteId={testSuiteId} />;
  if (!testType) return <QueryPage suiteId={testSuiteId} queryId={queryId} autorun={false} />;
  if (!testId) return <TestTypePage testType={testType} />;
  return <TestDetailPage suiteId={testSuiteId} queryId={queryId} testType={testType} testId={testId} />;
}

/** /test-queries/{queryId}/natlang/{testId}: a natural-language test of whichever suite holds the query. */
export function NatLangTestPage() {
  const { queryId = '', testId = '' } = useParams();
  return <TestDetailPage queryId={queryId} testType="natlang" testId={testId} />;
}
