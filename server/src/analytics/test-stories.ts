import { randomBytes } from 'node:crypto';
import { QueryError } from '../catalogue/query/errors.js';
import type { OqlQuery } from '../../../src/lib/oql/index.js';
import { SearchCache, type CacheEntry } from './search-cache.js';
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
/** Finished jobs kept for their runners to read, at most, and the bytes they may hold. */
const KEEP_JOBS = 200;
const KEEP_JOBS_BYTES = 32 * 1024 * 1024;
/** Jobs one user may have running (each runs its tests one after another), and the whole server. */
export const MAX_RUNNING_JOBS_PER_USER = 2;
export const MAX_RUNNING_JOBS = 20;

interface Job extends StoryJob, CacheEntry {
  /** who started it: only they (or an admin) may read it */
  owner: string;
}

/**
 * The test server: a job runs its tests one after another through the search service (query
 * tests) or the text-to-OQL service (prompt tests), within the job's time limit; its runner polls
 * it by id. Jobs live with this process.
 */
export class TestStories {
  private readonly jobs = new SearchCache<Job>({ maxBytes: KEEP_JOBS_BYTES, maxEntries: KEEP_JOBS });
  private readonly running = new Set<Job>();

  constructor(
    private readonly service: AnalyticsService,
    private readonly textToQuery: TextToQuery | undefined,
  ) {}

  /** Starts a job of `userId`'s; 429 when they have as many running as they may, 503 when the server has. */
  start(tests: StoryTest[], timeoutS: number, userId: string): StoryJob {
    const running = [...this.running];
    if (running.filter((job) => job.owner === userId).length >= MAX_RUNNING_JOBS_PER_USER) {
      throw new QueryError(
        `You have ${MAX_RUNNING_JOBS_PER_USER} test jobs running, the most one account may have; wait for one to finish and try again.`,
        429,
        'Too many requests',
        10,
      );
    }
    if (running.length >= MAX_RUNNING_JOBS) {
      throw new QueryError(
        `The test server is running ${MAX_RUNNING_JOBS} jobs, as many as it takes at once; try again in a little while.`,
        503,
        'Unavailable',
        30,
      );
    }
    const job: Job = {
      owner: userId,
      bytes: 0,
      isSettled: false,
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
    this.running.add(job);
    void this.run(job, tests, Date.now() + timeoutS * 1000, userId);
    return job;
  }

  /** A job by id, for the user who started it or an admin; undefined otherwise (ids are not proof). */
  job(id: string, caller: { userId: string; isAdmin?: boolean }): StoryJob | undefined {
    const job = this.jobs.get(id);
    return job && (job.owner === caller.userId || caller.isAdmin) ? job : undefined;
  }

  private async run(job: Job, tests: StoryTest[], deadline: number, userId: string): Promise<void> {
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
      this.running.delete(job);
      const { owner: _owner, bytes: _bytes, isSettled: _settled, ...shown } = job;
      this.jobs.settle(job.job_id, job, 2 * JSON.stringify(shown).length);
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
    const created = await this.createInTurn(query, userId, deadline);
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

  /** Creates the test's search, waiting (until the job's deadline) while its user or the server is at a limit. */
  private async createInTurn(query: OqlQuery, userId: string, deadline: number) {
    for (;;) {
      try {
        return this.service.create(query, { userId });
      } catch (e) {
        // a full line passes within a run's time limit; the hourly limit of new searches does not
        const isBusy = e instanceof QueryError && (e.status === 429 || e.status === 503) && (e.retryAfterS ?? 1) <= 60;
        const wait = Math.min(1000, (isBusy ? (e.retryAfterS ?? 1) : 0) * 1000);
        if (!isBusy || Date.now() + wait >= deadline) throw e;
        await new Promise((resolve) => setTimeout(resolve, wait));
      }
    }
  }
}
