import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../../test/test-app.js';
import type { OqlFilter, OqlQuery } from '../../../src/lib/oql/index.js';
import { AnalyticsService, type SearchObject } from './service.js';

/**
 * The analytics engine crossed with the data API, two independent paths over the same demo
 * catalogue: what a query object computes must equal what /works counts and groups.
 */
let t: TestApp;
let service: AnalyticsService;
const labels = new Map<string, { entity_type: string; ids: string[]; updated: string }>();

beforeAll(async () => {
  t = await openTestApp();
  service = new AnalyticsService({ catalogue: t.catalogue, labelsOf: () => (id) => labels.get(id) });
});
afterAll(async () => t.close());

async function run(input: { query?: OqlQuery | Record<string, unknown>; oql?: string }): Promise<SearchObject> {
  const created = service.create(service.normalise(input), { userId: 'u1' });
  const done = await service.settled(created.id, 'u1');
  expect(done?.backend_error ?? null).toBeNull();
  expect(done?.is_completed).toBe(true);
  return done!;
}

async function worksCount(filter: string): Promise<{ count: number; sum: number }> {
  const res = await t.get(`/api/works?per_page=1&filter=${encodeURIComponent(filter)}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { count: res.body.meta.count, sum: res.body.meta.cited_by_count_sum ?? 0 };
}

const RECENT: OqlFilter[] = [
  { column_id: 'publication_year', value: '2015-2024' },
  { column_id: 'open_access.is_oa', value: true },
];
const RECENT_FILTER = 'publication_year:2015-2024,open_access.is_oa:true';

describe('entities with metrics over their matching works', () => {
  it.each([
    ['institutions', 'authorships.institutions.lineage'],
    ['authors', 'authorships.author.id'],
    ['countries', 'authorships.countries'],
    ['topics', 'primary_topic.id'],
    ['sources', 'primary_location.source.id'],
    ['funders', 'grants.funder'],
    ['types', 'type'],
  ])('%s: count(works) and sum(citations) equal /works with the filter plus the entity', async (entity, key) => {
    const search = await run({
      query: {
        get_rows: entity,
        filter_works: RECENT,
        show_columns: ['display_name', 'count(works)', 'sum(citations)'],
        sort_by_column: 'count(works)',
        sort_by_order: 'desc',
      },
    });
    expect(search.results.length).toBeGreaterThan(0);
    const counts = search.results.map((row) => row.cells['count(works)'] as number);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    for (const row of search.results.slice(0, 4)) {
      const id = row.id.split('/').pop()!;
      const api = await worksCount(`${RECENT_FILTER},${key}:${id}`);
      expect(row.cells['count(works)'], row.id).toBe(api.count);
      expect(row.cells['sum(citations)'], row.id).toBe(api.sum);
    }
    // every entity with a matching work is listed, and no other
    const groups = await t.get(`/api/works?filter=${encodeURIComponent(RECENT_FILTER)}&group_by=${key}`);
    expect(search.meta.count).toBe(groups.body.meta.groups_count);
    expect(search.meta.works_count).toBe((await worksCount(RECENT_FILTER)).count);
  });

  it.each([
    ['institutions', 'authorships.institutions.lineage'],
    ['authors', 'authorships.author.id'],
    ['topics', 'primary_topic.id'],
    ['countries', 'authorships.countries'],
    ['licenses', 'best_oa_location.license'],
  ])('%s without a works filter: the stored totals equal /works and the metrics computed live', async (entity, key) => {
    const columns = ['count(works)', 'sum(citations)', 'mean(citations)', 'mean(fwci)', 'percent(is_open_access)'];
    const stored = await run({ query: { get_rows: entity, show_columns: ['display_name', ...columns] } });
    expect(stored.redshift_sql).toContain(`metrics_${entity}`);
    // a works filter every work passes makes the engine count over the works themselves
    const live = await run({
      query: {
        get_rows: entity,
        filter_works: [{ column_id: 'cited_by_count', operator: '>=', value: 0 }],
        show_columns: ['display_name', ...columns],
      },
    });
    expect(live.redshift_sql).not.toContain('metrics_');
    const withWorks = stored.results.filter((row) => (row.cells['count(works)'] as number) > 0);
    expect(live.results.map((row) => row.id)).toEqual(withWorks.slice(0, live.results.length).map((row) => row.id));
    live.results.forEach((row, i) => {
      for (const column of columns) {
        const [a, b] = [row.cells[column], withWorks[i]!.cells[column]];
        if (a === null || b === null) expect(a, `${row.id} ${column}`).toBe(b);
        else expect(a as number, `${row.id} ${column}`).toBeCloseTo(b as number, 3);
      }
    });
    for (const row of stored.results.slice(0, 3)) {
      const api = await worksCount(`${key}:${row.id.split('/').pop()}`);
      expect(row.cells['count(works)'], row.id).toBe(api.count);
      expect(row.cells['sum(citations)'], row.id).toBe(api.sum);
    }
  });

  it('filter_aggs keeps the entities whose metric passes, as group_by counts them', async () => {
    const search = await run({
      oql: 'using works where publication_year is 2015-2024; get institutions where count(works) is greater than 40; sort by count(works) asc;',
    });
    const groups = await t.get(
      '/api/works?filter=publication_year:2015-2024&group_by=authorships.institutions.lineage',
    );
    const over = (groups.body.group_by as { count: number }[]).filter((g) => g.count > 40);
    expect(over.length).toBeGreaterThan(0);
    expect(search.meta.count).toBe(over.length);
    const counts = search.results.map((row) => row.cells['count(works)'] as number);
    expect(counts.every((n) => n > 40)).toBe(true);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
  });

  it("filter_aggs filters the entity's own columns, in and/or trees", async () => {
    const search = await run({
      query: {
        get_rows: 'institutions',
        filter_aggs: [
          {
            join: 'or',
            filters: [
              { column_id: 'country_code', value: 'countries/US' },
              { column_id: 'country_code', value: 'countries/JP' },
            ],
          },
          { column_id: 'type', operator: 'is not', value: 'institution-types/company' },
        ],
        show_columns: ['display_name', 'country_code', 'type', 'count(works)'],
      },
    });
    const api = await t.get('/api/institutions?per_page=1&filter=country_code:US|JP,type:!company');
    expect(search.meta.count).toBe(api.body.meta.count);
    for (const row of search.results) {
      expect(['countries/US', 'countries/JP']).toContain((row.cells.country_code as { id: string }).id);
      expect((row.cells.type as { id: string }).id).not.toBe('institution-types/company');
    }
  });
});

describe("authors by their past institutions' country", () => {
  it('lists the authors with an affiliation in the country, as /authors filters them', async () => {
    const search = await run({ oql: 'get authors where affiliations.institution.country_code is countries/US;' });
    const api = await t.get('/api/authors?per_page=200&filter=affiliations.institution.country_code:US');
    expect(api.status).toBe(200);
    expect(search.meta.count).toBe(api.body.meta.count);
    expect(api.body.meta.count).toBeGreaterThan(0);
    for (const author of api.body.results as { affiliations: { institution: { country_code: string } }[] }[]) {
      expect(author.affiliations.map((a) => a.institution.country_code)).toContain('US');
    }
    const others = await t.get('/api/authors?per_page=1&filter=affiliations.institution.country_code:!US');
    const all = await t.get('/api/authors?per_page=1');
    expect(others.body.meta.count + api.body.meta.count).toBe(all.body.meta.count);
  });
});

describe('the summary row', () => {
  it('sums and means citations as group_by=cited_by_count does, and counts open access', async () => {
    const search = await run({ query: { get_rows: 'summary', filter_works: RECENT.slice(0, 1) } });
    expect(search.results).toHaveLength(1);
    const cells = search.results[0]!.cells;
    let works = 0;
    let citations = 0;
    let cursor = '*';
    while (cursor) {
      const res = await t.get(
        `/api/works?filter=publication_year:2015-2024&group_by=cited_by_count&per_page=200&cursor=${cursor}`,
      );
      for (const g of res.body.group_by as { key: string; count: number }[]) {
        works += g.count;
        citations += Number(g.key) * g.count;
      }
      cursor = res.body.meta.next_cursor;
    }
    expect(search.meta.works_count).toBe(works);
    expect(cells['sum(cited_by_count)']).toBe(citations);
    expect(cells['mean(cited_by_count)']).toBeCloseTo(citations / works, 3);
    const oa = await worksCount('publication_year:2015-2024,is_oa:true');
    expect(cells['sum(is_oa)']).toBe(oa.count);
    expect(cells['percent(is_oa)']).toBeCloseTo((100 * oa.count) / works, 3);
  });
});

describe('works rows', () => {
  it('lists the matching works in the sort order of /works', async () => {
    const search = await run({
      query: { get_rows: 'works', filter_works: RECENT, sort_by_column: 'cited_by_count', sort_by_order: 'desc' },
    });
    const api = await t.get(`/api/works?per_page=100&sort=cited_by_count:desc&filter=${RECENT_FILTER}`);
    expect(search.meta.count).toBe(api.body.meta.count);
    expect(search.results.map((row) => row.id)).toEqual(
      (api.body.results as { id: string }[]).map((w) => `works/${w.id.split('/').pop()}`),
    );
  });

  it.each([
    [
      'or across columns',
      {
        join: 'or',
        filters: [
          { column_id: 'type', value: 'types/book' },
          { column_id: 'publication_year', value: 2020 },
        ],
      },
      ['type:book', 'publication_year:2020', 'type:book,publication_year:2020'],
    ],
    ['is not', { column_id: 'type', operator: 'is not', value: 'types/article' }, ['type:!article']],
    ['unknown (null)', { column_id: 'doi', value: null }, ['doi:null']],
    [
      'is greater than',
      { column_id: 'publication_year', operator: 'is greater than', value: 2020 },
      ['publication_year:>2020'],
    ],
    ['<=', { column_id: 'cited_by_count', operator: '<=', value: 3 }, ['cited_by_count:-3']],
    [
      'contains',
      { column_id: 'display_name.search', operator: 'contains', value: 'networks' },
      ['title.search:networks'],
    ],
  ] as [string, OqlFilter, string[]][])('%s counts as the data API does', async (_name, filter, filters) => {
    const search = await run({ query: { get_rows: 'works', filter_works: [filter] } });
    const [a, b, both] = await Promise.all(filters.map(async (f) => (await worksCount(f)).count));
    const expected = filters.length === 3 ? a! + b! - both! : a!;
    expect(expected).toBeGreaterThan(0);
    expect(search.meta.count).toBe(expected);
  });
});

describe('labels', () => {
  it("'matches any item' and 'matches every item in label' read the caller's label", async () => {
    const top = await run({ query: { get_rows: 'institutions', show_columns: ['display_name', 'count(works)'] } });
    const ids = top.results.slice(0, 2).map((row) => row.id.split('/').pop()!);
    labels.set('L1', { entity_type: 'institutions', ids, updated: '2026-01-01T00:00:00.000Z' });
    const any = await run({
      query: {
        get_rows: 'works',
        filter_works: [
          { column_id: 'authorships.institutions.lineage', operator: 'matches any item in label', value: 'L1' },
        ],
      },
    });
    const every = await run({
      query: {
        get_rows: 'works',
        filter_works: [
          { column_id: 'authorships.institutions.lineage', operator: 'matches every item in label', value: 'L1' },
        ],
      },
    });
    expect(any.meta.count).toBe((await worksCount(`authorships.institutions.lineage:${ids.join('|')}`)).count);
    expect(every.meta.count).toBe((await worksCount(`authorships.institutions.lineage:${ids.join('+')}`)).count);
    expect(every.meta.count).toBeLessThan(any.meta.count!);
  });
});

describe('checks before anything runs', () => {
  it.each([
    [{ oql: 'get works where nonsense is 3' }, /nonsense/],
    [
      { query: { get_rows: 'works', filter_works: [{ column_id: 'nonsense', value: 1 }] } },
      /works\.nonsense is not a valid column/,
    ],
    [
      { query: { get_rows: 'works', filter_works: [{ column_id: 'type', operator: 'is greater than', value: 3 }] } },
      /'is greater than' does not apply to works\.type/,
    ],
    [
      { query: { get_rows: 'works', filter_works: [{ column_id: 'publication_year', value: 'soon' }] } },
      /'soon'.*publication_year/,
    ],
    [{ query: { get_rows: 'planets' } }, /planets is not a valid subjectEntity/],
    [
      {
        query: {
          get_rows: 'works',
          filter_works: [{ column_id: 'type', operator: 'matches any item in label', value: 'nope' }],
        },
      },
      /Label 'nope'/,
    ],
    [{ query: { get_rows: 'works', sort_by_column: 'abstract' } }, /abstract/],
  ])('%j is refused with a message naming the problem', (input, message) => {
    expect(() => service.compile(service.normalise(input), 'u1')).toThrow(message);
  });
});
