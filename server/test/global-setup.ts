import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { generateCatalogueInto } from '../src/catalogue/ingest/build.js';

export const TEST_WORKS = 3000;
export const TEST_SEED = 7;

interface Shared {
  dir: Promise<string>;
  users: number;
}

// Every server project (vitest.config.ts) runs this setup; they share one catalogue, kept until
// the last of them is done.
const KEY = Symbol.for('alexandria.test-catalogue');
const holder = globalThis as typeof globalThis & { [KEY]?: Shared };

/** One generated demo catalogue for every server test file (built once per test run). */
export default async function setup(project: TestProject) {
  const shared = (holder[KEY] ??= { dir: build(), users: 0 });
  shared.users++;
  project.provide('catalogueDir', await shared.dir);
  return async () => {
    if (--shared.users > 0) return;
    delete holder[KEY];
    rmSync(await shared.dir, { recursive: true, force: true });
  };
}

async function build(): Promise<string> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'alexandria-test-'));
  await generateCatalogueInto(dir, { works: TEST_WORKS, seed: TEST_SEED });
  return dir;
}

declare module 'vitest' {
  export interface ProvidedContext {
    catalogueDir: string;
  }
}
