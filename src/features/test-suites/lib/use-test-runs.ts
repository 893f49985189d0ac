import { useRef, useState } from 'react';
import type { OqlConfig } from '../../../lib/oql/config';
import type { TestCase } from '../../../lib/test-suites';
import { textToQuery } from '../../analytics/api/searches';
import { createTestSearch, getTestSearch, storyCalls } from '../api/test-suites-api';
import {
  checkNatLangQuery,
  checkOqlToQuery,
  checkQueryToOql,
  judgeStoryResult,
  runSearchTest,
  runStoryJob,
  SEARCH_TEST_POLL_MS,
  type CheckResult,
  type QueryStatus,
} from './runner';

export type CheckState =
  { status: 'loading'; message?: undefined; actual?: undefined; searchId?: string } | CheckResult;

/** What has been run of one test: each column of the runner table. */
export interface TestRun {
  oqlToQuery?: CheckState;
  queryToOql?: CheckState;
  search?: CheckState;
  /** one per natural-language prompt */
  natLang?: CheckState[];
}

export type CheckName = 'oqlToQuery' | 'queryToOql' | 'search' | 'natLang';

/** Spec 2 §4 Test query status: loading while a check runs, fail when one failed, pass when all ran and passed. */
export function queryStatus(run: TestRun | undefined): QueryStatus | undefined {
  if (!run) return undefined;
  const states = [run.oqlToQuery, run.queryToOql, run.search, ...(run.natLang ?? [])].filter(
    (state) => state !== undefined,
  );
  if (!states.length) return undefined;
  if (states.some((state) => state.status === 'loading')) return 'loading';
  return states.some((state) => state.status === 'fail') ? 'fail' : 'pass';
}

export function countStatuses(tests: TestCase[], runs: Record<string, TestRun>) {
  const counts = { passing: 0, failing: 0, loading: 0 };
  for (const test of tests) {
    const status = queryStatus(runs[test.id]);
    if (status === 'pass') counts.passing++;
    else if (status === 'fail') counts.failing++;
    else if (status === 'loading') counts.loading++;
  }
  return counts;
}

/** Searches run at once: the server runs two at a time; more would only wait there. */
const PARALLEL = 2;

async function inTurn<T>(items: T[], work: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  const worker = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, queue.length) }, worker));
}

const failure = (e: unknown): CheckResult => ({ status: 'fail', message: e instanceof Error ? e.message : String(e) });

/** The runs of a page's tests, and the actions that start and clear them. */
export function useTestRuns(config: OqlConfig | undefined, pollMs = SEARCH_TEST_POLL_MS) {
  const [runs, setRuns] = useState<Record<string, TestRun>>({});
  // a cleared page ignores the answers of the runs it started before
  const generation = useRef(0);

  const update = (id: string, change: (run: TestRun) => TestRun, at: number) => {
    if (at !== generation.current) return;
    setRuns((all) => ({ ...all, [id]: change(all[id] ?? {}) }));
  };

  const run = async (tests: TestCase[], checks: readonly CheckName[]) => {
    const at = generation.current;
    for (const test of tests) {
      const next: TestRun = {};
      if (checks.includes('oqlToQuery') && test.oql && test.query && config) {
        next.oqlToQuery = checkOqlToQuery(test, config);
      }
      if (checks.includes('queryToOql') && test.oql && test.query) next.queryToOql = checkQueryToOql(test);
      if (checks.includes('search') && test.query) next.search = { status: 'loading' };
      if (checks.includes('natLang') && test.natLang.length)
        next.natLang = test.natLang.map(() => ({ status: 'loading' }));
      update(test.id, (old) => ({ ...old, ...next }), at);
    }
    const natLang = checks.includes('natLang') ? tests.filter((test) => test.natLang.length) : [];
    const searches = checks.includes('search') ? tests.filter((test) => test.query) : [];
    await Promise.all([
      inTurn(searches, async (test) => {
        const result = await runSearchTest(
          test,
          { createSearch: createTestSearch, getSearch: getTestSearch },
          { pollMs },
        );
        update(test.id, (old) => ({ ...old, search: result }), at);
      }),
      inTurn(natLang, async (test) => {
        for (const [index, prompt] of test.natLang.entries()) {
          const result = await textToQuery(prompt).then((answer) => checkNatLangQuery(test, answer), failure);
          update(
            test.id,
            (old) => ({ ...old, natLang: (old.natLang ?? []).map((state, i) => (i === index ? result : state)) }),
            at,
          );
        }
      }),
    ]);
  };

  /** Query to search on the test server: one job for all the tests with a query (spec 2 §7). */
  const runOnServer = async (tests: TestCase[]) => {
    const at = generation.current;
    const withQuery = tests.filter((test) => test.query);
    for (const test of withQuery) update(test.id, (old) => ({ ...old, search: { status: 'loading' } }), at);
    const byId = new Map(withQuery.map((test) => [test.id, test]));
    const settle = (results: { test_id: string; is_completed: boolean }[]) => {
      for (const result of results) {
        const test = byId.get(result.test_id);
        if (!test || !result.is_completed) continue;
        const judged = judgeStoryResult(result as Parameters<typeof judgeStoryResult>[0], test.expectsZeroResults);
        update(test.id, (old) => ({ ...old, search: judged }), at);
      }
    };
    try {
      const unique = [...byId.values()];
      const results = await runStoryJob(
        unique.map((test) => ({ test_id: test.id, query: test.query })),
        storyCalls,
        { onProgress: (answer) => settle(answer.results) },
      );
      settle(results);
    } catch (e) {
      const result = failure(e);
      for (const test of withQuery) {
        update(test.id, (old) => ({ ...old, search: old.search?.status === 'loading' ? result : old.search }), at);
      }
    }
  };

  const clear = () => {
    generation.current++;
    setRuns({});
  };

  return { runs, run, runOnServer, clear };
}
