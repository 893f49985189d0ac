import { ApiError } from '../../../api/api-error';
import type { AnalyticsSearch } from '../../../lib/analytics-search';
import { compareQueries, parseOql, renderOql, type OqlConfig, type OqlQuery } from '../../../lib/oql';
import type { TestCase } from '../../../lib/test-suites';

/**
 * The test runner's rules (spec 2 §4 Test search state, §5 Test comparison, §8 Tests messages,
 * §9 Test polling) as functions of their inputs; the pages only show what these return.
 */

/** Spec 2 §9: search tests are read every 1000 ms … */
export const SEARCH_TEST_POLL_MS = 1000;
/** … a suite page's searches every 500 ms … */
export const SUITE_POLL_MS = 500;
/** … and the test server's jobs every 5000 ms, up to 120 polls (10 minutes), with a job timeout of 180 s. */
export const SERVER_POLL_MS = 5000;
export const SERVER_MAX_POLLS = 120;
export const SERVER_JOB_TIMEOUT_S = 180;

/** Spec 2 §8, Tests. */
export const TESTS_MESSAGES = {
  timeout: 'Timeout occurred while waiting for search to be ready.',
  badCreateStatus: 'Bad status when creating search',
  badSuiteStatus: 'Bad status fetching tests json',
  pollingTimedOut: 'Polling timed out',
  noResults: 'no results',
  detailError: 'Error loading test details. Please try again.',
  testTypePage: "There's no page for Test Type right now.",
} as const;
export const couldNotCreate = (error: string) => `Could not create search: ${error}`;
export const jobFailed = (error: string | null | undefined) => `Job failed: ${error || 'Unknown error'}`;

/** Spec 2 §4 Test search state and Test query status. */
export type SearchState = 'pending' | 'passing' | 'failing';
export type QueryStatus = 'loading' | 'fail' | 'pass';

export interface CheckResult {
  status: 'pass' | 'fail';
  /** why it failed */
  message?: string;
  /** what the check produced (a parsed query, rendered OQL, a search) for the detail dialog */
  actual?: unknown;
  /** the search behind a search check */
  searchId?: string;
}

/** The OQL a test expects, compared after trimming and stripping one trailing ';'. */
export function normaliseOql(text: string): string {
  return text.trim().replace(/;$/, '').trim();
}

/** Query to OQL: the rendered query must be the test's OQL. */
export function checkQueryToOql(test: Pick<TestCase, 'oql' | 'query'>): CheckResult {
  if (!test.oql || !test.query) return { status: 'fail', message: 'The test has no OQL or no query.' };
  let rendered: string;
  try {
    rendered = renderOql(test.query);
  } catch (e) {
    return { status: 'fail', message: (e as Error).message };
  }
  return normaliseOql(rendered) === normaliseOql(test.oql)
    ? { status: 'pass', actual: rendered }
    : { status: 'fail', message: 'The rendered OQL differs from the test’s.', actual: rendered };
}

/** OQL to query: the parsed OQL must equal the test's query by the rules of spec 2 §5. */
export function checkOqlToQuery(test: Pick<TestCase, 'oql' | 'query' | 'ignore'>, config: OqlConfig): CheckResult {
  if (!test.oql || !test.query) return { status: 'fail', message: 'The test has no OQL or no query.' };
  let parsed: OqlQuery;
  try {
    parsed = parseOql(test.oql, config);
  } catch (e) {
    return { status: 'fail', message: (e as Error).message };
  }
  return compareQueries(parsed, test.query, test.ignore)
    ? { status: 'pass', actual: parsed }
    : { status: 'fail', message: 'The parsed query differs from the test’s.', actual: parsed };
}

/**
 * A natural-language prompt's query against the test's query (spec 2 §5). Columns and sort the
 * test's query leaves out are not checked: the text-to-OQL service states its defaults, which the
 * test leaves to the search service.
 */
export function checkNatLangQuery(
  test: Pick<TestCase, 'query' | 'ignore'>,
  answer: { query: OqlQuery; oql?: string },
): CheckResult {
  if (!test.query) return { status: 'fail', message: 'The test has no query.', actual: answer.query };
  const ignore = [
    ...test.ignore,
    ...(test.query.show_columns?.length ? [] : ['show_columns']),
    ...(test.query.sort_by_column ? [] : ['sort_by_column', 'sort_by_order']),
  ];
  return compareQueries(answer.query, test.query, ignore)
    ? { status: 'pass', actual: answer.query }
    : { status: 'fail', message: 'The query from the prompt differs from the test’s.', actual: answer.query };
}

/** Spec 2 §4: passes with results, or with none when expectsZeroResults; fails on backend_error or empty results. */
export function judgeSearch(
  search: Pick<AnalyticsSearch, 'is_completed' | 'backend_error' | 'results' | 'meta'>,
  expectsZeroResults: boolean,
): { state: SearchState; message?: string } {
  if (search.backend_error) return { state: 'failing', message: `Search error: ${search.backend_error}` };
  if (!search.is_completed) return { state: 'pending' };
  const count = search.meta.count ?? search.results.length;
  if (expectsZeroResults) {
    return count === 0 ? { state: 'passing' } : { state: 'failing', message: `Expected no results, found ${count}.` };
  }
  return count > 0 ? { state: 'passing' } : { state: 'failing', message: TESTS_MESSAGES.noResults };
}

/** The results a test-server job reports for one test (server/src/analytics/test-stories.ts). */
export interface StoryResult {
  test_id: string;
  is_completed: boolean;
  search_id: string | null;
  results_count: number | null;
  backend_error: string | null;
  error: string | null;
}

/** A test the test server ran, judged by the same rules. */
export function judgeStoryResult(result: StoryResult, expectsZeroResults: boolean): CheckResult {
  const searchId = result.search_id ?? undefined;
  if (result.error) return { status: 'fail', message: result.error, searchId };
  const judged = judgeSearch(
    {
      is_completed: result.is_completed,
      backend_error: result.backend_error,
      results: [],
      meta: { count: result.results_count ?? 0, works_count: null, page: 1, per_page: 0 },
    },
    expectsZeroResults,
  );
  return judged.state === 'passing'
    ? { status: 'pass', searchId, actual: result }
    : { status: 'fail', message: judged.message ?? TESTS_MESSAGES.pollingTimedOut, searchId, actual: result };
}

/** Spec 2 §9: the passing percentage, rounded to two decimals. */
export function percentPassing(passing: number, total: number): string {
  return total > 0 ? ((passing / total) * 100).toFixed(2) : '0.00';
}

export interface Clock {
  wait(ms: number): Promise<void>;
  now(): number;
}

export const realClock: Clock = {
  wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  now: () => Date.now(),
};

export interface SearchCalls {
  createSearch(query: OqlQuery): Promise<Pick<AnalyticsSearch, 'id'>>;
  getSearch(id: string): Promise<AnalyticsSearch>;
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Query to search: create the test's search, read it every `pollMs` until complete or until the
 * test's timeout (spec 2 §9), and judge it (§4).
 */
export async function runSearchTest(
  test: Pick<TestCase, 'query' | 'searchTimeout' | 'expectsZeroResults'>,
  calls: SearchCalls,
  {
    pollMs = SEARCH_TEST_POLL_MS,
    clock = realClock,
    signal,
  }: { pollMs?: number; clock?: Clock; signal?: AbortSignal } = {},
): Promise<CheckResult> {
  if (!test.query) return { status: 'fail', message: 'The test has no query.' };
  let id: string;
  try {
    const created = await calls.createSearch(test.query);
    if (!created?.id) return { status: 'fail', message: TESTS_MESSAGES.badCreateStatus };
    id = created.id;
  } catch (e) {
    // an answer with an error status, or no answer at all
    if (e instanceof ApiError && e.status > 0) {
      return { status: 'fail', message: `${TESTS_MESSAGES.badCreateStatus} (${e.status}: ${e.message})` };
    }
    return { status: 'fail', message: couldNotCreate(errorText(e)) };
  }
  const deadline = clock.now() + test.searchTimeout;
  for (;;) {
    if (signal?.aborted) return { status: 'fail', message: 'Stopped.', searchId: id };
    let search: AnalyticsSearch;
    try {
      search = await calls.getSearch(id);
    } catch (e) {
      return { status: 'fail', message: `Search error: ${errorText(e)}`, searchId: id };
    }
    const judged = judgeSearch(search, test.expectsZeroResults);
    if (judged.state !== 'pending') {
      return {
        status: judged.state === 'passing' ? 'pass' : 'fail',
        message: judged.message,
        searchId: id,
        actual: { count: search.meta.count, works_count: search.meta.works_count, oql: search.oql },
      };
    }
    if (clock.now() + pollMs > deadline) return { status: 'fail', message: TESTS_MESSAGES.timeout, searchId: id };
    await clock.wait(pollMs);
  }
}

export interface StoryJobAnswer {
  results: StoryResult[];
  is_completed: boolean;
  status: string;
  error: string | null;
}

export interface StoryCalls {
  start(body: { timeout: number; tests: { test_id: string; query?: unknown; prompt?: string }[] }): Promise<{
    job_id: string;
  }>;
  read(jobId: string): Promise<StoryJobAnswer>;
}

/**
 * The test server (spec 2 §7): one job for the tests, read every 5000 ms up to 120 times. Throws
 * 'Job failed: …' or 'Polling timed out'; `onProgress` sees each answer.
 */
export async function runStoryJob(
  tests: { test_id: string; query?: unknown; prompt?: string }[],
  calls: StoryCalls,
  { clock = realClock, onProgress }: { clock?: Clock; onProgress?: (answer: StoryJobAnswer) => void } = {},
): Promise<StoryResult[]> {
  const { job_id: jobId } = await calls.start({ timeout: SERVER_JOB_TIMEOUT_S, tests });
  for (let poll = 0; poll < SERVER_MAX_POLLS; poll++) {
    await clock.wait(SERVER_POLL_MS);
    const answer = await calls.read(jobId);
    onProgress?.(answer);
    if (answer.status === 'failed') throw new Error(jobFailed(answer.error));
    if (answer.is_completed) return answer.results;
  }
  throw new Error(TESTS_MESSAGES.pollingTimedOut);
}
