import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../../test/test-app.js';

/* eslint-disable @typescript-eslint/no-explicit-any */
let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('autocomplete', () => {
  it('finds authors by the start of their names, most prolific first, with hints', async () => {
    const top = (await t.get('/api/authors?per_page=1')).body.results[0];
    const prefix = top.display_name.split(' ')[0].slice(0, 3);
    const res = await t.get(`/api/autocomplete/authors?q=${encodeURIComponent(prefix)}`);
    expect(res.status).toBe(200);
    expect(res.body.results.length).toBeGreaterThan(0);
    for (const r of res.body.results) {
      expect(r.entity_type).toBe('author');
      expect(r.filter_key).toBe('authorships.author.id');
      expect(r.display_name.toLowerCase()).toMatch(new RegExp(`\\b${prefix.toLowerCase()}`, 'u'));
    }
    const counts = res.body.results.map((r: any) => r.works_count);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
    expect(res.body.results[0].hint).toBeTruthy();
  });

  it('puts an exact id first', async () => {
    const inst = (await t.get('/api/institutions?per_page=5')).body.results[4];
    const id = inst.id.replace('https://openalex.org/', '');
    const res = await t.get(`/api/autocomplete/institutions?q=${id}`);
    expect(res.body.results[0].id).toBe(inst.id);
    const byOrcid = (await t.get('/api/authors?filter=has_orcid:true&per_page=1')).body.results[0];
    const res2 = await t.get(`/api/autocomplete/authors?q=${encodeURIComponent(byOrcid.orcid)}`);
    expect(res2.body.results[0].id).toBe(byOrcid.id);
  });

  it('shows works with their authors as the hint and mixes types in /autocomplete', async () => {
    const work = (await t.get('/api/works?per_page=1&filter=authors_count:>3')).body.results[0];
    const word = work.display_name.split(' ').find((w: string) => w.length > 4);
    const res = await t.get(`/api/autocomplete/works?q=${encodeURIComponent(word)}`);
    expect(res.body.results.length).toBeGreaterThan(0);
    const mixed = await t.get(`/api/autocomplete?q=${encodeURIComponent(word.slice(0, 4))}`);
    expect(mixed.status).toBe(200);
    expect(new Set(mixed.body.results.map((r: any) => r.entity_type)).size).toBeGreaterThan(0);
  });

  it('answers an empty query with no results and rejects bad parameters', async () => {
    expect((await t.get('/api/autocomplete/works?q=')).body.results).toEqual([]);
    expect((await t.get('/api/autocomplete/works?q=x&per_page=500')).status).toBe(400);
    expect((await t.get('/api/autocomplete/works?q=x&bogus=1')).status).toBe(400);
    expect((await t.get('/api/autocomplete/nonsense?q=x')).status).toBe(404);
  });
});

describe('counts and entity configuration', () => {
  it('counts every entity type', async () => {
    const res = await t.get('/api/counts');
    expect(res.body.works).toBe(3000);
    expect(res.body.subfields).toBe(252);
    expect(res.body.authors).toBeGreaterThan(100);
  });

  it('describes only what the server supports: every configured column filters, sortable ones sort', async () => {
    const config = (await t.get('/api/entities/config')).body;
    expect(Object.keys(config)).toContain('works');
    const works = config.works;
    for (const [key, col] of Object.entries<any>(works.columns)) {
      // metrics and renamed columns are the analytics area's (POST /api/analytics), not /works's
      if (col.isDataApi === false) continue;
      if (col.actions.includes('sort')) {
        const res = await t.get(`/api/works?sort=${key}&per_page=1`);
        expect(res.status, key).toBe(200);
      }
      if (col.actions.includes('group_by')) {
        const res = await t.get(`/api/works?group_by=${key}&per_page=1`);
        expect(res.status, `${key}: ${JSON.stringify(res.body)}`).toBe(200);
      }
    }
  });
});
