import { useParams } from 'react-router';
import { NotFound } from '../components/not-found';
import { entityTypeOfId, isEntityType } from '../entities/entity-types';
import { EntityPage } from '../features/entity/components/entity-page';
import { ResultsPage } from '../features/serp/components/results-page';

/** `/:entityType` is a results list for a configured type, `/{entityId}` an entity page, else not found. */
export function EntityTypeRoute() {
  const { entityType = '' } = useParams();
  if (isEntityType(entityType)) return <ResultsPage entityType={entityType} />;
  if (entityTypeOfId(entityType)) return <EntityPage />;
  return <NotFound />;
}
