import { randomBytes } from 'node:crypto';
import type { OqlQuery } from '../../../src/lib/oql/index.js';
import type { AnalyticsService } from './service.js';

/** One test of a job: a query object (or OQL) to search, or a natural-language prompt to turn into a query. */
export interface StoryTest {
  test_id: string;
  query?: unknown;
  oql?: string;
  prompt?: string;
}

/** What the test server says of one test (spec 2 §7); the runner judges pass and fail (§4). */
export interface StoryResult {
  test_id: string;
  is_completed: boolean;
  /** the search run for a query test */
  search_id: string | null;
  /** the query a prompt became, or the query searched */
  query: OqlQuery | null;
  oql: string | null;
  results_count: number | null;
  works_count: number | null;
  backend_error: string | null;
  /** a test that could not run: a bad query, a prompt not understood, the job's time limit */
  error: string | null;
  duration: number | null;
}

export interface StoryJob {
  job_id: string;
  status: 'running' | 'completed' | 'failed';
  is_completed: boolean;
  results: StoryResult[];
  error: string | null;
}

export type TextToQuery = (text: string) => Promise<{ query: OqlQuery; oql: string }>;

export const MAX_STORY_TESTS = 500;
/** The spec's default job time limit, in seconds (spec 2 §7: timeout 180). */
export const DEFAULT_STORY_TIMEOUT_S = 180;
/** Finished jobs kept for their runners to read. */
const KEEP_JOBS = 200;

/**
 * The test server: a job runs its tests one after another through the search service (query
 * tests) or the text-to-OQL service (prompt tests), within the job's time limit; its runner polls
 * it by id. Jobs live with this process.
 */
export class TestStories {
  private readonly jobs = new Map<string, StoryJob>();

  constructor(
    private readonly service: AnalyticsService,
    private readonly textToQuery: TextToQuery | undefined,
  ) {}

  start(tests: StoryTest[], timeoutS: number, userId: string): StoryJob {
    const job: StoryJob = {
      job_id: randomBytes(9).toString('base64url'),
      status: 'running',
      is_completed: false,
      error: null,
      results: tests.map((test) => ({
        test_id: test.test_id,
        is_completed: false,
        search_id: null,
        query: null,
        oql: null,
        results_count: null,
        works_count: null,
        backend_error: null,
        error: null,
        duration: null,
      })),
    };
    this.jobs.set(job.job_id, job);
    for (const [id, old] of this.jobs) {
      if (this.jobs.size <= KEEP_JOBS) break;
      if (old.is_completed) this.jobs.delete(id);
    }
    void this.run(job, tests, Date.now() + timeoutS * 1000, userId);
    return job;
  }

  job(id: string): StoryJob | undefined {
    return this.jobs.get(id);
  }

  private async run(job: StoryJob, tests: StoryTest[], deadline: number, userId: string): Promise<void> {
    try {
      for (const [index, test] of tests.entries()) {
        const result = job.results[index]!;
        if (Date.now() >= deadline) {
          result.error = 'The job reached its time limit before this test ran.';
          result.is_completed = true;
          continue;
        }
        const started = performance.now();
        try {
          await this.runOne(test, result, deadline, userId);
        } catch (e) {
          result.error = e instanceof Error ? e.message : String(e);
        }
        result.duration = Math.round(performance.now() - started) / 1000;
        result.is_completed = true;
      }
      job.status = 'completed';
    } catch (e) {
      job.status = 'failed';
      job.error = e instanceof Error ? e.message : String(e);
    } finally {
      job.is_completed = true;
    }
  }

  private async runOne(test: StoryTest, result: StoryResult, deadline: number, userId: string): Promise<void> {
    if (test.prompt !== undefined) {
      if (!this.textToQuery) throw new Error('Natural-language queries are not available on this server.');
      const answer = await this.textToQuery(test.prompt);
      result.query = answer.query;
      result.oql = answer.oql;
      return;
    }
    const query = this.service.normalise(test.oql !== undefined ? { oql: test.oql } : { query: test.query });
    const created = this.service.create(query, { userId });
    result.search_id = created.id;
    result.query = query;
    result.oql = created.oql;
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), Math.max(0, deadline - Date.now()));
    });
    const done = await Promise.race([this.service.settled(created.id, userId), timedOut]).finally(() =>
      clearTimeout(timer),
    );
    if (done === 'timeout') throw new Error('Timeout occurred while waiting for search to be ready.');
    const search = done ?? created;
    result.backend_error = search.backend_error;
    result.results_count = search.meta.count;
    result.works_count = search.meta.works_count;
  }
}
