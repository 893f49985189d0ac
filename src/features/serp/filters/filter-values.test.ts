import { requireFacet } from '../../../entities/facets';
import { createFilter, parseFilter, type UrlFilter } from '../../../lib/filter-url';
import { canonicalValue, filterVerbs, findMatchingValue, optionValueOf, valueEntityPath } from './filter-values';

/** A filter from its URL text. */
function filterOf(text: string): UrlFilter {
  const parsed = parseFilter(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.filter;
}

const type = requireFacet('works', 'type');
const institution = requireFacet('works', 'authorships.institutions.lineage');
const oaStatus = requireFacet('works', 'open_access.oa_status');

describe('filter values', () => {
  it('build the name lookup path of entity values', () => {
    expect(valueEntityPath(institution, 'I27837315')).toBe('I27837315');
    expect(valueEntityPath(institution, 'https://openalex.org/I27837315')).toBe('I27837315');
    expect(valueEntityPath(type, 'article')).toBe('types/article');
    expect(valueEntityPath(type, 'types/article')).toBe('types/article');
    expect(valueEntityPath(type, 'null')).toBeNull();
    expect(valueEntityPath(oaStatus, 'gold')).toBeNull();
  });

  it('turn group keys and ids into filter values', () => {
    expect(optionValueOf(type, 'https://openalex.org/types/article')).toBe('types/article');
    expect(optionValueOf(institution, 'https://openalex.org/I1')).toBe('I1');
    expect(optionValueOf(oaStatus, 'gold')).toBe('gold');
    expect(optionValueOf(type, 'unknown')).toBe('null');
  });

  it('match a value in any spelling', () => {
    const filter = filterOf('type:article+!types/book');
    expect(findMatchingValue(filter, type, 'types/article')).toBe('article');
    expect(findMatchingValue(filter, type, 'https://openalex.org/types/BOOK')).toBe('types/book');
    expect(findMatchingValue(filter, type, 'types/dataset')).toBeUndefined();
    expect(canonicalValue(type, 'Unknown')).toBe('null');
  });

  it('offer the verbs of spec 1 §5', () => {
    expect(filterVerbs(type, createFilter('type', ['a']))).toEqual({ verbs: ['is', 'is not'], current: 'is' });
    expect(filterVerbs(type, filterOf('type:!a')).current).toBe('is not');
    expect(filterVerbs(type, createFilter('type', ['a', 'b'], { isNegated: true }))).toEqual({
      verbs: ['is any of', 'is none of'],
      current: 'is none of',
    });
    expect(
      filterVerbs(requireFacet('works', 'publication_year'), createFilter('publication_year', ['2020'])).current,
    ).toBe('is within range');
  });
});
