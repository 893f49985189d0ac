/**
 * Against the real OpenAlex records in /work/shared/conformance/openalex-sample (read in place,
 * never copied): 2025 single records and 2026 works round-trip through parseRecord → buildX;
 * the 2023 snapshot reads without errors and matches its manifests; recorded API responses parse.
 * Run with: npx vitest run --config vitest.conformance.config.ts server/src/catalogue/openalex
 */

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseRecord, RecordError } from './parse-record.js';
import { type ReadItem, readManifest, readRecords } from './read-source.js';
import { CONFORMANCE, pick, readJson, roundTrip, WORK_PATHS } from './testing.js';

const present = existsSync(CONFORMANCE);
const FIXTURES_2025 = join(CONFORMANCE, 'openalex-python-fixtures-2025');
const SAMPLE_2026 = join(CONFORMANCE, 'openalex-local-works-2026', 'sample_works.json');
const SNAPSHOT_2023 = join(CONFORMANCE, 'go-openalex-snapshot-2023', 'openalex');

/** Root fields a real work may carry that the catalogue does not rebuild exactly (see the report). */
const WORK_LOSSY = new Set([
  'primary_location', // location.id, raw_source_name, raw_type (2026) and source.is_indexed_in_scopus are not modelled
  'locations',
  'best_oa_location',
  'authorships', // raw_orcid (2026); raw_affiliation_strings are rebuilt in affiliations order
  'relevance_score', // a search artefact
  'institutions_distinct_count', // the 2026 API reports the number of authorships here
]);

function expectWorkRoundTrip(original: Record<string, unknown>): void {
  const { built } = roundTrip(original);
  for (const path of WORK_PATHS) {
    if (path.split('.')[0]!.replace('[]', '') in original)
      expect(pick(built, path), `${String(original.id)} ${path}`).toEqual(pick(original, path));
  }
  for (const key of Object.keys(original)) {
    if (!WORK_LOSSY.has(key)) expect(built[key], `${String(original.id)} .${key}`).toEqual(original[key]);
  }
}

describe.skipIf(!present)('conformance: 2025 single records round-trip', () => {
  const files = present ? readdirSync(FIXTURES_2025).filter((f) => f.endsWith('.json')) : [];
  for (const f of files) {
    it(f, () => {
      const original = readJson(join(FIXTURES_2025, f)) as Record<string, unknown>;
      if (String(original.id).startsWith('https://openalex.org/W')) {
        expectWorkRoundTrip(original);
        return;
      }
      // other entities: every field of the original comes back unchanged
      const { built } = roundTrip(original);
      for (const key of Object.keys(original)) expect(built[key], `${f} .${key}`).toEqual(original[key]);
    });
  }
});

describe.skipIf(!present)('conformance: 2026 works (sample_works.json) round-trip', () => {
  it('all 100 works', () => {
    const works = readJson(SAMPLE_2026) as Record<string, unknown>[];
    expect(works).toHaveLength(100);
    for (const w of works) expectWorkRoundTrip(w);
  });

  it('awards and funders become grants and funder stubs', () => {
    const works = readJson(SAMPLE_2026) as Record<string, unknown>[];
    const funded = works.find((w) => Array.isArray(w.awards) && w.awards.length > 0)!;
    const batch = parseRecord(funded);
    const awards = funded.awards as { funder_id: string; funder_award_id: string | null }[];
    expect(batch.works[0]!.grants.length).toBeGreaterThanOrEqual(awards.length);
    expect(batch.works[0]!.grants[0]!.award_id).toBe(awards[0]!.funder_award_id);
    expect(batch.funders.length).toBeGreaterThan(0);
    expect(batch.works[0]!.extra).toHaveProperty('awards');
  });
});

async function collect(path: string): Promise<ReadItem[]> {
  const out: ReadItem[] = [];
  for await (const item of readRecords(path)) out.push(item);
  return out;
}

describe.skipIf(!present)('conformance: the 2023 snapshot', () => {
  it('reads and parses every record without errors', async () => {
    const items = await collect(SNAPSHOT_2023);
    expect(items.filter((i) => i.error !== undefined)).toEqual([]);
    const problems: string[] = [];
    for (const item of items) {
      try {
        parseRecord(item.record);
      } catch (e) {
        problems.push(`${item.file}:${item.line}: ${(e as Error).message}`);
      }
    }
    expect(problems).toEqual([]);
    // works 27 + 1, institutions 678 + 1, sources 249 + 1, publishers 15 + 1, concepts 15 + 1, funders 3 + 1, authors 1 + 1
    expect(items).toHaveLength(995);
  });

  it('yields the record counts the manifests state for the parts present', async () => {
    let checked = 0;
    for (const entity of readdirSync(SNAPSHOT_2023)) {
      const manifestPath = join(SNAPSHOT_2023, entity, 'manifest');
      if (!existsSync(manifestPath)) continue;
      const manifest = await readManifest(manifestPath);
      for (const e of manifest.entries) {
        const rel = /\/(updated_date=[^/]+\/part_\d+)(\.gz)?$/.exec(e.url)?.[1];
        const file = rel ? join(SNAPSHOT_2023, entity, rel) : '';
        if (!rel || !existsSync(file)) continue;
        const items = await collect(file);
        expect(
          items.filter((i) => i.record !== undefined),
          file,
        ).toHaveLength(e.record_count!);
        expect(readFileSync(file, 'utf8').trim().split('\n'), file).toHaveLength(e.record_count!);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(0); // works/updated_date=2023-05-16/part_000: 27
  });

  it('maps 2023 fields: last_known_institution, raw affiliation strings, sources with publisher ids', () => {
    const author = parseRecord(readJson(join(SNAPSHOT_2023, 'authors', 'A5023888391')));
    expect(author.authors.find((a) => !a.is_stub)!.last_known_institution_ids).toEqual([4200000001]);
    const work = parseRecord(readJson(join(SNAPSHOT_2023, 'works', 'W2741809807'))).works[0]!;
    expect(work.authorships[0]!.affiliations).toEqual([
      { raw_affiliation_string: 'Impactstory, Sanford, NC, USA', institution_ids: [4210166736] },
    ]);
    expect(work.sdgs.map((s) => s.id)).toEqual([4, 17, 9]);
    expect(work.primary_location?.source_id).toBe(1983995261);
  });
});

describe.skipIf(!present)('conformance: recorded API responses', () => {
  it('every record parses; only select=ids partial records are rejected', async () => {
    const items = await collect(join(CONFORMANCE, 'openalexPro-api-responses-2026'));
    const records = items.filter((i) => i.record !== undefined);
    expect(records.length).toBeGreaterThan(400);
    expect(items.filter((i) => i.error !== undefined && !i.skipped)).toEqual([]);
    const rejected: string[] = [];
    for (const r of records) {
      try {
        parseRecord(r.record);
      } catch (e) {
        expect(e).toBeInstanceOf(RecordError);
        rejected.push((e as Error).message);
      }
    }
    expect(rejected.length).toBeLessThan(10);
    for (const m of rejected) expect(m).toMatch(/partial record/);
  });
});
