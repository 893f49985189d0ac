import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/api-error';
import type { AnalyticsSearch } from '../../../lib/analytics-search';
import { OqlConfig } from '../../../lib/oql/config';
import { searchTimeoutMs, testId, toTestCase } from '../../../lib/test-suites';
import {
  checkNatLangQuery,
  checkOqlToQuery,
  checkQueryToOql,
  judgeSearch,
  percentPassing,
  runSearchTest,
  runStoryJob,
  SUITE_POLL_MS,
  type StoryJobAnswer,
} from './runner';

const config = new OqlConfig({
  works: {
    columns: {
      id: { id: 'id', displayName: 'id', actions: ['filter', 'column'] },
      type: { id: 'type', displayName: 'type', actions: ['filter', 'column'] },
      publication_year: { id: 'publication_year', displayName: 'year', actions: ['filter', 'sort', 'column'] },
      display_name: { id: 'display_name', displayName: 'title', actions: ['sort', 'column'] },
    },
    showOnTablePage: ['display_name', 'publication_year'],
    sortByDefault: 'publication_year',
  },
});

/** The disjunctions suite's second test, as the suite file has it. */
const orTestRaw = {
  title: 'Two work IDs, or',
  oql: 'get works where (id is works/W1775749144 or id is works/W2582743722);',
  query: {
    get_rows: 'works',
    filter_works: [
      {
        join: 'or',
        filters: [
          { column_id: 'id', value: 'works/W1775749144' },
          { column_id: 'id', value: 'works/W2582743722' },
        ],
      },
    ],
  },
};
const orTest = toTestCase(orTestRaw, 0);

function search(overrides: Partial<AnalyticsSearch>): AnalyticsSearch {
  return {
    id: 's1',
    query: { get_rows: 'works' },
    oql: 'get works;',
    redshift_sql: '',
    is_completed: true,
    results_header: [],
    results: [],
    meta: { count: 0, works_count: 0, page: 1, per_page: 100 },
    timestamps: { started: null, completed: null, duration: null, duration_core_percent: null },
    backend_error: null,
    underlying_works_filter: null,
    ...overrides,
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('test ids', () => {
  it('are the first five base58 characters of a hash of the content, whatever the order of its fields', () => {
    const id = testId({ oql: 'get works;', query: { get_rows: 'works' } });
    expect(id).toMatch(/^[1-9A-HJ-NP-Za-km-z]{5}$/);
    expect(testId({ query: { get_rows: 'works' }, oql: 'get works;' })).toBe(id);
    expect(testId({ oql: 'get authors;', query: { get_rows: 'authors' } })).not.toBe(id);
    expect(orTest.id).toBe(testId(JSON.parse(JSON.stringify(orTestRaw))));
  });

  it('read a search timeout under 1000 as seconds, and default to 30000 ms', () => {
    expect(searchTimeoutMs(undefined)).toBe(30_000);
    expect(searchTimeoutMs(45)).toBe(45_000);
    expect(searchTimeoutMs('20')).toBe(20_000);
    expect(searchTimeoutMs(5000)).toBe(5000);
  });
});

describe('OQL ↔ query checks (spec 2 §5)', () => {
  it('query to OQL compares after trimming and stripping one trailing semicolon', () => {
    expect(checkQueryToOql(orTest).status).toBe('pass');
    expect(
      checkQueryToOql({ ...orTest, oql: '  get works where (id is works/W1775749144 or id is works/W2582743722)  ' })
        .status,
    ).toBe('pass');
    const wrong = checkQueryToOql({ ...orTest, oql: 'get works where id is works/W1;' });
    expect(wrong).toMatchObject({ status: 'fail', actual: expect.stringContaining('or id is works/W2582743722') });
  });

  it('OQL to query ignores filter order, numeric strings and missing or empty lists', () => {
    expect(checkOqlToQuery(orTest, config).status).toBe('pass');
    const reordered = {
      ...orTest,
      oql: 'get works where publication_year is 2020 and type is types/article;',
      query: {
        get_rows: 'works',
        filter_works: [
          { column_id: 'type', value: 'types/article' },
          { column_id: 'publication_year', operator: 'is', value: '2020' },
        ],
        show_columns: [],
      },
    };
    expect(checkOqlToQuery(reordered, config).status).toBe('pass');
    const other = { ...reordered, query: { ...reordered.query, filter_works: reordered.query.filter_works.slice(1) } };
    expect(checkOqlToQuery(other, config)).toMatchObject({ status: 'fail', actual: { get_rows: 'works' } });
  });

  it('OQL to query fails with the parser’s message', () => {
    expect(checkOqlToQuery({ ...orTest, oql: 'get works where colour is blue;' }, config)).toMatchObject({
      status: 'fail',
      message: expect.stringContaining('works.colour is not a valid column'),
    });
  });
});

describe('natural-language checks', () => {
  it('compare the prompt’s query with the test’s, except the columns and sort the test leaves out', () => {
    const test = { query: { get_rows: 'works' }, ignore: [] };
    const stated = {
      get_rows: 'works',
      sort_by_column: 'publication_year',
      sort_by_order: 'desc' as const,
      show_columns: ['display_name', 'publication_year'],
    };
    expect(checkNatLangQuery(test, { query: stated }).status).toBe('pass');
    const sorted = { query: { get_rows: 'works', sort_by_column: 'publication_year' }, ignore: [] };
    expect(checkNatLangQuery(sorted, { query: { ...stated, sort_by_order: 'asc' } }).status).toBe('fail');
    const filtered = { ...stated, filter_works: [{ column_id: 'type', value: 'types/article' }] };
    expect(checkNatLangQuery(test, { query: filtered })).toMatchObject({ status: 'fail', actual: filtered });
  });
});

describe('search pass and fail (spec 2 §4)', () => {
  it('passes with results, or with none when expectsZeroResults; fails on backend_error or empty results', () => {
    const found = search({ meta: { count: 2, works_count: 2, page: 1, per_page: 100 } });
    expect(judgeSearch(found, false)).toEqual({ state: 'passing' });
    expect(judgeSearch(search({}), false)).toEqual({ state: 'failing', message: 'no results' });
    expect(judgeSearch(search({}), true)).toEqual({ state: 'passing' });
    expect(judgeSearch(found, true).state).toBe('failing');
    expect(judgeSearch(search({ backend_error: 'boom' }), false)).toEqual({
      state: 'failing',
      message: 'Search error: boom',
    });
    expect(judgeSearch(search({ is_completed: false }), false)).toEqual({ state: 'pending' });
  });

  it('shows the passing percentage with two decimals', () => {
    expect(percentPassing(1, 3)).toBe('33.33');
    expect(percentPassing(2, 3)).toBe('66.67');
    expect(percentPassing(8, 8)).toBe('100.00');
    expect(percentPassing(0, 0)).toBe('0.00');
  });
});

describe('search tests (spec 2 §9 polling, §8 messages)', () => {
  it('reads the search every 1000 ms and gives up after the 30000 ms timeout', async () => {
    vi.useFakeTimers();
    const getSearch = vi.fn(async () => search({ is_completed: false }));
    const result = runSearchTest(orTest, { createSearch: async () => ({ id: 's1' }), getSearch });
    await vi.advanceTimersByTimeAsync(31_000);
    await expect(result).resolves.toMatchObject({
      status: 'fail',
      message: 'Timeout occurred while waiting for search to be ready.',
      searchId: 's1',
    });
    // at 0 s and after each of the 30 seconds
    expect(getSearch).toHaveBeenCalledTimes(31);
  });

  it('reads a suite page’s searches every 500 ms, within a timeout the test gives in seconds', async () => {
    vi.useFakeTimers();
    let reads = 0;
    const getSearch = vi.fn(async () =>
      ++reads < 4
        ? search({ is_completed: false })
        : search({ meta: { count: 1, works_count: 1, page: 1, per_page: 100 } }),
    );
    const test = { ...orTest, searchTimeout: searchTimeoutMs(5) };
    const result = runSearchTest(
      test,
      { createSearch: async () => ({ id: 's1' }), getSearch },
      { pollMs: SUITE_POLL_MS },
    );
    await vi.advanceTimersByTimeAsync(1500);
    await expect(result).resolves.toMatchObject({ status: 'pass', searchId: 's1' });
    expect(getSearch).toHaveBeenCalledTimes(4);
  });

  it('says why a search could not be created', async () => {
    const calls = (error: Error) => ({ createSearch: () => Promise.reject(error), getSearch: vi.fn() });
    await expect(runSearchTest(orTest, calls(new ApiError({ message: 'Network Error', status: 0 })))).resolves.toEqual({
      status: 'fail',
      message: 'Could not create search: Network Error',
    });
    const refused = await runSearchTest(orTest, calls(new ApiError({ message: 'Sign in first.', status: 401 })));
    expect(refused.message).toBe('Bad status when creating search (401: Sign in first.)');
    const noId = await runSearchTest(orTest, { createSearch: async () => ({ id: '' }), getSearch: vi.fn() });
    expect(noId.message).toBe('Bad status when creating search');
  });
});

describe('the test server (spec 2 §7, §9)', () => {
  const running: StoryJobAnswer = { results: [], is_completed: false, status: 'running', error: null };

  it('polls the job every 5000 ms, 120 times at most, then says so', async () => {
    vi.useFakeTimers();
    const read = vi.fn(async () => running);
    const job = runStoryJob([{ test_id: 'a', query: {} }], { start: async () => ({ job_id: 'j' }), read });
    const settled = expect(job).rejects.toThrow('Polling timed out');
    await vi.advanceTimersByTimeAsync(600_000);
    await settled;
    expect(read).toHaveBeenCalledTimes(120);
  });

  it('reports a failed job with its error, or Unknown error', async () => {
    vi.useFakeTimers();
    const start = vi.fn(async () => ({ job_id: 'j' }));
    const failed = (error: string | null) =>
      runStoryJob([{ test_id: 'a', query: {} }], {
        start,
        read: async () => ({ ...running, status: 'failed', is_completed: true, error }),
      });
    const withError = expect(failed('disk full')).rejects.toThrow('Job failed: disk full');
    const without = expect(failed(null)).rejects.toThrow('Job failed: Unknown error');
    await vi.advanceTimersByTimeAsync(5000);
    await withError;
    await without;
    expect(start).toHaveBeenCalledWith({ timeout: 180, tests: [{ test_id: 'a', query: {} }] });
  });
});
