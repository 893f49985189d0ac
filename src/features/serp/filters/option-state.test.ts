import { requireFacet } from '../../../entities/facets';
import { createFilter, encodeFilter } from '../../../lib/filter-url';
import { applyOptionState, typedOptionValue } from './option-state';

const type = requireFacet('works', 'type');
const author = requireFacet('works', 'authorships.author.id');
const doi = requireFacet('works', 'doi');

describe('option states', () => {
  it("change the filter's own spelling of a value", () => {
    const filter = createFilter('type', ['article']);
    expect(encodeFilter(applyOptionState(filter, type, 'types/article', 'negated'))).toBe('type:!article');
    expect(encodeFilter(applyOptionState(filter, type, 'types/book', 'applied'))).toBe('type:article|types/book');
  });

  it('leave an empty filter when the last value goes', () => {
    const next = applyOptionState(createFilter('type', ['article']), type, 'article', 'unapplied');
    expect(next.values).toEqual([]);
  });

  it("write a pending 'is not' as a negated first value", () => {
    const pending = createFilter('type', [], { isNegated: true });
    expect(encodeFilter(applyOptionState(pending, type, 'types/article', 'applied'))).toBe('type:!types/article');
  });

  it('take typed values: any text for selects, ids for entities', () => {
    expect(typedOptionValue(doi, ' 10.1/abc ')).toBe('10.1/abc');
    expect(typedOptionValue(author, 'https://openalex.org/A123')).toBe('A123');
    expect(typedOptionValue(author, 'Marie Curie')).toBeNull();
    expect(typedOptionValue(doi, '  ')).toBeNull();
  });
});
