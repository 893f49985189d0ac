import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importInto, type ImportReport } from './build.js';
import { reportLines } from './import-report.js';
import { FIXTURES, fixture } from '../openalex/testing.js';

let source: string;
let dataDir: string;
let report: ImportReport;

beforeAll(async () => {
  source = mkdtempSync(path.join(os.tmpdir(), 'alexandria-report-src-'));
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'alexandria-report-data-'));
  // A snapshot whose works manifest lists two parts, one of them here (2 works, an author, an
  // institution, a source), plus API files: one work in two files, a cursor's empty last page, a
  // page of a select=ids record only, and a text file.
  cpSync(path.join(FIXTURES, 'snapshot-2023'), path.join(source, 'snapshot'), { recursive: true });
  const work = fixture('api-2025/W3000000001.json');
  mkdirSync(path.join(source, 'api'));
  writeFileSync(path.join(source, 'api', 'W3000000001.json'), JSON.stringify(work));
  writeFileSync(path.join(source, 'api', 'page-1.json'), JSON.stringify({ meta: { count: 1 }, results: [work] }));
  writeFileSync(path.join(source, 'api', 'page-2.json'), JSON.stringify({ meta: { next_cursor: null }, results: [] }));
  writeFileSync(
    path.join(source, 'api', 'ids-only.json'),
    JSON.stringify({ meta: { count: 1 }, results: [{ ids: { openalex: 'https://openalex.org/W9' } }] }),
  );
  writeFileSync(path.join(source, 'notes.txt'), 'how this folder was made\n');
  report = await importInto(dataDir, source);
});

afterAll(() => {
  rmSync(source, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the import report', () => {
  it('counts the records of each type read, kept, and then in the catalogue (copies once)', () => {
    expect(report.byType).toEqual({
      works: { read: 5, kept: 4, inCatalogue: 3 },
      authors: { read: 1, kept: 1, inCatalogue: 1 },
      institutions: { read: 1, kept: 1, inCatalogue: 1 },
      sources: { read: 1, kept: 1, inCatalogue: 1 },
    });
    expect(report.records).toBe(7);
  });

  it('names the files that held no records, with why', () => {
    const rel = (file: string) => path.relative(source, file);
    expect(report.emptyFiles.map((f) => [rel(f.file), f.reason])).toEqual([
      [path.join('api', 'ids-only.json'), 'its one record was bad (see errors)'],
      [path.join('api', 'page-2.json'), 'a list page with no results'],
      ['notes.txt', 'not a record file (.txt)'],
    ]);
  });

  it('warns that the works manifest lists a part that is not present', () => {
    expect(report.warnings).toEqual([
      {
        file: path.join(source, 'snapshot', 'works', 'manifest'),
        message:
          'works manifest lists 2 parts, 1 present (updated_date=2023-06-01/part_000): the 1 missing part (1,500 records) is not imported',
      },
    ]);
  });

  it('prints all three', () => {
    const lines = reportLines(report, { path: (file) => path.relative(source, file) });
    expect(lines).toContain('  works         5 read, 4 kept; 3 in the catalogue');
    expect(lines).toContain('3 files held no records:');
    expect(lines).toContain('  notes.txt: not a record file (.txt)');
    expect(lines).toContain('Warnings:');
    expect(lines.at(-1)).toMatch(/^ {2}works manifest lists 2 parts, 1 present .* \(snapshot\/works\/manifest\)$/);
  });
});
