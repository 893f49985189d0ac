import type { OqlQuery } from '../../../../src/lib/oql/index.js';

/** One test of a built-in suite as its file would hold it (spec 2 §3 "Test case"). */
export interface SuiteEntry {
  title?: string;
  question?: string;
  type?: string;
  category?: string;
  url?: string;
  oql?: string;
  query: OqlQuery;
  natLang?: string[];
  expectsZeroResults?: boolean;
  broken?: boolean;
  error?: string;
  /**
   * A data API path (under /api) whose count the search's row count equals: `meta.count`, or
   * `meta.groups_count` with `group_by`. Checked by suites.test.ts; the test pages ignore it.
   */
  dataApiCount?: string;
}
