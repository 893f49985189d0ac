import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../../test/test-app.js';

// Cursor pages of a filtered list are found as the best rows of each keyset branch (see
// Catalogue.list); page-number paging (LIMIT … OFFSET) is the oracle for their order.
let t: TestApp;

beforeAll(async () => {
  t = await openTestApp();
});

afterAll(async () => {
  await t.close();
});

async function ids(url: string): Promise<{ ids: string[]; next: string | null; results: Record<string, unknown>[] }> {
  const res = await t.get(url);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const results = res.body.results as Record<string, unknown>[];
  return { ids: results.map((r) => String(r.id)), next: res.body.meta.next_cursor ?? null, results };
}

async function byPages(query: string): Promise<string[]> {
  const all: string[] = [];
  for (let page = 1; page <= 50; page++) {
    const got = await ids(`/api/works?${query}&per_page=200&page=${page}`);
    all.push(...got.ids);
    if (got.ids.length < 200) break;
  }
  return all;
}

async function byCursor(query: string, perPage: number): Promise<string[]> {
  const all: string[] = [];
  let cursor: string | null = '*';
  for (let i = 0; cursor && i < 500; i++) {
    const got = await ids(`/api/works?${query}&per_page=${perPage}&cursor=${encodeURIComponent(cursor)}`);
    all.push(...got.ids);
    cursor = got.next;
  }
  return all;
}

// Each query reads the whole test catalogue page by page twice: a few seconds on an idle machine,
// past the default 30 s when the other worker and other jobs share its two cores.
describe('cursor paging in keyset order', { timeout: 120_000 }, () => {
  const queries = [
    'sort=apc_paid.value_usd:desc',
    'sort=apc_paid.value_usd:asc',
    'filter=is_oa:true&sort=publication_year:desc,apc_list.value_usd:asc',
    'filter=type:article&sort=cited_by_count',
  ];
  for (const query of queries) {
    it(`reads ${query} in the same order as page-number paging`, async () => {
      const expected = await byPages(query);
      expect(expected.length).toBeGreaterThan(100);
      const seen = await byCursor(query, 37);
      expect(seen).toEqual(expected);
    });
  }

  it('has works without the sort value, which come last', async () => {
    const all = await ids('/api/works?sort=apc_paid.value_usd:desc&per_page=200&select=id,apc_paid');
    const last = await byPages('sort=apc_paid.value_usd:desc');
    const lastPage = await ids(
      `/api/works?sort=apc_paid.value_usd:desc&per_page=1&page=${last.length}&select=apc_paid`,
    );
    expect(all.results[0]!.apc_paid).not.toBeNull();
    expect(lastPage.results[0]!.apc_paid).toBeNull();
  });
});
