import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await openTestApp();
});

afterAll(async () => {
  await t.close();
});

describe('local counts of a generated catalogue', () => {
  it("equal the records' own figures, which count this catalogue's works", async () => {
    for (const entity of ['institutions', 'authors', 'sources', 'topics', 'countries']) {
      const { status, body } = await t.get(`/api/${entity}?per_page=20&local_counts=true&sort=local_works_count:desc`);
      expect(status, entity).toBe(200);
      expect(body.results.length, entity).toBeGreaterThan(0);
      for (const r of body.results)
        expect(r.local_counts, `${entity} ${r.id}`).toEqual({
          works_count: r.works_count,
          cited_by_count: r.cited_by_count,
        });
    }
  });

  it("give a work's citing works, as many as its cites: filter opens", async () => {
    const { body } = await t.get(
      '/api/works?per_page=5&local_counts=true&sort=cited_by_count:desc&select=id,cited_by_count',
    );
    for (const w of body.results) {
      const id = w.id.replace('https://openalex.org/', '');
      // local counts count every work of the catalogue, the xpac works a list leaves out too
      const cites = await t.get(`/api/works?filter=cites:${id}&per_page=1&select=id&include_xpac=true`);
      expect(w.local_counts).toEqual({ cited_by_count: cites.body.meta.count });
      expect(w.local_counts.cited_by_count).toBe(w.cited_by_count);
    }
  });

  it('stay out of default answers', async () => {
    const list = await t.get('/api/institutions?per_page=2');
    for (const r of list.body.results) expect(r).not.toHaveProperty('local_counts');
    const one = await t.get(`${list.body.results[0].id.replace('https://openalex.org/', '/api/')}`);
    expect(one.body).not.toHaveProperty('local_counts');
    const off = await t.get('/api/institutions?per_page=2&local_counts=false');
    expect(off.body.results[0]).not.toHaveProperty('local_counts');
  });
});
