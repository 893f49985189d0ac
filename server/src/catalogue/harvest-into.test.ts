import { writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../../test/test-app.js';
import { harvestInto, importInto } from './ingest/build.js';
import { Catalogue } from './catalogue.js';
import { useTempDirs } from '../../test/temp-dirs.js';

/* eslint-disable @typescript-eslint/no-explicit-any */
let source: TestApp;
let address: string;
const tempDir = useTempDirs('harvest');

beforeAll(async () => {
  source = await openTestApp();
  address = await source.app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await source.close();
});

describe('harvest from a second instance of this server on loopback', () => {
  it('pulls a filtered slice with cursor paging, stops at --max, and serves it', async () => {
    const url = `${address}/api/works?filter=publication_year:2010-`;
    const total = ((await (await fetch(`${url}&per_page=1`)).json()) as any).meta.count as number;
    const dir = tempDir();
    const report = await harvestInto(dir, url, { max: 450, perPage: 200 });
    expect(report.errors).toEqual([]);
    expect(report.records).toBe(Math.min(450, total));
    const copy = await Catalogue.open(dir);
    try {
      const page = (await copy.list('works', { per_page: '1' })) as any;
      expect(page.meta.count).toBe(Math.min(450, total));
      const one = page.results[0];
      const original = (await (await fetch(`${address}/api/works/${one.id.split('/').pop()}`)).json()) as any;
      for (const key of [
        'id',
        'doi',
        'title',
        'publication_year',
        'type',
        'open_access',
        'cited_by_count',
        'referenced_works',
        'abstract_inverted_index',
      ]) {
        expect(one[key], key).toEqual(original[key]);
      }
      expect(one.authorships.map((a: any) => a.institutions.map((i: any) => i.display_name))).toEqual(
        original.authorships.map((a: any) => a.institutions.map((i: any) => i.display_name)),
      );
    } finally {
      copy.close();
    }
  });
});

describe('import', () => {
  it('reports a bad line with its file and line, imports the rest, and merges a second import', async () => {
    const works = ((await (await fetch(`${address}/api/works?per_page=3`)).json()) as any).results;
    const folder = tempDir();
    mkdirSync(path.join(folder, 'works'), { recursive: true });
    const file = path.join(folder, 'works', 'part_000');
    writeFileSync(file, `${JSON.stringify(works[0])}\n{not json\n${JSON.stringify(works[1])}\n`);
    const dir = tempDir();
    const report = await importInto(dir, folder);
    expect(report.records).toBe(2);
    expect(report.errors).toHaveLength(1);
    expect(report.errors[0]!.file).toBe(file);
    expect(report.errors[0]!.line).toBe(2);

    const more = path.join(folder, 'more.json');
    writeFileSync(more, JSON.stringify({ meta: { count: 1 }, results: [works[2]] }));
    await importInto(dir, more);
    const c = await Catalogue.open(dir);
    try {
      expect(((await c.list('works', {})) as any).meta.count).toBe(3);
    } finally {
      c.close();
    }
  });
});
