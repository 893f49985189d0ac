import { ANALYTICS_EXAMPLES } from '../../../../src/lib/analytics-examples/index.js';
import {
  SUITE_IDS,
  toTestCases,
  type SuiteId,
  type SuiteSummary,
  type TestCase,
} from '../../../../src/lib/test-suites.js';
import { ALL_COLUMNS } from './all-columns.js';
import { DISJUNCTIONS } from './disjunctions.js';
import type { SuiteEntry } from './entry.js';
import { LABELS } from './labels.js';
import { MAIN } from './main.js';

export { SUITE_LABELS, withSuiteLabels } from './labels.js';
export type { SuiteEntry } from './entry.js';

/** The landing page's example questions as the landing_page suite has them (spec 2 §3 "Example query record"). */
const LANDING_PAGE: SuiteEntry[] = ANALYTICS_EXAMPLES.map((example) => ({
  question: example.question,
  type: example.type,
  category: example.category,
  url: '',
  query: example.query,
  ...(example.broken ? { broken: true } : {}),
  ...(example.error ? { error: example.error } : {}),
}));

/** The five suites this project ships, by name, as their files would hold them. */
export const BUILT_IN_SUITES: Record<SuiteId, SuiteEntry[]> = {
  main: MAIN,
  landing_page: LANDING_PAGE,
  all_columns: ALL_COLUMNS,
  disjunctions: DISJUNCTIONS,
  labels: LABELS,
};

/** What the suites' file names are shown as when they are the built-in ones. */
export const BUILT_IN_FILE = 'built in';

/**
 * The query-language test suites served when OQL_SUITES_DIR names no folder: this project's own,
 * written for the demo catalogue (server/src/analytics/suites/), with the same interface as a folder.
 */
export class BuiltInSuites {
  private readonly tests = new Map(SUITE_IDS.map((id) => [id, toTestCases(BUILT_IN_SUITES[id])]));

  async list(): Promise<SuiteSummary[]> {
    return SUITE_IDS.map((id) => ({ id, file: BUILT_IN_FILE, count: this.tests.get(id)!.length }));
  }

  async suite(id: SuiteId): Promise<{ id: SuiteId; file: string; tests: TestCase[] }> {
    return { id, file: BUILT_IN_FILE, tests: this.tests.get(id)! };
  }
}
