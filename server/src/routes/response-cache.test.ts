import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('answers by URL (the catalogue is read-only while served)', () => {
  it('answers a URL again with the same JSON and the same weak ETag; another URL has another tag', async () => {
    const url = '/api/works?filter=publication_year:2020&sort=cited_by_count:desc&per_page=5';
    const first = await get(url);
    const again = await get(url);
    expect(first.statusCode).toBe(200);
    expect(again.headers['content-type']).toMatch(/^application\/json/);
    expect(again.json()).toEqual(first.json());
    expect(first.headers.etag).toMatch(/^W\/".+"$/);
    expect(again.headers.etag).toBe(first.headers.etag);
    const other = await get('/api/works?filter=publication_year:2021&per_page=5');
    expect(other.headers.etag).not.toBe(first.headers.etag);
    expect(other.json().meta.count).not.toBe(first.json().meta.count);
  });

  it('answers 304 without a body to a client holding the tag, and the full answer to one holding another', async () => {
    const url = '/api/authors?per_page=3';
    const first = await get(url);
    const notModified = await get(url, { 'if-none-match': String(first.headers.etag) });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    const stale = await get(url, { 'if-none-match': 'W/"another-process-x"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.json().results).toHaveLength(3);
  });

  it('tags records and autocomplete too, but not a random pick nor bypass_cache', async () => {
    const list = (await get('/api/works?per_page=1&select=id')).json();
    const id = String(list.results[0].id).split('/').pop();
    expect((await get(`/api/works/${id}`)).headers.etag).toBeTruthy();
    expect((await get('/api/autocomplete/works?q=a')).headers.etag).toBeTruthy();
    const random = await get('/api/works/random');
    expect(random.statusCode).toBe(200);
    expect(random.headers.etag).toBeUndefined();
    const bypass = await get('/api/works?per_page=1&bypass_cache=true');
    expect(bypass.statusCode).toBe(200);
    expect(bypass.headers.etag).toBeUndefined();
  });

  it('does not keep errors: a bad filter stays a 400 naming it', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await get('/api/works?filter=no_such_field:1');
      expect(res.statusCode).toBe(400);
      expect(res.headers.etag).toBeUndefined();
      expect(JSON.stringify(res.json())).toContain('no_such_field');
    }
  });
});
