import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createFilter,
  createFilterValue,
  encodeFilter,
  encodeFilters,
  keyValueString,
  parseFilter,
  parseFilters,
  toFilterValueText,
  type UrlFilter,
} from './filter-url.js';

function parsed(text: string): UrlFilter[] {
  const result = parseFilters(text);
  if (!result.ok) throw new Error(`expected ${text} to parse: ${result.error.message}`);
  return result.filters;
}

const EXAMPLE =
  'authorships.institutions.lineage:i123|i456,!type:article,publication_year:2010-2020,open_access.is_oa:true,' +
  'best_oa_location.license:null,primary_location.source.id:!s1|s2,doi:https://doi.org/10.1/abc';

describe('parseFilters', () => {
  it('reads the example URL filter into typed filters, in order', () => {
    const filters = parsed(EXAMPLE);
    expect(filters.map((f) => f.key)).toEqual([
      'authorships.institutions.lineage',
      'type',
      'publication_year',
      'open_access.is_oa',
      'best_oa_location.license',
      'primary_location.source.id',
      'doi',
    ]);
    const [lineage, type, year, isOa, license, source, doi] = filters;
    expect(lineage).toMatchObject({ matchMode: 'any', isNegated: false });
    expect(lineage!.values.map((v) => v.value)).toEqual(['i123', 'i456']);
    expect(type).toMatchObject({ isNegated: true, values: [{ value: 'article', isNegated: false }] });
    expect(year!.values[0]!.range).toEqual({ from: 2010, to: 2020, isFromExclusive: false, isToExclusive: false });
    expect(isOa!.values[0]).toMatchObject({ value: 'true', isNull: false, range: null });
    expect(license!.values[0]).toMatchObject({ value: 'null', isNull: true });
    expect(source).toMatchObject({
      isNegated: false,
      matchMode: 'any',
      values: [
        { value: 's1', isNegated: true },
        { value: 's2', isNegated: false },
      ],
    });
    expect(doi!.values).toHaveLength(1);
    expect(doi!.values[0]!.value).toBe('https://doi.org/10.1/abc');
  });

  it('writes the example back exactly', () => {
    expect(encodeFilters(parsed(EXAMPLE))).toBe(EXAMPLE);
  });

  it('reads an empty parameter as no filters', () => {
    expect(parsed('')).toEqual([]);
  });

  it("reads '+' as all of and '|' as any of", () => {
    expect(parsed('authorships.countries:US+GB')[0]).toMatchObject({ matchMode: 'all', values: [{}, {}] });
    expect(parsed('type:article|book')[0]).toMatchObject({ matchMode: 'any' });
  });

  it('splits key from value at the first colon only', () => {
    const [filter] = parsed('ids.doi:doi:10.1/x:y');
    expect(filter!.key).toBe('ids.doi');
    expect(filter!.values[0]!.value).toBe('doi:10.1/x:y');
  });

  it("treats 'null' and 'unknown' in any case as no value, also negated", () => {
    const [filter] = parsed('language:unknown|NULL|!null|en');
    expect(filter!.values.map((v) => [v.value, v.isNull, v.isNegated])).toEqual([
      ['unknown', true, false],
      ['NULL', true, false],
      ['null', true, true],
      ['en', false, false],
    ]);
  });

  it.each([
    ['cited_by_count:2010-', { from: 2010, to: null }],
    ['cited_by_count:-5', { from: null, to: 5 }],
    ['cited_by_count:<5', { from: null, to: 5, isToExclusive: true }],
    ['cited_by_count:>5', { from: 5, to: null, isFromExclusive: true }],
  ])('reads the range in %s', (text, range) => {
    expect(parsed(text)[0]!.values[0]!.range).toMatchObject(range);
  });

  it('gives plain numbers, dates and ORCIDs no range', () => {
    const filters = parsed(
      'publication_year:2020,publication_date:2020-01-01,authorships.author.orcid:0000-0001-6187-6610',
    );
    expect(filters.map((f) => f.values[0]!.range)).toEqual([null, null, null]);
  });

  it('keeps a negated whole filter and negated values apart', () => {
    const [filter] = parsed('!type:!article+book');
    expect(filter).toMatchObject({
      isNegated: true,
      matchMode: 'all',
      values: [
        { value: 'article', isNegated: true },
        { value: 'book', isNegated: false },
      ],
    });
  });

  it.each([
    ['type', 'missing-colon', 0],
    ['type:article,year', 'missing-colon', 1],
    [':article', 'invalid-key', 0],
    ['ty pe:article', 'invalid-key', 0],
    ['!!type:article', 'invalid-key', 0],
    ['type:', 'empty-value', 0],
    ['type:!', 'empty-value', 0],
    ['type:a||b', 'empty-value', 0],
    ['type:a|', 'empty-value', 0],
    ['type:a,,year:1', 'empty-filter', 1],
    ['type:a,', 'empty-filter', 1],
    ['type:a|b+c', 'mixed-match-modes', 0],
  ])('rejects %j (%s at filter %d) without throwing', (text, code, index) => {
    const result = parseFilters(text);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error).toMatchObject({ code, index });
      expect(result.error.message).toContain(result.error.filterText);
    }
  });
});

describe('one filter in key:value form', () => {
  it('parses and encodes a single filter', () => {
    const result = parseFilter('type:article|book');
    expect(result.ok && encodeFilter(result.filter)).toBe('type:article|book');
    expect(parseFilter('type').ok).toBe(false);
  });

  it('gives the key:value form of one value with its negation', () => {
    expect(keyValueString('type', createFilterValue('article', true))).toBe('type:!article');
    expect(keyValueString('doi', createFilterValue('https://doi.org/10.1/x'))).toBe('doi:https://doi.org/10.1/x');
  });
});

describe('encodeFilters', () => {
  it('writes filters built in code', () => {
    const filters = [
      createFilter('type', ['article', createFilterValue('book', true)], { matchMode: 'all' }),
      createFilter('authorships.author.id', ['a1', 'a2'], { isNegated: true }),
    ];
    expect(encodeFilters(filters)).toBe('type:article+!book,!authorships.author.id:a1|a2');
  });

  it('leaves out a filter that has no values yet', () => {
    expect(encodeFilters([createFilter('type', []), createFilter('is_oa', ['true'])])).toBe('is_oa:true');
  });
});

describe('toFilterValueText', () => {
  it('makes free text into one safe value', () => {
    expect(toFilterValueText('  cells, blood|plasma +  serum ')).toBe('cells blood plasma serum');
    expect(toFilterValueText('!not negated')).toBe('not negated');
    const [filter] = parsed(`title.search:${toFilterValueText('a, b + c | !d')}`);
    expect(filter!.values).toHaveLength(1);
  });
});

describe('round trip (property)', () => {
  const key = fc.stringMatching(/^[a-z0-9_.-]{1,20}$/);
  // Anything but the separators; a value cannot itself start with '!' (that is the negation mark).
  const valueText = fc
    .stringMatching(/^[A-Za-z0-9 .:/<>=_-]{1,16}$/)
    .filter((v) => !v.startsWith('!'))
    .chain((v) => fc.constantFrom(v, 'null', 'unknown', '2010-2020', '-5', '>3', 'https://doi.org/10.1/a:b'));
  const value = fc.tuple(valueText, fc.boolean()).map(([text, isNegated]) => createFilterValue(text, isNegated));
  const filter: fc.Arbitrary<UrlFilter> = fc
    .record({
      key,
      values: fc.array(value, { minLength: 1, maxLength: 4 }),
      matchMode: fc.constantFrom('any' as const, 'all' as const),
      isNegated: fc.boolean(),
    })
    .map((f) => ({ ...f, matchMode: f.values.length === 1 ? 'any' : f.matchMode }));

  it('parse(encode(filters)) gives the same filters and the text survives', () => {
    fc.assert(
      fc.property(fc.array(filter, { maxLength: 5 }), (filters) => {
        const text = encodeFilters(filters);
        const result = parseFilters(text);
        expect(result).toEqual({ ok: true, filters });
        expect(encodeFilters(parsed(text))).toBe(text);
      }),
    );
  });

  it('never throws on arbitrary input and re-encodes every accepted string to itself', () => {
    const anyText = fc.string({ unit: fc.constantFrom('a', '1', ':', '!', '|', '+', ',', '-', '<', '.', ' ', '/') });
    // Mostly well-formed filters with odd values, so that many inputs are accepted.
    const entry = fc
      .tuple(
        fc.constantFrom('', '!'),
        fc.string({ unit: fc.constantFrom('a', 'b', '_', '.', '-', '1', ' '), maxLength: 6 }),
        fc.string({ unit: fc.constantFrom('a', '1', ':', '!', '|', '+', '-', '<', '>', ' ', '/'), maxLength: 12 }),
      )
      .map(([bang, key, value]) => `${bang}${key}:${value}`);
    const tricky = fc.oneof(
      anyText,
      fc.array(entry, { minLength: 1, maxLength: 4 }).map((e) => e.join(',')),
    );
    fc.assert(
      fc.property(tricky, (text) => {
        const result = parseFilters(text);
        if (result.ok) expect(encodeFilters(result.filters)).toBe(text);
        else expect(result.error.message).not.toBe('');
      }),
      { numRuns: 2000 },
    );
  });
});
