import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { catalogueFiles } from '../ingest/build.js';
import { Duck } from '../store/duck.js';
import { NamesIndex } from './names-index.js';
import { addNameTables } from './search-index.js';
import type { SearchIndexer } from './search-indexer.js';

// A generated catalogue's works name table is filled from the works' names as they are made
// (work-names.ts), not read back from DuckDB: it must hold what the works' row of AC_SOURCES gives.

const scratch = mkdtempSync(path.join(os.tmpdir(), 'alexandria-work-names-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const ROWS =
  'SELECT rowid, name, eid, display_name, hint, cited_by_count, works_count, external_id FROM ac_works ORDER BY rowid';

describe("the works' name table of a generated catalogue", () => {
  it('has the rows, in the order, that the SQL over its works gives', async () => {
    const files = catalogueFiles(inject('catalogueDir'));
    const duck = await Duck.open(files.duck, { readOnly: true, pool: 1 });
    const fromSql = new NamesIndex(path.join(scratch, 'names.sqlite'));
    try {
      // The indexer's work done in this thread (as it is when workers are not available).
      const local = { addNames: (table: string, file: string) => Promise.resolve(fromSql.addNames(table, file)) };
      await addNameTables(duck, local as unknown as SearchIndexer, scratch, ['works']);
    } finally {
      fromSql.close();
      duck.close();
    }
    const read = (file: string) => {
      const db = new Database(file, { readonly: true });
      try {
        return db.prepare(ROWS).all();
      } finally {
        db.close();
      }
    };
    const generated = read(files.names);
    expect(generated.length).toBeGreaterThan(1000);
    expect(generated.some((r: any) => r.hint?.endsWith(' et al.'))).toBe(true); // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(generated.some((r: any) => r.external_id === null)).toBe(true); // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(generated).toEqual(read(path.join(scratch, 'names.sqlite')));
  });
});
