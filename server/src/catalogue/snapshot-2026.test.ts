import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { DuckDBInstance } from '@duckdb/node-api';
import { describe, expect, it } from 'vitest';
import { importInto } from './ingest/build.js';
import { Catalogue } from './catalogue.js';
import { listDeletedIds, listMergedIds, listSnapshot } from './openalex/snapshot-files.js';
import { FIXTURES } from './openalex/testing.js';
import { useTempDirs } from '../../test/temp-dirs.js';

/* eslint-disable @typescript-eslint/no-explicit-any */
const tempDir = useTempDirs('snap26');

const OLD = path.join(FIXTURES, 'snapshot-2023');
const PARTS = {
  works: ['2026-06-01', path.join(OLD, 'works/updated_date=2023-06-01/part_000')],
  authors: ['2026-06-02', path.join(OLD, 'authors/updated_date=2023-06-02/part_000')],
} as const;

/** A snapshot in OpenAlex's 2026 layout: data/jsonl/<entity>/updated_date=…/part_0000.gz and manifest.json. */
function snapshot2026(): { root: string; jsonl: string; part: (entity: keyof typeof PARTS) => string } {
  const root = tempDir();
  const jsonl = path.join(root, 'data', 'jsonl');
  const part = (entity: keyof typeof PARTS) =>
    path.join(jsonl, entity, `updated_date=${PARTS[entity][0]}`, 'part_0000.gz');
  const entries = (Object.keys(PARTS) as (keyof typeof PARTS)[]).map((entity) => {
    const text = readFileSync(PARTS[entity][1], 'utf8');
    mkdirSync(path.dirname(part(entity)), { recursive: true });
    writeFileSync(part(entity), gzipSync(text));
    return {
      url: `s3://openalex/data/jsonl/${entity}/updated_date=${PARTS[entity][0]}/part_0000.gz`,
      meta: { content_length: statSync(part(entity)).size, record_count: text.trim().split('\n').length },
    };
  });
  writeFileSync(path.join(jsonl, 'manifest.json'), JSON.stringify({ entries, meta: {} }));
  mkdirSync(path.join(root, 'data', 'merged_ids', 'works'), { recursive: true });
  writeFileSync(
    path.join(root, 'data', 'merged_ids', 'works', '2026-06-03.csv.gz'),
    gzipSync('merge_date,id,merge_into_id\n'),
  );
  writeFileSync(path.join(jsonl, 'works', 'deleted_ids.csv'), 'id\n');
  return { root, jsonl, part };
}

function editManifest(jsonl: string, entity: string, change: (meta: any) => void): void {
  const file = path.join(jsonl, 'manifest.json');
  const m = JSON.parse(readFileSync(file, 'utf8'));
  change(m.entries.find((e: any) => e.url.includes(`/${entity}/`)).meta);
  writeFileSync(file, JSON.stringify(m));
}

async function workIds(dataDir: string): Promise<string[]> {
  const c = await Catalogue.open(dataDir);
  try {
    const page = (await c.list('works', { per_page: '50' })) as any;
    return page.results.map((w: any) => w.id).sort();
  } finally {
    c.close();
  }
}

const FIXTURE_WORKS = ['https://openalex.org/W3100000001', 'https://openalex.org/W3100000002'];

describe('a snapshot in the 2026 layout', () => {
  it('lists each file with its entity, format, partition and manifest entry, and the merge and delete lists', async () => {
    const { root, jsonl, part } = snapshot2026();
    const listing = await listSnapshot(root);
    const works = listing.files.find((f) => f.entity === 'works')!;
    expect(works).toMatchObject({ path: part('works'), format: 'jsonl', updatedDate: '2026-06-01' });
    expect(works.manifest).toMatchObject({
      manifest: path.join(jsonl, 'manifest.json'),
      url: 's3://openalex/data/jsonl/works/updated_date=2026-06-01/part_0000.gz',
      record_count: 2,
      content_length: statSync(part('works')).size,
    });
    expect(listing.formats).toEqual({ works: 'jsonl', authors: 'jsonl' });
    expect(await listMergedIds(root)).toEqual([
      { entity: 'works', path: path.join(root, 'data', 'merged_ids', 'works', '2026-06-03.csv.gz') },
    ]);
    expect(await listDeletedIds(root)).toEqual([path.join(jsonl, 'works', 'deleted_ids.csv')]);
  });

  it('imports and serves its records', async () => {
    const { root } = snapshot2026();
    const dataDir = tempDir();
    const report = await importInto(dataDir, root);
    expect(report.errors).toEqual([]);
    expect(await workIds(dataDir)).toEqual(FIXTURE_WORKS);
  });

  it('refuses a short file, naming it, and leaves the catalogue as it was', async () => {
    const dataDir = tempDir();
    await importInto(dataDir, snapshot2026().root);
    const { root, part } = snapshot2026();
    const gz = readFileSync(part('works'));
    writeFileSync(part('works'), gz.subarray(0, gz.length - 10));
    const err = await importInto(dataDir, root, { fresh: true }).catch((e: Error) => e);
    expect(err).toBeInstanceOf(Error);
    expect((err as Error).message).toContain(part('works'));
    expect((err as Error).message).toMatch(
      new RegExp(
        `short file: ${(gz.length - 10).toLocaleString('en-US')} bytes, .* states ${gz.length.toLocaleString('en-US')}`,
      ),
    );
    expect(await workIds(dataDir)).toEqual(FIXTURE_WORKS);
  });

  it('refuses a corrupt gzip part of the listed size, naming it, and keeps the catalogue as it was', async () => {
    const dataDir = tempDir();
    await importInto(dataDir, snapshot2026().root);
    const { root, part } = snapshot2026();
    const gz = Buffer.from(readFileSync(part('works')));
    for (let i = 20; i < gz.length - 20; i++) gz[i] = gz[i]! ^ 0x5a;
    writeFileSync(part('works'), gz);
    const err = await importInto(dataDir, root).catch((e: Error) => e);
    expect((err as Error).message).toContain(part('works'));
    expect((err as Error).message).toMatch(/corrupt or incomplete/);
    expect(await workIds(dataDir)).toEqual(FIXTURE_WORKS);
  });

  it('refuses a part whose record count differs from the manifest, naming both counts', async () => {
    const { root, jsonl, part } = snapshot2026();
    editManifest(jsonl, 'works', (meta) => (meta.record_count = 3));
    const dataDir = tempDir();
    const err = await importInto(dataDir, root).catch((e: Error) => e);
    expect((err as Error).message).toContain(part('works'));
    expect((err as Error).message).toMatch(/states 3 records for .*part_0000\.gz, read 2/);
    expect(() => statSync(path.join(dataDir, 'catalogue.duckdb'))).toThrow();
  });

  it('reads the Parquet copy when its manifest lists no missing file, JSON Lines otherwise', async () => {
    const { root, part } = snapshot2026();
    const pq = path.join(root, 'data', 'parquet', 'works', 'updated_date=2026-06-01', 'part_0000.parquet');
    mkdirSync(path.dirname(pq), { recursive: true });
    const db = await DuckDBInstance.create(':memory:');
    const conn = await db.connect();
    await conn.run(`COPY (SELECT * FROM read_json('${part('works')}')) TO '${pq}' (FORMAT parquet)`);
    conn.closeSync();
    const entry = (name: string) => ({
      url: `s3://openalex/data/parquet/works/updated_date=2026-06-01/${name}`,
      meta: { content_length: statSync(pq).size, record_count: 2 },
    });
    const manifest = path.join(root, 'data', 'parquet', 'manifest.json');
    writeFileSync(manifest, JSON.stringify({ entries: [entry('part_0000.parquet')] }));
    expect((await listSnapshot(root)).formats).toEqual({ works: 'parquet', authors: 'jsonl' });
    expect((await listSnapshot(root, 'jsonl')).formats.works).toBe('jsonl');
    const dataDir = tempDir();
    expect((await importInto(dataDir, root)).errors).toEqual([]);
    expect(await workIds(dataDir)).toEqual(FIXTURE_WORKS);
    writeFileSync(manifest, JSON.stringify({ entries: [entry('part_0000.parquet'), entry('part_0001.parquet')] }));
    expect((await listSnapshot(root)).formats.works).toBe('jsonl');
  });
});
