import { isEntityType, type EntityType } from '../entities/entity-types';
import { createFilter, encodeFilters, parseFilters, toFilterValueText, type UrlFilter } from '../lib/filter-url';
import { setFilter } from '../lib/filter-list';

/**
 * Where the shortcut box sends a new filter: into the current results route's filters when the
 * box belongs to that route, otherwise to a fresh search of the box's entity type.
 */
export function hrefWithFilter(
  entityType: EntityType,
  location: { pathname: string; search: string },
  filter: UrlFilter,
): string {
  const isSameRoute = location.pathname === `/${entityType}` && isEntityType(entityType);
  const params = isSameRoute ? new URLSearchParams(location.search) : new URLSearchParams();
  const parsed = parseFilters(params.get('filter') ?? '');
  const filters = setFilter(parsed.ok ? parsed.filters : [], filter);
  params.set('filter', encodeFilters(filters));
  params.delete('page');
  return `/${entityType}?${params}`;
}

/** Opens an entity in the panel over the current results route (or over a works search). */
export function hrefWithZoom(
  entityType: EntityType,
  location: { pathname: string; search: string },
  id: string,
): string {
  const isSameRoute = location.pathname === `/${entityType}`;
  const params = isSameRoute ? new URLSearchParams(location.search) : new URLSearchParams();
  params.set('zoom', id);
  return `/${entityType}?${params}`;
}

/** A submitted text: a full-text search on the results route, or the bare route when empty. */
export function hrefWithSearch(
  entityType: EntityType,
  location: { pathname: string; search: string },
  raw: string,
): string {
  const query = toFilterValueText(raw);
  return query ? hrefWithFilter(entityType, location, createFilter('default.search', [query])) : `/${entityType}`;
}
