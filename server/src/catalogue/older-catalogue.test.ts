import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../../test/test-app.js';
import { catalogueFiles, importInto } from './ingest/build.js';
import { Catalogue } from './catalogue.js';
import { Duck } from './store/duck.js';
import { RAW_AFFILIATIONS_SQL } from './store/schema.js';
import { restoreWorkRecordColumns } from './ingest/restore-records.js';

// A catalogue written before w_country_bits existed: it is still served correctly, and an
// import into it adds the column, fills it for the works already there and keeps filtering right.

/* eslint-disable @typescript-eslint/no-explicit-any */
let source: TestApp;
let dir: string;
let folder: string;
let works: any[];
let country: string;

beforeAll(async () => {
  source = await openTestApp();
  const page = (await source.get('/api/works?filter=authorships.countries:US|CN|GB|DE&per_page=6')).body;
  works = page.results;
  country = String(works[0].authorships.flatMap((a: any) => a.countries)[0]);
  dir = mkdtempSync(path.join(os.tmpdir(), 'alexandria-older-'));
  folder = mkdtempSync(path.join(os.tmpdir(), 'alexandria-older-src-'));
  mkdirSync(path.join(folder, 'works'));
  writeFileSync(
    path.join(folder, 'works', 'part_000'),
    works
      .slice(0, 4)
      .map((w) => JSON.stringify(w))
      .join('\n'),
  );
  await importInto(dir, folder);
  // What an older version wrote: no bits column, no bit list.
  const files = catalogueFiles(dir);
  const duck = await Duck.open(files.duck, { pool: 1 });
  // Its works kept every column in DuckDB (an import now leaves the record-only ones to search.sqlite).
  await restoreWorkRecordColumns(duck, files.search, dir);
  await duck.run('DROP INDEX IF EXISTS works_id');
  await duck.run('ALTER TABLE works DROP COLUMN w_country_bits');
  await duck.run('ALTER TABLE works DROP COLUMN w_has_abstract');
  await duck.run('ALTER TABLE works DROP COLUMN w_first_authors');
  // … and before works had is_xpac.
  await duck.run('ALTER TABLE works DROP COLUMN is_xpac');
  // Works listed their raw affiliation strings before they had a flag for having any.
  await duck.run('ALTER TABLE works DROP COLUMN w_has_raw_affiliations');
  await duck.run('ALTER TABLE works ADD COLUMN w_raw_affiliations VARCHAR[]');
  await duck.run(`UPDATE works SET w_raw_affiliations = ${RAW_AFFILIATIONS_SQL}`);
  await duck.run('CREATE INDEX works_id ON works(id)');
  await duck.run('DROP TABLE country_bits');
  // … and before local counts.
  await duck.run('DROP INDEX institutions_id');
  await duck.run('ALTER TABLE institutions DROP COLUMN l_works_count');
  await duck.run('ALTER TABLE institutions DROP COLUMN l_cited_by_count');
  await duck.run('CREATE INDEX institutions_id ON institutions(id)');
  await duck.run('DROP TABLE work_citing_counts');
  duck.close();
});

afterAll(async () => {
  await source.close();
  rmSync(dir, { recursive: true, force: true });
  rmSync(folder, { recursive: true, force: true });
});

/** has_abstract:true as the API counts it, and as the stored abstracts say. */
async function abstractsOf(c: Catalogue): Promise<{ api: number; oracle: number }> {
  const api = ((await c.list('works', { filter: 'has_abstract:true' })) as any).meta.count as number;
  const ids = await c.duck.all<{ id: number }>('SELECT id FROM works');
  const stored = c.text!.workRows(ids.map((r) => Number(r.id)));
  return { api, oracle: [...stored.values()].filter((r) => r.abstract !== null).length };
}

/**
 * has_raw_affiliation_strings:false as the API counts it, and as the authorships say; every work
 * is counted by either :true or :false.
 */
async function withoutAffiliationsOf(c: Catalogue): Promise<{ api: number; oracle: number }> {
  const count = async (filter: string) => ((await c.list('works', { filter })) as any).meta.count as number;
  const api = await count('has_raw_affiliation_strings:false');
  const all = ((await c.list('works', {})) as any).meta.count as number;
  expect(api + (await count('has_raw_affiliation_strings:true'))).toBe(all);
  const ids = await c.duck.all<{ id: number }>('SELECT id FROM works');
  const stored = [...c.text!.workRows(ids.map((r) => Number(r.id))).values()];
  const hasRaw = (w: any) =>
    (w.authorships ?? []).some((a: any) => (a.affiliations ?? []).some((f: any) => f.raw_affiliation_string));
  return { api, oracle: stored.filter((w) => !hasRaw(w)).length };
}

async function countsOf(c: Catalogue): Promise<{ api: number; oracle: number }> {
  const api = ((await c.list('works', { filter: `authorships.countries:${country}` })) as any).meta.count as number;
  const row = await c.duck.one<{ n: number }>(
    `SELECT count(*) AS n FROM works WHERE list_contains(w_countries, '${country}')`,
  );
  return { api, oracle: Number(row?.n) };
}

describe('a catalogue written before country bits', () => {
  it('is filtered by country through the country lists', async () => {
    const c = await Catalogue.open(dir);
    try {
      const { api, oracle } = await countsOf(c);
      expect(oracle).toBeGreaterThan(0);
      expect(api).toBe(oracle);
      const abstracts = await abstractsOf(c);
      expect(abstracts.oracle).toBeGreaterThan(0);
      expect(abstracts.api).toBe(abstracts.oracle);
      const bare = await withoutAffiliationsOf(c);
      expect(bare.api).toBe(bare.oracle);
      // Without is_xpac every work is a regular one: listed, counted and grouped as such.
      const all = ((await c.list('works', {})) as any).meta.count as number;
      expect(all).toBe(4);
      expect(((await c.list('works', { filter: 'is_xpac:true' })) as any).meta.count).toBe(0);
      expect(((await c.list('works', { filter: 'is_xpac:false' })) as any).meta.count).toBe(all);
      const flags = (await c.list('works', { group_by: 'is_xpac' })) as any;
      expect(flags.group_by.map((g: any) => [g.key, g.count])).toEqual([['false', all]]);
      // Without local counts the records' own figures stand in for them.
      const institutions = (await c.list('institutions', {
        sort: 'local_works_count:desc',
        local_counts: 'true',
      })) as any;
      const first = institutions.results[0];
      expect(first.local_counts).toEqual({ works_count: first.works_count, cited_by_count: first.cited_by_count });
      const cited = (await c.list('works', { sort: 'local_cited_by_count', local_counts: 'true' })) as any;
      expect(cited.results[0].local_counts.cited_by_count).toBe(cited.results[0].cited_by_count);
    } finally {
      c.close();
    }
  });

  it('takes an import: the column is added and filled for the works already there', async () => {
    const more = path.join(folder, 'more.json');
    writeFileSync(more, JSON.stringify({ meta: { count: 2 }, results: works.slice(4, 6) }));
    const report = await importInto(dir, more);
    expect(report.errors).toEqual([]);
    const c = await Catalogue.open(dir);
    try {
      const nulls = await c.duck.one<{ n: number }>('SELECT count(*) AS n FROM works WHERE w_country_bits IS NULL');
      expect(Number(nulls?.n)).toBe(0);
      const { api, oracle } = await countsOf(c);
      expect(oracle).toBeGreaterThan(0);
      expect(api).toBe(oracle);
      expect(((await c.list('works', {})) as any).meta.count).toBe(6);
      const flags = await c.duck.one<{ n: number }>('SELECT count(*) AS n FROM works WHERE w_has_abstract IS NULL');
      expect(Number(flags?.n)).toBe(0);
      const xpac = await c.duck.one<{ n: number }>('SELECT count(*) AS n FROM works WHERE is_xpac IS NULL');
      expect(Number(xpac?.n)).toBe(0);
      expect(((await c.list('works', { filter: 'is_xpac:false' })) as any).meta.count).toBe(6);
      const abstracts = await abstractsOf(c);
      expect(abstracts.api).toBe(abstracts.oracle);
      const unset = await c.duck.one<{ n: number }>(
        'SELECT count(*) AS n FROM works WHERE w_has_raw_affiliations IS NULL',
      );
      expect(Number(unset?.n)).toBe(0);
      const bare = await withoutAffiliationsOf(c);
      expect(bare.api).toBe(bare.oracle);
      const local = (await c.list('works', { sort: 'local_cited_by_count', local_counts: 'true' })) as any;
      const top = local.results[0];
      const citing = (await c.list('works', { filter: `cites:${top.id.replace('https://openalex.org/', '')}` })) as any;
      expect(top.local_counts.cited_by_count).toBe(citing.meta.count);
    } finally {
      c.close();
    }
  });
});
