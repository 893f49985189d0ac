/**
 * The shared sample of real OpenAlex records and recorded API answers, imported for tests. The
 * sample is read where it is (../shared/conformance), never copied into the project.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app.js';
import { importInto, type ImportReport } from '../catalogue/ingest/build.js';
import { Catalogue, type CatalogueOptions } from '../catalogue/catalogue.js';

export const SAMPLE = path.resolve(import.meta.dirname, '../../../../shared/conformance/openalex-sample');

export interface ImportedSample {
  report: ImportReport;
  catalogue: Catalogue;
  /* eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are checked field by field */
  get(url: string): Promise<{ status: number; body: any }>;
}

/**
 * The whole sample imported into a fresh data folder before a test file's tests run, served by the
 * real app, and removed after them. The fields are set once the file's beforeAll has run.
 */
export function useImportedSample(opts: CatalogueOptions = {}): ImportedSample {
  let dir: string | undefined;
  const sample = {} as ImportedSample;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'alexandria-sample-'));
    sample.report = await importInto(dir, SAMPLE);
    sample.catalogue = await Catalogue.open(dir, opts);
    const app = await buildApp({ catalogue: sample.catalogue });
    sample.get = async (url) => {
      const res = await app.inject({ method: 'GET', url });
      return { status: res.statusCode, body: res.json() };
    };
  });
  afterAll(() => {
    sample.catalogue?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
  return sample;
}
