import { useParams } from 'react-router';
import { LoadedPart } from '../components/loaded-part';
import { NotFound } from '../components/not-found';
import { entityTypeOfId, isEntityType } from '../entities/entity-types';
import { entityPage, resultsPage } from './route-pages';

/**
 * `/:entityType` is a results list for a configured type, `/{entityId}` an entity page, else not
 * found. The route's loader has started loading the page's code; until it is there, nothing.
 * (Keyed: going from a results page to an entity page swaps one part for the other.)
 */
export function EntityTypeRoute() {
  const { entityType = '' } = useParams();
  if (isEntityType(entityType)) return <LoadedPart key="results" part={resultsPage} props={{ entityType }} />;
  if (entityTypeOfId(entityType)) return <LoadedPart key="entity" part={entityPage} props={{}} />;
  return <NotFound />;
}
