import Database from 'better-sqlite3';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { SearchSyntaxError, searchTerms, toFtsQuery } from './fts-query.js';

describe('toFtsQuery output', () => {
  it.each([
    ['neural networks', '"neural" AND "networks"'],
    ['Neural  Networks!', '"neural" AND "networks"'],
    ['cats NOT dogs', '"cats" NOT "dogs"'],
    ['cats AND NOT dogs', '"cats" NOT "dogs"'],
    ['x NOT y NOT z', '("x" NOT "y") NOT "z"'],
    ['cats OR dogs fish', '"cats" OR ("dogs" AND "fish")'],
    ['cats dogs OR fish NOT birds', '("cats" AND "dogs") OR ("fish" NOT "birds")'],
    ['(cats OR dogs) fish', '("cats" OR "dogs") AND "fish"'],
    ['((cats)) AND (dogs AND fish)', '"cats" AND "dogs" AND "fish"'],
    ['covid-19 vaccine', '"covid 19" AND "vaccine"'],
    ['E.coli', '"e coli"'],
    ["O'Brien’s", '"o brien s"'],
    ['"History of Science"', '"history of science"'],
    ['the history of science', '"history" AND "science"'],
    ['the of', '"the" AND "of"'],
    ['cats OR the', '"cats" OR "the"'],
    ['cats and dogs', '"cats" AND "dogs"'],
    ['cats not dogs', '"cats" AND "not" AND "dogs"'],
    ['cats "neural network', '"cats" AND "neural network"'],
    ['title:foo', '"title" AND "foo"'],
    ['NEAR(x y)', '"near" AND "x" AND "y"'],
    ['^x* +y', '"x" AND "y"'],
  ])('%s → %s', (search, expected) => {
    expect(toFtsQuery(search)).toBe(expected);
  });

  it('restricts the whole expression to columns', () => {
    expect(toFtsQuery('cats OR dogs', ['title', 'abstract'])).toBe('{title abstract} : ("cats" OR "dogs")');
    expect(() => toFtsQuery('cats', ['title"'])).toThrow(RangeError);
  });

  it.each(['', '   ', '!!! ???', '""', '"', '()', '( ) ""', '\u0301'])(
    'no searchable terms in %j → undefined',
    (search) => expect(toFtsQuery(search)).toBeUndefined(),
  );

  const errorCases: [string, RegExp][] = [
    ['NOT cats', /^A search cannot start with NOT: add a term to search for before NOT/],
    ['cats OR NOT dogs', /NOT at position 9 has no term before it/],
    ['cats NOT', /NOT at position 6 has no term after it/],
    ['cats AND', /AND at position 6 has no term after it in search "cats AND"/],
    ['OR cats', /OR at position 1 has no term before it/],
    ['cats OR OR dogs', /OR at position 6 has no term after it/],
    ['cats AND AND dogs', /AND at position 6 has no term after it/],
    ['cats AND ()', /AND at position 6 has no term after it/],
    ['(cats OR dogs', /Unbalanced parenthesis at position 1: "\(" is never closed/],
    ['cats) dogs', /Unbalanced parenthesis at position 5: "\)" has no matching/],
    [')(', /Unbalanced parenthesis at position 1/],
    ['x'.repeat(1001), /too long: 1001 characters, the limit is 1000/],
    [Array.from({ length: 65 }, (_, i) => `w${i}`).join(' '), /65 terms, the limit is 64/],
  ];
  // Short test names: the long inputs would otherwise fill the report.
  const named = errorCases.map(([search, message]) => {
    const name = search.length > 40 ? `${search.slice(0, 12)}… (${search.length} chars)` : search;
    return [name, search, message] as const;
  });
  it.each(named)('%s → SearchSyntaxError', (_name, search, message) => {
    expect(() => toFtsQuery(search)).toThrow(SearchSyntaxError);
    expect(() => toFtsQuery(search)).toThrow(message);
  });

  it('searchTerms lists the searched words, lower-cased, without stop words or excluded words', () => {
    expect(searchTerms('The Neural networks NOT cats "Deep Learning" covid-19 neural')).toEqual([
      'neural',
      'networks',
      'deep',
      'learning',
      'covid',
      '19',
    ]);
    expect(searchTerms('the of')).toEqual(['the', 'of']);
    expect(searchTerms('?!')).toEqual([]);
  });
});

describe('toFtsQuery against a real FTS5 index', () => {
  const db = new Database(':memory:');
  afterAll(() => db.close());
  db.exec(
    `CREATE VIRTUAL TABLE t USING fts5(title, abstract,
       tokenize='porter unicode61 remove_diacritics 2')`,
  );
  const docs: Record<number, [string, string]> = {
    1: ['Neural network models', 'We train a deep network on images.'],
    2: ['Graph networks for chemistry', 'Message passing over molecular graphs.'],
    3: ['Networking protocols in practice', 'TCP congestion control.'],
    4: ['Café culture in Paris', 'Coffee houses and social life.'],
    5: ['Cafe society', 'A history of the cafe in Vienna.'],
    6: ['COVID-19 vaccine trials', 'Efficacy of mRNA vaccines against covid 19.'],
    7: ['Long covid outcomes', 'Symptoms persisting 19 weeks after infection.'],
    8: ['E. coli in drinking water', 'Bacterial contamination of wells.'],
    9: ['Climate change and crop yields', 'Warming reduces maize yields.'],
    10: ['Climate policy', 'Carbon taxes change behaviour.'],
    11: ['The history of science', 'A survey.'],
    12: ['Machine learning for climate', 'Neural models predict rainfall.'],
    13: ['Solar cells', 'Perovskite solar cell efficiency.'],
    14: ['Quantum computing', 'Qubits and error correction.'],
    15: ['Near field optics', 'Infrared imaging.'],
    16: ['Über Wissenschaft', 'A naïve résumé.'],
    17: ['Foo fighters', 'Title track.'],
    18: ['Foo', 'Bar.'],
    19: ['Dogs', 'Pet behaviour.'],
    20: ['Cats and dogs', 'Feline genetics.'],
  };
  const insert = db.prepare('INSERT INTO t(rowid, title, abstract) VALUES (?, ?, ?)');
  for (const [id, [title, abstract]] of Object.entries(docs)) insert.run(Number(id), title, abstract);
  const stmt = db.prepare('SELECT rowid AS id FROM t WHERE t MATCH ? ORDER BY rowid').pluck();
  const raw = (match: string): number[] => stmt.all(match) as number[];
  const rows = (search: string, columns?: readonly string[]): number[] => {
    const match = toFtsQuery(search, columns);
    return match === undefined ? [] : raw(match);
  };

  it.each([
    ['stemming: plural finds singular and -ing', 'networks', [1, 2, 3]],
    ['implicit AND', 'neural networks', [1]],
    ['phrase', '"neural network"', [1]],
    ['phrase order matters', '"network neural"', []],
    ['two words vs phrase', 'climate change', [9, 10]],
    ['phrase across words', '"climate change"', [9]],
    ['OR', 'climate OR quantum', [9, 10, 12, 14]],
    ['NOT', 'climate NOT policy', [9, 12]],
    ['AND NOT', 'climate AND NOT policy', [9, 12]],
    ['parentheses', 'climate AND (crop OR rainfall)', [9, 12]],
    ['AND binds tighter than OR', 'quantum OR climate crop', [9, 14]],
    ['grouping overrides precedence', '(quantum OR climate) crop', [9]],
    ['NOT binds tighter than OR', 'dogs NOT pet OR quantum', [14, 20]],
    ['diacritics in the index', 'cafe', [4, 5]],
    ['diacritics in the query', 'café', [4, 5]],
    ['diacritics both ways', 'uber naive resume', [16]],
    ['hyphenated word is a phrase', 'covid-19', [6]],
    ['separate words need not be adjacent', 'covid 19', [6, 7]],
    ['dotted word', 'e.coli', [8]],
    ['stop words dropped', 'the history of science', [11]],
    ['quoted stop words kept', '"history of science"', [11]],
    ['quoted phrase without its stop word', '"history science"', []],
    ['stop-word-only query keeps its words', 'of the', [5, 11]],
    ['lower-case or is a (stop) word, not OR', 'climate or change', [9, 10]],
  ])('%s: %s', (_label, search, expected) => {
    expect(rows(search)).toEqual(expected);
  });

  it('restricts to columns', () => {
    expect(rows('neural', ['title'])).toEqual([1]);
    expect(rows('neural', ['abstract'])).toEqual([12]);
    expect(rows('neural', ['title', 'abstract'])).toEqual([1, 12]);
    expect(rows('climate change', ['title'])).toEqual([9]);
    expect(rows('climate NOT crop', ['title'])).toEqual([10, 12]);
    expect(rows('network OR foo', ['title'])).toEqual([1, 2, 3, 17, 18]);
  });

  it('neutralises FTS5 syntax typed by users', () => {
    // Each pair: what the raw text would do in FTS5, then what the translated search does.
    expect(raw('title:foo')).toEqual([17, 18]);
    expect(rows('title:foo')).toEqual([17]);
    expect(raw('vacc*')).toEqual([6]);
    expect(rows('vacc*')).toEqual([]);
    expect(raw('NEAR(solar cells)')).toEqual([13]);
    expect(rows('NEAR(solar cells)')).toEqual([]);
    expect(raw('^cell')).toEqual([]);
    expect(rows('^cell')).toEqual([13]);
    expect(rows('{title}: foo')).toEqual([17]);
    expect(rows('foo + "')).toEqual([17, 18]);
    expect(rows('"')).toEqual([]);
    expect(() => rows(')(')).toThrow(SearchSyntaxError);
  });

  it('any string gives undefined, a SearchSyntaxError, or a MATCH that FTS5 accepts', () => {
    // Biased towards the characters and words that mean something to FTS5 or to our grammar.
    const piece = fc.oneof(
      fc.constantFrom('AND', 'OR', 'NOT', 'NEAR', '(', ')', '"', '""', ' ', '  ', '-', '.', "'"),
      fc.constantFrom('*', ':', '^', '+', '{', '}', ',', 'title', 'the', 'café', '19', 'and', '\0'),
      fc.string({ maxLength: 8 }),
      fc.string({ unit: 'binary', maxLength: 8 }),
    );
    const search = fc.oneof(
      fc.array(piece, { maxLength: 30 }).map((p) => p.join('')),
      fc.string(),
    );
    const columns = fc.option(fc.subarray(['title', 'abstract'], { minLength: 1 }), {
      nil: undefined,
    });
    fc.assert(
      fc.property(search, columns, (s, cols) => {
        let match: string | undefined;
        try {
          match = toFtsQuery(s, cols);
        } catch (e) {
          if (e instanceof SearchSyntaxError) return;
          throw e;
        }
        if (match === undefined) return;
        // Outside its quoted strings the query holds nothing but our own syntax.
        const syntax = match.replace(/"(?:[^"]|"")*"/g, '').replace(/^\{[a-z ]+\} : /, '');
        expect(syntax).toMatch(/^(?:AND|OR|NOT|[() ])*$/);
        raw(match);
      }),
      { numRuns: 2000 },
    );
  });
});
