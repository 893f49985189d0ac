import { compareQueries } from './compare.js';
import { parseOql } from './parse.js';
import { renderOql } from './render.js';
import { oqlErrorOf, testConfig as config } from './test-config.js';
import type { OqlFilter, OqlQuery } from './types.js';

const leaf = (column_id: string, value: string | number | boolean, operator?: string) =>
  operator ? { column_id, operator, value } : { column_id, value };

const parseError = (text: string) => oqlErrorOf(() => parseOql(text, config));

describe('parseOql', () => {
  it('reads get, using, sort and show statements', () => {
    expect(
      parseOql(
        'using works where type is types/article; get authors where has_orcid is true; sort by count(works) asc; show display_name, works count;',
        config,
      ),
    ).toEqual({
      get_rows: 'authors',
      filter_works: [leaf('type', 'types/article')],
      filter_aggs: [leaf('has_orcid', true)],
      sort_by_column: 'count(works)',
      sort_by_order: 'asc',
      show_columns: ['display_name', 'count(works)'],
    });
  });

  it('finds columns by id or display name in any case, and converts values', () => {
    expect(parseOql('GET works WHERE Year IS 2020 and Is Open Access is false and doi is "2020"', config)).toEqual({
      get_rows: 'works',
      filter_works: [leaf('publication_year', 2020), leaf('open_access.is_oa', false), leaf('doi', '2020')],
    });
  });

  it('lets and bind tighter than or', () => {
    expect(parseOql('get works where type is a or type is b and year is 2020', config).filter_works).toEqual([
      {
        join: 'or',
        filters: [leaf('type', 'a'), { join: 'and', filters: [leaf('type', 'b'), leaf('publication_year', 2020)] }],
      },
    ]);
  });

  it('takes parentheses anywhere in a where clause', () => {
    expect(
      parseOql('get works where year is 2020 and (type is a or (type is b and citations > 10))', config).filter_works,
    ).toEqual([
      leaf('publication_year', 2020),
      {
        join: 'or',
        filters: [
          leaf('type', 'a'),
          { join: 'and', filters: [leaf('type', 'b'), leaf('cited_by_count', 10, 'is greater than')] },
        ],
      },
    ]);
  });

  it('keeps parentheses inside a value, and quotes with escaped quotes', () => {
    expect(parseOql('get works where doi is 10.1016/s0021-9258(19)52451-6', config).filter_works).toEqual([
      leaf('doi', '10.1016/s0021-9258(19)52451-6'),
    ]);
    expect(parseOql('get works where title search contains "say \\"hi\\" and go"', config).filter_works).toEqual([
      leaf('display_name.search', 'say "hi" and go', 'contains'),
    ]);
  });

  it('reads every operator, symbols as their phrases, and metric columns in filters', () => {
    const operators = [
      'is not',
      'includes',
      'does not include',
      'is greater than or equal to',
      'is less than or equal to',
      'is in',
      'is not in',
      'does not contain',
      'matches any item in label',
      'matches every item in label',
    ];
    for (const operator of operators) {
      expect(parseOql(`get works where type ${operator} x`, config).filter_works, operator).toEqual([
        leaf('type', 'x', operator),
      ]);
    }
    expect(parseOql('get works where citations >= 5', config).filter_works).toEqual([
      leaf('cited_by_count', 5, 'is greater than or equal to'),
    ]);
    expect(parseOql('get authors where count(works) is greater than 10', config).filter_aggs).toEqual([
      leaf('count(works)', 10, 'is greater than'),
    ]);
  });

  it("says 'Invalid OQL: missing get statement'", () => {
    expect(parseError('using works where type is a;').message).toBe('Invalid OQL: missing get statement');
    expect(parseError('').message).toBe('Invalid OQL: missing get statement');
  });

  it('names an unknown entity or column, and where it is', () => {
    const entity = parseError('get widgets;');
    expect(entity.message).toBe('widgets is not a valid subjectEntity');
    expect(entity.position).toEqual({ offset: 4, line: 1, column: 5 });
    const column = parseError('get works\nwhere colour is red;');
    expect(column.message).toBe('works.colour is not a valid column');
    expect(column.position).toEqual({ offset: 16, line: 2, column: 7 });
    expect(column.length).toBe(6);
  });

  it("says 'Invalid filter' when a filter has no operator or value", () => {
    expect(parseError('get works where type;').message).toBe('Invalid filter');
    expect(parseError('get works where type is;').message).toMatch(/^Invalid filter/);
    expect(parseError('get works where (type is a;').message).toMatch(/^Invalid filter: missing '\)'/);
  });
});

describe('renderOql', () => {
  it('writes the canonical text', () => {
    expect(
      renderOql({
        get_rows: 'authors',
        filter_works: [
          leaf('type', 'types/article'),
          { join: 'or', filters: [leaf('publication_year', 2020), leaf('publication_year', 2021)] },
        ],
        filter_aggs: [leaf('has_orcid', true)],
        sort_by_column: 'count(works)',
        sort_by_order: 'desc',
        show_columns: ['display_name', 'count(works)'],
      }),
    ).toBe(
      'using works where type is types/article and (publication_year is 2020 or publication_year is 2021); get authors where has_orcid is true; sort by count(works) desc; show display_name, count(works);',
    );
  });

  it('quotes values that would not read back as themselves', () => {
    const where = (value: string) => renderOql({ get_rows: 'works', filter_works: [leaf('doi', value)] });
    expect(where('two words')).toBe('get works where doi is "two words";');
    expect(where('say "hi"')).toBe('get works where doi is "say \\"hi\\"";');
    expect(where('2020')).toBe('get works where doi is "2020";');
    expect(where('true')).toBe('get works where doi is "true";');
    expect(where('a)b')).toBe('get works where doi is "a)b";');
    expect(where('10.1/x(19)y')).toBe('get works where doi is 10.1/x(19)y;');
  });
});

describe('compareQueries', () => {
  it('treats missing, null and empty lists alike, numbers as their strings, operators by phrase, filters in any order', () => {
    const a: OqlQuery = {
      get_rows: 'works',
      filter_works: [leaf('publication_year', 2020), leaf('cited_by_count', '5', '>')],
      filter_aggs: [],
      show_columns: [],
    };
    const b: OqlQuery = {
      get_rows: 'works',
      filter_works: [leaf('cited_by_count', 5, 'is greater than'), leaf('publication_year', '2020', 'is')],
    };
    expect(compareQueries(a, b)).toBe(true);
    expect(compareQueries(a, { ...b, get_rows: 'authors' })).toBe(false);
    expect(compareQueries(a, { ...b, filter_works: [leaf('publication_year', 2021)] })).toBe(false);
    expect(compareQueries(a, { ...b, sort_by_column: 'x' }, ['sort_by_column'])).toBe(true);
  });
});

describe('parse and render', () => {
  // A seeded generator of queries over the configuration above.
  let seed = 7;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const values = [
    'types/article',
    2020,
    true,
    false,
    'two words',
    'say "hi"',
    '10.1/x(19)y',
    'a)b',
    '2021',
    'or',
    'x and y',
  ];
  const operators = [undefined, 'is not', 'contains', 'is greater than', 'matches any item in label'];
  const columns = ['type', 'publication_year', 'doi', 'open_access.is_oa', 'display_name.search'];
  function filter(depth: number): OqlFilter {
    if (depth > 0 && random() < 0.35) {
      return {
        join: pick(['and', 'or'] as const),
        filters: Array.from({ length: 2 + Math.floor(random() * 2) }, () => filter(depth - 1)),
      };
    }
    const operator = pick(operators);
    const value = pick(values);
    return operator ? { column_id: pick(columns), operator, value } : { column_id: pick(columns), value };
  }

  it('is stable: render(parse(render(q))) = render(q) for generated queries', () => {
    for (let i = 0; i < 300; i++) {
      const query: OqlQuery = {
        get_rows: 'works',
        filter_works: Array.from({ length: 1 + Math.floor(random() * 3) }, () => filter(2)),
        sort_by_column: pick(['cited_by_count', 'publication_year']),
        sort_by_order: pick(['asc', 'desc'] as const),
      };
      const text = renderOql(query);
      const parsed = parseOql(text, config);
      expect(renderOql(parsed), text).toBe(text);
      expect(compareQueries(parsed, query), text).toBe(true);
    }
  });
});

describe('OqlConfig defaults', () => {
  it('takes columns and sort from the configuration, and the summary defaults of the spec', () => {
    expect(config.defaults('works')).toEqual({
      columns: ['display_name', 'publication_year', 'cited_by_count'],
      sortColumn: 'cited_by_count',
      sortOrder: 'desc',
    });
    expect(config.defaults('authors')).toEqual({
      columns: ['display_name', 'count(works)'],
      sortColumn: 'count(works)',
      sortOrder: 'desc',
    });
    expect(config.defaults('summary')).toEqual({
      columns: ['sum(cited_by_count)', 'mean(cited_by_count)', 'mean(fwci)', 'percent(is_oa)', 'sum(is_oa)'],
      sortColumn: 'sum(cited_by_count)',
      sortOrder: 'desc',
    });
  });
});
