import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Duck } from '../store/duck.js';
import { catalogueFiles, importInto } from './build.js';
import { useTempDirs } from '../../../test/temp-dirs.js';

const tempDir = useTempDirs('dedupe');

const W = (id: number, title: string, updated: string, institution?: { id: string; name?: string; ror?: string }) => ({
  id: `https://openalex.org/W${id}`,
  display_name: title,
  title,
  publication_year: 2020,
  updated_date: updated,
  authorships: institution
    ? [
        {
          author_position: 'first',
          author: { id: 'https://openalex.org/A9', display_name: 'Ada Example' },
          institutions: [
            {
              id: institution.id,
              display_name: institution.name ?? '',
              ...(institution.ror ? { ror: institution.ror } : {}),
            },
          ],
          countries: [],
          raw_affiliation_strings: [],
        },
      ]
    : [],
});

const INSTITUTION = {
  id: 'https://openalex.org/I77',
  display_name: 'Full Institute',
  ror: 'https://ror.org/00full77',
  country_code: 'FR',
  type: 'education',
  updated_date: '2025-01-01T00:00:00',
};

/** A snapshot folder of JSON Lines parts, in the order given (partition names sort as listed). */
function snapshot(parts: Record<string, unknown[]>): string {
  const dir = tempDir();
  for (const [rel, records] of Object.entries(parts)) {
    const file = path.join(dir, rel);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, records.map((r) => JSON.stringify(r)).join('\n') + '\n');
  }
  return dir;
}

/** Imports the snapshot and gives the works' ids and titles, checking that no record was refused. */
async function importedTitles(data: string, source: string, fresh: boolean): Promise<[number, string][]> {
  const report = await importInto(data, source, { fresh });
  expect(report.errors).toEqual([]);
  const works = await rows<{ id: number; title: string }>(data, 'SELECT id, title FROM works ORDER BY id');
  return works.map((w) => [Number(w.id), w.title]);
}

async function rows<T>(dataDir: string, sql: string): Promise<T[]> {
  const duck = await Duck.open(catalogueFiles(dataDir).duck, { readOnly: true });
  try {
    return await duck.all<T>(sql);
  } finally {
    duck.close();
  }
}

describe('import: copies of one id across files are resolved once, at the end', () => {
  it('keeps the newest copy of a work, whichever file is read last, and a stub never erases a full record', async () => {
    const source = snapshot({
      // read first: the newer copy of W1, and the institution's full record
      'works/updated_date=2025-01-01/part_000': [
        W(1, 'Newer title', '2025-03-01T00:00:00'),
        W(2, 'Only', '2024-01-01T00:00:00'),
      ],
      'institutions/updated_date=2025-01-01/part_000': [INSTITUTION],
      // read later: an older copy of W1, and works that cite the institution in dehydrated form
      'works/updated_date=2025-02-01/part_000': [
        W(1, 'Older title', '2024-06-01T00:00:00'),
        W(3, 'Cites it thinly', '2024-01-01T00:00:00', { id: INSTITUTION.id }),
        W(4, 'Cites it with a name', '2024-01-01T00:00:00', { id: 'https://openalex.org/I88', name: 'Stub Name' }),
        W(5, 'Cites it with a ROR', '2024-01-01T00:00:00', {
          id: 'https://openalex.org/I88',
          ror: 'https://ror.org/00stub88',
        }),
      ],
    });
    const data = tempDir();
    expect(await importedTitles(data, source, true)).toEqual([
      [1, 'Newer title'],
      [2, 'Only'],
      [3, 'Cites it thinly'],
      [4, 'Cites it with a name'],
      [5, 'Cites it with a ROR'],
    ]);
    const institutions = await rows<{ id: number; display_name: string; ror: string; is_stub: boolean }>(
      data,
      'SELECT id, display_name, ror, is_stub FROM institutions ORDER BY id',
    );
    expect(institutions.map((i) => [Number(i.id), i.display_name, i.ror, i.is_stub])).toEqual([
      // the full record, not the later nameless stub
      [77, 'Full Institute', '00full77', false],
      // two stubs of one id: each field keeps what either gave
      [88, 'Stub Name', '00stub88', true],
    ]);
  });

  it('keeps the newest copy when merging into an existing catalogue, and the full record over a later stub', async () => {
    const data = tempDir();
    const first = snapshot({
      'works/updated_date=2025-01-01/part_000': [W(1, 'Newer title', '2025-03-01T00:00:00')],
      'institutions/updated_date=2025-01-01/part_000': [INSTITUTION],
    });
    await importInto(data, first, { fresh: true });
    const second = snapshot({
      'works/updated_date=2025-02-01/part_000': [
        W(1, 'Older title', '2024-06-01T00:00:00'),
        W(3, 'Cites it thinly', '2024-01-01T00:00:00', { id: INSTITUTION.id }),
      ],
    });
    expect(await importedTitles(data, second, false)).toEqual([
      [1, 'Newer title'],
      [3, 'Cites it thinly'],
    ]);
    const inst = await rows<{ display_name: string; is_stub: boolean }>(
      data,
      'SELECT display_name, is_stub FROM institutions',
    );
    expect(inst.map((i) => [i.display_name, i.is_stub])).toEqual([['Full Institute', false]]);
    const staged = await rows<{ n: number }>(
      data,
      "SELECT count(*) AS n FROM information_schema.tables WHERE table_name LIKE '\\_stage%' ESCAPE '\\'",
    );
    expect(Number(staged[0]!.n)).toBe(0);
  });
});

describe('import of a snapshot folder', () => {
  it('names a part whose record count differs from its manifest, and imports none of it', async () => {
    const source = snapshot({
      'works/updated_date=2025-01-01/part_000': [
        W(1, 'One', '2025-01-01T00:00:00'),
        W(2, 'Two', '2025-01-01T00:00:00'),
      ],
    });
    const manifest = path.join(source, 'works/manifest');
    writeFileSync(
      manifest,
      JSON.stringify({
        entries: [{ url: 's3://openalex/data/works/updated_date=2025-01-01/part_000', meta: { record_count: 3 } }],
      }),
    );
    const dataDir = tempDir();
    await expect(importInto(dataDir, source, { fresh: true })).rejects.toThrow(
      `${path.join(source, 'works/updated_date=2025-01-01/part_000')}: record count mismatch: ${manifest} states 3 records for s3://openalex/data/works/updated_date=2025-01-01/part_000, read 2`,
    );
    // nothing half-read is kept: no catalogue was made
    expect(existsSync(catalogueFiles(dataDir).duck)).toBe(false);
  });
});
