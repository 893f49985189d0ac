import { lazy } from 'react';
import { useParams } from 'react-router';
import { NotFound } from '../components/not-found';
import { entityTypeOfId, isEntityType } from '../entities/entity-types';

const ResultsPage = lazy(() =>
  import('../features/serp/components/results-page').then((m) => ({ default: m.ResultsPage })),
);
const EntityPage = lazy(() =>
  import('../features/entity/components/entity-page').then((m) => ({ default: m.EntityPage })),
);

/** `/:entityType` is a results list for a configured type, `/{entityId}` an entity page, else not found. */
export function EntityTypeRoute() {
  const { entityType = '' } = useParams();
  if (isEntityType(entityType)) return <ResultsPage entityType={entityType} />;
  if (entityTypeOfId(entityType)) return <EntityPage />;
  return <NotFound />;
}
