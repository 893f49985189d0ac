/**
 * Load benchmark: starts the built server (`npm run build`) as `npm start` does, over a demo
 * catalogue of N works, and drives it with autocannon: a randomized mix of the data API's
 * requests (bench/load-mix.ts), new parameters for every request, first with one connection, then
 * with `--connections`, then with `--connections` while an export job (the works of 2015–2016 as CSV) runs. Reports
 * req/s, latency p50/p90/p99 (over all requests and per kind), errors and non-2xx answers, and
 * writes bench/results/load-<date>.json.
 *
 *   npm run build && npm run bench:load -- --works 1000000 [--connections 20] [--seconds 30] [--data DIR]
 */
import autocannon from 'autocannon';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startBuiltServer } from './built-server.js';
import { ensureCatalogue } from './ensure-catalogue.js';
import { loadMix, mixTerms, type MixRequest } from './load-mix.js';
import { percentile, processCpuSeconds, round } from './stats.js';

const { values } = parseArgs({
  options: {
    works: { type: 'string', default: '1000000' },
    connections: { type: 'string', default: '20' },
    seconds: { type: 'string', default: '30' },
    data: { type: 'string' },
    'no-export': { type: 'boolean', default: false },
  },
});
const works = Number(values.works);
const connections = Number(values.connections);
const seconds = Number(values.seconds);
if (!Number.isInteger(works) || works < 100) throw usage('--works must be a whole number ≥ 100');
if (!Number.isInteger(connections) || connections < 1) throw usage('--connections must be a whole number ≥ 1');
if (!Number.isInteger(seconds) || seconds < 1) throw usage('--seconds must be a whole number ≥ 1');
function usage(message: string): never {
  console.error(message);
  process.exit(1);
}
const dataDir = path.resolve(values.data ?? `data/bench-${works}`);
await ensureCatalogue(dataDir, works);
const server = await startBuiltServer(dataDir);
const { base } = server;

async function json<T>(url: string): Promise<T> {
  const res = await fetch(`${base}${url}`);
  if (!res.ok) throw new Error(`${url} → ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}
const ids = async (entity: string, n: number, seed: number) =>
  (
    await json<{ results: { id: string; display_name: string }[] }>(
      `/api/${entity}?sample=${n}&seed=${seed}&per_page=${n}&select=id,display_name`,
    )
  ).results.map((r) => ({ id: r.id.split('/').pop()!, name: r.display_name }));

const samples = async (entity: string, times: number, seed: number) =>
  (await Promise.all(Array.from({ length: times }, (_, i) => ids(entity, 200, seed + i)))).flat();
const sampledWorks = await samples('works', 10, 100);
const authors = await samples('authors', 10, 200);
const institutions = await samples('institutions', 5, 300);
const topics = await ids('topics', 200, 6);
const mix = loadMix({
  workIds: sampledWorks.map((w) => w.id),
  authorIds: authors.map((a) => a.id),
  institutionIds: institutions.map((i) => i.id),
  topicIds: topics.map((t) => t.id),
  authorNames: authors.map((a) => a.name),
  institutionNames: institutions.map((i) => i.name),
  terms: mixTerms(),
});

/** What one connection's request in flight was (autocannon keeps one context per connection). */
interface RequestContext {
  kind: string;
  path: string;
  t0: number;
}
interface KindStats {
  times: number[];
  non2xx: number;
}

async function phase(
  name: string,
  conns: number,
  opts: { seconds?: number; during?: () => Promise<Record<string, unknown>> } = {},
) {
  const duration = opts.seconds ?? seconds;
  const byKind = new Map<string, KindStats>();
  const seen = new Set<string>();
  let sent = 0;
  const failures: string[] = [];
  const instance = autocannon({
    url: base,
    connections: conns,
    duration,
    requests: [
      {
        method: 'GET',
        setupRequest: (req, ctx) => {
          const context = ctx as RequestContext;
          const r: MixRequest = mix.next();
          context.kind = r.kind;
          context.path = r.path;
          context.t0 = performance.now();
          seen.add(r.path);
          sent++;
          return { ...req, path: r.path };
        },
        onResponse: (status, body, ctx) => {
          const context = ctx as RequestContext;
          const kind = context.kind;
          const stats = byKind.get(kind) ?? { times: [], non2xx: 0 };
          byKind.set(kind, stats);
          stats.times.push(performance.now() - context.t0);
          if (status < 200 || status > 299) {
            stats.non2xx++;
            if (failures.length < 5) failures.push(`${status} ${context.path}: ${body.slice(0, 200)}`);
          }
        },
      },
    ],
  });
  const cpu0 = serverCpuSeconds();
  const side = opts.during?.();
  const result = await instance;
  const cpu1 = serverCpuSeconds();
  const sideResult = await side;
  const all = [...byKind.values()].flatMap((k) => k.times).sort((a, b) => a - b);
  const row = {
    phase: name,
    connections: conns,
    seconds: duration,
    requests: result.requests.total,
    req_per_s: round(result.requests.total / duration),
    p50_ms: round(percentile(all, 50)),
    p90_ms: round(percentile(all, 90)),
    p99_ms: round(percentile(all, 99)),
    max_ms: round(all[all.length - 1] ?? NaN),
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    server_cpu_ms_per_request:
      cpu0 !== undefined && cpu1 !== undefined ? round(((cpu1 - cpu0) * 1000) / result.requests.total) : null,
    distinct_urls: seen.size,
    urls_sent: sent,
    by_kind: Object.fromEntries(
      [...byKind].map(([kind, s]) => {
        const sorted = s.times.sort((a, b) => a - b);
        return [
          kind,
          {
            n: sorted.length,
            p50_ms: round(percentile(sorted, 50)),
            p99_ms: round(percentile(sorted, 99)),
            non2xx: s.non2xx,
          },
        ];
      }),
    ),
    ...(failures.length ? { first_failures: failures } : {}),
    ...(sideResult ? { export: sideResult } : {}),
  };
  console.log(
    `${name.padEnd(28)} ${String(row.req_per_s).padStart(7)} req/s  p50 ${row.p50_ms} ms  p90 ${row.p90_ms} ms  p99 ${row.p99_ms} ms  errors ${row.errors}  non-2xx ${row.non2xx}  server CPU ${row.server_cpu_ms_per_request} ms a request  (${row.distinct_urls} distinct URLs of ${row.urls_sent})`,
  );
  for (const [kind, s] of Object.entries(row.by_kind))
    console.log(`    ${kind.padEnd(34)} n ${String(s.n).padStart(5)}  p50 ${s.p50_ms} ms  p99 ${s.p99_ms} ms`);
  for (const f of failures) console.log(`    ! ${f}`);
  return row;
}

/** The server process's CPU time so far (user + system, from /proc; undefined elsewhere). */
const serverCpuSeconds = () => processCpuSeconds(server.process.pid);

/** One CSV export (the works of 2015–2016: 64,818 of a million), started with the load; how long it took. */
async function exportDuringLoad(): Promise<Record<string, unknown>> {
  const t0 = performance.now();
  const res = await fetch(`${base}/export-api/works?format=csv&filter=publication_year:2015-2016&truncate=true`);
  const job = (await res.json()) as { id?: string; progress_url?: string; message?: string };
  if (!res.ok || !job.id || !job.progress_url) return { error: `${res.status} ${job.message ?? ''}` };
  // the job's link carries its key: anyone else is told there is no such job
  const { pathname, search } = new URL(job.progress_url);
  for (;;) {
    const state = await json<{ progress?: number; status?: string; records_written?: number }>(`${pathname}${search}`);
    if (state.status !== 'running' && state.status !== 'queued' && state.status !== 'pending')
      return {
        status: state.status,
        records: state.records_written ?? null,
        seconds: round((performance.now() - t0) / 1000),
      };
    if (performance.now() - t0 > (seconds + 600) * 1000) return { status: 'still running', seconds: null };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

console.log(
  `${works.toLocaleString('en')} works, ${os.cpus().length} cores, ${seconds} s per phase, a mix over ≥ ${mix.spaceSize.toLocaleString('en')} distinct URLs\n`,
);
// As long as a phase: the server's caches of counts and groups fill as a running server's do.
await phase('warm-up (not reported)', connections);
const phases = [await phase('1 connection', 1), await phase(`${connections} connections`, connections)];
if (!values['no-export'])
  phases.push(await phase(`${connections} connections + export`, connections, { during: exportDuringLoad }));
await server.stop();

mkdirSync('bench/results', { recursive: true });
const file = `bench/results/load-${new Date().toISOString().slice(0, 10)}.json`;
writeFileSync(
  file,
  JSON.stringify(
    { works, cores: os.cpus().length, seconds, url_space: mix.spaceSize, load: os.loadavg(), phases },
    null,
    2,
  ),
);
console.log(`\nwritten to ${file}`);
