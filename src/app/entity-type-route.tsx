import LinearProgress from '@mui/material/LinearProgress';
import { keyframes } from '@mui/material/styles';
import { useParams } from 'react-router';
import { LoadedPart } from '../components/loaded-part';
import { NotFound } from '../components/not-found';
import { entityTypeOfId, isEntityType } from '../entities/entity-types';
import { entityPage, resultsPage } from './route-pages';

const appear = keyframes`to { opacity: 1; }`;

/** While the page's code loads: a progress bar, shown only if that takes more than a moment. */
const pageLoading = (
  <LinearProgress aria-label="Page loading" sx={{ opacity: 0, animation: `${appear} 0s 200ms forwards` }} />
);

/**
 * `/:entityType` is a results list for a configured type, `/{entityId}` an entity page, else not
 * found. The route's loader has started loading the page's code (see route-pages.ts).
 * (Keyed: going from a results page to an entity page swaps one part for the other.)
 */
export function EntityTypeRoute() {
  const { entityType = '' } = useParams();
  if (isEntityType(entityType)) {
    return <LoadedPart key="results" part={resultsPage} props={{ entityType }} fallback={pageLoading} />;
  }
  if (entityTypeOfId(entityType)) {
    return <LoadedPart key="entity" part={entityPage} props={{}} fallback={pageLoading} />;
  }
  return <NotFound />;
}
