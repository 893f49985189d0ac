import { useMatch } from 'react-router';
import { isEntityType, type EntityType } from '../../entities/entity-types';

/**
 * The entity type when the current route is a results list (`/:entityType`: the full results
 * pages of works, authors, sources and institutions, and the lists of every other type),
 * otherwise null.
 */
export function useResultsEntityType(): EntityType | null {
  const name = useMatch('/:entityType')?.params.entityType;
  return isEntityType(name) ? name : null;
}
