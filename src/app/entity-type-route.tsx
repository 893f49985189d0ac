import { useState } from 'react';
import { useParams } from 'react-router';
import { NotFound } from '../components/not-found';
import { entityTypeOfId, isEntityType } from '../entities/entity-types';
import { entityPage, resultsPage } from './route-pages';

/** `/:entityType` is a results list for a configured type, `/{entityId}` an entity page, else not found. */
export function EntityTypeRoute() {
  const { entityType = '' } = useParams();
  // Loaded by the route's loader (see route-pages.ts); read once, so a page never swaps components.
  const [ResultsPage] = useState(resultsPage.current);
  const [EntityPage] = useState(entityPage.current);
  if (isEntityType(entityType)) return <ResultsPage entityType={entityType} />;
  if (entityTypeOfId(entityType)) return <EntityPage />;
  return <NotFound />;
}
