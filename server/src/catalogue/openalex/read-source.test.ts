import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { parseRecord } from './parse-record.js';
import { type ReadItem, readManifest, readRecords } from './read-source.js';
import { FIXTURES, fixture } from './testing.js';

async function collect(path: string): Promise<ReadItem[]> {
  const out: ReadItem[] = [];
  for await (const item of readRecords(path)) out.push(item);
  return out;
}

const ids = (items: ReadItem[]) => items.flatMap((i) => (i.record ? [(i.record as { id: string }).id] : []));
const errors = (items: ReadItem[]) => items.filter((i) => i.error !== undefined);

const temps: string[] = [];
function tempDir(): string {
  const d = mkdtempSync(join(tmpdir(), 'alexandria-openalex-'));
  temps.push(d);
  return d;
}
afterAll(() => {
  for (const d of temps) rmSync(d, { recursive: true, force: true });
});

const SNAPSHOT = join(FIXTURES, 'snapshot-2023');
const WORKS_PART = join(SNAPSHOT, 'works', 'updated_date=2023-06-01', 'part_000');

describe('readRecords: snapshot directories', () => {
  it('walks the snapshot layout, reads the manifest, yields every record', async () => {
    const items = await collect(SNAPSHOT);
    expect(errors(items)).toEqual([]);
    expect(ids(items)).toEqual([
      'https://openalex.org/A6100000001',
      'https://openalex.org/I7000000003',
      'https://openalex.org/S2100000001',
      'https://openalex.org/W3100000001',
      'https://openalex.org/W3100000002',
    ]);
    const work = items.find(
      (i) => (i.record as { id?: string } | undefined)?.id === 'https://openalex.org/W3100000002',
    )!;
    expect(work.file).toBe(WORKS_PART);
    expect(work.line).toBe(2);
    for (const i of items) expect(() => parseRecord(i.record)).not.toThrow();
  });

  it('reports a record count that disagrees with the manifest', async () => {
    const dir = tempDir();
    cpSync(SNAPSHOT, dir, { recursive: true });
    const manifestPath = join(dir, 'works', 'manifest');
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as {
      entries: { meta: { record_count: number } }[];
    };
    manifest.entries[0]!.meta.record_count = 3;
    writeFileSync(manifestPath, JSON.stringify(manifest));
    const errs = errors(await collect(dir));
    expect(errs).toHaveLength(1);
    expect(errs[0]!.file).toBe(join(dir, 'works', 'updated_date=2023-06-01', 'part_000'));
    expect(errs[0]!.error).toMatch(/states 3 records .* read 2/);
  });

  it('parses manifests', async () => {
    const m = await readManifest(join(SNAPSHOT, 'works', 'manifest'));
    expect(m.record_count).toBe(1502);
    expect(m.entries[0]).toEqual({
      url: 's3://openalex/data/works/updated_date=2023-06-01/part_000.gz',
      content_length: 2100,
      record_count: 2,
    });
  });
});

describe('readRecords: a broken JSON Lines file', () => {
  it('reports the bad line with file and line number and reads on', async () => {
    const file = join(FIXTURES, 'broken.jsonl');
    const items = await collect(file);
    expect(items.map((i) => [i.line, i.record ? 'record' : 'error'])).toEqual([
      [1, 'record'],
      [2, 'error'],
      [3, 'record'],
      [5, 'record'],
    ]);
    expect(items[1]!.file).toBe(file);
    expect(items[1]!.error).toMatch(/invalid JSON on line 2/);
    expect(ids(items)).toEqual([
      'https://openalex.org/W3200000001',
      'https://openalex.org/A6200000001',
      'https://openalex.org/W3200000003',
    ]);
  });
});

describe('readRecords: gzip', () => {
  it('reads .gz parts (and checks them against the manifest) and gzip without the extension', async () => {
    const dir = tempDir();
    cpSync(SNAPSHOT, dir, { recursive: true });
    const part = join(dir, 'works', 'updated_date=2023-06-01', 'part_000');
    const gz = gzipSync(readFileSync(part));
    writeFileSync(`${part}.gz`, gz);
    rmSync(part);
    // the manifest states the gzipped part's size, which is checked
    const manifestPath = join(dir, 'works', 'manifest');
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as {
      entries: { meta: { content_length: number } }[];
    };
    manifest.entries[0]!.meta.content_length = gz.length;
    writeFileSync(manifestPath, JSON.stringify(manifest));
    writeFileSync(join(dir, 'mystery'), gzipSync(readFileSync(join(FIXTURES, 'broken.jsonl'))));
    const items = await collect(dir);
    const fromGz = items.filter((i) => i.file === `${part}.gz`);
    expect(ids(fromGz)).toEqual(['https://openalex.org/W3100000001', 'https://openalex.org/W3100000002']);
    const fromMystery = items.filter((i) => i.file.endsWith('mystery'));
    expect(fromMystery.map((i) => [i.line, i.record ? 'record' : 'error'])).toEqual([
      [1, 'record'],
      [2, 'error'],
      [3, 'record'],
      [5, 'record'],
    ]);
    expect(errors(items).filter((i) => !i.file.endsWith('mystery'))).toEqual([]);
  });

  it('reports a truncated gzip file', async () => {
    const dir = tempDir();
    const gz = gzipSync(readFileSync(WORKS_PART));
    writeFileSync(join(dir, 'part_000.gz'), gz.subarray(0, gz.length - 20));
    const items = await collect(join(dir, 'part_000.gz'));
    expect(errors(items).length).toBeGreaterThan(0);
    expect(errors(items).at(-1)!.error).toMatch(/read error|invalid JSON/);
  });
});

describe('readRecords: JSON documents', () => {
  const work = fixture('api-2025/W3000000001.json');
  const author = fixture('api-2025/A6000000001.json');

  it('reads single pretty-printed records, arrays, list pages and recorded responses', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'W3000000001'), JSON.stringify(work, null, 2)); // no extension, as in the snapshot samples
    writeFileSync(join(dir, 'array.json'), JSON.stringify([work, author]));
    writeFileSync(
      join(dir, 'page.json'),
      JSON.stringify({ meta: { count: 2, next_cursor: null }, results: [author, work], group_by: [] }),
    );
    writeFileSync(
      join(dir, 'vcr.json'),
      JSON.stringify({
        request: { method: 'GET', uri: 'https://api.openalex.org/works' },
        status: 200,
        body: { meta: {}, results: [work] },
      }),
    );
    writeFileSync(join(dir, 'one-line.jsonl'), `${JSON.stringify(author)}\n`);
    const items = await collect(dir);
    expect(errors(items)).toEqual([]);
    const byFile = (name: string) => items.filter((i) => i.file === join(dir, name));
    expect(ids(byFile('W3000000001'))).toEqual([work.id]);
    expect(byFile('array.json').map((i) => i.line)).toEqual([1, 2]);
    expect(ids(byFile('page.json'))).toEqual([author.id, work.id]);
    expect(ids(byFile('vcr.json'))).toEqual([work.id]);
    expect(ids(byFile('one-line.jsonl'))).toEqual([author.id]);
  });

  it('reports files without records as skipped', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'merged_ids.csv'), 'merge_date,id,merge_into_id\n2023-01-01,W1,W2\n');
    writeFileSync(join(dir, 'INDEX.json'), JSON.stringify([{ file: 'a.json', status: 200 }]));
    writeFileSync(
      join(dir, 'error-400.json'),
      JSON.stringify({
        request: { uri: 'x' },
        status: 400,
        body: { error: 'Invalid query parameters error.', message: 'DOESNTEXIST is not a valid field' },
      }),
    );
    writeFileSync(
      join(dir, 'group-by.json'),
      JSON.stringify({ meta: { count: 3 }, group_by: [{ key: 'x', count: 3 }] }),
    );
    writeFileSync(join(dir, 'empty.json'), '');
    writeFileSync(join(dir, 'README'), 'not json at all\n');
    const items = await collect(dir);
    expect(items.filter((i) => !(i.skipped && i.line === 0 && i.error?.startsWith('skipped: ')))).toEqual([]);
    expect(items.every((i) => i.skipped && i.line === 0 && i.error?.startsWith('skipped: '))).toBe(true);
    expect(items).toHaveLength(6);
    expect(items.find((i) => i.file.endsWith('error-400.json'))!.error).toMatch(/status 400: DOESNTEXIST/);
  });

  it('reports an invalid JSON document', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'bad.json'), '{\n  "id": "https://openalex.org/W1",\n  "title": \n}\n');
    const items = await collect(join(dir, 'bad.json'));
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ line: 1, file: join(dir, 'bad.json') });
    expect(items[0]!.error).toMatch(/invalid JSON/);
  });

  it('reads JSON Lines whose first line is broken', async () => {
    const dir = tempDir();
    writeFileSync(
      join(dir, 'x.jsonl'),
      `{"id": "https://openalex.org/W1", "ti\n${JSON.stringify(author)}\n${JSON.stringify(work)}\n`,
    );
    const items = await collect(join(dir, 'x.jsonl'));
    expect(items.map((i) => [i.line, i.record ? 'record' : 'error'])).toEqual([
      [1, 'error'],
      [2, 'record'],
      [3, 'record'],
    ]);
  });

  it('streams a large JSON Lines file', async () => {
    const dir = tempDir();
    const file = join(dir, 'big.jsonl');
    const line = JSON.stringify(work);
    writeFileSync(file, Array.from({ length: 3000 }, () => line).join('\n'));
    let n = 0;
    for await (const item of readRecords(file)) if (item.record) n++;
    expect(n).toBe(3000);
  });
});
