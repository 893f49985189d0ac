import type { EntityType } from './entity-types';
import type { FacetLabelsFor, FacetMeaning } from './facet';
import type { IconName } from './icon-names';

/**
 * Facets every non-works entity has: its own id, its name (the mandatory column, sorted by, searched
 * in), and the works_count and cited_by_count range columns of spec 2 §3.
 */
export function commonFacets<const E extends EntityType>(entityType: E) {
  return [
    { key: 'ids.openalex', kind: 'entity', entityId: entityType, isId: true, actions: ['filter'] },
    {
      key: 'display_name',
      kind: 'search',
      isColumnMandatory: true,
      actions: ['sort', 'column'],
      actionsPopular: ['sort', 'column'],
    },
    { key: 'default.search', kind: 'search', actions: ['filter'], actionsPopular: ['filter'] },
    {
      key: 'works_count',
      kind: 'range',
      sortByValue: true,
      actions: ['filter', 'sort', 'column'],
      actionsPopular: ['sort', 'column'],
    },
    {
      key: 'cited_by_count',
      kind: 'range',
      sortByValue: true,
      actions: ['filter', 'sort', 'column'],
      actionsPopular: ['sort', 'column'],
    },
  ] as const satisfies readonly FacetMeaning[];
}

export function commonFacetLabels(entity: {
  displayNameSingular: string;
  icon: IconName;
}): FacetLabelsFor<ReturnType<typeof commonFacets>> {
  return {
    'ids.openalex': { displayName: entity.displayNameSingular, icon: entity.icon, category: 'ids' },
    display_name: { displayName: 'name', icon: entity.icon, category: 'other' },
    'default.search': { displayName: 'name', icon: 'Search', category: 'other' },
    works_count: { displayName: 'works count', icon: 'ArticleOutlined', category: 'citation' },
    cited_by_count: { displayName: 'citations', icon: 'FormatQuote', category: 'citation' },
  };
}
