import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../../../test/test-app.js';
import { compileQuery } from './compile.js';
import { ENTITIES } from './entities.js';
import { cubeCountSql, isCubeColumn, readsOnlyCube } from './works-cube.js';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(async () => {
  await t?.close();
});

const compiled = (filter: string) =>
  compileQuery(ENTITIES.works!, filter, undefined, t.catalogue.text, { bitmasks: t.catalogue.bitmasks });

/** The count and sums straight from the works table, for the same compiled filter. */
async function fromWorks(filter: string) {
  const q = compiled(filter);
  return t.catalogue.duck.one(
    `SELECT count(*) AS n, sum(t.apc_list.value_usd) AS apc_list_sum_usd, sum(t.apc_paid.value_usd) AS apc_paid_sum_usd, sum(t.cited_by_count) AS cited_by_count_sum FROM "works" t ${q.where}`,
  );
}

describe('counts from the works cube', () => {
  const cubeFilters = [
    'publication_year:2015-2020',
    'publication_year:2018,type:article',
    'is_oa:true,publication_year:<2010|2021',
    'open_access.oa_status:gold|green,type:!article',
    'open_access.is_oa:false,publication_year:2019-',
    // the xpac works a list leaves out by default are the cube's too
    'is_xpac:true',
    'is_xpac:false,type:dataset|preprint',
  ];

  it.each(cubeFilters)('counts %s as the works table does, with the same meta sums', async (filter) => {
    expect(cubeCountSql(compiled(filter), true)).toBeDefined();
    const res = await t.get(`/api/works?filter=${encodeURIComponent(filter)}&per_page=1`);
    expect(res.status).toBe(200);
    const expected = await fromWorks(filter);
    expect(expected!.n).toBeGreaterThan(0);
    const { n, ...sums } = expected!;
    expect(res.body.meta).toMatchObject({ count: n, ...sums });
    const grouped = await t.get(`/api/works?filter=${encodeURIComponent(filter)}&group_by=type`);
    expect(grouped.body.meta.count).toBe(expected!.n);
  });

  it('is not used for filters on other columns, text searches or list columns', () => {
    for (const filter of [
      'cited_by_count:>10',
      'authorships.countries:US',
      'has_doi:true,type:article',
      'title.search:cell',
    ])
      expect(cubeCountSql(compiled(filter), true), filter).toBeUndefined();
    const searched = compileQuery(ENTITIES.works!, undefined, 'cell', t.catalogue.text, {
      bitmasks: t.catalogue.bitmasks,
    });
    expect(cubeCountSql(searched, false)).toBeUndefined();
  });

  it.each([
    ['type', 'publication_year:2015-2020', 't.type'],
    ['open_access.oa_status', 'type:article|book-chapter', 't.oa_status'],
    ['publication_year', 'is_oa:true', 't.publication_year'],
    ['open_access.is_oa', 'publication_year:2019', 't.is_oa'],
    ['type', 'is_xpac:true', 't.type'],
  ])('groups by %s under %s as the works table does, unknown included', async (key, filter, column) => {
    const res = await t.get(
      `/api/works?filter=${encodeURIComponent(filter)}&group_by=${key}:include_unknown&per_page=200`,
    );
    expect(res.status).toBe(200);
    const q = compiled(filter);
    expect(readsOnlyCube(q) && isCubeColumn(column)).toBe(true);
    const rows = await t.catalogue.duck.all<{ k: unknown; n: number }>(
      `SELECT ${column} AS k, count(*) AS n FROM "works" t ${q.where} GROUP BY 1`,
    );
    const expected = new Map(rows.map((r) => [r.k === null ? 'unknown' : String(r.k), r.n]));
    const served = new Map<string, number>(
      res.body.group_by.map((g: { key: string; count: number }) => [
        String(g.key)
          .replace('https://openalex.org/', '')
          .replace(/^types\//, ''),
        g.count,
      ]),
    );
    expect(served.size).toBe(expected.size);
    for (const [k, n] of expected) expect([k, served.get(k) ?? served.get(k.toLowerCase())]).toEqual([k, n]);
  });

  it('counts every work without a filter', async () => {
    const res = await t.get('/api/works?per_page=1');
    expect(res.body.meta.count).toBe((await fromWorks(''))!.n);
  });
});
