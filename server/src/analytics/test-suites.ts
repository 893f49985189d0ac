import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import {
  SUITE_IDS,
  toTestCases,
  type SuiteId,
  type SuiteSummary,
  type TestCase,
} from '../../../src/lib/test-suites.js';

/** The extensions a suite's file may have, in the order they are looked for. */
const EXTENSIONS = ['.json', '.yaml', '.yml'] as const;

export class SuiteNotFound extends Error {}

/**
 * The query-language test suites (spec 2 §2 Test pages), read from the folder OQL_SUITES_DIR names:
 * `{suite}.json` or `{suite}.yaml` for each of the five suites. A file is parsed again when it
 * changes, so an edited suite is served without a restart; the folder is never written.
 */
export class TestSuiteFolder {
  /** parsed files by name, kept while their modification time and size stay the same */
  private readonly parsed = new Map<string, { version: string; tests: TestCase[] }>();

  constructor(readonly dir: string) {}

  private async fileOf(id: SuiteId): Promise<{ file: string; version: string } | undefined> {
    for (const extension of EXTENSIONS) {
      const file = `${id}${extension}`;
      const found = await stat(path.join(this.dir, file)).catch(() => undefined);
      if (found?.isFile()) return { file, version: `${found.mtimeMs}:${found.size}` };
    }
    return undefined;
  }

  private async read(id: SuiteId): Promise<{ file: string; tests: TestCase[] }> {
    const found = await this.fileOf(id);
    if (!found) throw new SuiteNotFound(`No file for the suite ${id} (${id}.json or ${id}.yaml) in ${this.dir}.`);
    const { file, version } = found;
    const kept = this.parsed.get(file);
    if (kept?.version === version) return { file, tests: kept.tests };
    const text = await readFile(path.join(this.dir, file), 'utf8');
    let content: unknown;
    try {
      content = file.endsWith('.json') ? JSON.parse(text) : parseYaml(text);
    } catch (e) {
      throw new Error(`The suite file ${file} cannot be read: ${(e as Error).message}`, { cause: e });
    }
    const tests = toTestCases(content);
    this.parsed.set(file, { version, tests });
    return { file, tests };
  }

  /** The suites whose file is in the folder, with their number of tests. */
  async list(): Promise<SuiteSummary[]> {
    const suites: SuiteSummary[] = [];
    for (const id of SUITE_IDS) {
      if (!(await this.fileOf(id))) continue;
      const { file, tests } = await this.read(id);
      suites.push({ id, file, count: tests.length });
    }
    return suites;
  }

  async suite(id: SuiteId): Promise<{ id: SuiteId; file: string; tests: TestCase[] }> {
    return { id, ...(await this.read(id)) };
  }
}
