import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../../test/test-app.js';

interface Group {
  key: string;
  key_display_name: string;
  count: number;
}

let t: TestApp;

beforeAll(async () => {
  t = await openTestApp();
});

afterAll(async () => {
  await t.close();
});

async function groups(query: string): Promise<{ groups: Group[]; groupsCount: number }> {
  const res = await t.get(`/api/works?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { groups: res.body.group_by as Group[], groupsCount: res.body.meta.groups_count as number };
}

const LICENSE = 'group_by=best_oa_location.license:include_unknown';

describe('the unknown group with :include_unknown', () => {
  it('takes its place among the groups by count, so the first rows show it when it is large', async () => {
    const { groups: all, groupsCount } = await groups(`${LICENSE}&per_page=200`);
    const unknown = all.find((g) => g.key === 'unknown');
    expect(unknown).toBeDefined();
    // Most works of the test catalogue have no licence: the unknown group is the largest.
    expect(all[0]).toEqual({ key: 'unknown', key_display_name: 'unknown', count: unknown?.count });
    const counts = all.map((g) => g.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(groupsCount).toBe(all.length);
    const { groups: top } = await groups(`${LICENSE}&per_page=5`);
    expect(top.map((g) => g.key)).toEqual(all.slice(0, 5).map((g) => g.key));
  });

  it('appears exactly once over the pages, which add up to the whole list', async () => {
    const { groups: all } = await groups(`${LICENSE}&per_page=200`);
    const paged: Group[] = [];
    for (let page = 1; page <= Math.ceil(all.length / 2); page++) {
      const { groups: some, groupsCount } = await groups(`${LICENSE}&per_page=2&page=${page}`);
      expect(groupsCount).toBe(all.length);
      paged.push(...some);
    }
    expect(paged).toEqual(all);
  });

  it('comes last in key order, and once at the end of cursor paging', async () => {
    const { groups: byKey } = await groups(`${LICENSE}&per_page=200&sort=key`);
    expect(byKey.at(-1)?.key).toBe('unknown');
    const { groups: byKeyDesc } = await groups(`${LICENSE}&per_page=200&sort=key:desc`);
    expect(byKeyDesc.at(-1)?.key).toBe('unknown');
    const seen: Group[] = [];
    let cursor: string | null = '*';
    for (let i = 0; i < 50 && cursor; i++) {
      const res = await t.get(`/api/works?${LICENSE}&per_page=3&cursor=${encodeURIComponent(cursor)}`);
      expect(res.status).toBe(200);
      seen.push(...(res.body.group_by as Group[]));
      cursor = res.body.meta.next_cursor as string | null;
    }
    expect(seen.map((g) => g.key)).toEqual(byKey.map((g) => g.key));
  });

  it('is left out without the option', async () => {
    const { groups: known, groupsCount } = await groups('group_by=best_oa_location.license&per_page=200');
    expect(known.some((g) => g.key === 'unknown')).toBe(false);
    expect(groupsCount).toBe(known.length);
  });
});
