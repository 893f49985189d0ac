import fc from 'fast-check';
import { OqlConfig } from './config.js';
import { OqlError } from './errors.js';
import { MAX_OQL_LENGTH } from './limits.js';
import { parseOql, type OqlParseStats } from './parse.js';
import { testConfig } from './test-config.js';
import type { OqlQuery } from './types.js';

/**
 * Issue 44: parsing must take time linear in the text. Timing would be flaky on a busy machine, so
 * the parser counts the characters it reads (`stats.steps`) and these tests bound that count.
 */
const STEPS_PER_CHARACTER = 40;

function parse(text: string, config: OqlConfig = testConfig): { query?: OqlQuery; error?: OqlError; steps: number } {
  const stats: OqlParseStats = { steps: 0 };
  try {
    return { query: parseOql(text, config, stats), steps: stats.steps };
  } catch (error) {
    if (!(error instanceof OqlError)) throw error;
    return { error, steps: stats.steps };
  }
}

/** `head`, then `fill` repeated, then `tail`: `length` characters or a few fewer. */
const padded = (length: number, head: string, fill: string, tail = '') =>
  head + fill.repeat(Math.floor((length - head.length - tail.length) / fill.length)) + tail;

/** Adversarial texts: [what, head, fill, tail, what the parse answers]. */
const ADVERSARIAL: [string, string, string, string, string][] = [
  ['a value then whitespace (the audit)', 'get works where publication_year is 1', ' ', '', 'parses'],
  ['whitespace inside a value', 'get works where doi is x', ' ', 'y', 'Invalid query: a filter value is at most 2000'],
  ['sort by with whitespace before asc', 'get works; sort by cited_by_count', ' ', 'asc', 'parses'],
  ['sort by with whitespace in the column (the audit)', 'get works; sort by cited_by_count', ' ', 'x', 'works.cited'],
  ['19,980 > (the audit)', 'get works where ', '>', '', 'works.> is not a valid column'],
  ['operators after an unknown column', 'get works where ', 'a is ', '', 'works.a is not a valid column'],
  ['operator-like words', 'get works where ', 'i ', '', 'Invalid filter'],
  [
    'operators spread over whitespace',
    'get works where year',
    ' is    greater   than    or   equal  tx',
    '',
    'works.equal  tx',
  ],
  ['a long column text', 'get works where ', 'x ', '', 'Invalid filter'],
  ['whitespace between filters', 'get works where year is 1', ' ', ' and type is a', 'parses'],
  ['many and', 'get works where year is 1', ' and year is 1', '', 'Invalid query: a list of filters holds at most 500'],
  ['many or', 'get works where year is 1', ' or year is 1', '', 'Invalid query: a list of filters holds at most 500'],
  ['many groups', 'get works where type is a', ' and (type is b or type is c)', '', 'Invalid query: a list'],
  ['a long show list', 'get works; show title', ' ,   citations', '', 'Invalid query: show at most 100 columns'],
  ['whitespace before a shown column', 'get works; show', ' ', 'title', 'parses'],
  ['a long quoted value', 'get works where doi is "', 'a\\"', '"', 'Invalid query: a filter value is at most 2000'],
  ['parentheses in a value', 'get works where doi is ', '(', '', 'Invalid query: a filter value is at most 2000'],
  ['many statements', 'get works', '; sort by year', '', 'parses'],
  ['whitespace after sort', 'get works; sort', ' ', 'x', "Invalid OQL: unknown statement 'sort'"],
];

describe('parseOql reads each character a bounded number of times', () => {
  it.each(ADVERSARIAL)('%s', (_what, head, fill, tail, answer) => {
    const text = padded(MAX_OQL_LENGTH, head, fill, tail);
    expect(text.length).toBeGreaterThan(MAX_OQL_LENGTH - fill.length - 1);
    const full = parse(text);
    expect(full.error?.message ?? 'parses').toContain(answer);
    expect(full.steps).toBeGreaterThan(0);
    expect(full.steps).toBeLessThanOrEqual(STEPS_PER_CHARACTER * text.length);
    // twice the text, at most about twice the work
    const half = parse(padded(MAX_OQL_LENGTH / 2, head, fill, tail));
    expect(full.steps).toBeLessThanOrEqual(2.2 * half.steps);
  });

  it('keeps the audit inputs’ answers', () => {
    expect(parse(padded(MAX_OQL_LENGTH, 'get works where publication_year is 1', ' ')).query).toEqual({
      get_rows: 'works',
      filter_works: [{ column_id: 'publication_year', value: 1 }],
    });
    const sort = parse(padded(MAX_OQL_LENGTH, 'get works; sort by cited_by_count', '\n', ' ASC'));
    expect(sort.query).toEqual({ get_rows: 'works', sort_by_column: 'cited_by_count', sort_by_order: 'asc' });
  });

  it('looks up no column text longer than every column name', () => {
    class Counting extends OqlConfig {
      lookups = 0;
      override findColumn(entity: string, text: string) {
        this.lookups++;
        return super.findColumn(entity, text);
      }
    }
    const config = new Counting(testConfig.entities);
    const { error } = parse(padded(MAX_OQL_LENGTH, 'get works where ', '>'), config);
    expect(error?.message).toBe('works.> is not a valid column');
    // before, each of the 19,980 '>' looked up the text before it
    expect(config.lookups).toBeLessThanOrEqual(config.longestColumnName('works') + 1);
  });

  it('throws only OqlError, within the bound, for texts built from the pieces of OQL', () => {
    const pieces = [
      ...[' ', '   ', '\n', '\t', '>', '>=', '<', '(', ')', '"', '\\', ';', ',', '1', 'x', 'i'],
      ...['and', 'or', 'AND', 'is', 'is not', 'not', 'greater', 'than', 'contains', 'matches', 'asc', 'desc'],
      ...['get', 'works', 'authors', 'where', 'using', 'sort by', 'show', 'year', 'type', 'title search', 'doi'],
    ];
    const piece = fc.constantFrom(...pieces);
    const run = fc.tuple(piece, fc.integer({ min: 1, max: 3_000 })).map(([p, count]) => p.repeat(count));
    const heads = ['', 'get works where ', 'get authors where ', 'get works; sort by ', 'get works; show '];
    const text = fc
      .tuple(fc.constantFrom(...heads), fc.array(fc.oneof(piece, piece, run), { maxLength: 40 }))
      .map(([head, parts]) => (head + parts.join(' ')).slice(0, MAX_OQL_LENGTH));
    fc.assert(
      fc.property(text, (text) => {
        const { steps } = parse(text);
        expect(steps).toBeGreaterThan(0);
        expect(steps).toBeLessThanOrEqual(STEPS_PER_CHARACTER * text.length + 100);
      }),
      { numRuns: 300, seed: 44 },
    );
  });
});
