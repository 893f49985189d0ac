/**
 * Analytics benchmark: generates (or reuses) a demo catalogue of N works, serves it on loopback
 * with a tester's account and times the analytics searches: the queries of landing_page.json our
 * configuration supports, a summary, a grouped query with five metrics under a broad works filter,
 * a filter_aggs on count(works) and a label query. Each is run cold (bypass_cache, polled to
 * completion as the results page does) and read warm (GET of the cached search). Prints p50/p95
 * per query and the slowest five, and writes bench/results/analytics-<date>.json.
 *
 *   npm run bench:analytics -- --works 1000000 [--runs 5] [--data DIR]
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- JSON bodies of many shapes */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../server/src/app.js';
import { Catalogue } from '../server/src/catalogue/catalogue.js';
import { openAppDb } from '../server/src/users/app-db.js';
import { createMailer } from '../server/src/users/mailer.js';
import { UserStore } from '../server/src/users/user-store.js';
import { ensureCatalogue } from './ensure-catalogue.js';

const { values } = parseArgs({
  options: {
    works: { type: 'string', default: '1000000' },
    runs: { type: 'string', default: '5' },
    data: { type: 'string' },
  },
});
const works = Number(values.works);
const runs = Number(values.runs);
if (!Number.isInteger(works) || works < 100 || !Number.isInteger(runs) || runs < 1) {
  console.error('--works must be a whole number ≥ 100 and --runs ≥ 1');
  process.exit(1);
}
const dataDir = path.resolve(values.data ?? `data/bench-${works}`);
const generationSeconds = await ensureCatalogue(dataDir, works);

const catalogue = await Catalogue.open(dataDir);
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

async function call(method: 'GET' | 'POST', url: string, body?: unknown): Promise<any> {
  const res = await fetch(`${address}${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const json = await res.json();
  if (!res.ok) throw new Error(`${method} ${url} → ${res.status} ${JSON.stringify(json)}`);
  return json;
}

/** Creates the search bypassing the cache and polls it to completion; ms until completed. */
async function cold(query: unknown): Promise<{ ms: number; search: any }> {
  const t0 = performance.now();
  let search = await call('POST', '/api/analytics', { query, bypass_cache: true });
  while (!search.is_completed) {
    await new Promise((resolve) => setTimeout(resolve, 5));
    search = await call('GET', `/api/analytics/${search.id}?is_polling=true`);
  }
  if (search.backend_error) throw new Error(`${JSON.stringify(query)}: ${search.backend_error}`);
  return { ms: performance.now() - t0, search };
}

async function warm(id: string): Promise<number> {
  const t0 = performance.now();
  await call('GET', `/api/analytics/${id}`);
  return performance.now() - t0;
}

// A label of 50 institutions with many works, for the label query.
const top = (await cold({ get_rows: 'institutions', show_columns: ['display_name', 'count(works)'] })).search;
const label = await call('POST', '/user-api/user/bench/collections', {
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

const pct = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const round = (ms: number) => +ms.toFixed(1);

const results: {
  query: string;
  cold_p50_ms: number;
  cold_p95_ms: number;
  warm_p50_ms: number;
  warm_p95_ms: number;
  rows: number;
}[] = [];
for (const [name, query] of queries) {
  const colds: number[] = [];
  let search: any;
  for (let i = 0; i < runs; i++) ({ ms: colds[i], search } = await cold(query));
  const warms: number[] = [];
  for (let i = 0; i < Math.max(20, runs); i++) warms.push(await warm(search.id));
  results.push({
    query: name,
    cold_p50_ms: round(pct(colds, 50)),
    cold_p95_ms: round(pct(colds, 95)),
    warm_p50_ms: round(pct(warms, 50)),
    warm_p95_ms: round(pct(warms, 95)),
    rows: search.meta.count,
  });
  console.log(`${name}: cold p50 ${round(pct(colds, 50))} ms, warm p50 ${round(pct(warms, 50))} ms`);
}
await app.close();
catalogue.close();
db.close();
rmSync(appDir, { recursive: true, force: true });

const line = (r: (typeof results)[number]) =>
  `| ${r.query.slice(0, 62).padEnd(62)} | ${String(r.cold_p50_ms).padStart(7)} | ${String(r.cold_p95_ms).padStart(7)} | ${String(r.warm_p50_ms).padStart(6)} | ${String(r.rows).padStart(8)} |`;
console.log(`\n${works.toLocaleString('en')} works, ${runs} cold runs per query, ${os.cpus().length} cores\n`);
console.log(`| ${'query'.padEnd(62)} | cold p50 | cold p95 | warm p50 | rows |`);
console.log(results.map(line).join('\n'));
const slowest = [...results].sort((a, b) => b.cold_p95_ms - a.cold_p95_ms).slice(0, 5);
console.log('\nslowest five (cold p95):');
console.log(slowest.map(line).join('\n'));
const all = results.map((r) => r.cold_p95_ms);
console.log(
  `\nevery query: cold p95 max ${Math.max(...all)} ms; warm p95 max ${Math.max(...results.map((r) => r.warm_p95_ms))} ms`,
);
mkdirSync('bench/results', { recursive: true });
const file = `bench/results/analytics-${new Date().toISOString().slice(0, 10)}.json`;
writeFileSync(
  file,
  JSON.stringify({ works, runs, cores: os.cpus().length, generation_seconds: generationSeconds, results }, null, 2),
);
console.log(`\nwritten to ${file}`);
