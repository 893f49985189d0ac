import { OqlConfig } from './config.js';
import { fromLegacyQuery, type LegacyQuery } from './legacy.js';
import { changeGetRows, cleanFilters, defaultQuery, normalizeQuery, orderColumns, removeColumn } from './structure.js';
import type { OqlFilter, OqlQuery } from './types.js';

const config = new OqlConfig({
  works: {
    showOnTablePage: ['display_name', 'cited_by_count'],
    sortByDefault: 'cited_by_count',
    sortDirDefault: 'desc',
    columns: {
      display_name: { id: 'display_name', displayName: 'title', actions: ['column'] },
      type: { id: 'type', actions: ['filter', 'column'] },
      cited_by_count: { id: 'cited_by_count', displayName: 'citations', actions: ['filter', 'sort', 'column'] },
    },
  },
  authors: {
    showOnTablePage: ['count(works)', 'display_name'],
    columns: {
      display_name: { id: 'display_name', actions: ['column', 'sort'] },
      'count(works)': { id: 'count(works)', actions: ['sort', 'column'] },
      'mean(fwci)': { id: 'mean(fwci)', actions: ['sort', 'column'] },
    },
  },
});

const type = (value: string): OqlFilter => ({ column_id: 'type', value });

describe('query structure', () => {
  it('drops groups that are empty, at any depth, and refuses joins other than and/or', () => {
    expect(
      cleanFilters([
        type('a'),
        { join: 'or', filters: [] },
        { join: 'and', filters: [{ join: 'or', filters: [] }, type('b')] },
      ]),
    ).toEqual([type('a'), { join: 'and', filters: [type('b')] }]);
    expect(() => cleanFilters([{ join: 'xor' as 'and', filters: [type('a')] }])).toThrow(/'and' or 'or'/);
  });

  it('puts plain columns before metric columns', () => {
    expect(orderColumns(['count(works)', 'display_name', 'mean(fwci)', 'id'])).toEqual([
      'display_name',
      'id',
      'count(works)',
      'mean(fwci)',
    ]);
  });

  it('sorts only by a column that can sort, found by id or name', () => {
    expect(
      normalizeQuery({ get_rows: 'works', sort_by_column: 'Citations', sort_by_order: 'asc' }, config),
    ).toMatchObject({
      sort_by_column: 'cited_by_count',
      sort_by_order: 'asc',
    });
    expect(() => normalizeQuery({ get_rows: 'works', sort_by_column: 'type' }, config)).toThrow(
      'works.type cannot be sorted',
    );
  });

  it('always shows at least one column: the defaults when none are chosen', () => {
    expect(normalizeQuery({ get_rows: 'authors', show_columns: [] }, config).show_columns).toEqual([
      'display_name',
      'count(works)',
    ]);
  });

  it('keeps the last column, and moves the sort to the last column when its column goes', () => {
    const query: OqlQuery = {
      get_rows: 'authors',
      show_columns: ['display_name', 'count(works)', 'mean(fwci)'],
      sort_by_column: 'count(works)',
    };
    expect(removeColumn(query, 'count(works)')).toMatchObject({
      show_columns: ['display_name', 'mean(fwci)'],
      sort_by_column: 'mean(fwci)',
    });
    const single: OqlQuery = { get_rows: 'authors', show_columns: ['display_name'] };
    expect(removeColumn(single, 'display_name')).toBe(single);
  });

  it('starts a new entity from its defaults, keeping the works filters', () => {
    const query: OqlQuery = {
      get_rows: 'works',
      filter_works: [type('types/article')],
      show_columns: ['type'],
      sort_by_column: 'cited_by_count',
    };
    expect(changeGetRows(query, 'authors', config)).toEqual({
      get_rows: 'authors',
      filter_works: [type('types/article')],
      show_columns: ['display_name', 'count(works)'],
      sort_by_column: 'count(works)',
      sort_by_order: 'desc',
    });
    expect(defaultQuery('summary', config)).toMatchObject({
      get_rows: 'summary',
      sort_by_column: 'sum(cited_by_count)',
    });
  });
});

describe('fromLegacyQuery', () => {
  it('turns the flat branch/leaf list into filter groups, summarize_by into get_rows, sort_by and return_columns into sort and columns', () => {
    expect(
      fromLegacyQuery({
        filters: [
          { id: 'root', subjectEntity: 'works', type: 'branch', operator: 'and', children: ['l3', 'b1'] },
          { id: 'b1', subjectEntity: 'works', type: 'branch', operator: 'or', children: ['l1', 'l2'] },
          {
            id: 'l1',
            subjectEntity: 'works',
            type: 'leaf',
            operator: 'is',
            column_id: 'publication_year',
            value: 2020,
          },
          {
            id: 'l2',
            subjectEntity: 'works',
            type: 'leaf',
            operator: 'is not',
            column_id: 'type',
            value: 'types/article',
          },
          {
            id: 'l3',
            subjectEntity: 'works',
            type: 'leaf',
            operator: 'is',
            column_id: 'authorships.author.id',
            value: 'authors/A1',
          },
          { id: 'agg', subjectEntity: 'authors', type: 'branch', operator: 'or', children: ['l4'] },
          { id: 'l4', subjectEntity: 'authors', type: 'leaf', operator: 'is', column_id: 'has_orcid', value: true },
        ],
        summarize_by: 'authors',
        sort_by: { column_id: 'count(works)', direction: 'asc' },
        return_columns: ['display_name', 'count(works)'],
      }),
    ).toEqual({
      get_rows: 'authors',
      filter_works: [
        { column_id: 'authorships.author.id', value: 'authors/A1' },
        {
          join: 'or',
          filters: [
            { column_id: 'publication_year', value: 2020 },
            { column_id: 'type', operator: 'is not', value: 'types/article' },
          ],
        },
      ],
      filter_aggs: [{ join: 'or', filters: [{ column_id: 'has_orcid', value: true }] }],
      sort_by_column: 'count(works)',
      sort_by_order: 'asc',
      show_columns: ['display_name', 'count(works)'],
    });
    expect(fromLegacyQuery({ summarize_by: 'all' })).toEqual({ get_rows: 'summary' });
  });

  it('refuses branches that name their children so often they would expand past the filter limit', () => {
    // seven filters, each branch naming the next ten times: a million leaves, before
    const chain = (depth: number, times: number): LegacyQuery => ({
      filters: [
        ...Array.from({ length: depth }, (_, i) => ({
          id: `b${i}`,
          type: 'branch' as const,
          children: Array.from({ length: times }, () => `b${i + 1}`),
        })),
        { id: `b${depth}`, type: 'leaf', column_id: 'publication_year', value: 1 },
      ],
    });
    expect(() => fromLegacyQuery(chain(6, 10))).toThrow('a query has at most 1000 filters in all, groups included.');
    // two levels (10 groups of 10) are read as before
    expect(fromLegacyQuery(chain(2, 10)).filter_works).toHaveLength(10);
  });

  it('refuses a branch naming a missing child', () => {
    expect(() => fromLegacyQuery({ filters: [{ id: 'b', type: 'branch', children: ['gone'] }] })).toThrow(
      /missing child gone/,
    );
  });
});
