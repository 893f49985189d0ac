import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueFiles, generateCatalogueInto, importInto } from './ingest/build.js';
import { Catalogue } from './catalogue.js';
import { Duck } from './store/duck.js';
import { WORKS_ROWS_META } from './store/schema.js';
import { prefixQuery } from './search/text-search.js';

// A generated catalogue keeps its works' abstracts, authorships, keywords and SDGs in search.sqlite only;
// its records are whole all the same, and an import into it puts them back into DuckDB first.

/* eslint-disable @typescript-eslint/no-explicit-any */
let dir: string;
let folder: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'alexandria-genmerge-'));
  folder = mkdtempSync(path.join(os.tmpdir(), 'alexandria-genmerge-src-'));
  await generateCatalogueInto(dir, { works: 400, seed: 3 });
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  rmSync(folder, { recursive: true, force: true });
});

async function duckCounts(): Promise<{ empty: number; works: number; meta: number }> {
  const duck = await Duck.open(catalogueFiles(dir).duck, { readOnly: true, pool: 1 });
  try {
    const row = await duck.one<{ empty: number; works: number }>(
      'SELECT count(*) FILTER (WHERE authorships IS NULL) AS empty, count(*) AS works FROM works',
    );
    const meta = await duck.one<{ n: number }>('SELECT count(*) AS n FROM catalogue_meta WHERE key = ?', [
      WORKS_ROWS_META,
    ]);
    return { empty: Number(row?.empty), works: Number(row?.works), meta: Number(meta?.n) };
  } finally {
    duck.close();
  }
}

/** A work with several authors, its record, and what searching for its first author finds. */
async function aWorkWithAuthors(c: Catalogue): Promise<any> {
  const page = (await c.list('works', {
    filter: 'authors_count:>2',
    per_page: '1',
    sort: 'cited_by_count:desc',
  })) as any;
  return page.results[0];
}

describe('a generated catalogue', () => {
  it('leaves record-only columns out of DuckDB but serves whole records, hints and selects', async () => {
    expect(await duckCounts()).toEqual({ empty: 400, works: 400, meta: 1 });
    const c = await Catalogue.open(dir);
    try {
      const work = await aWorkWithAuthors(c);
      expect(work.authorships.length).toBeGreaterThan(2);
      expect(work.authorships[0].author.display_name).toEqual(expect.any(String));
      expect(work.keywords.length).toBeGreaterThan(0);
      const selected = (await c.list('works', { filter: `ids.openalex:${work.id}`, select: 'id,authorships' })) as any;
      expect(Object.keys(selected.results[0]).sort()).toEqual(['authorships', 'id']);
      // has_abstract reads a derived flag: the abstracts themselves are not in DuckDB.
      const ids = await c.duck.all<{ id: number }>('SELECT id FROM works');
      const stored = c.text!.workRows(ids.map((r) => Number(r.id)));
      const withAbstract = [...stored.values()].filter((r) => r.abstract !== null).length;
      expect(withAbstract).toBeGreaterThan(0);
      const flagged = (await c.list('works', { filter: 'has_abstract:true' })) as any;
      expect(flagged.meta.count).toBe(withAbstract);
      const names = work.authorships.slice(0, 3).map((a: any) => a.author.display_name);
      const hits = c.text!.autocomplete('works', prefixQuery(work.title)!, 10);
      const hit = hits.find((h) => `https://openalex.org/W${h.eid}` === work.id);
      expect(hit?.hint).toBe(`${names.join(', ')}${work.authorships.length > 3 ? ' et al.' : ''}`);
    } finally {
      c.close();
    }
  });

  it('takes an import: the generated works keep their authors, in records and in search', async () => {
    const before = await Catalogue.open(dir);
    let work: any;
    let imported: any;
    try {
      work = await aWorkWithAuthors(before);
      imported = ((await before.list('works', { per_page: '2', sort: 'publication_date:asc' })) as any).results;
    } finally {
      before.close();
    }
    // Two of its own works, re-imported with a new title: they replace the generated rows.
    const file = path.join(folder, 'works.json');
    const renamed = imported.map((w: any) => ({
      ...w,
      title: `Reimported ${w.title}`,
      updated_date: '2099-01-01T00:00:00',
    }));
    writeFileSync(file, JSON.stringify({ meta: { count: 2 }, results: renamed }));
    const report = await importInto(dir, file);
    expect(report.errors).toEqual([]);
    // The merge put the record-only columns back into DuckDB, and the compaction took them out again.
    expect(await duckCounts()).toEqual({ empty: 400, works: 400, meta: 1 });
    const c = await Catalogue.open(dir);
    try {
      const again = (await c.list('works', { filter: `ids.openalex:${work.id}` })) as any;
      expect(again.results[0].authorships).toEqual(work.authorships);
      expect(again.results[0].keywords).toEqual(work.keywords);
      const author = work.authorships[0].author.display_name as string;
      const found = (await c.list('works', { filter: `raw_author_name.search:"${author}"`, per_page: '200' })) as any;
      expect(found.results.map((r: any) => r.id)).toContain(work.id);
      const mine = (await c.list('works', { search: 'Reimported', per_page: '5' })) as any;
      expect(mine.results.map((r: any) => r.title).sort()).toEqual(renamed.map((w: any) => w.title).sort());
    } finally {
      c.close();
    }
  });

  it('refuses an import, changing nothing, when its stored rows are gone', async () => {
    const bare = mkdtempSync(path.join(os.tmpdir(), 'alexandria-genmerge-bare-'));
    try {
      await generateCatalogueInto(bare, { works: 300, seed: 4 });
      rmSync(catalogueFiles(bare).search);
      const file = path.join(folder, 'none.json');
      writeFileSync(file, JSON.stringify({ meta: { count: 0 }, results: [] }));
      await expect(importInto(bare, file)).rejects.toThrow(
        `The catalogue keeps its works' abstracts, authorships and keywords in ${catalogueFiles(bare).search}, which is missing`,
      );
      const duck = await Duck.open(catalogueFiles(bare).duck, { readOnly: true, pool: 1 });
      try {
        const meta = await duck.one<{ n: number }>('SELECT count(*) AS n FROM catalogue_meta WHERE key = ?', [
          WORKS_ROWS_META,
        ]);
        expect(Number(meta?.n)).toBe(1);
      } finally {
        duck.close();
      }
    } finally {
      rmSync(bare, { recursive: true, force: true });
    }
  });
});
