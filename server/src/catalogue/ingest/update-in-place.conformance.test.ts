import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { Catalogue } from '../catalogue.js';
import { SAMPLE } from '../../testing/imported-sample.js';
import { newestOriginals, type Json } from '../openalex/sample-originals.js';
import { importInto } from './build.js';
import { updateCatalogue, type UpdateResult } from './update.js';

/*
 * An update changed in place (only its works taken out of and put into the search file) must
 * serve what the same update serves when it rebuilds the index from every work: the real sample's
 * works, 400 imported, then a partition revising 20 of them and adding the other 66, 5 deleted
 * and 3 merged away.
 */

const dirs: string[] = [];
const tempDir = (name: string) => {
  const d = mkdtempSync(path.join(os.tmpdir(), `alexandria-${name}-`));
  dirs.push(d);
  return d;
};

const works = [...newestOriginals(SAMPLE).values()].map((o) => o.record);
const base = works.slice(0, 400);
const added = works.slice(400);
const revised = base.slice(0, 20).map((w, i) => ({
  ...w,
  title: `Zyxrevised study ${i}`,
  display_name: `Zyxrevised study ${i}`,
  updated_date: '2026-11-01T00:00:00.000000',
}));
const deleted = base.slice(20, 25);
const merged = base.slice(25, 28).map((w, i) => ({ from: w, into: base[30 + i]! }));
const short = (w: Json) => String(w.id).slice('https://openalex.org/'.length);

function writePartition(root: string, date: string, records: Json[]): void {
  const dir = path.join(root, 'works', `updated_date=${date}`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'part_000'), records.map((w) => JSON.stringify(w)).join('\n') + '\n');
}

type Served = { get(url: string): Promise<{ status: number; body: unknown }>; close(): void };

async function serve(dataDir: string): Promise<Served> {
  const catalogue = await Catalogue.open(dataDir);
  const app = await buildApp({ catalogue });
  return {
    async get(url) {
      const res = await app.inject({ method: 'GET', url });
      const body = res.json() as { meta?: Json };
      delete body.meta?.db_response_time_ms; // the one part of an answer that may differ
      return { status: res.statusCode, body };
    },
    close: () => catalogue.close(),
  };
}

let inPlace: { result: UpdateResult; served: Served };
let rebuilt: { result: UpdateResult; served: Served };

beforeAll(async () => {
  const first = tempDir('in-place-first');
  writePartition(first, '2025-01-01', base);
  const dataA = tempDir('in-place-a');
  await importInto(dataA, first);
  const dataB = tempDir('in-place-b');
  cpSync(dataA, dataB, { recursive: true });
  const delta = tempDir('in-place-delta');
  writePartition(delta, '2025-01-01', base);
  writePartition(delta, '2026-11-01', [...revised, ...added]);
  writeFileSync(path.join(delta, 'works', 'deleted_ids.csv'), deleted.map(short).join('\n') + '\n');
  mkdirSync(path.join(delta, 'merged_ids', 'works'), { recursive: true });
  writeFileSync(
    path.join(delta, 'merged_ids', 'works', '2026-11-01.csv'),
    ['merge_date,id,merge_into_id', ...merged.map((m) => `2026-11-01,${short(m.from)},${short(m.into)}`)].join('\n'),
  );
  const a = await updateCatalogue(dataA, delta, { maxChange: 0.5 });
  const b = await updateCatalogue(dataB, delta, { maxChange: 0.5, rebuild: true });
  inPlace = { result: a, served: await serve(dataA) };
  rebuilt = { result: b, served: await serve(dataB) };
}, 600_000);

afterAll(() => {
  inPlace?.served.close();
  rebuilt?.served.close();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/** The most frequent title words of the sample (longer than five letters). */
function titleWords(n: number): string[] {
  const counts = new Map<string, number>();
  for (const w of works) {
    for (const word of String(w.title ?? '')
      .toLowerCase()
      .split(/[^a-z]+/)) {
      if (word.length > 5) counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  }
  return [...counts]
    .sort((x, y) => y[1] - x[1] || x[0].localeCompare(y[0]))
    .slice(0, n)
    .map(([w]) => w);
}

describe('an update changed in place', () => {
  it('took the in-place path, the other the rebuild, with the same counts', () => {
    expect(inPlace.result.inPlace).toBe(true);
    expect(rebuilt.result.inPlace).toBe(false);
    const counts = (r: UpdateResult) => [r.added, r.replaced, r.deleted, r.merged, r.works];
    expect(counts(inPlace.result)).toEqual([66, 20, 8, 3, 400]);
    expect(counts(rebuilt.result)).toEqual(counts(inPlace.result));
  });

  it('serves every work as the rebuilt catalogue does', async () => {
    const differing: string[] = [];
    for (const w of works) {
      const url = `/api/works/${short(w)}`;
      const [a, b] = await Promise.all([inPlace.served.get(url), rebuilt.served.get(url)]);
      if (a.status !== b.status || JSON.stringify(a.body) !== JSON.stringify(b.body)) differing.push(short(w));
    }
    expect(differing).toEqual([]);
    const gone = await inPlace.served.get(`/api/works/${short(deleted[0]!)}`);
    expect(gone.status).toBe(404);
    const revisedOne = (await inPlace.served.get(`/api/works/${short(revised[3]!)}`)).body as Json;
    expect(revisedOne.title).toBe('Zyxrevised study 3');
    const mergedOne = (await inPlace.served.get(`/api/works/${short(merged[0]!.from)}`)).body as Json;
    expect(mergedOne.id).toBe(merged[0]!.into.id);
  });

  it('finds by search, title and autocomplete what the rebuilt catalogue finds', async () => {
    const words = titleWords(25);
    expect(words.length).toBe(25);
    const urls = [
      // with the relevance scores: BM25 reads the index's totals of rows and tokens
      '/api/works?search=zyxrevised&per_page=50&select=id,relevance_score',
      '/api/works?filter=title.search:zyxrevised&per_page=50&select=id',
      '/api/autocomplete/works?q=zyxrevised',
      ...words.flatMap((w) => [
        `/api/works?search=${w}&per_page=200&select=id,relevance_score`,
        `/api/works?filter=title.search:${w}&per_page=200&select=id`,
      ]),
    ];
    for (const url of urls) {
      const [a, b] = await Promise.all([inPlace.served.get(url), rebuilt.served.get(url)]);
      expect(a.status, url).toBe(200);
      expect(a.body, url).toEqual(b.body);
    }
    const found = (await inPlace.served.get('/api/works?filter=title.search:zyxrevised&per_page=50&select=id'))
      .body as { meta: { count: number } };
    expect(found.meta.count).toBe(20);
    // A revised work's old title no longer finds it by title; a deleted work is not found at all.
    const oldTitle = String(base[0]!.title);
    const byOldTitle = (
      await inPlace.served.get(`/api/works?filter=title.search:${encodeURIComponent(oldTitle)}&per_page=200&select=id`)
    ).body as { results: { id: string }[] };
    expect(byOldTitle.results.map((r) => r.id)).not.toContain(base[0]!.id);
    const deletedTitle = String(deleted[0]!.title);
    const byDeletedTitle = (
      await inPlace.served.get(`/api/works?search=${encodeURIComponent(deletedTitle)}&per_page=200&select=id`)
    ).body as { results: { id: string }[] };
    expect(byDeletedTitle.results.map((r) => r.id)).not.toContain(deleted[0]!.id);
  });

  it('counts and groups as the rebuilt catalogue does', async () => {
    const urls = [
      '/api/works?group_by=publication_year',
      '/api/works?group_by=authorships.institutions.lineage',
      '/api/works?group_by=authorships.countries',
      '/api/works?group_by=primary_topic.field.id',
      '/api/institutions?per_page=200&select=id,works_count,cited_by_count&sort=works_count:desc,id',
      '/api/authors?per_page=200&select=id,works_count&sort=works_count:desc,id',
      '/api/autocomplete/institutions?q=univ',
    ];
    for (const url of urls) {
      const [a, b] = await Promise.all([inPlace.served.get(url), rebuilt.served.get(url)]);
      expect(a.status, url).toBe(200);
      expect(a.body, url).toEqual(b.body);
    }
  });
});
