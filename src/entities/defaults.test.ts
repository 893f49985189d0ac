import {
  DEFAULT_FILTER_MENU_TOPS,
  DEFAULT_PER_PAGE,
  DEFAULT_SORT_TOPS,
  DEFAULT_WORKS_COLUMNS,
  PER_PAGE_OPTIONS,
  RELEVANCE_SORT_KEY,
  defaultColumnsFor,
  defaultGroupBysFor,
} from './defaults';
import { ENTITY_TYPE_NAMES, ENTITY_TYPES } from './entity-types';
import { getFacet } from './facets';

describe('defaults', () => {
  it('use the works columns of spec 1 §9', () => {
    expect(DEFAULT_WORKS_COLUMNS).toEqual([
      'display_name',
      'publication_year',
      'type',
      'open_access.is_oa',
      'cited_by_count',
    ]);
  });

  it('name existing column facets for every entity type', () => {
    for (const type of ENTITY_TYPE_NAMES) {
      const columns = defaultColumnsFor(type);
      expect(columns[0]).toBe('display_name');
      for (const key of columns) expect(getFacet(type, key)?.actions, `${type}.${key}`).toContain('column');
    }
  });

  it('name existing group-by facets, the works ones from spec 1 §9', () => {
    expect(defaultGroupBysFor('works')).toEqual([
      'publication_year',
      'open_access.is_oa',
      'primary_topic.id',
      'authorships.institutions.lineage',
      'type',
    ]);
    for (const type of ENTITY_TYPE_NAMES) {
      const groupBys = defaultGroupBysFor(type);
      expect(groupBys.length > 0, type).toBe(ENTITY_TYPES[type].hasResultsPage);
      for (const key of groupBys) expect(getFacet(type, key)?.actions, `${type}.${key}`).toContain('group_by');
    }
  });

  it('name sortable works facets, or relevance, as sort tops', () => {
    expect(DEFAULT_SORT_TOPS).toEqual(['publication_date', 'cited_by_count', 'relevance_score']);
    for (const key of DEFAULT_SORT_TOPS) {
      if (key !== RELEVANCE_SORT_KEY) expect(getFacet('works', key)?.actions, key).toContain('sort');
    }
  });

  it('name works filter facets as filter-menu tops', () => {
    expect(DEFAULT_FILTER_MENU_TOPS).toHaveLength(7);
    for (const key of DEFAULT_FILTER_MENU_TOPS) expect(getFacet('works', key)?.actions, key).toContain('filter');
  });

  it('offer 10 or 100 per page, 10 by default', () => {
    expect(PER_PAGE_OPTIONS).toEqual([10, 100]);
    expect(DEFAULT_PER_PAGE).toBe(10);
  });
});
