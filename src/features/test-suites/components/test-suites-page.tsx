import { useParams } from 'react-router';
import { ComingLaterPage } from '../../../components/coming-later';

/** /tests and its four depths: suites, a suite, a query, a test type, a test. */
export function TestSuitesPage() {
  const { testSuiteId, queryId, testType, testId } = useParams();
  const title = testId
    ? `Test ${testId}`
    : testType
      ? `${testType} tests`
      : queryId
        ? `Query ${queryId}`
        : testSuiteId
          ? `Test suite ${testSuiteId}`
          : 'Test suites';
  return <ComingLaterPage title={title} />;
}
