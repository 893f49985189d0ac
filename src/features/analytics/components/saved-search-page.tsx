import { ComingLaterPage } from '../../../components/coming-later';

/** /s/:id — an analytics search result. */
export function SavedSearchPage() {
  return <ComingLaterPage title="Search" documentTitle="Search Analytics" />;
}
