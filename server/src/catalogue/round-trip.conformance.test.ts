import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { importInto } from './build.js';
import { Catalogue } from './catalogue.js';
import { compareWork, newestOriginals } from './openalex/sample-originals.js';
import { currentWorkType } from './vocab/work-types.js';

/* eslint-disable @typescript-eslint/no-explicit-any */
const SAMPLE = path.resolve(import.meta.dirname, '../../../../shared/conformance/openalex-sample');
const API_BASE = 'http://localhost:4612/api';

let dir: string;
let catalogue: Catalogue;
let get: (url: string) => Promise<{ status: number; body: any }>;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'alexandria-round-trip-'));
  await importInto(dir, SAMPLE);
  catalogue = await Catalogue.open(dir, { apiBase: API_BASE });
  const app = await buildApp({ catalogue });
  get = async (url) => {
    const res = await app.inject({ method: 'GET', url });
    return { status: res.statusCode, body: res.json() };
  };
});

afterAll(() => {
  catalogue?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('every imported work is served as its newest original', () => {
  it('differs from none of them but for the API base and the legacy types', async () => {
    const originals = newestOriginals(SAMPLE);
    expect(originals.size).toBe(466);
    const differences: string[] = [];
    const added = new Map<string, number>();
    for (const [id, { record, file }] of originals) {
      const short = id.slice('https://openalex.org/'.length);
      const { status, body } = await get(`/api/works/${short}`);
      if (status !== 200) {
        differences.push(`${short}: status ${status}`);
        continue;
      }
      const cmp = compareWork(body, record, { apiBase: API_BASE, mapType: currentWorkType });
      for (const d of cmp.differences) differences.push(`${short} (${file})${d}`);
      for (const a of new Set(cmp.added)) added.set(a, (added.get(a) ?? 0) + 1);
    }
    // Keys the served records add to originals that lack them (older schemas), for the report.
    console.log(
      `${originals.size} works compared, ${differences.length} differences; keys added:`,
      Object.fromEntries([...added].sort()),
    );
    expect(differences.slice(0, 100)).toEqual([]);
    expect(differences.length).toBe(0);
  });
});
