import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { importInto } from './ingest/build.js';
import { Catalogue } from './catalogue.js';
import { newestOriginals } from './openalex/sample-originals.js';
import { pick } from './openalex/testing.js';

/* eslint-disable @typescript-eslint/no-explicit-any */
const SAMPLE = path.resolve(import.meta.dirname, '../../../../shared/conformance/openalex-sample');
const PAGES = path.join(SAMPLE, 'openalexPro-api-responses-2026/cursor-pages');
const ORIGINALS = newestOriginals(SAMPLE);
const original = (id: string) => ORIGINALS.get(`https://openalex.org/${id}`)!.record;

/** Tests that import into catalogues of their own (four imports each) on a shared, small machine. */
const IMPORTS_TIMEOUT = 600_000;

const dirs: string[] = [];
const open: Catalogue[] = [];

/** A catalogue of the given imports (one after another), and GET on its app. */
async function catalogueOf(...sources: string[]) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'alexandria-imported-'));
  dirs.push(dir);
  for (const source of sources) await importInto(dir, source);
  const catalogue = await Catalogue.open(dir);
  open.push(catalogue);
  const app = await buildApp({ catalogue });
  return async (url: string): Promise<{ status: number; body: any }> => {
    const res = await app.inject({ method: 'GET', url });
    return { status: res.statusCode, body: res.json() };
  };
}

let get: Awaited<ReturnType<typeof catalogueOf>>;

beforeAll(async () => {
  get = await catalogueOf(SAMPLE);
});

afterAll(() => {
  for (const c of open) c.close();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/** The served work has these paths exactly as its newest original. */
async function expectKept(id: string, paths: string[]) {
  const { body } = await get(`/api/works/${id}`);
  for (const p of paths) expect(pick(body, p), `${id} ${p}`).toEqual(pick(original(id), p));
}

const WORLD_BANK = { ror: 'https://ror.org/00ae7jd04', country_code: 'US', type: 'other' };

describe('stubs take the richest data seen (issue 32, item 2)', () => {
  it('fills the World Bank from the works that embed it, and its ROR finds their works', async () => {
    expect((await get('/api/institutions/I1334329717')).body).toMatchObject(WORLD_BANK);
    expect((await get('/api/works?filter=institutions.ror:00ae7jd04')).body.meta.count).toBe(6);
    expect((await get('/api/works?filter=institutions.ror:05bnh6r87')).body.meta.count).toBe(2); // Cornell
  });

  it('keeps the embedded institutions and concepts of each work as the work has them', async () => {
    await expectKept('W2160654481', ['authorships[].institutions']);
    await expectKept('W4312354161', ['concepts']);
  });

  it('gives concepts the wikidata id their references carry', async () => {
    for (const c of original('W4312354161').concepts as any[]) {
      if (c.wikidata) expect((await get(`/api/concepts/${c.id.slice(21)}`)).body.wikidata, c.id).toBe(c.wikidata);
    }
  });

  it(
    'in either order of files, across imports into an existing catalogue',
    async () => {
      // page 1 of chunk 2 names the World Bank only as a source's host organisation (no ROR)
      const rich = path.join(PAGES, 'json_chunk_1_results_page_1.json');
      const thin = path.join(PAGES, 'json_chunk_2_results_page_1.json');
      for (const order of [
        [rich, thin],
        [thin, rich],
      ]) {
        const g = await catalogueOf(...order);
        expect((await g('/api/institutions/I1334329717')).body, order.join(' then ')).toMatchObject(WORLD_BANK);
        expect((await g('/api/works?filter=institutions.ror:00ae7jd04')).body.meta.count).toBe(2);
      }
    },
    IMPORTS_TIMEOUT,
  );
});

describe('imported values are kept, not recomputed (item 3)', () => {
  it('keeps counts, ids, flags, affiliation strings, lineages and corresponding ids', async () => {
    await expectKept('W2741809807', ['institutions_distinct_count', 'authorships[].raw_affiliation_strings']);
    await expectKept('W1909800943', ['ids']); // its figshare DOI
    await expectKept('W4234567890', ['is_retracted', 'corresponding_institution_ids']); // null, not false
    await expectKept('W4311043552', ['primary_location.source.host_organization_lineage']);
    await expectKept('W2180613954', ['corresponding_author_ids']);
    await expectKept('W2268101936', ['corresponding_institution_ids']);
  });
});

describe('fields of newer schemas are served (item 4)', () => {
  it('serves locations ids, raw names and types, raw ORCIDs and the source fields we do not model', async () => {
    await expectKept('W2741809807', [
      'locations[].id',
      'locations[].raw_source_name',
      'primary_location.source.raw_type',
    ]);
    await expectKept('W1898014694', ['locations[].raw_type']);
    await expectKept('W2105824687', ['authorships[].raw_orcid']);
    await expectKept('W1934649023', ['primary_location.source.is_indexed_in_scopus']);
    await expectKept('W4312233861', ['locations[].doi']);
  });
});

describe('legacy work types (item 5)', () => {
  it('maps journal-article to article for filters, groups and the record, keeping the Crossref type', async () => {
    const groups = (await get('/api/works?group_by=type')).body.group_by.map((g: any) => g.key_display_name);
    expect(groups).not.toContain('journal-article');
    const { body } = await get('/api/works/W4206759534');
    expect([body.type, body.type_crossref]).toEqual(['article', 'journal-article']);
    const ids = (await get('/api/works?filter=type:article,ids.openalex:W4206759534')).body.results.map(
      (w: any) => w.id,
    );
    expect(ids).toEqual(['https://openalex.org/W4206759534']);
  });
});

describe('every referenced id has a row (item 6)', () => {
  it('serves a lineage ancestor outside the sample as a stub, still filterable', async () => {
    const { status, body } = await get('/api/institutions/I124357947');
    expect(status).toBe(200);
    expect(body.id).toBe('https://openalex.org/I124357947');
    expect((await get('/api/works?filter=authorships.institutions.lineage:I124357947')).body.meta.count).toBe(7);
  });

  it('has a row for every institution and publisher in a lineage', async () => {
    for (const [group, entity] of [
      ['authorships.institutions.lineage', 'institutions'],
      ['primary_location.source.publisher_lineage', 'publishers'],
    ]) {
      const keys = (await get(`/api/works?group_by=${group}&per_page=200`)).body.group_by.map((g: any) => g.key);
      expect(keys.length).toBeGreaterThan(5);
      for (const key of keys) expect((await get(`/api/${entity}/${key.slice(21)}`)).status, key).toBe(200);
    }
  });
});

describe('select=-trimmed records (partial)', () => {
  it(
    'never erase the fields of a full record of the same id, newer or not',
    async () => {
      const full = path.join(SAMPLE, 'go-openalex-snapshot-2023/openalex/works/W2741809807');
      const partialFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'alexandria-partial-')), 'page.json');
      dirs.push(path.dirname(partialFile));
      const trimmed = { id: 'https://openalex.org/W2741809807', display_name: 'Trimmed', updated_date: '2099-01-01' };
      writeFileSync(partialFile, JSON.stringify({ meta: { count: 1 }, results: [trimmed] }));
      for (const order of [
        [full, partialFile],
        [partialFile, full],
      ]) {
        const g = await catalogueOf(...order);
        const { body } = await g('/api/works/W2741809807');
        expect(body.title, order.join(' then ')).toBe(
          'The state of OA: a large-scale analysis of the prevalence and impact of Open Access articles',
        );
        expect(body.authorships.length).toBeGreaterThan(0);
      }
    },
    IMPORTS_TIMEOUT,
  );
});
