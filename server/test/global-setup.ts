import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { generateCatalogueInto } from '../src/catalogue/build/build.js';

export const TEST_WORKS = 3000;
export const TEST_SEED = 7;

/** One generated demo catalogue for every server test file (built once per test run). */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'alexandria-test-'));
  await generateCatalogueInto(dir, { works: TEST_WORKS, seed: TEST_SEED });
  project.provide('catalogueDir', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    catalogueDir: string;
  }
}
