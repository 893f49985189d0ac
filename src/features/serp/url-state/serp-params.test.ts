import { applySerpChange, listRequestParams, readSerpState } from './serp-params';
import { createFilter } from '../../../lib/filter-url';

const read = (query: string, entityType: 'works' | 'authors' = 'works') =>
  readSerpState(entityType, new URLSearchParams(query));
const change = (
  query: string,
  serpChange: Parameters<typeof applySerpChange>[2],
  entityType: 'works' | 'authors' = 'works',
) => applySerpChange(entityType, new URLSearchParams(query), serpChange).toString();

describe('reading the results page URL', () => {
  it('gives the defaults for a bare URL', () => {
    const state = read('');
    expect(state).toMatchObject({
      filters: [],
      sort: 'cited_by_count:desc',
      page: 1,
      perPage: 10,
      groupBys: [
        'publication_year',
        'open_access.is_oa',
        'primary_topic.id',
        'authorships.institutions.lineage',
        'type',
      ],
      views: { list: true, report: true, api: false },
      zoom: null,
      ui: 'sentence-worksfirst',
    });
  });

  it('sorts by relevance by default while a search filter applies, and by works count for other entities', () => {
    expect(read('filter=default.search:coriander').sort).toBe('relevance_score:desc');
    expect(read('search=coriander').sort).toBe('relevance_score:desc');
    expect(read('filter=!default.search:coriander').sort).toBe('cited_by_count:desc');
    expect(read('', 'authors').sort).toBe('works_count:desc');
  });

  it('drops a relevance sort without a search and bad sort text', () => {
    expect(read('sort=relevance_score:desc').sort).toBe('cited_by_count:desc');
    expect(read('sort=DROP TABLE').sort).toBe('cited_by_count:desc');
    expect(read('sort=publication_date:desc').sort).toBe('publication_date:desc');
  });

  it('reads openalex.org links: filters, page, per_page and a search', () => {
    const state = read(
      'page=3&per_page=25&filter=publication_year:2020,authorships.institutions.lineage:i33213144&sort=cited_by_count:desc',
    );
    expect(state.filters.map((f) => f.key)).toEqual(['publication_year', 'authorships.institutions.lineage']);
    expect(state.page).toBe(3);
    expect(state.perPage).toBe(25);
    expect(listRequestParams(state)).toEqual({
      filter: 'publication_year:2020,authorships.institutions.lineage:i33213144',
      search: '',
      sort: 'cited_by_count:desc',
      page: 3,
      perPage: 25,
    });
  });

  it('reads an openalex.org `search=` as the text-search filter typing produces (issue 32 item 11)', () => {
    const state = read('search=climate%20change');
    expect(state.filters.map((f) => [f.key, f.values.map((v) => v.value)])).toEqual([
      ['default.search', ['climate change']],
    ]);
    expect(listRequestParams(state)).toMatchObject({ filter: 'default.search:climate change', search: '' });
    expect(state.sort).toBe('relevance_score:desc');
  });

  it('moves a read `search=` into `filter=` on the next filter change, and drops it with its chip', () => {
    const state = read('search=climate');
    const added = change('search=climate', { filters: [...state.filters, createFilter('type', ['article'])] });
    expect(new URLSearchParams(added).get('filter')).toBe('default.search:climate,type:article');
    expect(new URLSearchParams(added).has('search')).toBe(false);
    expect(change('search=climate', { filters: [] })).toBe('');
  });

  it('keeps the page inside the 10,000-result window and ignores nonsense numbers', () => {
    expect(read('page=5000&per_page=100').page).toBe(100);
    expect(read('page=-2').page).toBe(1);
    expect(read('page=abc&per_page=0').perPage).toBe(10);
    expect(read('per_page=999').perPage).toBe(200);
  });

  it('reports an unreadable filter instead of guessing', () => {
    const state = read('filter=type');
    expect(state.filters).toEqual([]);
    expect(state.filterError?.code).toBe('missing-colon');
  });

  it('reads the views, the zoom and the ui variant', () => {
    expect(read('view=report&show_api=true&zoom=W1&ui=side').views).toEqual({ list: false, report: true, api: true });
    expect(read('hide_results=true').views.list).toBe(false);
    expect(read('zoom=W1').zoom).toBe('W1');
    expect(read('ui=nonsense').ui).toBe('sentence-worksfirst');
  });

  it('sends negated whole filters the way the API accepts them', () => {
    expect(listRequestParams(read('filter=!type:article|book')).filter).toBe('type:!article+!book');
  });
});

describe('writing changes to the URL', () => {
  it('stores page 1, per_page 10 and the default sort as absent values', () => {
    expect(change('page=4', { page: 1 })).toBe('');
    expect(change('', { perPage: 10 })).toBe('');
    expect(change('sort=publication_date%3Adesc', { sort: 'cited_by_count:desc' })).toBe('');
  });

  it('goes back to page 1 when the filters, the sort or the page size change', () => {
    const typeFilter = [createFilter('type', ['article'])];
    expect(change('page=4', { filters: typeFilter })).toBe('filter=type%3Aarticle');
    expect(change('page=4', { sort: 'publication_date:desc' })).toBe('sort=publication_date%3Adesc');
    expect(change('page=4', { perPage: 100 })).toBe('per_page=100');
  });

  it('drops a relevance sort when the search filter is removed', () => {
    expect(change('filter=default.search%3Ax&sort=cited_by_count%3Adesc', { filters: [] })).toBe('');
    expect(change('filter=default.search%3Ax&sort=publication_date%3Adesc', { filters: [] })).toBe(
      'sort=publication_date%3Adesc',
    );
  });

  it('keeps parameters it does not own, and the default group-bys as absent', () => {
    expect(change('id=abc&foo=bar', { page: 2 })).toBe('id=abc&foo=bar&page=2');
    expect(
      change('group_by=type', {
        groupBys: [
          'publication_year',
          'open_access.is_oa',
          'primary_topic.id',
          'authorships.institutions.lineage',
          'type',
        ],
      }),
    ).toBe('');
    expect(change('', { groupBys: ['type'] })).toBe('group_by=type');
    expect(change('', { groupBys: [] })).toBe('group_by=');
  });

  it('writes views and zoom', () => {
    expect(change('', { views: { report: false } })).toBe('view=list');
    expect(change('view=list', { views: { report: true } })).toBe('');
    expect(change('', { views: { api: true } })).toBe('show_api=true');
    expect(change('hide_results=true', { views: { list: true } })).toBe('');
    expect(change('', { zoom: 'A5' })).toBe('zoom=A5');
    expect(change('zoom=A5', { zoom: null })).toBe('');
  });

  it('round-trips every state it writes', () => {
    const written = change('', {
      filters: [createFilter('publication_year', ['2010-2020'])],
      sort: 'publication_date:desc',
      perPage: 100,
      page: 3,
    });
    const state = read(written);
    expect(state).toMatchObject({ sort: 'publication_date:desc', perPage: 100, page: 3 });
    expect(state.filters[0]?.values[0]?.range).toMatchObject({ from: 2010, to: 2020 });
  });
});

describe('table view and columns', () => {
  it('reads is_list_view=false as the table, with the default columns when none are chosen', () => {
    const state = readSerpState('works', new URLSearchParams('is_list_view=false'));
    expect(state.tableView).toBe(true);
    expect(state.columns).toEqual(['display_name', 'publication_year', 'type', 'open_access.is_oa', 'cited_by_count']);
    expect(readSerpState('authors', new URLSearchParams()).columns).toEqual([
      'display_name',
      'works_count',
      'cited_by_count',
    ]);
  });

  it('keeps display_name first and drops unknown or repeated columns', () => {
    expect(readSerpState('works', new URLSearchParams('column=doi,nonsense,display_name,doi')).columns).toEqual([
      'display_name',
      'doi',
    ]);
  });

  it('writes the table flag and columns, leaving defaults out of the URL', () => {
    const table = applySerpChange('works', new URLSearchParams(), { tableView: true, columns: ['doi', 'type'] });
    expect(Object.fromEntries(table)).toEqual({ is_list_view: 'false', column: 'display_name,doi,type' });
    const back = applySerpChange('works', table, {
      tableView: false,
      columns: ['display_name', 'publication_year', 'type', 'open_access.is_oa', 'cited_by_count'],
    });
    expect(back.toString()).toBe('');
  });
});
