import {
  checkQueryLimits,
  MAX_COLUMN_ID_LENGTH,
  MAX_DEPTH,
  MAX_FILTERS,
  MAX_OQL_LENGTH,
  MAX_SHOW_COLUMNS,
  MAX_TOTAL_FILTERS,
  MAX_VALUE_LENGTH,
} from './limits.js';
import { parseOql } from './parse.js';
import { oqlErrorOf, testConfig } from './test-config.js';
import type { OqlFilter, OqlQuery } from './types.js';

const leaf = (value: string | number = 1): OqlFilter => ({ column_id: 'publication_year', value });
const leaves = (count: number) => Array.from({ length: count }, () => leaf());
/** `depth` groups, each inside the one before, around one filter. */
function nested(depth: number): OqlFilter {
  let filter = leaf();
  for (let i = 0; i < depth; i++) filter = { join: 'and', filters: [filter] };
  return filter;
}
const works = (filter_works: OqlFilter[], more: Partial<OqlQuery> = {}): OqlQuery => ({
  get_rows: 'works',
  filter_works,
  ...more,
});
const limitError = (query: OqlQuery) => oqlErrorOf(() => checkQueryLimits(query)).message;
const parseError = (text: string) => oqlErrorOf(() => parseOql(text, testConfig));

describe('checkQueryLimits', () => {
  it('accepts a query at every limit', () => {
    const atLimits = works([...leaves(MAX_FILTERS - 1), nested(MAX_DEPTH)], {
      filter_aggs: leaves(MAX_TOTAL_FILTERS - MAX_FILTERS - MAX_DEPTH),
      show_columns: Array.from({ length: MAX_SHOW_COLUMNS }, () => 'c'.repeat(MAX_COLUMN_ID_LENGTH)),
      sort_by_column: 'c'.repeat(MAX_COLUMN_ID_LENGTH),
    });
    atLimits.filter_aggs![0] = leaf('v'.repeat(MAX_VALUE_LENGTH));
    expect(() => checkQueryLimits(atLimits)).not.toThrow();
  });

  it('names the limit a query breaks', () => {
    expect(limitError(works(leaves(501)))).toBe(
      'Invalid query: a list of filters holds at most 500 (filter_works has 501).',
    );
    expect(limitError(works([{ join: 'or', filters: leaves(501) }]))).toBe(
      'Invalid query: a list of filters holds at most 500 (filter_works.0.filters has 501).',
    );
    expect(limitError(works([nested(21)]))).toBe('Invalid query: filters nest at most 20 groups deep.');
    // 500 + 499 filters and a group of one: 1001 in all
    const aggs = [...leaves(499), nested(1)];
    expect(limitError(works(leaves(500), { filter_aggs: aggs }))).toBe(
      'Invalid query: a query has at most 1000 filters in all, groups included.',
    );
    expect(limitError({ get_rows: 'works', show_columns: Array.from({ length: 1400 }, () => 'display_name') })).toBe(
      'Invalid query: show at most 100 columns (this query shows 1400).',
    );
    expect(limitError(works([leaf('v'.repeat(2001))]))).toBe(
      'Invalid query: a filter value is at most 2000 characters (filter_works.0.value has 2001).',
    );
    expect(limitError({ get_rows: 'works', sort_by_column: 'c'.repeat(201) })).toBe(
      'Invalid query: a column id is at most 200 characters (sort_by_column has 201).',
    );
  });

  it('reads a query not yet checked without throwing anything but its OqlError', () => {
    const unchecked = {
      get_rows: 'works',
      filter_works: [null, 5, 'x', { join: 'or', filters: 'x' }],
      show_columns: 'x',
    };
    expect(() => checkQueryLimits(unchecked as unknown as OqlQuery)).not.toThrow();
    const deep = { get_rows: 'works', filter_works: [null, nested(25)], filter_aggs: 7 };
    expect(limitError(deep as unknown as OqlQuery)).toBe('Invalid query: filters nest at most 20 groups deep.');
  });

  it('refuses very deep or very wide queries without recursing through them', () => {
    expect(limitError(works([nested(100_000)]))).toBe('Invalid query: filters nest at most 20 groups deep.');
    const wide = works(Array.from({ length: 500 }, () => ({ join: 'or' as const, filters: leaves(500) })));
    expect(limitError(wide)).toBe('Invalid query: a query has at most 1000 filters in all, groups included.');
  });
});

describe('parseOql keeps the limits', () => {
  it(`reads text of ${MAX_OQL_LENGTH} characters and refuses longer text, placed after the limit`, () => {
    const text = 'get works where publication_year is 1'.padEnd(MAX_OQL_LENGTH);
    expect(parseOql(text, testConfig).filter_works).toEqual([leaf()]);
    const error = parseError(`${text}  ;`);
    expect(error.message).toBe('Invalid OQL: the text is at most 20000 characters (this one has 20003)');
    expect(error.position).toEqual({ offset: 20000, line: 1, column: 20001 });
    expect(error.length).toBe(3);
  });

  it('refuses parentheses deeper than the query object allows, at the first one too many', () => {
    const groups = (depth: number) => `get works where ${'('.repeat(depth)}year is 1${')'.repeat(depth)}`;
    expect(parseOql(groups(MAX_DEPTH), testConfig).filter_works).toEqual([leaf()]);
    const error = parseError(groups(MAX_DEPTH + 1));
    expect(error.message).toBe('Invalid filter: parentheses nest at most 20 deep');
    expect(error.position?.offset).toBe('get works where '.length + MAX_DEPTH);
    for (const depth of [2_000, MAX_OQL_LENGTH - 20]) {
      expect(parseError(`get works where ${'('.repeat(depth)}`).message).toBe(
        'Invalid filter: parentheses nest at most 20 deep',
      );
    }
    expect(parseError('('.repeat(100_000)).message).toMatch(/^Invalid OQL: the text is at most 20000 characters/);
  });

  it('refuses groups nested deeper than 20 by and/or inside fewer parentheses', () => {
    let where = 'type is a';
    for (let i = 0; i < 11; i++) where = `type is a or type is b and (${where})`;
    expect(parseError(`get works where ${where}`).message).toBe('Invalid query: filters nest at most 20 groups deep.');
  });

  it('refuses what the query object refuses: too many columns, filters or characters in a value', () => {
    const show = `get works; show ${Array.from({ length: 1400 }, () => 'title').join(', ')}`;
    expect(parseError(show).message).toBe('Invalid query: show at most 100 columns (this query shows 1400).');
    const many = `get works where ${Array.from({ length: 501 }, () => 'year is 1').join(' and ')}`;
    expect(parseError(many).message).toBe('Invalid query: a list of filters holds at most 500 (filter_works has 501).');
    expect(parseError(`get works where doi is "${'x'.repeat(2001)}"`).message).toBe(
      'Invalid query: a filter value is at most 2000 characters (filter_works.0.value has 2001).',
    );
  });
});
