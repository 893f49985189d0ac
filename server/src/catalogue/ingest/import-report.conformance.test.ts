/** What importing the whole shared sample reports (issue 32, item 17). */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importInto, type ImportReport } from './build.js';
import { reportLines } from './import-report.js';

const SAMPLE = path.resolve(import.meta.dirname, '../../../../../shared/conformance/openalex-sample');
const SNAPSHOT = path.join(SAMPLE, 'go-openalex-snapshot-2023/openalex');
const VCR = 'openalexPro-api-responses-2026/vcr-interactions';

let dir: string;
let report: ImportReport;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'alexandria-import-report-'));
  report = await importInto(dir, SAMPLE);
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** A manifest's total records less those of the parts named (the parts present). */
function recordsMissing(entity: string, present: string[]): number {
  const manifest = JSON.parse(readFileSync(path.join(SNAPSHOT, entity, 'manifest'), 'utf8')) as {
    entries: { url: string; meta: { record_count: number } }[];
  };
  return manifest.entries
    .filter((e) => !present.some((p) => e.url.includes(`/${entity}/${p}`)))
    .reduce((n, e) => n + e.meta.record_count, 0);
}

describe.skipIf(!existsSync(SAMPLE))('importing the shared sample reports', () => {
  it('the records of each type read, kept and in the catalogue', () => {
    // Read: every record in the files (a work is in several); kept: all but the three select=ids
    // results, which have no id; in the catalogue: the distinct records (SOURCE.txt: 466 works …).
    expect(report.byType).toEqual({
      works: { read: 561, kept: 558, inCatalogue: 466 },
      institutions: { read: 680, kept: 680, inCatalogue: 679 },
      sources: { read: 251, kept: 251, inCatalogue: 250 },
      concepts: { read: 17, kept: 17, inCatalogue: 16 },
      publishers: { read: 17, kept: 17, inCatalogue: 16 },
      funders: { read: 5, kept: 5, inCatalogue: 4 },
      authors: { read: 4, kept: 4, inCatalogue: 3 },
      topics: { read: 1, kept: 1, inCatalogue: 1 },
      keywords: { read: 1, kept: 1, inCatalogue: 1 },
    });
  });

  it('the files that held no records', () => {
    const empty = report.emptyFiles.map((f) => path.relative(SAMPLE, f.file)).sort();
    const vcr = (names: string[]) => names.map((n) => `${VCR}/${n}.json`);
    expect(empty).toEqual(
      [
        'SOURCE.txt',
        // the cursors' last pages, with results []
        ...[1, 2, 3, 4].map((n) => `openalexPro-api-responses-2026/cursor-pages/json_chunk_${n}_results_page_2.json`),
        ...vcr(['INDEX', 'pro_snowball__4']),
        // 400 and 401 answers, the rate-limit status, the group_by page
        ...vcr(['opt_filter_names__0', 'opt_filter_names__1', 'opt_select_fields__0', 'pro_rate_limit_status_200__0']),
        ...vcr(['pro_rate_limit_status_401__0', 'pro_request_biodiversity_and_group_by_type__0']),
        ...vcr([
          'pro_request_search_biodiversity_AND_fiance_count__1',
          'pro_request_search_biodiversity_AND_fiance_count__2',
        ]),
        ...vcr(['pro_request_single_identifier__1', 'pro_snowball__0', 'pro_snowball__1']),
        // select=ids results only
        ...vcr(['pro_request_list_count__0', 'pro_request_list_count__1']),
        ...vcr(['pro_request_search_biodiversity_AND_fiance_count__0']),
      ].sort(),
    );
    const reason = (name: string) => report.emptyFiles.find((f) => f.file.endsWith(name))?.reason;
    expect(reason('pro_request_biodiversity_and_group_by_type__0.json')).toBe('no records in a group_by page');
    expect(reason('pro_snowball__4.json')).toBe('a list page with no results');
    expect(reason('pro_request_list_count__0.json')).toBe('its one record was bad (see errors)');
  });

  it('that the works manifest lists 465 parts of which 1 is present (and the authors manifest none)', () => {
    const part = 'updated_date=2023-05-16/part_000';
    expect(report.warnings.map((w) => [path.relative(SAMPLE, w.file), w.message])).toEqual([
      [
        'go-openalex-snapshot-2023/openalex/authors/manifest',
        `authors manifest lists 104 parts, none present: the 104 missing parts (${recordsMissing('authors', []).toLocaleString('en-US')} records) are not imported; 1 part file here is not in it (updated_date=2023-04-21/part_000)`,
      ],
      [
        'go-openalex-snapshot-2023/openalex/works/manifest',
        `works manifest lists 465 parts, 1 present (${part}): the 464 missing parts (${recordsMissing('works', [part]).toLocaleString('en-US')} records) are not imported`,
      ],
    ]);
    expect(recordsMissing('works', [part])).toBe(244_371_844 - 27);
  });

  it('all of it in what the CLI prints', () => {
    const lines = reportLines(report, { path: (file) => path.relative(SAMPLE, file) });
    expect(lines[0]).toBe('Imported 1,534 records.');
    expect(lines).toContain('  works         561 read, 558 kept; 466 in the catalogue');
    expect(lines).toContain('21 files held no records:');
    expect(lines).toContain('  SOURCE.txt: not a record file (.txt)');
    expect(lines.some((l) => l.startsWith('  works manifest lists 465 parts, 1 present'))).toBe(true);
  });
});
