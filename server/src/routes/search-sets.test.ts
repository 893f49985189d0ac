import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../../test/test-app.js';

// Text-search match sets reach DuckDB as comma-separated ids (see MatchSet in text-search.ts):
// the empty set, a negated word that matches nothing, and searches combined with filters and
// group-bys must count exactly what the full-text index says.

let t: TestApp;
let total: number;

async function count(query: string): Promise<number> {
  const res = await t.get(`/api/works?${query}&per_page=1`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.meta.count as number;
}

beforeAll(async () => {
  t = await openTestApp();
  total = await count('filter=');
});

afterAll(async () => {
  await t.close();
});

describe('search match sets', () => {
  it('a search that matches nothing gives an empty page, count 0 and empty groups', async () => {
    const res = await t.get('/api/works?search=zzqxwvnomatch');
    expect(res.status).toBe(200);
    expect(res.body.meta.count).toBe(0);
    expect(res.body.results).toEqual([]);
    const grouped = await t.get('/api/works?search=zzqxwvnomatch&group_by=type');
    expect(grouped.status).toBe(200);
    expect(grouped.body.group_by).toEqual([]);
  });

  it('a negated word that matches nothing excludes nothing', async () => {
    expect(await count('filter=title.search:!zzqxwvnomatch')).toBe(total);
    expect(await count('filter=title.search:!zzqxwvnomatch,is_oa:true')).toBe(await count('filter=is_oa:true'));
  });

  it('search counts agree with the filter they are combined with, and with the group sums', async () => {
    const first = await t.get('/api/works?per_page=1&sort=cited_by_count:desc');
    const word = String(first.body.results[0].display_name)
      .split(' ')
      .find((x: string) => x.length > 5)!
      .toLowerCase();
    const all = await count(`search=${encodeURIComponent(word)}`);
    const oa = await count(`search=${encodeURIComponent(word)}&filter=is_oa:true`);
    const closed = await count(`search=${encodeURIComponent(word)}&filter=is_oa:false`);
    expect(all).toBeGreaterThan(0);
    expect(oa + closed).toBe(all);
    const grouped = await t.get(`/api/works?search=${encodeURIComponent(word)}&group_by=is_oa`);
    const sum = (grouped.body.group_by as { count: number }[]).reduce((s, g) => s + g.count, 0);
    expect(sum).toBe(all);
  });
});
