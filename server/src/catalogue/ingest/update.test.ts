import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Catalogue } from '../catalogue.js';
import { Duck } from '../store/duck.js';
import { importInto } from './build.js';
import { filesAfter, updateCatalogue } from './update.js';
import { currentVersion, previousVersion, rollback, ROOT_VERSION } from '../versions.js';
import { work, writeFile, writePartition } from '../../../test/update-snapshot.js';

/* eslint-disable @typescript-eslint/no-explicit-any */
const dirs: string[] = [];
const tempDir = (name: string) => {
  const d = mkdtempSync(path.join(os.tmpdir(), `alexandria-${name}-`));
  dirs.push(d);
  return d;
};

let dataDir: string;
let delta: string;
const ids = [41, 42, 43, 44, 45, 46, 47, 48, 49, 50];

async function titleOf(id: string): Promise<{ id: string; title: string } | number> {
  const catalogue = await Catalogue.open(dataDir);
  try {
    const record = (await catalogue.get('works', id, {})) as any;
    return { id: String(record.id).split('/').pop()!, title: record.title as string };
  } catch (e) {
    return (e as { status?: number }).status ?? 500;
  } finally {
    catalogue.close();
  }
}

async function worksCount(): Promise<number> {
  const catalogue = await Catalogue.open(dataDir);
  try {
    return ((await catalogue.list('works', { per_page: '1' })) as any).meta.count as number;
  } finally {
    catalogue.close();
  }
}

beforeAll(async () => {
  dataDir = tempDir('update-data');
  const first = tempDir('update-snapshot');
  writePartition(
    first,
    '2024-01-01',
    ids.map((n) => work(n, `First title ${n}`, '2024-01-01')),
  );
  await importInto(dataDir, first);
  // The later snapshot: the partition imported already (changed since, and skipped), a newer one,
  // a deleted work and a merged one.
  delta = tempDir('update-delta');
  writePartition(delta, '2024-01-01', [work(45, 'Not applied: an older partition', '2024-01-01')]);
  writePartition(delta, '2024-02-01', [
    work(41, 'Second title 41', '2024-02-01'),
    work(51, 'New work 51', '2024-02-01'),
  ]);
  writeFile(delta, 'works/deleted_ids.csv', 'W42\n');
  writeFile(delta, 'merged_ids/works/2024-02-01.csv', 'merge_date,id,merge_into_id\n2024-02-01,W43,W44\n');
});

afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe('catalogue update', () => {
  it('takes only the partitions newer than the watermark', () => {
    const files = ['/s/works/updated_date=2024-01-01/part_000.gz', '/s/works/updated_date=2024-02-01/part_000.gz'];
    expect(filesAfter(files, '2024-01-01')).toEqual({
      files: [files[1]],
      partitions: ['/s/works/updated_date=2024-02-01'],
      skipped: ['/s/works/updated_date=2024-01-01'],
    });
  });

  it('refuses a delta that changes more than --max-change of the works, changing nothing', async () => {
    // 1 replaced + 1 added + 2 removed of 10 works: 40 %
    await expect(updateCatalogue(dataDir, delta)).rejects.toThrow(
      /would change 4 of the catalogue's 10 works \(40\.0%: 1 added, 1 replaced, 2 deleted\), more than --max-change 0\.2 \(20\.0%\)\. Nothing was changed; run it again with --force/,
    );
    expect(currentVersion(dataDir)).toBe(ROOT_VERSION);
    expect(existsSync(path.join(dataDir, 'catalogues')) ? readdirSync(path.join(dataDir, 'catalogues')) : []).toEqual(
      [],
    );
    expect(await titleOf('W41')).toEqual({ id: 'W41', title: 'First title 41' });
  });

  it('applies newer partitions, deletes and merges as a new version', async () => {
    const result = await updateCatalogue(dataDir, delta, { maxChange: 0.5 });
    expect(result).toMatchObject({
      previous: ROOT_VERSION,
      watermark: '2024-02-01',
      added: 1,
      replaced: 1,
      deleted: 2,
      inPlace: true,
    });
    expect(currentVersion(dataDir)).toBe(result.version);
    expect(await titleOf('W41')).toEqual({ id: 'W41', title: 'Second title 41' });
    expect(await titleOf('W51')).toEqual({ id: 'W51', title: 'New work 51' });
    expect(await titleOf('W45')).toEqual({ id: 'W45', title: 'First title 45' });
    expect(await titleOf('W42')).toBe(404);
    // a merged id answers with the record it was merged into
    expect(await titleOf('W43')).toEqual({ id: 'W44', title: 'First title 44' });
    expect(await worksCount()).toBe(9);
    // searching finds the new title, not the deleted work
    const catalogue = await Catalogue.open(dataDir);
    try {
      expect(((await catalogue.list('works', { search: 'Second title' })) as any).meta.count).toBe(1);
      expect(((await catalogue.list('works', { filter: 'ids.openalex:W42' })) as any).meta.count).toBe(0);
    } finally {
      catalogue.close();
    }
  });

  it('rolls back to the previous version, and --force applies an oversized delta', async () => {
    const updated = currentVersion(dataDir);
    expect(rollback(dataDir)).toEqual({ from: updated, to: ROOT_VERSION });
    expect(previousVersion(dataDir)).toBe(updated);
    expect(await titleOf('W41')).toEqual({ id: 'W41', title: 'First title 41' });
    expect(await worksCount()).toBe(10);
    const forced = await updateCatalogue(dataDir, delta, { force: true });
    expect(currentVersion(dataDir)).toBe(forced.version);
    expect(await titleOf('W41')).toEqual({ id: 'W41', title: 'Second title 41' });
    // the version before the rolled-back one is gone; the one served before this update stays
    expect(readdirSync(path.join(dataDir, 'catalogues')).sort()).toEqual(
      ['current', forced.version, 'previous'].sort(),
    );
    expect(previousVersion(dataDir)).toBe(ROOT_VERSION);
  });
});

describe('an update of a catalogue whose works index was written before works could be taken out', () => {
  it('rebuilds the search index from every work', async () => {
    const data = tempDir('update-old-index-data');
    const first = tempDir('update-old-index');
    writePartition(
      first,
      '2024-01-01',
      ids.map((n) => work(n, `First title ${n}`, '2024-01-01')),
    );
    await importInto(data, first);
    // The works index as catalogues wrote it before (no contentless_delete), empty here: only a
    // rebuild from every work finds the works the update leaves alone.
    const search = new Database(path.join(data, 'search.sqlite'));
    search.exec('DROP TABLE works_fts');
    search.exec(
      "CREATE VIRTUAL TABLE works_fts USING fts5(title, abstract, authors, affiliations, content='', tokenize='porter unicode61 remove_diacritics 2')",
    );
    search.close();
    const result = await updateCatalogue(data, delta, { maxChange: 0.5 });
    expect(result).toMatchObject({ inPlace: false, added: 1, replaced: 1, deleted: 2 });
    const catalogue = await Catalogue.open(data);
    try {
      expect(((await catalogue.list('works', { search: 'First title' })) as any).meta.count).toBe(7);
      expect(((await catalogue.list('works', { search: 'Second title' })) as any).meta.count).toBe(1);
    } finally {
      catalogue.close();
    }
  });
});

describe('an update of a snapshot published in both formats', () => {
  it('reads each newer partition in one format only', async () => {
    const data = tempDir('update-both-data');
    const snapshot = tempDir('update-both');
    const jsonl = path.join(snapshot, 'data', 'jsonl');
    writePartition(
      jsonl,
      '2024-01-01',
      ids.map((n) => work(n, `First title ${n}`, '2024-01-01')),
    );
    await importInto(data, path.join(snapshot, 'data'));
    writePartition(jsonl, '2024-02-01', [
      work(41, 'Second title 41', '2024-02-01'),
      work(51, 'New work 51', '2024-02-01'),
    ]);
    // the same partitions as Parquet, written from the JSON Lines
    const duck = await Duck.open(':memory:', { pool: 1 });
    try {
      for (const date of ['2024-01-01', '2024-02-01']) {
        const to = path.join(snapshot, 'data', 'parquet', 'works', `updated_date=${date}`);
        mkdirSync(to, { recursive: true });
        const from = path.join(jsonl, 'works', `updated_date=${date}`, 'part_000');
        await duck.run(
          `COPY (SELECT * FROM read_json('${from}', format = 'newline_delimited')) TO '${path.join(to, 'part_0000.parquet')}' (FORMAT parquet)`,
        );
      }
    } finally {
      duck.close();
    }
    const result = await updateCatalogue(data, path.join(snapshot, 'data'), { maxChange: 0.5, format: 'parquet' });
    expect(result.partitions).toHaveLength(1);
    expect(result.partitions[0]).toContain(path.join('parquet', 'works', 'updated_date=2024-02-01'));
    expect(result.report.records).toBe(2);
    expect(result).toMatchObject({ added: 1, replaced: 1 });
  });
});
