import Database from 'better-sqlite3';
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../app.js';
import { openTestApp, type TestApp } from '../../test/test-app.js';
import { Catalogue } from './catalogue.js';
import { namesTableDdl } from './search/names-index.js';
import { AC_ENTITIES } from './search/search-index.js';

// Catalogues written before names.sqlite kept their name tables in search.sqlite: such a
// catalogue answers autocomplete and entity searches as one with names.sqlite does.

/* eslint-disable @typescript-eslint/no-explicit-any */
let current: TestApp;
let dir: string;
let older: { get: (url: string) => Promise<any>; close: () => Promise<void> };

beforeAll(async () => {
  current = await openTestApp();
  const from = inject('catalogueDir');
  expect(existsSync(path.join(from, 'names.sqlite'))).toBe(true);
  dir = mkdtempSync(path.join(os.tmpdir(), 'alexandria-names-'));
  for (const f of ['catalogue.duckdb', 'search.sqlite']) copyFileSync(path.join(from, f), path.join(dir, f));
  // The older layout: the name tables, with the same rows in the same order, in search.sqlite.
  const db = new Database(path.join(dir, 'search.sqlite'));
  db.prepare('ATTACH DATABASE ? AS n').run(path.join(from, 'names.sqlite'));
  for (const e of AC_ENTITIES) {
    db.exec(namesTableDdl(`main.ac_${e}`));
    db.exec(`INSERT INTO main.ac_${e}(rowid, name, eid, display_name, hint, cited_by_count, works_count, external_id)
      SELECT rowid, name, eid, display_name, hint, cited_by_count, works_count, external_id FROM n.ac_${e} ORDER BY rowid`);
  }
  db.close();
  const catalogue = await Catalogue.open(dir, { apiBase: 'http://localhost/api' });
  const app = await buildApp({ catalogue });
  older = {
    get: async (url) => (await app.inject({ method: 'GET', url })).json(),
    close: async () => {
      await app.close();
      catalogue.close();
    },
  };
});

afterAll(async () => {
  await older.close();
  await current.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('name tables in search.sqlite (catalogues written before names.sqlite)', () => {
  it('answer autocomplete and entity searches as names.sqlite does', async () => {
    const author = (await current.get('/api/authors?per_page=1&sort=works_count:desc')).body.results[0];
    const word = String(author.display_name).split(' ').at(-1)!;
    for (const url of [
      `/api/autocomplete/authors?q=${encodeURIComponent(word)}`,
      `/api/autocomplete/works?q=${encodeURIComponent(word.slice(0, 2))}`,
      `/api/autocomplete?q=${encodeURIComponent(word)}`,
      `/api/institutions?search=${encodeURIComponent('university')}&per_page=5`,
    ]) {
      const now = (await current.get(url)).body;
      const then = await older.get(url);
      expect(now.results.length, url).toBeGreaterThan(0);
      expect(then.results, url).toEqual(now.results);
      expect(then.meta.count, url).toBe(now.meta.count);
    }
  });
});
