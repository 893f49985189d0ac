import { ComingLaterPage } from '../../../components/coming-later';
import { PRODUCT_NAME } from '../../../components/use-page-title';

/** /stats — catalogue statistics. */
export function StatsPage() {
  return <ComingLaterPage title={`${PRODUCT_NAME} Stats`} />;
}
