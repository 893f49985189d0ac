import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../../test/test-app.js';

/* eslint-disable @typescript-eslint/no-explicit-any */
let t: TestApp;
/** The path of the first record of every entity type (e.g. 'W123', 'countries/US', 'sdgs/3') */
let firsts: { type: string; path: string; record: any }[];

beforeAll(async () => {
  t = await openTestApp();
  const types = Object.keys((await t.get('/api/entities/config')).body as Record<string, unknown>);
  firsts = [];
  for (const type of types) {
    const record = (await t.get(`/api/${type}?per_page=1`)).body.results[0];
    if (!record) continue;
    const id = String(record.id);
    const path = id.startsWith('https://metadata.un.org/sdg/')
      ? `sdgs/${id.split('/').pop()}`
      : id.replace('https://openalex.org/', '');
    firsts.push({ type, path, record });
  }
});

afterAll(async () => {
  await t.close();
});

/** How openalexPro asks for one record, and more list parameters a client may send along. */
const LIST_PARAMS = [
  'per_page=200&cursor=*',
  'per-page=1&page=3',
  'sort=cited_by_count:desc&filter=is_oa:true&search=ocean&sample=5&seed=7',
  'group_by=type&group_bys=type,language',
  'per_page=abc&cursor=not-a-cursor&sort=nope&filter=nope:1&seed=1&seed=2',
];

describe('a single record ignores list parameters, as OpenAlex does', () => {
  it.each(LIST_PARAMS)('every entity type answers its record with %s', async (params) => {
    expect(firsts.length).toBeGreaterThan(15);
    for (const { type, path } of firsts) {
      const plain = await t.get(`/api/${path}`);
      const res = await t.get(`/api/${path}?${params}`);
      expect(res.status, `${type}: ${JSON.stringify(res.body).slice(0, 200)}`).toBe(200);
      expect(res.body, type).toEqual(plain.body);
    }
  });

  it('keeps select beside them, on /works/W… and on /W…', async () => {
    const work = firsts.find((f) => f.type === 'works')!;
    for (const path of [`/api/works/${work.path}`, `/api/${work.path}`]) {
      const res = await t.get(`${path}?per_page=200&cursor=*&select=id,display_name`);
      expect(res.status, path).toBe(200);
      expect(res.body).toEqual({ id: work.record.id, display_name: work.record.display_name });
    }
  });

  it('still answers a bad select, a select given twice or empty, and an unknown parameter with a 400', async () => {
    const work = firsts.find((f) => f.type === 'works')!;
    for (const [query, mention] of [
      ['select=nope', 'nope is not a valid select field'],
      ['select=id&select=doi', "'select' is given 2 times"],
      ['select=', "'select' names no fields"],
      ['selct=id', "'selct' is not a valid parameter"],
      ['format=csv', "'csv' is not a valid format"],
    ]) {
      const res = await t.get(`/api/works/${work.path}?per_page=200&cursor=*&${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.message, query).toContain(mention);
    }
  });
});

describe('parameters are checked before the record is looked up', () => {
  it.each(['/api/works/W1', '/api/W1', '/api/works/doi:10.9999/not-here', '/api/authors/A1', '/api/countries/XX'])(
    '%s?select=DOESNTEXIST is the 400 about select, worded as the list answers it',
    async (path) => {
      const type = path.includes('authors') ? 'authors' : path.includes('countries') ? 'countries' : 'works';
      const list = await t.get(`/api/${type}?select=DOESNTEXIST`);
      const res = await t.get(`${path}?select=DOESNTEXIST`);
      expect(res.status).toBe(400);
      expect(res.body).toEqual(list.body);
      expect(res.body.message).toMatch(/^DOESNTEXIST is not a valid select field\. Valid fields for select are: id, /);
    },
  );

  it('answers an unknown id with a good select as a 404', async () => {
    expect((await t.get('/api/works/W1?select=id&per_page=200&cursor=*')).status).toBe(404);
  });
});

describe('group_by answers', () => {
  it('hold only meta and group_by, as OpenAlex answers them', async () => {
    for (const query of ['group_by=type', 'group_by=publication_year&per_page=5&cursor=*', 'group_by=type&page=2']) {
      const res = await t.get(`/api/works?${query}`);
      expect(res.status, query).toBe(200);
      expect(Object.keys(res.body).sort(), query).toEqual(['group_by', 'meta']);
    }
    const several = await t.get('/api/works?group_bys=type,language');
    expect(Object.keys(several.body).sort()).toEqual(['group_bys', 'meta']);
  });
});

describe('/random', () => {
  it('answers a random record of every entity type, in any case of the word', async () => {
    for (const { type, record } of firsts) {
      const res = await t.get(`/api/${type}/${type === 'works' ? 'RANDOM' : 'random'}`);
      expect(res.status, `${type}: ${JSON.stringify(res.body).slice(0, 200)}`).toBe(200);
      expect(Object.keys(res.body), type).toEqual(Object.keys(record));
      // the record as its own page answers it
      const prefix = String(record.id).replace(/[^/]*$/, '');
      expect(String(res.body.id).startsWith(prefix), `${type}: ${res.body.id}`).toBe(true);
    }
  });

  it('picks among the records, the same one for the same seed', async () => {
    const ids = new Set<string>();
    for (let seed = 0; seed < 12; seed++) {
      const a = await t.get(`/api/works/random?seed=${seed}&select=id`);
      const b = await t.get(`/api/works/random?seed=${seed}&select=id`);
      expect(a.body).toEqual(b.body);
      ids.add(a.body.id);
    }
    expect(ids.size).toBeGreaterThan(6);
    const unseeded = new Set<string>();
    for (let i = 0; i < 8; i++) unseeded.add((await t.get('/api/works/random?select=id')).body.id);
    expect(unseeded.size).toBeGreaterThan(1);
    // a browser or proxy must not answer the next unseeded call from its cache
    const res = await t.app.inject({ method: 'GET', url: '/api/works/random' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('honours select, ignores list parameters, and answers a bad select with a 400', async () => {
    const res = await t.get('/api/authors/random?select=id,display_name&per_page=200&cursor=*');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['id', 'display_name']);
    const bad = await t.get('/api/works/random?select=DOESNTEXIST');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^DOESNTEXIST is not a valid select field/);
  });
});

describe('cursors that are not ours', () => {
  // OpenAlex's cursors are base64 of a Python list's text, e.g. "['-Infinity', 0, 'https://openalex.org/W1']"
  const openalexStyle = Buffer.from(JSON.stringify("['-Infinity', 0, 'https://openalex.org/W3045921891']")).toString(
    'base64',
  );
  const groupStyle = Buffer.from(JSON.stringify('supplementary-materials')).toString('base64');
  const otherJson = Buffer.from(JSON.stringify({ page: 2 })).toString('base64url');

  it.each([
    ['an OpenAlex list cursor', `/api/works?per_page=5&cursor=${encodeURIComponent(openalexStyle)}`],
    ['an OpenAlex group_by cursor', `/api/works?group_by=type&cursor=${encodeURIComponent(groupStyle)}`],
    ['base64 of other JSON', `/api/works?per_page=5&cursor=${otherJson}`],
    ['text that is not base64 of JSON', '/api/works?per_page=5&cursor=%25%25notbase64'],
    ['an OpenAlex list cursor on a group_by', `/api/works?group_by=type&cursor=${encodeURIComponent(openalexStyle)}`],
  ])('%s gets a 400 saying it is not a cursor of this server', async (_, url) => {
    const res = await t.get(url);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/is not a cursor of this server/);
    expect(res.body.message).not.toMatch(/different/);
  });

  it('tells an OpenAlex cursor apart from our own cursor reused with another query', async () => {
    const theirs = await t.get(`/api/works?per_page=5&sort=publication_year&cursor=${openalexStyle}`);
    expect(theirs.body.message).toMatch(/is not a cursor of this server/);
    const first = await t.get('/api/works?per_page=5&cursor=*');
    const res = await t.get(`/api/works?per_page=5&sort=publication_year&cursor=${first.body.meta.next_cursor}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('This cursor belongs to a different query or sort; start again with cursor=*.');
    const group = await t.get('/api/works?group_by=type&per_page=2&cursor=*');
    const other = await t.get(`/api/works?group_by=language&cursor=${group.body.meta.next_cursor}`);
    expect(other.status).toBe(400);
    expect(other.body.message).toMatch(/belongs to a different group_by/);
  });
});
