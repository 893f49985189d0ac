import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../api/api-error';
import { http } from '../../../api/http-clients';
import type { AnalyticsSearch } from '../../../lib/analytics-search';
import type { OqlQuery } from '../../../lib/oql/types';
import { SUITE_IDS, toTestCases, type SuiteId, type SuiteSummary, type TestCase } from '../../../lib/test-suites';
import { TESTS_MESSAGES, type StoryCalls, type StoryJobAnswer } from '../lib/runner';

/**
 * Where the suites come from: a folder URL (`?suites=` on the page, else VITE_OQL_SUITES_URL) holding
 * `{suite}.json` or `{suite}.yaml`, or by default this server's /api/test-suites (OQL_SUITES_DIR).
 */
export function suitesUrl(search: string): string | undefined {
  const fromPage = new URLSearchParams(search).get('suites')?.trim();
  const configured = (import.meta.env.VITE_OQL_SUITES_URL as string | undefined)?.trim();
  const url = fromPage || configured;
  return url ? url.replace(/\/+$/, '') : undefined;
}

export interface LoadedSuite {
  id: SuiteId;
  file: string;
  tests: TestCase[];
}

/** A suite file from a folder URL: JSON first, then YAML; any other answer is 'Bad status fetching tests json'. */
async function fetchSuiteFile(base: string, id: SuiteId, signal?: AbortSignal): Promise<LoadedSuite | undefined> {
  for (const extension of ['.json', '.yaml']) {
    const response = await fetch(`${base}/${id}${extension}`, { signal });
    if (response.status === 404) continue;
    if (!response.ok) throw new Error(`${TESTS_MESSAGES.badSuiteStatus} (${response.status})`);
    const text = await response.text();
    const content: unknown =
      extension === '.json' ? JSON.parse(text) : (await import('yaml')).parse(text, { prettyErrors: true });
    return { id, file: `${id}${extension}`, tests: toTestCases(content) };
  }
  return undefined;
}

/** The server's answer for a suite request that failed, in words. */
function serverSuiteError(error: unknown): Error {
  if (error instanceof ApiError && error.status === 404) return new Error(error.message);
  const status = error instanceof ApiError ? ` (${error.status}: ${error.message})` : '';
  return new Error(`${TESTS_MESSAGES.badSuiteStatus}${status}`);
}

export async function loadSuiteList(url: string | undefined, signal?: AbortSignal): Promise<SuiteSummary[]> {
  if (url) {
    const suites = await Promise.all(SUITE_IDS.map((id) => fetchSuiteFile(url, id, signal)));
    return suites.filter((s) => s !== undefined).map((s) => ({ id: s.id, file: s.file, count: s.tests.length }));
  }
  try {
    const response = await http.analytics.get<{ suites: SuiteSummary[] }>('/test-suites', { signal });
    return response.data.suites;
  } catch (e) {
    throw serverSuiteError(e);
  }
}

export async function loadSuite(url: string | undefined, id: SuiteId, signal?: AbortSignal): Promise<LoadedSuite> {
  if (url) {
    const suite = await fetchSuiteFile(url, id, signal);
    if (!suite) throw new Error(`${TESTS_MESSAGES.badSuiteStatus} (404: no ${id}.json or ${id}.yaml at ${url})`);
    return suite;
  }
  try {
    const response = await http.analytics.get<{ id: SuiteId; file: string; tests: unknown[] }>(
      `/test-suites/${encodeURIComponent(id)}`,
      { signal },
    );
    // the server made each test's id with the same function (src/lib/test-suites.ts)
    return { id, file: response.data.file, tests: response.data.tests as TestCase[] };
  } catch (e) {
    throw serverSuiteError(e);
  }
}

export function useSuiteList(url: string | undefined) {
  return useQuery(
    queryOptions({
      queryKey: ['test-suites', url ?? 'server'],
      queryFn: ({ signal }) => loadSuiteList(url, signal),
      staleTime: 60_000,
      retry: false,
    }),
  );
}

export function useSuite(url: string | undefined, id: SuiteId | undefined) {
  return useQuery(
    queryOptions({
      queryKey: ['test-suites', url ?? 'server', id],
      queryFn: ({ signal }) => loadSuite(url, id!, signal),
      enabled: id !== undefined,
      staleTime: 60_000,
      retry: false,
    }),
  );
}

/** Spec 2 §7 test runner: POST /searches with {query}, flagged as a test (read again, not from cache). */
export async function createTestSearch(query: OqlQuery): Promise<AnalyticsSearch> {
  const response = await http.analytics.post<AnalyticsSearch>('/searches', {
    query,
    is_test: true,
    bypass_cache: true,
  });
  return response.data;
}

/** GET /searches/{id}, read while polling. */
export async function getTestSearch(id: string): Promise<AnalyticsSearch> {
  const response = await http.analytics.get<AnalyticsSearch>(`/searches/${encodeURIComponent(id)}`, {
    params: { is_polling: true, is_test: true },
  });
  return response.data;
}

/** The test server: POST /test_stories and GET /test_stories/{jobId}?bypass_cache=true. */
export const storyCalls: StoryCalls = {
  async start(body) {
    const response = await http.analytics.post<{ job_id: string }>('/test_stories', body);
    return response.data;
  },
  async read(jobId) {
    const response = await http.analytics.get<StoryJobAnswer>(`/test_stories/${encodeURIComponent(jobId)}`, {
      params: { bypass_cache: true },
    });
    return response.data;
  },
};
