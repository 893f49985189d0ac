import { ComingLaterPage } from '../../../components/coming-later';

/** /analytics-docs — every column of each entity type. */
export function AnalyticsDocsPage() {
  return <ComingLaterPage title="Analytics documentation" />;
}
