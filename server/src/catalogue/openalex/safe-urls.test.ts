import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.js';
import { importInto } from '../ingest/build.js';
import { Catalogue } from '../catalogue.js';
import { withHttpUrlsOnly } from './safe-urls.js';
import { fixture } from './testing.js';

// Records from outside may carry `javascript:` or `data:` URLs; the SPA renders URL fields as links.

/* eslint-disable @typescript-eslint/no-explicit-any */
const XSS = 'javascript:alert(document.cookie)';
let dir: string;
let catalogue: Catalogue;
let app: FastifyInstance;
const served = async (url: string) => (await app.inject({ method: 'GET', url })).json();

beforeAll(async () => {
  const work = fixture('api-2025/W3000000001.json') as any;
  for (const location of [work.primary_location, work.best_oa_location, ...work.locations]) {
    location.landing_page_url = XSS;
    location.pdf_url = ' JavaScript:alert(1)';
  }
  work.locations[1].landing_page_url = 'https://repository.examplia.ac.uk/item/42';
  work.open_access.oa_url = 'data:text/html,<script>alert(1)</script>';
  const institution = { ...fixture('api-2025/I7000000001.json'), homepage_url: XSS, image_url: 'vbscript:x' };
  Object.assign(institution, { image_thumbnail_url: 'https://img.example.org/thumb.png' });
  const source = { ...fixture('api-2025/S2000000001.json'), homepage_url: 'java\tscript:alert(1)' };

  const folder = mkdtempSync(path.join(os.tmpdir(), 'alexandria-urls-src-'));
  dir = mkdtempSync(path.join(os.tmpdir(), 'alexandria-urls-'));
  const file = path.join(folder, 'records.json');
  writeFileSync(file, JSON.stringify({ meta: { count: 3 }, results: [work, institution, source] }));
  const report = await importInto(dir, file);
  rmSync(folder, { recursive: true, force: true });
  expect(report.errors).toEqual([]);
  catalogue = await Catalogue.open(dir, { apiBase: 'http://localhost/api' });
  app = await buildApp({ catalogue });
});

afterAll(async () => {
  await app?.close();
  catalogue?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('importing records with non-http(s) URLs', () => {
  it('serves a work whose location URLs were javascript: with those URLs null and its http(s) URLs kept', async () => {
    const work = await served('/api/works/W3000000001');
    expect(work.id).toBe('https://openalex.org/W3000000001');
    for (const location of [work.primary_location, work.best_oa_location, ...work.locations]) {
      expect(location.pdf_url).toBeNull();
    }
    expect(work.primary_location.landing_page_url).toBeNull();
    expect(work.locations.map((l: any) => l.landing_page_url)).toEqual([
      null,
      'https://repository.examplia.ac.uk/item/42',
    ]);
    expect(work.open_access.oa_url).toBeNull();
    expect(work.cited_by_api_url).toMatch(/^https?:\/\//);
    expect(JSON.stringify(work)).not.toMatch(/javascript:|data:text/i);
  });

  it('serves institutions and sources with non-http(s) homepage and image URLs null', async () => {
    const institution = await served('/api/institutions/I7000000001');
    expect(institution.display_name).toBeTruthy();
    expect(institution.homepage_url).toBeNull();
    expect(institution.image_url).toBeNull();
    expect(institution.image_thumbnail_url).toBe('https://img.example.org/thumb.png');
    const source = await served('/api/sources/S2000000001');
    expect(source.homepage_url).toBeNull();
    expect(source.works_api_url).toMatch(/^https?:\/\//);
  });
});

describe('withHttpUrlsOnly', () => {
  it('leaves a record without unsafe URLs as it is, and copies rather than edits one with them', () => {
    const clean = { id: 'W1', locations: [{ pdf_url: 'http://x.org/a.pdf', url: null }], abstract: 'url' };
    expect(withHttpUrlsOnly(clean)).toBe(clean);
    const dirty = { id: 'W1', host_venue: { url: XSS }, ids: { doi: 'https://doi.org/10.1/x' } };
    expect(withHttpUrlsOnly(dirty)).toEqual({
      id: 'W1',
      host_venue: { url: null },
      ids: { doi: 'https://doi.org/10.1/x' },
    });
    expect(dirty.host_venue.url).toBe(XSS);
  });
});
