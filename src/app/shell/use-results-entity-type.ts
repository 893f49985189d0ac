import { useMatch } from 'react-router';
import { ENTITY_TYPES, isEntityType, type EntityType } from '../../entities/entity-types';

/** The entity type when the current route is a full results page, otherwise null. */
export function useResultsEntityType(): EntityType | null {
  const name = useMatch('/:entityType')?.params.entityType;
  return isEntityType(name) && ENTITY_TYPES[name].hasResultsPage ? name : null;
}
