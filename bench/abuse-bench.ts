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
 *   npm run build && npm run bench:abuse -- [--works 50000] [--seconds 60] [--timeout-ms 1500]
 *     [--max-rss-mb 1536] [--max-works-p95-ms 100] [--heap-mb 1024] [--users 4] [--post-rate 10]
 *     [--downloads 6] [--works-rate 20] [--rest-seconds 20] [--settle-seconds 10]
 *     [--phases item1-one-user,csv-n-users,…] [--data DIR] [--keep-data]
 */
import autocannon from 'autocannon';
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { catalogueFiles } from '../server/src/catalogue/build/build.js';
import { startBuiltServer, type BuiltServer } from './built-server.js';
import { ensureCatalogue } from './ensure-catalogue.js';
import { loadMix, mixTerms } from './load-mix.js';
import { percentile, processCpuSeconds, round } from './stats.js';

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

/** The audit's item 1: an `or` of 500 filters with 2 KB values (about 1 MB of JSON). */
const FILTERS_PER_QUERY = 500;
/** The most such filters a query the server takes may have (32 KB as JSON, issue 44's bound). */
const FILTERS_LARGEST_ACCEPTED = 14;
const VALUE_CHARS = 2000;
/**
 * The audit posted `display_name.search`; today's server refuses a search text over 1,000
 * characters with a 400 before anything is kept, so the burst uses a column whose `contains`
 * compiles to SQL with the whole value (the DOI's text): the same body size, kept whole.
 */
const AUDIT_COLUMN = 'display_name.search';
const BURST_COLUMN = 'doi';
/** The audit's item 3: 18 KB of OQL, one search of every work with 1,400 columns. */
const wideOql = (columns: number) =>
  `get works; show ${Array.from({ length: columns }, () => 'display_name').join(', ')}`;
/** The audit's download: 1,400 columns; and the widest the bounded server takes: 100. */
const WIDE_OQL = wideOql(1400);
const WIDEST_ACCEPTED_OQL = wideOql(100);
/** POSTs of the burst in flight at once at most; past that the burst's clock skips a beat (counted). */
const MAX_POSTS_IN_FLIGHT = 32;
/** How long a phase's requests may take to finish once it is over, before they are cut. */
const GRACE_MS = 15_000;
const WORKS_CONNECTIONS = 2;
const HEAP_OOM = /heap out of memory|Reached heap limit/i;

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
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

// ---------------------------------------------------------------------------------------------
// The server: started, watched (RSS, heap, exit), started again when it has died or hangs.

interface ServerRun {
  server: BuiltServer;
  pid: number;
  started_in_phase: string;
  exit: { code: number | null; signal: string | null; phase: string; at_s: number } | null;
  heap_out_of_memory: boolean;
  /** alive but not answering GET /api/ within 10 s before a phase */
  hung: boolean;
  stopped_by_bench: 'sigterm' | 'sigkill' | null;
  stderr_tail: string[];
}
const runs: ServerRun[] = [];
// a bench that fails half-way leaves no server running and no run folder behind
process.on('exit', () => {
  for (const run of runs) if (alive(run)) run.server.process.kill('SIGKILL');
  if (!values['keep-data']) rmSync(runDir, { recursive: true, force: true });
});
process.once('SIGINT', () => process.exit(130));
let current: ServerRun | undefined;
let phaseName = 'start';
const benchStart = performance.now();
const loadAtStart = os.loadavg();
const sinceStart = () => round((performance.now() - benchStart) / 1000);

/** Peaks since the phase began (reset by each phase); RSS in MB from /proc, heap in MB from --trace-gc. */
const peaks = { rssMb: 0, heapUsedMb: 0, heapAfterMarkCompactMb: 0 };
let overallRssMb = 0;
// "Scavenge 10.2 (12.3) -> 9.8 (13.3) MB", "Mark-Compact 980.1 (1010.2) -> 970.3 (1012.0) MB"
const GC_LINE =
  /: (Scavenge|Mark-Compact|Mark-Sweep|Minor Mark-Sweep)[^\d]*([\d.]+) \(([\d.]+)\) -> ([\d.]+) \(([\d.]+)\) MB/;

function watchOutput(run: () => ServerRun | undefined) {
  const partial = { stdout: '', stderr: '' };
  return (text: string, stream: 'stdout' | 'stderr') => {
    const lines = (partial[stream] + text).split('\n');
    partial[stream] = lines.pop() ?? '';
    for (const line of lines) {
      const gc = GC_LINE.exec(line);
      if (gc) {
        peaks.heapUsedMb = Math.max(peaks.heapUsedMb, Number(gc[2]));
        if (gc[1] === 'Mark-Compact')
          peaks.heapAfterMarkCompactMb = Math.max(peaks.heapAfterMarkCompactMb, Number(gc[4]));
        continue;
      }
      if (!line.trim()) continue;
      const r = run();
      if (stream === 'stderr' && r) {
        if (HEAP_OOM.test(line)) r.heap_out_of_memory = true;
        r.stderr_tail = [...r.stderr_tail, line.slice(0, 300)].slice(-20);
      }
      (stream === 'stderr' ? process.stderr : process.stdout).write(`  [server] ${line.slice(0, 500)}\n`);
    }
  };
}

async function startServer(): Promise<ServerRun> {
  // output may come before the run is made (a start-up failure): it is printed, not noted
  const made: { run?: ServerRun } = {};
  const server = await startBuiltServer(runDir, serverEnv, nodeArgs, { onOutput: watchOutput(() => made.run) });
  const run: ServerRun = {
    server,
    pid: server.process.pid!,
    started_in_phase: phaseName,
    exit: null,
    heap_out_of_memory: false,
    hung: false,
    stopped_by_bench: null,
    stderr_tail: [],
  };
  made.run = run;
  server.process.once('exit', (code, signal) => {
    run.exit = { code, signal, phase: phaseName, at_s: sinceStart() };
    if (!run.stopped_by_bench)
      console.log(`  !! the server (pid ${run.pid}) died in ${phaseName}: code ${code}, signal ${signal}`);
  });
  runs.push(run);
  return run;
}

const alive = (run: ServerRun | undefined) => run !== undefined && run.exit === null;

/** Whether `GET /api/` answers 200 within 10 s. */
async function answers(run: ServerRun | undefined): Promise<boolean> {
  if (!alive(run)) return false;
  return fetch(`${run!.server.base}/api/`, { signal: AbortSignal.timeout(10_000) }).then(
    (r) => r.ok,
    () => false,
  );
}

/** SIGTERM, then SIGKILL after 20 s (a server stuck in garbage collection does not get to its handler). */
async function stopServer(run: ServerRun): Promise<void> {
  if (!alive(run)) return;
  run.stopped_by_bench = 'sigterm';
  const stopped = run.server.stop();
  const timedOut = await Promise.race([stopped.then(() => false), sleep(20_000).then(() => true)]);
  if (timedOut) {
    run.stopped_by_bench = 'sigkill';
    run.server.process.kill('SIGKILL');
    await stopped;
  }
}

const sampler = setInterval(() => {
  if (!alive(current)) return;
  try {
    const status = readFileSync(`/proc/${current!.pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    peaks.rssMb = Math.max(peaks.rssMb, kb / 1024);
    overallRssMb = Math.max(overallRssMb, kb / 1024);
  } catch {
    // gone between the check and the read
  }
}, 250);

/** The server's own high-water mark of RSS (VmHWM), MB; undefined once it has gone. */
function highWaterMb(run: ServerRun): number | undefined {
  try {
    const status = readFileSync(`/proc/${run.pid}/status`, 'utf8');
    return round(Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
  } catch {
    return undefined;
  }
}

// ---------------------------------------------------------------------------------------------
// Accounts: an admin first (the first account of an installation is one), then the testers,
// granted the role with the admin command line as an installation's admin would.

interface Tester {
  id: string;
  email: string;
  token: string;
}

async function makeAccounts(base: string): Promise<Tester[]> {
  const made: Tester[] = [];
  for (let i = 0; i <= userCount; i++) {
    const id = i === 0 ? 'abuse-admin' : `abuse-tester-${i}`;
    const email = `${id}@example.org`;
    const res = await fetch(`${base}/user-api/user/${id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, display_name: id, password: 'abuse-bench-secret' }),
    });
    const body = (await res.json()) as { access_token?: string; message?: string };
    if (res.status !== 201 || !body.access_token) throw new Error(`sign-up of ${id}: ${res.status} ${body.message}`);
    if (i === 0) continue;
    const out = execFileSync(
      process.execPath,
      [path.resolve('build/server/src/main.js'), 'admin', 'grant', email, '--tester'],
      {
        env: { ...process.env, DATA_DIR: runDir },
        encoding: 'utf8',
      },
    );
    console.log(`  ${out.trim()}`);
    made.push({ id, email, token: body.access_token });
  }
  return made;
}

// ---------------------------------------------------------------------------------------------
// The anonymous data API meanwhile: works lists, searches and group-bys of the load benchmark's
// mix (those that need no sampled ids), at `--works-rate` a second over two connections.

const WORKS_KINDS = new Set([
  'works list: years, sorted',
  'works list: type and OA filters',
  'works list: search, two words',
  'works list: search and year',
  'group_by type',
  'group_by oa_status',
  'group_by topic',
  'group_by institution lineage',
]);
// the mix draws every kind's path; those of the kinds left out name these placeholders and are not sent
const unused = ['unused'];
const mix = loadMix({
  workIds: unused,
  authorIds: unused,
  institutionIds: unused,
  topicIds: unused,
  authorNames: unused,
  institutionNames: unused,
  terms: mixTerms(),
});
function nextWorksPath(): string {
  for (;;) {
    const r = mix.next();
    if (WORKS_KINDS.has(r.kind)) return r.path;
  }
}

interface WorksStats {
  requests: number;
  p50_ms: number;
  p95_ms: number;
  p99_ms: number;
  max_ms: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

/** The works stream for `duration` s, or until the server dies (autocannon would retry its connections in a loop). */
async function worksStream(run: ServerRun, duration: number): Promise<WorksStats> {
  const times: number[] = [];
  let non2xx = 0;
  // autocannon's answer without a callback is its instance as well as a promise of the result
  const instance = autocannon({
    url: run.server.base,
    connections: WORKS_CONNECTIONS,
    overallRate: worksRate,
    duration,
    timeout: 120,
    requests: [
      {
        method: 'GET',
        setupRequest: (req, ctx) => {
          (ctx as { t0: number }).t0 = performance.now();
          return { ...req, path: nextWorksPath() };
        },
        onResponse: (status, _body, ctx) => {
          times.push(performance.now() - (ctx as { t0: number }).t0);
          if (status < 200 || status > 299) non2xx++;
        },
      },
    ],
  }) as Promise<autocannon.Result> & { stop(): void };
  const stop = () => instance.stop();
  run.server.process.once('exit', stop);
  const result = await instance;
  run.server.process.off('exit', stop);
  times.sort((a, b) => a - b);
  return {
    requests: times.length,
    p50_ms: round(percentile(times, 50)),
    p95_ms: round(percentile(times, 95)),
    p99_ms: round(percentile(times, 99)),
    max_ms: round(times[times.length - 1] ?? NaN),
    non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

// ---------------------------------------------------------------------------------------------
// The attacks.

const count = (into: Record<string, number>, key: string) => (into[key] = (into[key] ?? 0) + 1);
const auth = (user: Tester) => ({ authorization: `Bearer ${user.token}`, 'content-type': 'application/json' });
const errorText = (e: unknown) => {
  const error = e as Error & { cause?: { code?: string; message?: string } };
  return `${error.name}: ${error.cause?.code ?? error.cause?.message ?? error.message}`.slice(0, 200);
};
/** Every status answered, Retry-After values seen and the first few messages of refusals. */
class Answers {
  statuses: Record<string, number> = {};
  retry_after: Record<string, number> = {};
  first_refusals: string[] = [];

  note(res: Response | undefined, error?: unknown, body?: string): void {
    if (!res) {
      count(this.statuses, errorText(error));
      return;
    }
    count(this.statuses, String(res.status));
    const retry = res.headers.get('retry-after');
    if (retry !== null) count(this.retry_after, retry);
    if (res.status >= 400 && this.first_refusals.length < 5)
      this.first_refusals.push(`${res.status} ${(body ?? '').slice(0, 200)}`);
  }
}

function burstQuery(column: string, operator: string | undefined, filters = FILTERS_PER_QUERY) {
  // distinct values of 2,000 characters: one draw of random bytes in base64, cut up
  const text = randomBytes((filters * VALUE_CHARS * 3) / 4).toString('base64');
  return {
    query: {
      get_rows: 'works',
      filter_works: [
        {
          join: 'or',
          filters: Array.from({ length: filters }, (_, i) => ({
            column_id: column,
            ...(operator ? { operator } : {}),
            value: text.slice(i * VALUE_CHARS, (i + 1) * VALUE_CHARS),
          })),
        },
      ],
    },
  };
}

/**
 * Item 1: distinct queries of `filters` 2 KB values (500: the audit's ~1 MB; 14: the largest the
 * bounded server takes) at `--post-rate` a second, round robin over `users`, for `duration` s.
 */
async function postBurst(
  run: ServerRun,
  users: Tester[],
  duration: number,
  filters = FILTERS_PER_QUERY,
): Promise<Record<string, unknown>> {
  const base = run.server.base;
  // the audit's body as written, once, to record what today's server says to it
  const literalBody = JSON.stringify(burstQuery(AUDIT_COLUMN, undefined));
  const literal = await fetch(`${base}/api/analytics`, {
    method: 'POST',
    headers: auth(users[0]!),
    body: literalBody,
  }).then(
    async (res) => ({ status: res.status, body: (await res.text()).slice(0, 300) }),
    (e: unknown) => ({ status: null, body: errorText(e) }),
  );
  const answers = new Answers();
  const times: number[] = [];
  const ids: string[] = [];
  const cut = new AbortController();
  const pending = new Set<Promise<void>>();
  let sent = 0;
  let skipped = 0;
  let bytes = 0;
  const send = async (user: Tester) => {
    const body = JSON.stringify(burstQuery(BURST_COLUMN, 'contains', filters));
    bytes += body.length;
    const t0 = performance.now();
    try {
      const res = await fetch(`${base}/api/analytics`, {
        method: 'POST',
        headers: auth(user),
        body,
        signal: cut.signal,
      });
      const text = await res.text();
      times.push(performance.now() - t0);
      answers.note(res, undefined, text);
      if (res.status === 201) ids.push((JSON.parse(text) as { id: string }).id);
    } catch (e) {
      answers.note(undefined, e);
    }
  };
  const t0 = performance.now();
  const interval = 1000 / postRate;
  for (let i = 0; performance.now() - t0 < duration * 1000 && alive(run); i++) {
    await sleep(t0 + i * interval - performance.now());
    if (pending.size >= MAX_POSTS_IN_FLIGHT) {
      skipped++;
      continue;
    }
    sent++;
    const p = send(users[i % users.length]!).finally(() => pending.delete(p));
    pending.add(p);
  }
  const finished = await Promise.race([Promise.all(pending).then(() => true), sleep(GRACE_MS).then(() => false)]);
  if (!finished) cut.abort();
  await Promise.all(pending);
  times.sort((a, b) => a - b);
  return {
    audit_literal_body: { column: AUDIT_COLUMN, bytes: literalBody.length, ...literal },
    column: `${BURST_COLUMN} contains`,
    body_bytes_mean: sent ? Math.round(bytes / sent) : 0,
    sent,
    not_sent_in_flight_cap: skipped,
    cut_after_grace: !finished,
    ...answers,
    post_p50_ms: round(percentile(times, 50)),
    post_p95_ms: round(percentile(times, 95)),
    post_max_ms: round(times[times.length - 1] ?? NaN),
    distinct_search_ids: new Set(ids).size,
    searches_seen: await searchStates(base, users[0]!, ids),
  };
}

/** How the first and the last search of a burst ended, when the server still answers. */
async function searchStates(base: string, user: Tester, ids: string[]) {
  const pick = [...new Set([ids[0], ids[ids.length - 1]])].filter((id): id is string => id !== undefined);
  return Promise.all(
    pick.map((id) =>
      fetch(`${base}/api/analytics/${id}`, { headers: auth(user), signal: AbortSignal.timeout(10_000) }).then(
        async (res) => {
          if (!res.ok) return { id, status: res.status };
          const s = (await res.json()) as { is_completed: boolean; backend_error: string | null };
          return {
            id,
            status: res.status,
            is_completed: s.is_completed,
            backend_error: s.backend_error?.slice(0, 120),
          };
        },
        (e: unknown) => ({ id, error: errorText(e) }),
      ),
    ),
  );
}

interface Download {
  user: string;
  status: number | null;
  bytes: number;
  rows: number | null;
  ended: string;
  seconds: number;
  first_byte_ms: number | null;
  retry_after?: string;
  detail?: string;
}

/** One download of search `id`: read to its end (bytes counted, not kept) or cut at `deadline`. */
async function download(
  base: string,
  user: Tester,
  id: string,
  format: 'csv' | 'ids',
  stop: AbortSignal,
): Promise<Download> {
  const t0 = performance.now();
  const took = () => round((performance.now() - t0) / 1000);
  let res: Response;
  try {
    // uncompressed, as curl asks by default: the bytes counted are the bytes the server sent
    res = await fetch(`${base}/api/analytics/${id}?format=${format}`, {
      headers: { ...auth(user), 'accept-encoding': 'identity' },
      signal: stop,
    });
  } catch (e) {
    const ended = stop.aborted ? 'cut by bench (phase over)' : 'request failed';
    return {
      user: user.id,
      status: null,
      bytes: 0,
      rows: null,
      ended,
      seconds: took(),
      first_byte_ms: null,
      detail: errorText(e),
    };
  }
  const firstByte = round(performance.now() - t0);
  const retry = res.headers.get('retry-after') ?? undefined;
  if (res.status !== 200) {
    const body = await res.text().catch((e: unknown) => errorText(e));
    return {
      user: user.id,
      status: res.status,
      bytes: body.length,
      rows: null,
      ended: 'error body',
      seconds: took(),
      first_byte_ms: firstByte,
      ...(retry ? { retry_after: retry } : {}),
      detail: body.slice(0, 200),
    };
  }
  let bytes = 0;
  let newlines = 0;
  let tail = Buffer.alloc(0);
  const small: Buffer[] = []; // an ids answer is parsed, a CSV only counted
  const reader = res.body!.getReader();
  let ended = 'complete';
  let detail: string | undefined;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      const chunk = Buffer.from(value.buffer, value.byteOffset, value.byteLength);
      bytes += chunk.length;
      for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) newlines++;
      tail = chunk.length >= 300 ? chunk.subarray(-300) : Buffer.concat([tail, chunk]).subarray(-300);
      if (format === 'ids' && bytes < 64 << 20) small.push(Buffer.from(chunk));
    }
  } catch (e) {
    ended = stop.aborted ? 'cut by bench (phase over)' : 'cut by server';
    detail = errorText(e);
  }
  let rows: number | null = format === 'csv' ? Math.max(0, newlines - 1) : null;
  if (format === 'ids' && ended === 'complete') {
    try {
      const body = JSON.parse(Buffer.concat(small).toString('utf8')) as {
        count: number;
        ids: string[];
        is_truncated: boolean;
      };
      rows = body.ids.length;
      detail = `count ${body.count}, ids ${body.ids.length}, is_truncated ${body.is_truncated}`;
    } catch {
      ended = 'ended, not JSON';
    }
  }
  if (format === 'csv' && ended === 'complete' && rows !== catalogueWorks) ended = 'ended early';
  if (ended !== 'complete' && ended !== 'cut by bench (phase over)')
    detail = `${detail ?? ''} tail: ${tail.toString('utf8').slice(-200)}`;
  return {
    user: user.id,
    status: 200,
    bytes,
    rows,
    ended,
    seconds: took(),
    first_byte_ms: firstByte,
    ...(detail ? { detail } : {}),
  };
}

/** Item 3: `--downloads` loops at once, each posting the wide search and downloading it, over and over. */
async function downloadLoops(
  run: ServerRun,
  users: Tester[],
  format: 'csv' | 'ids',
  duration: number,
  oql = WIDE_OQL,
): Promise<Record<string, unknown>> {
  const base = run.server.base;
  const stop = new AbortController();
  const posts = new Answers();
  const done: Download[] = [];
  const deadline = performance.now() + duration * 1000;
  const loop = async (user: Tester) => {
    while (performance.now() < deadline && alive(run)) {
      let id: string | undefined;
      try {
        const res = await fetch(`${base}/api/analytics`, {
          method: 'POST',
          headers: auth(user),
          body: JSON.stringify({ oql }),
          signal: stop.signal,
        });
        const text = await res.text();
        posts.note(res, undefined, text);
        if (res.status === 201) id = (JSON.parse(text) as { id: string }).id;
      } catch (e) {
        if (stop.signal.aborted) return;
        posts.note(undefined, e);
      }
      // a refused or failed post: an attacker tries again a second later
      if (!id) await sleep(1000);
      else done.push(await download(base, user, id, format, stop.signal));
    }
  };
  const loops = Promise.all(Array.from({ length: downloadCount }, (_, i) => loop(users[i % users.length]!)));
  await Promise.race([loops, sleep(duration * 1000)]);
  stop.abort();
  await loops;
  const byEnd: Record<string, number> = {};
  for (const d of done) count(byEnd, d.ended);
  const bytes = done.map((d) => d.bytes).sort((a, b) => a - b);
  const secondsSorted = done.map((d) => d.seconds).sort((a, b) => a - b);
  return {
    format,
    oql_bytes: oql.length,
    concurrent: downloadCount,
    downloads: done.length,
    by_end: byEnd,
    download_statuses: done.reduce<Record<string, number>>((into, d) => (count(into, String(d.status)), into), {}),
    download_retry_after: done.reduce<Record<string, number>>(
      (into, d) => (d.retry_after ? (count(into, d.retry_after), into) : into),
      {},
    ),
    mb_streamed: round(bytes.reduce((a, b) => a + b, 0) / 2 ** 20),
    max_mb_per_download: round((bytes[bytes.length - 1] ?? 0) / 2 ** 20),
    p50_seconds: round(percentile(secondsSorted, 50)),
    max_seconds: round(secondsSorted[secondsSorted.length - 1] ?? NaN),
    posts,
    each: done,
  };
}

// ---------------------------------------------------------------------------------------------
// Phases.

interface PhaseRow {
  phase: string;
  seconds: number;
  server_pid: number | null;
  server_started_for_phase: boolean;
  works: WorksStats;
  attack: Record<string, unknown> | null;
  peak_rss_mb: number;
  peak_heap_used_mb: number;
  peak_heap_after_full_gc_mb: number;
  /** the server's own high-water mark of RSS at the phase's end (VmHWM; null once it has gone) */
  server_vm_hwm_mb: number | null;
  server_cpu_s: number | null;
  bench_cpu_s: number;
  up_after_attack: boolean;
  after: (WorksStats & { seconds: number; up: boolean; peak_rss_mb: number }) | null;
  died: boolean;
}

async function phase(
  name: string,
  duration: number,
  attack: ((run: ServerRun) => Promise<Record<string, unknown>>) | null,
): Promise<PhaseRow> {
  phaseName = name;
  let startedForPhase = false;
  if (!(await answers(current))) {
    if (current) {
      current.hung = alive(current);
      console.log(
        `  the server (pid ${current.pid}) ${alive(current) ? 'does not answer: stopping it' : 'is gone'}; starting another`,
      );
      await stopServer(current);
    }
    current = await startServer();
    startedForPhase = true;
  }
  const run = current!;
  console.log(`\n${name}: ${duration} s${attack ? '' : ' (the works stream alone)'}  [server pid ${run.pid}]`);
  Object.assign(peaks, { rssMb: 0, heapUsedMb: 0, heapAfterMarkCompactMb: 0 });
  const cpu0 = processCpuSeconds(run.pid);
  const benchCpu0 = process.cpuUsage();
  const [worksStats, attackResult] = await Promise.all([worksStream(run, duration), attack ? attack(run) : null]);
  const cpu1 = processCpuSeconds(run.pid);
  const benchCpu = process.cpuUsage(benchCpu0);
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
    phaseName = `${name} (after)`;
    peaks.rssMb = 0;
    const stats = await worksStream(run, settleSeconds);
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
  if (row.after)
    console.log(
      `  after ${row.after.seconds} s: /api/works p50 ${row.after.p50_ms} / p95 ${row.after.p95_ms} ms, up: ${row.after.up}`,
    );
  return row;
}

/** Counts of two tallies added up. */
const added = (a: Record<string, number> = {}, b: Record<string, number> = {}) => {
  const sum = { ...a };
  for (const [key, n] of Object.entries(b)) sum[key] = (sum[key] ?? 0) + n;
  return sum;
};
const statusText = (statuses: unknown) =>
  Object.entries((statuses ?? {}) as Record<string, number>)
    .map(([status, n]) => `${status}×${n}`)
    .join(' ') || '-';

function attackLine(a: Record<string, unknown>): string {
  if ('format' in a) {
    const posts = a.posts as Answers;
    return `${a.downloads} downloads (${statusText(a.by_end)}), ${a.mb_streamed} MB, at most ${a.max_mb_per_download} MB in one; posts ${statusText(posts.statuses)}, downloads ${statusText(a.download_statuses)}, Retry-After ${statusText(added(posts.retry_after, a.download_retry_after as Record<string, number>))}`;
  }
  return `${a.sent} posts of ~${Math.round(Number(a.body_bytes_mean) / 1024)} KB: ${statusText(a.statuses)}, Retry-After ${statusText(a.retry_after)}, p50 ${a.post_p50_ms} ms; the audit's literal body: ${(a.audit_literal_body as { status: number }).status}`;
}

// ---------------------------------------------------------------------------------------------
// The run.

console.log(
  `${works.toLocaleString('en')} works, ${os.cpus().length} cores, load ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(
      ' ',
    )}; server: node ${nodeArgs.join(' ')}, ANALYTICS_TIMEOUT_MS=${timeoutMs}; bounds: RSS ${maxRssMb} MB, /api/works p95 ${maxWorksP95Ms} ms`,
);
current = await startServer();
const users = await makeAccounts(current.server.base);
const catalogueWorks = (
  (await (await fetch(`${current.server.base}/api/works?per_page=1&select=id`)).json()) as { meta: { count: number } }
).meta.count;
console.log(`  ${users.length} testers; the catalogue has ${catalogueWorks} works`);

const one = users.slice(0, 1);
const attacks: Record<string, (run: ServerRun) => Promise<Record<string, unknown>>> = {
  'item1-one-user': (run) => postBurst(run, one, seconds),
  'item1-n-users': (run) => postBurst(run, users, seconds),
  'item1-largest-one-user': (run) => postBurst(run, one, seconds, FILTERS_LARGEST_ACCEPTED),
  'item1-largest-n-users': (run) => postBurst(run, users, seconds, FILTERS_LARGEST_ACCEPTED),
  'csv-one-user': (run) => downloadLoops(run, one, 'csv', seconds),
  'csv-n-users': (run) => downloadLoops(run, users, 'csv', seconds),
  'csv-widest-one-user': (run) => downloadLoops(run, one, 'csv', seconds, WIDEST_ACCEPTED_OQL),
  'csv-widest-n-users': (run) => downloadLoops(run, users, 'csv', seconds, WIDEST_ACCEPTED_OQL),
  'ids-one-user': (run) => downloadLoops(run, one, 'ids', seconds),
  'ids-n-users': (run) => downloadLoops(run, users, 'ids', seconds),
  'ids-widest-one-user': (run) => downloadLoops(run, one, 'ids', seconds, WIDEST_ACCEPTED_OQL),
  'ids-widest-n-users': (run) => downloadLoops(run, users, 'ids', seconds, WIDEST_ACCEPTED_OQL),
};
const rows: PhaseRow[] = [await phase('at rest', restSeconds, null)];
for (const name of phases) rows.push(await phase(name, seconds, attacks[name]!));
phaseName = 'end';
const upAtEnd = await answers(current);
const hwm = current ? highWaterMb(current) : undefined;
clearInterval(sampler);
for (const run of runs) await stopServer(run);

// ---------------------------------------------------------------------------------------------
// Verdict, table, JSON.

const failures: string[] = [];
for (const run of runs) {
  if (run.exit && !run.stopped_by_bench)
    failures.push(
      `the server (pid ${run.pid}) died in ${run.exit.phase}: code ${run.exit.code}, signal ${run.exit.signal}${run.heap_out_of_memory ? ', heap out of memory' : ''}`,
    );
  else if (run.hung) failures.push(`the server (pid ${run.pid}) stopped answering and was stopped by the bench`);
}
for (const row of rows) {
  if (row.peak_rss_mb > maxRssMb) failures.push(`${row.phase}: peak RSS ${row.peak_rss_mb} MB > ${maxRssMb} MB`);
  if (row.works.requests === 0) failures.push(`${row.phase}: no /api/works request was answered`);
  else if (!(row.works.p95_ms <= maxWorksP95Ms))
    failures.push(`${row.phase}: /api/works p95 ${row.works.p95_ms} ms > ${maxWorksP95Ms} ms`);
  if (row.works.non2xx + row.works.errors > 0)
    failures.push(`${row.phase}: ${row.works.non2xx} /api/works answers not 2xx, ${row.works.errors} failed`);
}
if (!upAtEnd) failures.push('the server did not answer GET /api/ at the end');

const table = [
  [
    'phase',
    'attack sent',
    'answers',
    'Retry-After',
    'downloads',
    'MB',
    'works n',
    'p50',
    'p95',
    'p99',
    'err',
    'RSS MB',
    'heap MB',
    'up',
  ],
  ...rows.map((r) => {
    const a = r.attack ?? {};
    const isDownload = 'format' in a;
    const posts = (isDownload ? (a.posts as Answers) : a) as Partial<Answers>;
    return [
      r.phase + (r.server_started_for_phase && r !== rows[0] ? ' *' : ''),
      r.attack ? String(isDownload ? a.downloads : a.sent) : '-',
      !r.attack
        ? '-'
        : isDownload
          ? `POST ${statusText(posts.statuses)}; GET ${statusText(a.download_statuses)}`
          : statusText(posts.statuses),
      r.attack
        ? statusText(added(posts.retry_after, a.download_retry_after as Record<string, number> | undefined))
        : '-',
      isDownload ? statusText(a.by_end) : '-',
      isDownload ? String(a.mb_streamed) : '-',
      String(r.works.requests),
      String(r.works.p50_ms),
      String(r.works.p95_ms),
      String(r.works.p99_ms),
      String(r.works.non2xx + r.works.errors),
      String(r.peak_rss_mb),
      String(r.peak_heap_used_mb),
      r.died ? 'died' : String(r.up_after_attack),
    ];
  }),
];
const widths = table[0]!.map((_, i) => Math.max(...table.map((line) => line[i]!.length)));
console.log('');
for (const line of table) console.log(line.map((cell, i) => cell.padEnd(widths[i]!)).join('  '));
console.log(
  '(* the server was started again for this phase; "attack sent": posts of item 1, downloads of item 3; p50/p95/p99 of /api/works in ms; heap: the most used before a GC, from --trace-gc)',
);
console.log(
  `server: node ${nodeArgs.join(' ')}; ${runs.length} process(es); peak RSS sampled ${round(overallRssMb)} MB`,
);
console.log(failures.length ? `\nFAILED:\n${failures.map((f) => `  - ${f}`).join('\n')}` : '\nOK: every bound held');

mkdirSync('bench/results', { recursive: true });
const file = `bench/results/abuse-${new Date().toISOString().slice(0, 10)}.json`;
writeFileSync(
  file,
  JSON.stringify(
    {
      works,
      cores: os.cpus().length,
      load_at_start: loadAtStart,
      load_at_end: os.loadavg(),
      server_node_args: nodeArgs,
      analytics_timeout_ms: timeoutMs,
      bounds: { max_rss_mb: maxRssMb, max_works_p95_ms: maxWorksP95Ms },
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
      ok: failures.length === 0,
      failures,
      up_at_end: upAtEnd,
      peak_rss_mb: round(overallRssMb),
      last_server_vm_hwm_mb: hwm ?? null,
      servers: runs.map(({ server: _server, ...run }) => run),
      phases: rows,
    },
    null,
    2,
  ),
);
console.log(`written to ${file}`);
if (values['keep-data']) console.log(`the run's DATA_DIR is kept: ${runDir}`);
process.exit(failures.length ? 1 : 0);
