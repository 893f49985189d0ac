import { DEFAULT_FILTER_MENU_TOPS } from '../../../entities/defaults';
import type { EntityType } from '../../../entities/entity-types';
import { FACET_CATEGORIES, type Facet } from '../../../entities/facet';
import { facetsFor, getFacet, popularFacets } from '../../../entities/facets';
import { titleCase } from '../../../lib/title-case';

export interface FilterMenuSection {
  title: string;
  facets: readonly Facet[];
}

/** The facets the add-filter menu offers: filter facets that are not hidden. */
function menuFacets(entityType: EntityType): readonly Facet[] {
  return facetsFor(entityType, 'filter').filter((facet) => !facet.isHidden);
}

/** Works lead with the spec's filter-menu tops; other entity types with their popular filters. */
function popularMenuFacets(entityType: EntityType, offered: readonly Facet[]): readonly Facet[] {
  const tops =
    entityType === 'works'
      ? DEFAULT_FILTER_MENU_TOPS.map((key) => getFacet(entityType, key)).filter((f): f is Facet => f !== undefined)
      : popularFacets(entityType, 'filter');
  return tops.filter((facet) => offered.includes(facet));
}

function matches(facet: Facet, words: readonly string[]): boolean {
  const text = `${facet.displayName} ${facet.key}`.toLowerCase();
  return words.every((word) => text.includes(word));
}

/**
 * The sections of the add-filter menu: 'Popular' first, then one per category in the registry's
 * category order, each facet listed once. With search text, one flat list of the facets whose name
 * or key holds every word typed.
 */
export function filterMenuSections(entityType: EntityType, searchText = ''): FilterMenuSection[] {
  const offered = menuFacets(entityType);
  const words = searchText.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length > 0) {
    const found = offered.filter((facet) => matches(facet, words));
    return found.length > 0 ? [{ title: 'Matching filters', facets: found }] : [];
  }
  const popular = popularMenuFacets(entityType, offered);
  const rest = offered.filter((facet) => !popular.includes(facet));
  const byCategory = FACET_CATEGORIES.map((category) => ({
    title: titleCase(category),
    facets: rest.filter((facet) => facet.category === category),
  }));
  return [{ title: 'Popular', facets: popular }, ...byCategory].filter((section) => section.facets.length > 0);
}
