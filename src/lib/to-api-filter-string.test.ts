import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createFilterValue, parseFilters, type UrlFilter } from './filter-url.js';
import { toApiFilterString } from './to-api-filter-string.js';

function filters(text: string): UrlFilter[] {
  const result = parseFilters(text);
  if (!result.ok) throw new Error(result.error.message);
  return result.filters;
}

describe('toApiFilterString', () => {
  it('passes filters without a key negation through unchanged', () => {
    const text = 'type:article+!book,publication_year:2010-2020,doi:https://doi.org/10.1/x';
    expect(toApiFilterString(filters(text))).toBe(text);
  });

  it.each([
    ['!type:article', 'type:!article'],
    ['!type:!article', 'type:article'],
    ['!type:article|book', 'type:!article+!book'],
    ['!authorships.countries:US+GB', 'authorships.countries:!US|!GB'],
    ['!type:article+!book', 'type:!article|book'],
    ['!publication_year:2010-2020', 'publication_year:!2010-2020'],
  ])('rewrites %s as %s', (url, api) => {
    expect(toApiFilterString(filters(url))).toBe(api);
  });

  // The server's reading: each value may be negated, then the values combine with | or +.
  function matches(filter: UrlFilter, recordValues: ReadonlySet<string>): boolean {
    const hits = filter.values.map((v) => recordValues.has(v.value) !== v.isNegated);
    const combined = filter.matchMode === 'all' ? hits.every(Boolean) : hits.some(Boolean);
    return combined !== filter.isNegated;
  }

  it('means the same as the URL filter under the per-value reading (property)', () => {
    const letters = ['a', 'b', 'c', 'd'];
    const filter = fc
      .record({
        values: fc.uniqueArray(fc.constantFrom(...letters), { minLength: 1, maxLength: 4 }),
        negations: fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }),
        matchMode: fc.constantFrom('any' as const, 'all' as const),
        isNegated: fc.boolean(),
      })
      .map(({ values, negations, matchMode, isNegated }): UrlFilter => ({
        key: 'type',
        values: values.map((v, i) => createFilterValue(v, negations[i]!)),
        matchMode: values.length === 1 ? 'any' : matchMode,
        isNegated,
      }));
    fc.assert(
      fc.property(filter, fc.subarray(letters), (original, record) => {
        const [sent] = filters(toApiFilterString([original]));
        expect(sent!.isNegated).toBe(false);
        expect(matches(sent!, new Set(record))).toBe(matches(original, new Set(record)));
      }),
    );
  });
});
