import { OqlConfig } from '../../../lib/oql/config';
import { changeGetRows, removeColumn } from '../../../lib/oql/structure';
import type { OqlQuery } from '../../../lib/oql/types';
import {
  addColumn,
  changeOperator,
  columnsWith,
  getRowsChoices,
  incompleteFilters,
  isBaseQuery,
  newLeaf,
  baseQuery,
  sortChoices,
} from './query-draft';

const config = new OqlConfig({
  works: {
    showOnTablePage: ['display_name', 'cited_by_count'],
    sortByDefault: 'cited_by_count',
    columns: {
      display_name: { id: 'display_name', actions: ['column'] },
      cited_by_count: { id: 'cited_by_count', displayName: 'citations', actions: ['filter', 'sort', 'column'] },
      is_oa: { id: 'is_oa', displayName: 'open access', type: 'boolean', actions: ['filter', 'column'] },
      type: {
        id: 'type',
        actions: ['filter', 'column'],
        actionsPopular: ['filter'],
        operators: ['is', 'is not', 'matches any item in label'],
      },
    },
  },
  authors: {
    showOnTablePage: ['display_name', 'count(works)'],
    sortByDefault: 'count(works)',
    columns: {
      display_name: { id: 'display_name', actions: ['column'] },
      'count(works)': { id: 'count(works)', actions: ['sort', 'column'] },
      'mean(fwci)': { id: 'mean(fwci)', actions: ['sort', 'column'] },
    },
  },
  sources: { columns: {} },
  funders: { columns: {} },
});

describe('query draft rules', () => {
  it('offers the popular entities and the works summary first', () => {
    expect(getRowsChoices(config)).toEqual({
      popular: ['authors', 'funders', 'summary'],
      others: ['sources', 'works'],
    });
  });

  it('lists a column’s popular actions first', () => {
    expect(columnsWith(config, 'works', 'filter').map((column) => column.id)).toEqual([
      'type',
      'cited_by_count',
      'is_oa',
    ]);
  });

  it('starts a boolean filter at true and others empty, and they block running until filled', () => {
    expect(newLeaf(config.column('works', 'is_oa'))).toEqual({ column_id: 'is_oa', operator: 'is', value: true });
    const empty = newLeaf(config.column('works', 'type'));
    expect(empty.value).toBeNull();
    expect(incompleteFilters({ get_rows: 'works', filter_works: [empty] })).toHaveLength(1);
  });

  it('clears the value when switching between a label operator and another, and only then', () => {
    const leaf = { column_id: 'type', operator: 'is', value: 'types/article' };
    expect(changeOperator(leaf, 'is not').value).toBe('types/article');
    expect(changeOperator(leaf, 'matches any item in label').value).toBeNull();
    expect(changeOperator({ ...leaf, operator: 'matches any item in label', value: 'L1' }, 'is').value).toBeNull();
  });

  it('keeps plain columns before metrics and moves the sort off a removed column', () => {
    let query: OqlQuery = { get_rows: 'authors', show_columns: ['count(works)'], sort_by_column: 'count(works)' };
    query = addColumn(query, 'display_name');
    query = addColumn(query, 'mean(fwci)');
    expect(query.show_columns).toEqual(['display_name', 'count(works)', 'mean(fwci)']);
    query = removeColumn(query, 'count(works)');
    expect(query.sort_by_column).toBe('mean(fwci)');
    // the last column stays
    expect(removeColumn(removeColumn(query, 'mean(fwci)'), 'display_name').show_columns).toEqual(['display_name']);
  });

  it('sorts only by shown columns that can sort', () => {
    const query: OqlQuery = { get_rows: 'authors', show_columns: ['display_name', 'count(works)'] };
    expect(sortChoices(query, config).map((column) => column.id)).toEqual(['count(works)']);
  });

  it('changing what to list resets the query but keeps the works filters', () => {
    const query: OqlQuery = {
      get_rows: 'works',
      filter_works: [{ column_id: 'type', value: 'types/article' }],
      show_columns: ['display_name'],
    };
    expect(changeGetRows(query, 'authors', config)).toEqual({
      get_rows: 'authors',
      filter_works: query.filter_works,
      show_columns: ['display_name', 'count(works)'],
      sort_by_column: 'count(works)',
      sort_by_order: 'desc',
    });
  });

  it('knows an untouched base query', () => {
    expect(isBaseQuery(baseQuery(config), config)).toBe(true);
    expect(isBaseQuery({ ...baseQuery(config), sort_by_order: 'asc' }, config)).toBe(false);
  });
});
