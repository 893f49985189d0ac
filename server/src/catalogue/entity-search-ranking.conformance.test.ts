import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { importInto } from './ingest/build.js';
import { Catalogue } from './catalogue.js';

/* eslint-disable @typescript-eslint/no-explicit-any */
const PART = path.resolve(
  import.meta.dirname,
  '../../../../shared/conformance/openalex-sample/go-openalex-snapshot-2023/openalex/institutions/updated_date=2023-09-04/part_000',
);

let source: string;
let dataDir: string;
let catalogue: Catalogue;
let get: (url: string) => Promise<any>;
let universities: string[];

// A catalogue of one kind of institution, as a harvest of a consortium's members gives: the
// sample's 14 universities and 6 other institutions, so that "university" is in most names, where
// FTS5's BM25 floors the word's weight.
beforeAll(async () => {
  const records = readFileSync(PART, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
  const isUniversity = (r: any) => /university/i.test(r.display_name);
  const chosen = [...records.filter(isUniversity), ...records.filter((r) => !isUniversity(r)).slice(0, 6)];
  universities = chosen.filter(isUniversity).map((r) => r.id);
  source = mkdtempSync(path.join(os.tmpdir(), 'alexandria-entity-rank-src-'));
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'alexandria-entity-rank-data-'));
  writeFileSync(path.join(source, 'institutions.json'), JSON.stringify(chosen));
  await importInto(dataDir, source);
  catalogue = await Catalogue.open(dataDir);
  const app = await buildApp({ catalogue });
  get = async (url) => (await app.inject({ method: 'GET', url })).json();
});

afterAll(() => {
  catalogue?.close();
  rmSync(source, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

describe('searching entities for a word most of their names have', () => {
  it('gives every match a positive relevance, highest first, and ranks by it', async () => {
    expect(universities.length).toBeGreaterThan(10);
    const body = await get('/api/institutions?search=university&per_page=50');
    // the imported universities, and the stubs of universities their records name
    expect(body.meta.count).toBeGreaterThanOrEqual(universities.length);
    const scores: number[] = body.results.map((r: any) => r.relevance_score);
    for (const s of scores) expect(s).toBeGreaterThan(0);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    // the scores tell the matches apart (they were all 0, ordered by id)
    expect(new Set(scores).size).toBeGreaterThan(1);
    expect(body.results.map((r: any) => r.id)).toEqual(expect.arrayContaining(universities));
    for (const r of body.results) expect(r.display_name).toMatch(/universit/i);
  });
});
