import { defaultSortFor, sortOptionsFor } from './sort-options';
import { ENTITY_TYPE_NAMES } from './entity-types';

const values = (type: Parameters<typeof sortOptionsFor>[0], hasSearch: boolean) =>
  sortOptionsFor(type, hasSearch).map((option) => option.value);

describe('sort options', () => {
  it('offer citations and date for works, relevance only with a search', () => {
    expect(values('works', false)).toEqual(['cited_by_count:desc', 'publication_date:desc']);
    expect(values('works', true)).toEqual(['cited_by_count:desc', 'publication_date:desc', 'relevance_score:desc']);
  });

  it('offer citations and works count for every other entity type', () => {
    for (const type of ENTITY_TYPE_NAMES.filter((name) => name !== 'works')) {
      expect(values(type, false), type).toEqual(['cited_by_count:desc', 'works_count:desc']);
    }
    expect(values('authors', true)).toContain('relevance_score:desc');
  });

  it('label the options as the sort menu does', () => {
    expect(sortOptionsFor('sources', true).map((option) => option.displayName)).toEqual([
      'Citations',
      'Works',
      'Relevance',
    ]);
  });

  it('always include the default sort among the options', () => {
    for (const type of ENTITY_TYPE_NAMES) {
      for (const hasSearch of [false, true]) {
        expect(values(type, hasSearch)).toContain(defaultSortFor(type, hasSearch));
      }
    }
  });

  it('sort by relevance with a search, else by citations (works) or works count', () => {
    expect(defaultSortFor('works', false)).toBe('cited_by_count:desc');
    expect(defaultSortFor('institutions', false)).toBe('works_count:desc');
    expect(defaultSortFor('works', true)).toBe('relevance_score:desc');
    expect(defaultSortFor('authors', true)).toBe('relevance_score:desc');
  });
});
