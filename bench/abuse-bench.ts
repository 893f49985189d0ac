/**
 * Abuse benchmark (issue 44): replays the audit's attacks on the analytics service against the
 * built server (`npm run build`), started in its own process with a capped heap, while a steady
 * stream of anonymous `GET /api/works` requests measures what everyone else gets meanwhile.
 *
 * Phases, each `--seconds` long with the works stream beside it (a phase of the stream alone
 * first, at rest; after each attack `--settle-seconds` more of the stream alone, to see recovery):
 *   item1-one-user / item1-n-users  distinct ~1 MB query objects (an `or` of 500 filters with
 *                                   2,000-character values) posted to /api/analytics at
 *                                   `--post-rate` a second, by one tester or spread over `--users`
 *   item1-largest-…                 the same with 14 filters: the largest query the server takes
 *   csv-one-user / csv-n-users      `--downloads` downloads at once, each over and over:
 *   ids-one-user / ids-n-users      `get works; show display_name` × 1,400 posted, then read
 *                                   whole with ?format=csv (or ?format=ids)
 *   csv-widest-… / ids-widest-…     the same with 100 columns: the widest the server takes
 * It samples the server's RSS every 250 ms (/proc/<pid>/status) and its heap from `--trace-gc`,
 * notices it dying (exit code, signal, "heap out of memory" on stderr; a dead or hung server is
 * started again before the next phase), prints a table and writes bench/results/abuse-<date>.json.
 * Exits 1 if the server died or hung, its RSS passed `--max-rss-mb`, or a phase's /api/works p95
 * passed `--max-works-p95-ms` (or /api/works requests failed).
 *
 * The server's DATA_DIR is a new folder beside the catalogue (its files hard-linked), holding the
 * app database of this run only (the testers, and the searches the attack saves: about 1 MB each),
 * removed at the end unless `--keep-data`.
 *
 * Every phase ends within its length and a bounded grace whatever the server does: an attack's
 * requests are cut at its end (a burst's posts get 15 s to finish first), one that does not end on
 * its abort is released 2 s later and recorded (`cut_at_end` in the JSON, a `!!` line under the
 * phase), and the works stream is stopped by a watchdog 15 s past its length (`cut_by_watchdog`).
 *
 * This file is the command line and the phases; the parts are in bench/abuse/: server-run.ts (the
 * server started, watched and started again), accounts.ts, works-stream.ts (the /api/works stream),
 * attacks.ts (items 1 and 3), flights.ts (an attack's requests in flight and their cut at a phase's
 * end), report.ts (the bounds, the table and the JSON).
 *
 *   npm run build && npm run bench:abuse -- [--works 50000] [--seconds 60] [--timeout-ms 1500]
 *     [--max-rss-mb 1536] [--max-works-p95-ms 100] [--heap-mb 1024] [--users 4] [--post-rate 10]
 *     [--downloads 6] [--works-rate 20] [--rest-seconds 20] [--settle-seconds 10]
 *     [--phases item1-one-user,csv-n-users,…] [--data DIR] [--keep-data]
 */
import { copyFileSync, existsSync, linkSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { catalogueFiles } from '../server/src/catalogue/ingest/build.js';
import { makeAccounts } from './abuse/accounts.js';
import {
  downloadLoops,
  FILTERS_LARGEST_ACCEPTED,
  postBurst,
  WIDEST_ACCEPTED_OQL,
  type AttackOptions,
} from './abuse/attacks.js';
import { attackLine, cutLine, failuresOf, printTable, writeRecord, type PhaseRow } from './abuse/report.js';
import { alive, answers, highWaterMb, Servers, type ServerRun } from './abuse/server-run.js';
import { WORKS_CONNECTIONS, worksStream } from './abuse/works-stream.js';
import { ensureCatalogue } from './ensure-catalogue.js';
import { processCpuSeconds, round } from './stats.js';

const PHASES = [
  'item1-one-user',
  'item1-n-users',
  'item1-largest-one-user',
  'item1-largest-n-users',
  'csv-one-user',
  'csv-n-users',
  'csv-widest-one-user',
  'csv-widest-n-users',
  'ids-one-user',
  'ids-n-users',
  'ids-widest-one-user',
  'ids-widest-n-users',
];

const { values } = parseArgs({
  options: {
    works: { type: 'string', default: '50000' },
    seconds: { type: 'string', default: '60' },
    'rest-seconds': { type: 'string', default: '20' },
    'settle-seconds': { type: 'string', default: '10' },
    'timeout-ms': { type: 'string', default: '1500' },
    'heap-mb': { type: 'string', default: '1024' },
    'max-rss-mb': { type: 'string', default: '1536' },
    'max-works-p95-ms': { type: 'string', default: '100' },
    users: { type: 'string', default: '4' },
    'post-rate': { type: 'string', default: '10' },
    downloads: { type: 'string', default: '6' },
    'works-rate': { type: 'string', default: '20' },
    phases: { type: 'string', default: PHASES.join(',') },
    data: { type: 'string' },
    'keep-data': { type: 'boolean', default: false },
  },
});
function usage(message: string): never {
  console.error(message);
  process.exit(2);
}
const whole = (name: keyof typeof values, min: number, max = Number.MAX_SAFE_INTEGER) => {
  const n = Number(values[name]);
  if (!Number.isInteger(n) || n < min || n > max) usage(`--${name} must be a whole number from ${min} to ${max}`);
  return n;
};
const works = whole('works', 100);
const seconds = whole('seconds', 1);
const restSeconds = whole('rest-seconds', 1);
const settleSeconds = whole('settle-seconds', 0);
const timeoutMs = whole('timeout-ms', 100);
const heapMb = whole('heap-mb', 64);
const maxRssMb = whole('max-rss-mb', 1);
const maxWorksP95Ms = whole('max-works-p95-ms', 1);
// the user API lets one address make 30 accounts a minute; the first account is an admin
const userCount = whole('users', 2, 20);
const postRate = Number(values['post-rate']);
if (!(postRate > 0 && postRate <= 1000)) usage('--post-rate must be a number of posts a second, above 0');
const downloadCount = whole('downloads', 1, 64);
const worksRate = whole('works-rate', 1, 1000);
const phases = String(values.phases).split(',').filter(Boolean);
for (const p of phases) if (!PHASES.includes(p)) usage(`--phases: '${p}' is not one of ${PHASES.join(', ')}`);

const dataDir = path.resolve(values.data ?? `data/bench-${works}`);
await ensureCatalogue(dataDir, works);

// A DATA_DIR of this run: the catalogue's files linked in (the server's DuckDB refuses symlinks
// that lead outside its folder), so the app database starts empty and goes with the run.
const runDir = mkdtempSync(path.join(path.dirname(dataDir), 'abuse-run-'));
for (const file of Object.values(catalogueFiles(dataDir))) {
  if (!existsSync(file) || file.endsWith(`${path.sep}tmp`)) continue;
  const to = path.join(runDir, path.basename(file));
  try {
    linkSync(file, to);
  } catch {
    copyFileSync(file, to);
  }
}

const nodeArgs = [`--max-old-space-size=${heapMb}`, '--trace-gc'];
const serverEnv = { ANALYTICS_TIMEOUT_MS: String(timeoutMs), LOG_LEVEL: 'warn' };

const servers = new Servers(runDir, serverEnv, nodeArgs);
// a bench that fails half-way leaves no server running and no run folder behind
process.on('exit', () => {
  servers.killAll();
  if (!values['keep-data']) rmSync(runDir, { recursive: true, force: true });
});
process.once('SIGINT', () => process.exit(130));
const loadAtStart = os.loadavg();
servers.startSampling();

type Attack = (run: ServerRun) => Promise<Record<string, unknown>>;

/**
 * One phase: the works stream for `duration` s beside the attack (none: the stream alone), on the
 * server of the phase before when it still answers; then `--settle-seconds` of the stream alone.
 */
async function phase(name: string, duration: number, attack: Attack | null): Promise<PhaseRow> {
  servers.phase = name;
  const { run, started: startedForPhase } = await servers.forPhase();
  console.log(`\n${name}: ${duration} s${attack ? '' : ' (the works stream alone)'}  [server pid ${run.pid}]`);
  servers.resetPeaks();
  const cpu0 = processCpuSeconds(run.pid);
  const benchCpu0 = process.cpuUsage();
  const [worksStats, attackResult] = await Promise.all([
    worksStream(run, duration, worksRate),
    attack ? attack(run) : null,
  ]);
  const cpu1 = processCpuSeconds(run.pid);
  const benchCpu = process.cpuUsage(benchCpu0);
  const { peaks } = servers;
  const row: PhaseRow = {
    phase: name,
    seconds: duration,
    server_pid: run.pid,
    server_started_for_phase: startedForPhase,
    works: worksStats,
    attack: attackResult,
    peak_rss_mb: round(peaks.rssMb),
    peak_heap_used_mb: round(peaks.heapUsedMb),
    peak_heap_after_full_gc_mb: round(peaks.heapAfterMarkCompactMb),
    server_vm_hwm_mb: highWaterMb(run) ?? null,
    server_cpu_s: cpu0 !== undefined && cpu1 !== undefined ? round(cpu1 - cpu0) : null,
    bench_cpu_s: round((benchCpu.user + benchCpu.system) / 1e6),
    up_after_attack: await answers(run),
    after: null,
    died: false,
  };
  if (attack && settleSeconds > 0 && alive(run)) {
    servers.phase = `${name} (after)`;
    peaks.rssMb = 0;
    const stats = await worksStream(run, settleSeconds, worksRate);
    row.after = { seconds: settleSeconds, ...stats, up: await answers(run), peak_rss_mb: round(peaks.rssMb) };
    row.peak_rss_mb = Math.max(row.peak_rss_mb, row.after.peak_rss_mb);
  }
  row.died = run.exit !== null;
  const w = row.works;
  console.log(
    `  /api/works: ${w.requests} answered, p50 ${w.p50_ms} / p95 ${w.p95_ms} / p99 ${w.p99_ms} ms, non-2xx ${w.non2xx}, errors ${w.errors}` +
      `  | peak RSS ${row.peak_rss_mb} MB, heap ${row.peak_heap_used_mb} MB  | up: ${row.up_after_attack}${row.died ? ' (died)' : ''}`,
  );
  if (attackResult) console.log(`  ${attackLine(attackResult)}`);
  const cut = attackResult && cutLine(attackResult);
  if (cut) console.log(`  ${cut}`);
  if (row.after)
    console.log(
      `  after ${row.after.seconds} s: /api/works p50 ${row.after.p50_ms} / p95 ${row.after.p95_ms} ms, up: ${row.after.up}`,
    );
  return row;
}

console.log(
  `${works.toLocaleString('en')} works, ${os.cpus().length} cores, load ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(
      ' ',
    )}; server: node ${nodeArgs.join(' ')}, ANALYTICS_TIMEOUT_MS=${timeoutMs}; bounds: RSS ${maxRssMb} MB, /api/works p95 ${maxWorksP95Ms} ms`,
);
const first = await servers.start();
const users = await makeAccounts(first.server.base, runDir, userCount);
const catalogueWorks = (
  (await (await fetch(`${first.server.base}/api/works?per_page=1&select=id`)).json()) as { meta: { count: number } }
).meta.count;
console.log(`  ${users.length} testers; the catalogue has ${catalogueWorks} works`);

const sized: AttackOptions = { postRate, downloads: downloadCount, catalogueWorks };
const one = users.slice(0, 1);
const attacks: Record<string, Attack> = {
  'item1-one-user': (run) => postBurst(run, one, seconds, sized),
  'item1-n-users': (run) => postBurst(run, users, seconds, sized),
  'item1-largest-one-user': (run) => postBurst(run, one, seconds, sized, FILTERS_LARGEST_ACCEPTED),
  'item1-largest-n-users': (run) => postBurst(run, users, seconds, sized, FILTERS_LARGEST_ACCEPTED),
  'csv-one-user': (run) => downloadLoops(run, one, 'csv', seconds, sized),
  'csv-n-users': (run) => downloadLoops(run, users, 'csv', seconds, sized),
  'csv-widest-one-user': (run) => downloadLoops(run, one, 'csv', seconds, sized, WIDEST_ACCEPTED_OQL),
  'csv-widest-n-users': (run) => downloadLoops(run, users, 'csv', seconds, sized, WIDEST_ACCEPTED_OQL),
  'ids-one-user': (run) => downloadLoops(run, one, 'ids', seconds, sized),
  'ids-n-users': (run) => downloadLoops(run, users, 'ids', seconds, sized),
  'ids-widest-one-user': (run) => downloadLoops(run, one, 'ids', seconds, sized, WIDEST_ACCEPTED_OQL),
  'ids-widest-n-users': (run) => downloadLoops(run, users, 'ids', seconds, sized, WIDEST_ACCEPTED_OQL),
};
const rows: PhaseRow[] = [await phase('at rest', restSeconds, null)];
for (const name of phases) rows.push(await phase(name, seconds, attacks[name]!));
servers.phase = 'end';
const upAtEnd = await answers(servers.current);
const lastHwmMb = servers.current ? highWaterMb(servers.current) : undefined;
servers.stopSampling();
for (const run of servers.runs) await servers.stop(run);

const record = {
  works,
  loadAtStart,
  nodeArgs,
  timeoutMs,
  maxRssMb,
  maxWorksP95Ms,
  options: {
    seconds,
    rest_seconds: restSeconds,
    settle_seconds: settleSeconds,
    users: users.length,
    post_rate: postRate,
    downloads: downloadCount,
    works_rate: worksRate,
    works_connections: WORKS_CONNECTIONS,
  },
  upAtEnd,
  overallRssMb: servers.overallRssMb,
  lastHwmMb,
  runs: servers.runs,
  rows,
};
const failures = failuresOf(record);
printTable(record, failures);
console.log(`written to ${writeRecord(record, failures)}`);
if (values['keep-data']) console.log(`the run's DATA_DIR is kept: ${runDir}`);
process.exit(failures.length ? 1 : 0);
