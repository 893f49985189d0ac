/**
 * The analytics benchmark's searches (bench:analytics, bench:scale): the queries of
 * landing_page.json our configuration supports, a summary, a grouped query with five metrics under
 * a broad works filter, a filter_aggs on count(works) and a label query, each run cold
 * (bypass_cache, polled to completion as the results page does) and read warm (GET of the cached
 * search), on a catalogue served on loopback with a tester's account.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- JSON bodies of many shapes */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../server/src/app.js';
import type { Catalogue } from '../server/src/catalogue/catalogue.js';
import { openAppDb } from '../server/src/users/app-db.js';
import { createMailer } from '../server/src/users/mailer.js';
import { UserStore } from '../server/src/users/user-store.js';
import { percentileOf } from './stats.js';

export interface AnalyticsBench {
  address: string;
  call: (method: 'GET' | 'POST', url: string, body?: unknown) => Promise<any>;
  /** ms spent waiting out the routes' per-account limits, which the timings leave out */
  waitedMs: () => number;
  close: () => Promise<void>;
}

/** The catalogue served with a tester's account (the app's own data in a folder of its own, removed on close). */
export async function serveForAnalytics(catalogue: Catalogue): Promise<AnalyticsBench> {
  const appDir = mkdtempSync(path.join(os.tmpdir(), 'alexandria-analytics-bench-'));
  const db = openAppDb(path.join(appDir, 'app.sqlite'));
  const users = new UserStore(db);
  await users.createUser({ id: 'bench', email: 'bench@example.org', displayName: 'Bench', password: 'secret1' });
  users.setRoles('bench', { is_tester: true });
  const token = users.issueAccessToken('bench');
  const mailer = createMailer({ outboxDir: path.join(appDir, 'outbox'), from: 'Bench <b@localhost>', log: () => {} });
  const app = await buildApp({
    catalogue,
    users: { store: users, mailer, publicUrl: 'http://localhost' },
    analytics: { timeoutMs: 120_000 },
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  let waited = 0;
  const call = async (method: 'GET' | 'POST', url: string, body?: unknown): Promise<any> => {
    for (;;) {
      const res = await fetch(`${address}${url}`, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      const json = await res.json();
      // A small catalogue answers faster than an account may read (1,200 reads a minute): wait as told.
      const retry = Number(res.headers.get('retry-after'));
      if (res.status === 429 && retry > 0) {
        console.log(`  (the analytics routes' limit for one account: waiting ${retry} s, not timed)`);
        const t0 = performance.now();
        await new Promise((resolve) => setTimeout(resolve, retry * 1000));
        waited += performance.now() - t0;
        continue;
      }
      if (!res.ok) throw new Error(`${method} ${url} → ${res.status} ${JSON.stringify(json)}`);
      return json;
    }
  };
  return {
    address,
    call,
    waitedMs: () => waited,
    close: async () => {
      await app.close();
      db.close();
      rmSync(appDir, { recursive: true, force: true });
    },
  };
}

/** Creates the search bypassing the cache and polls it to completion; ms until completed. */
async function cold(bench: AnalyticsBench, query: unknown): Promise<{ ms: number; search: any }> {
  const t0 = performance.now();
  const waited = bench.waitedMs();
  let search = await bench.call('POST', '/api/analytics', { query, bypass_cache: true });
  while (!search.is_completed) {
    await new Promise((resolve) => setTimeout(resolve, 5));
    search = await bench.call('GET', `/api/analytics/${search.id}?is_polling=true`);
  }
  if (search.backend_error) throw new Error(`${JSON.stringify(query)}: ${search.backend_error}`);
  return { ms: performance.now() - t0 - (bench.waitedMs() - waited), search };
}

async function warm(bench: AnalyticsBench, id: string): Promise<number> {
  const t0 = performance.now();
  const waited = bench.waitedMs();
  await bench.call('GET', `/api/analytics/${id}`);
  return performance.now() - t0 - (bench.waitedMs() - waited);
}

/** The searches, named; makes the tester's label of the 50 institutions with most works for the label query. */
export async function analyticsQueries(bench: AnalyticsBench): Promise<[string, unknown][]> {
  const top = (await cold(bench, { get_rows: 'institutions', show_columns: ['display_name', 'count(works)'] })).search;
  const label = await bench.call('POST', '/user-api/user/bench/collections', {
    name: 'Bench institutions',
    entity_type: 'institutions',
    ids: top.results.slice(0, 50).map((row: any) => row.id.split('/')[1]),
  });

  const queries: [string, unknown][] = [];
  const suite = path.resolve(import.meta.dirname, '../../shared/conformance/oql-suites/landing_page.json');
  if (existsSync(suite)) {
    const cases = JSON.parse(readFileSync(suite, 'utf8')) as { question: string; query: unknown }[];
    for (const c of cases) queries.push([`landing: ${c.question.slice(0, 60)}`, c.query]);
  }
  const RECENT = [{ column_id: 'publication_year', value: '2015-2024' }];
  queries.push(
    ['summary, every work', { get_rows: 'summary' }],
    [
      'summary, 2020-2024',
      { get_rows: 'summary', filter_works: [{ column_id: 'publication_year', value: '2020-2024' }] },
    ],
    [
      'institutions, five metrics, works 2015-2024',
      {
        get_rows: 'institutions',
        filter_works: RECENT,
        show_columns: [
          'display_name',
          'count(works)',
          'sum(citations)',
          'mean(citations)',
          'mean(fwci)',
          'percent(is_open_access)',
        ],
        sort_by_column: 'sum(citations)',
        sort_by_order: 'desc',
      },
    ],
    [
      'authors where count(works) > 10, works 2015-2024',
      {
        get_rows: 'authors',
        filter_works: RECENT,
        filter_aggs: [{ column_id: 'count(works)', operator: 'is greater than', value: 10 }],
      },
    ],
    [
      'topics of works of a 50-institution label',
      {
        get_rows: 'topics',
        filter_works: [
          { column_id: 'authorships.institutions.lineage', operator: 'matches any item in label', value: label.id },
        ],
      },
    ],
  );
  return queries;
}

export interface AnalyticsTimes {
  query: string;
  cold_p50_ms: number;
  cold_p95_ms: number;
  warm_p50_ms: number;
  warm_p95_ms: number;
  rows: number;
}

const round = (ms: number) => +ms.toFixed(1);

/** Each search `runs` times cold, then read warm at least 20 times; `onResult` as each is done. */
export async function timeAnalytics(
  bench: AnalyticsBench,
  queries: [string, unknown][],
  runs: number,
  onResult: (r: AnalyticsTimes) => void = () => {},
): Promise<AnalyticsTimes[]> {
  const results: AnalyticsTimes[] = [];
  for (const [name, query] of queries) {
    const colds: number[] = [];
    let search: any;
    for (let i = 0; i < runs; i++) ({ ms: colds[i], search } = await cold(bench, query));
    const warms: number[] = [];
    for (let i = 0; i < Math.max(20, runs); i++) warms.push(await warm(bench, search.id));
    const r = {
      query: name,
      cold_p50_ms: round(percentileOf(colds, 50)),
      cold_p95_ms: round(percentileOf(colds, 95)),
      warm_p50_ms: round(percentileOf(warms, 50)),
      warm_p95_ms: round(percentileOf(warms, 95)),
      rows: search.meta.count,
    };
    results.push(r);
    onResult(r);
  }
  return results;
}
