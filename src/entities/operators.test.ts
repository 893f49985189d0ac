import { requireFacet } from './facets';
import { defaultOperatorFor, filterVerb, normalizeOperator, operatorsFor } from './operators';

describe('operators', () => {
  it('offer is / is not and the label operators on single entity facets', () => {
    expect(operatorsFor(requireFacet('works', 'type'))).toEqual([
      'is',
      'is not',
      'matches any item in label',
      'matches every item in label',
    ]);
  });

  it('offer includes / does not include and the label operators on multi-valued entity facets', () => {
    expect(operatorsFor(requireFacet('works', 'authorships.author.id'))).toEqual([
      'includes',
      'does not include',
      'matches any item in label',
      'matches every item in label',
    ]);
  });

  it('fit the other kinds', () => {
    expect(operatorsFor(requireFacet('works', 'open_access.is_oa'))).toEqual(['is', 'is not']);
    expect(operatorsFor(requireFacet('works', 'doi'))).toEqual(['is', 'is not']);
    expect(operatorsFor(requireFacet('works', 'authorships.author.orcid'))).toEqual(['includes', 'does not include']);
    expect(operatorsFor(requireFacet('works', 'default.search'))).toEqual(['contains', 'does not contain']);
    expect(operatorsFor(requireFacet('works', 'publication_year'))).toContain('is greater than or equal to');
    expect(operatorsFor(requireFacet('works', 'apc_sum'))).toEqual([]);
    expect(defaultOperatorFor(requireFacet('works', 'cited_by_count'))).toBe('is');
  });

  it('normalise symbols and spelling of the query language', () => {
    expect(normalizeOperator('>=')).toBe('is greater than or equal to');
    expect(normalizeOperator(' <')).toBe('is less than');
    expect(normalizeOperator('Is  Not')).toBe('is not');
    expect(normalizeOperator('is in')).toBe('is in');
    expect(normalizeOperator('resembles')).toBeUndefined();
  });
});

describe('filter verbs', () => {
  it('follow spec 1 §5', () => {
    expect(filterVerb(requireFacet('works', 'publication_year'))).toBe('is within range');
    expect(filterVerb(requireFacet('works', 'title_and_abstract.search'))).toBe('contains');
    expect(filterVerb(requireFacet('works', 'is_retracted'), { isNegated: true })).toBe('is not');
    expect(filterVerb(requireFacet('works', 'type'))).toBe('is');
    expect(filterVerb(requireFacet('works', 'type'), { optionCount: 2 })).toBe('is any of');
    expect(filterVerb(requireFacet('works', 'type'), { optionCount: 2, isNegated: true })).toBe('is none of');
  });

  it('use a facet’s own verb', () => {
    expect(filterVerb(requireFacet('works', 'doi_starts_with'))).toBe('starts with');
  });
});
