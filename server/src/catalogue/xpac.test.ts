import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { openTestApp } from '../../test/test-app.js';
import { useTempDirs } from '../../test/temp-dirs.js';
import { AnalyticsService, type SearchObject } from '../analytics/service.js';
import { importInto } from './ingest/build.js';
import { Catalogue } from './catalogue.js';

// A catalogue imported from twelve works, three of them marked as OpenAlex's xpac works: every
// list, count, group, autocomplete and analytics question leaves those out unless asked.

/* eslint-disable @typescript-eslint/no-explicit-any */
const tempDir = useTempDirs('xpac');
let catalogue: Catalogue;
let get: (url: string) => Promise<{ status: number; body: any }>;
let xpacIds: string[];
let regularIds: string[];
/** a word of the first xpac work's title */
let xpacWord: string;

beforeAll(async () => {
  const source = await openTestApp();
  let works: any[];
  try {
    works = (await source.get('/api/works?per_page=12&sort=cited_by_count:desc')).body.results;
  } finally {
    await source.close();
  }
  expect(works).toHaveLength(12);
  const records = works.map((w, i) => ({ ...w, is_xpac: i % 4 === 1 }));
  const short = (w: any) => String(w.id).replace('https://openalex.org/', '');
  xpacIds = records.filter((w) => w.is_xpac).map(short);
  regularIds = records.filter((w) => !w.is_xpac).map(short);
  // a title word no regular work's title has, so that the searches below tell the two apart
  const words = (w: any) => String(w.display_name ?? '').match(/\p{L}{5,}/gu) ?? [];
  const regularWords = new Set(
    records
      .filter((w) => !w.is_xpac)
      .flatMap(words)
      .map((s) => s.toLowerCase()),
  );
  xpacWord = words(records[1]).find((s) => !regularWords.has(s.toLowerCase()))!;
  expect(xpacWord).toBeDefined();

  const folder = tempDir();
  mkdirSync(path.join(folder, 'works'));
  writeFileSync(path.join(folder, 'works', 'part_000'), records.map((r) => JSON.stringify(r)).join('\n'));
  const dataDir = tempDir();
  const report = await importInto(dataDir, folder);
  expect(report.errors).toEqual([]);
  catalogue = await Catalogue.open(dataDir, { apiBase: 'http://localhost/api' });
  const app = await buildApp({ catalogue });
  get = async (url) => {
    const res = await app.inject({ method: 'GET', url });
    return { status: res.statusCode, body: res.json() };
  };
});

afterAll(() => catalogue?.close());

const idsOf = (body: any) => (body.results as any[]).map((w) => String(w.id).replace('https://openalex.org/', ''));

describe('works lists and counts', () => {
  it('leave the xpac works out by default', async () => {
    const { status, body } = await get('/api/works?per_page=50');
    expect(status).toBe(200);
    expect(body.meta.count).toBe(9);
    expect(idsOf(body).sort()).toEqual([...regularIds].sort());
    expect((body.results as any[]).every((w) => w.is_xpac === false)).toBe(true);
    // the same with include_xpac=false, and in a count the works cube answers (a year range)
    expect((await get('/api/works?include_xpac=false')).body.meta.count).toBe(9);
    const years = (await get('/api/works?filter=publication_year:1000-3000&per_page=1')).body;
    expect(years.meta.count).toBe(9);
  });

  it('include them with include_xpac=true', async () => {
    const { body } = await get('/api/works?include_xpac=true&per_page=50');
    expect(body.meta.count).toBe(12);
    expect(idsOf(body)).toEqual(expect.arrayContaining(xpacIds));
    expect((await get('/api/works?include_xpac=TRUE&filter=publication_year:1000-3000')).body.meta.count).toBe(12);
  });

  it('serve an is_xpac filter as asked, without include_xpac', async () => {
    const only = (await get('/api/works?filter=is_xpac:true&per_page=50')).body;
    expect(only.meta.count).toBe(3);
    expect(idsOf(only).sort()).toEqual([...xpacIds].sort());
    expect((only.results as any[]).every((w) => w.is_xpac === true)).toBe(true);
    expect((await get('/api/works?filter=is_xpac:false')).body.meta.count).toBe(9);
    expect((await get('/api/works?filter=is_xpac:!false')).body.meta.count).toBe(3);
    expect((await get('/api/works?filter=is_xpac:true|false')).body.meta.count).toBe(12);
  });

  it('leave them out of a search unless asked', async () => {
    const found = (await get(`/api/works?search=${encodeURIComponent(xpacWord)}`)).body;
    expect(idsOf(found)).not.toContain(xpacIds[0]);
    const all = (await get(`/api/works?search=${encodeURIComponent(xpacWord)}&include_xpac=true`)).body;
    expect(idsOf(all)).toContain(xpacIds[0]);
  });

  it('serve an xpac work by its id', async () => {
    const { status, body } = await get(`/api/works/${xpacIds[0]}`);
    expect(status).toBe(200);
    expect(body.is_xpac).toBe(true);
    expect((await get(`/api/works/${regularIds[0]}`)).body.is_xpac).toBe(false);
  });

  it('pick a random work among the regular ones unless asked', async () => {
    const picks = async (extra: string) => {
      const ids = new Set<string>();
      for (let i = 0; i < 30; i++) {
        const { body } = await get(`/api/works/random?seed=s${i}${extra}`);
        ids.add(String(body.id).replace('https://openalex.org/', ''));
      }
      return [...ids];
    };
    expect((await picks('')).filter((id) => xpacIds.includes(id))).toEqual([]);
    expect((await picks('&include_xpac=true')).some((id) => xpacIds.includes(id))).toBe(true);
  });

  it('answer a value of include_xpac other than true or false with a 400 naming it', async () => {
    for (const url of ['/api/works?include_xpac=yes', '/api/autocomplete/works?q=a&include_xpac=1']) {
      const { status, body } = await get(url);
      expect(status, url).toBe(400);
      expect(body.message).toMatch(/include_xpac/);
    }
  });
});

describe('group_by', () => {
  it('counts the regular works only, unless asked', async () => {
    const flags = (await get('/api/works?group_by=is_xpac')).body;
    expect(flags.meta.count).toBe(9);
    expect(flags.group_by.map((g: any) => [g.key, g.count])).toEqual([['false', 9]]);
    const all = (await get('/api/works?group_by=is_xpac&include_xpac=true')).body;
    expect(all.group_by.map((g: any) => [g.key, g.count])).toEqual([
      ['false', 9],
      ['true', 3],
    ]);
    const sum = (body: any) => (body.group_by as any[]).reduce((n, g) => n + g.count, 0);
    expect(sum((await get('/api/works?group_by=publication_year')).body)).toBe(9);
    expect(sum((await get('/api/works?group_by=publication_year&include_xpac=true')).body)).toBe(12);
    expect(sum((await get('/api/works?group_by=publication_year&filter=is_xpac:true')).body)).toBe(3);
  });
});

describe('autocomplete of works', () => {
  it('leaves the xpac works out unless asked', async () => {
    const ids = async (url: string) => ((await get(url)).body.results as any[]).map((r) => r.short_id);
    const q = encodeURIComponent(xpacWord);
    expect(await ids(`/api/autocomplete/works?q=${q}`)).not.toContain(`works/${xpacIds[0]}`);
    expect(await ids(`/api/autocomplete/works?q=${q}&include_xpac=true`)).toContain(`works/${xpacIds[0]}`);
    expect(await ids(`/api/autocomplete?q=${q}`)).not.toContain(`works/${xpacIds[0]}`);
  });
});

describe('analytics', () => {
  let service: AnalyticsService;
  beforeAll(() => {
    service = new AnalyticsService({ catalogue, labelsOf: () => () => undefined });
  });
  async function run(query: Record<string, unknown>): Promise<SearchObject> {
    const created = service.create(service.normalise({ query }), { userId: 'u1' });
    const done = await service.settled(created.id, 'u1');
    expect(done?.backend_error ?? null).toBeNull();
    return done!;
  }

  it('counts the regular works unless the works are filtered on is_xpac', async () => {
    const summary = await run({ get_rows: 'summary', show_columns: ['count'] });
    expect(summary.results[0]!.cells.count).toBe(9);
    const xpac = await run({
      get_rows: 'summary',
      filter_works: [{ column_id: 'is_xpac', value: true }],
      show_columns: ['count'],
    });
    expect(xpac.results[0]!.cells.count).toBe(3);
    const works = await run({ get_rows: 'works' });
    expect(works.meta.count).toBe(9);
    // an entity list without a works filter reads the metrics counted when the catalogue was built
    const types = await run({ get_rows: 'types', show_columns: ['display_name', 'count(works)'] });
    const counted = types.results.reduce((n, row) => n + Number(row.cells['count(works)'] ?? 0), 0);
    expect(counted).toBe(9);
    expect(types.meta.works_count).toBe(9);
  });
});
