import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Works in the e2e server's demo catalogue. */
export const e2eWorks = process.env.E2E_WORKS ?? '3000';

/** A fingerprint of the code that writes a catalogue (server/src/catalogue, tests aside). */
function catalogueCodeHash(): string {
  const root = path.resolve(import.meta.dirname, '../../server/src/catalogue');
  const hash = createHash('sha256');
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .sort();
  for (const file of files) hash.update(file).update(readFileSync(path.join(root, file)));
  return hash.digest('hex').slice(0, 10);
}

/**
 * The e2e server's data folder, kept between runs in the temp dir so that the demo catalogue is
 * generated once — per version of the catalogue code, so that a change to the generator or the
 * writer gets a catalogue of its own instead of one an older version wrote.
 */
export const e2eDataDir = path.join(os.tmpdir(), `alexandria-e2e-${e2eWorks}-${catalogueCodeHash()}`);

/** The shared sample of real OpenAlex records, when it is beside the checkout (CI has it). */
export const realSample = path.resolve(import.meta.dirname, '../../../shared/conformance/openalex-sample');

/** The public query-language test suites, served on /tests by both e2e servers (OQL_SUITES_DIR). */
export const oqlSuites = path.resolve(import.meta.dirname, '../../../shared/conformance/oql-suites');

/** The data folder of the e2e server over the imported sample, imported afresh each run. */
export const realSampleDataDir = path.join(os.tmpdir(), 'alexandria-e2e-real-sample');

/** Its port: the one after the demo server's. */
export const realSamplePort = Number(process.env.E2E_PORT ?? 18080) + 1;
