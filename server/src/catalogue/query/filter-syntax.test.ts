import { describe, expect, it } from 'vitest';
import { parseFilterParam, parseNumberRange } from './filter-syntax.js';
import { QueryError } from './errors.js';

const never = () => false;
const always = () => true;

describe('parseFilterParam', () => {
  it('splits clauses on commas and keys at the first colon, normalising hyphens', () => {
    const c = parseFilterParam('publication-year:2020,doi:https://doi.org/10.1/x', never);
    expect(c.map((x) => x.key)).toEqual(['publication_year', 'doi']);
    expect(c[1]!.values[0]!.raw).toBe('https://doi.org/10.1/x');
  });

  it('reads | as OR, + as AND, ! as negation per value and null/unknown as no value', () => {
    const [or] = parseFilterParam('type:article|!book|null', never);
    expect(or!.join).toBe('or');
    expect(or!.values.map((v) => [v.raw, v.negated, v.isNull])).toEqual([
      ['article', false, false],
      ['book', true, false],
      ['null', false, true],
    ]);
    const [and] = parseFilterParam('authorships.countries:US+GB', never);
    expect(and!.join).toBe('and');
    expect(and!.values.map((v) => v.raw)).toEqual(['US', 'GB']);
  });

  it('treats a space as + only for keys whose values are ids', () => {
    expect(parseFilterParam('authorships.countries:US GB', always)[0]!.values).toHaveLength(2);
    expect(parseFilterParam('primary_location.source.type:book series', never)[0]!.values[0]!.raw).toBe('book series');
  });

  it.each(['type', 'type:', ':x', 'type:a|b+c', `ids:${Array.from({ length: 101 }, (_, i) => i).join('|')}`])(
    'rejects %s',
    (text) => {
      expect(() => parseFilterParam(text, never)).toThrow(QueryError);
    },
  );
});

describe('parseNumberRange', () => {
  it.each([
    ['5', { min: 5, max: 5 }],
    ['5-10', { min: 5, max: 10 }],
    ['5-', { min: 5 }],
    ['-10', { max: 10 }],
    ['<10', { max: 10, maxExclusive: true }],
    ['>5', { min: 5, minExclusive: true }],
    ['2.5-3.5', { min: 2.5, max: 3.5 }],
  ])('%s', (text, range) => {
    expect(parseNumberRange(text)).toEqual(range);
  });

  it.each(['', '-', 'a', '5-x', '<', '1-2-3'])('rejects %j', (text) => {
    expect(parseNumberRange(text)).toBeUndefined();
  });
});
