import { ComingLaterPage } from '../../../components/coming-later';

/** /query — the query tester. */
export function QueryTesterPage() {
  return <ComingLaterPage title="Query tester" />;
}
