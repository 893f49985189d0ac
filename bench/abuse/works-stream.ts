/**
 * What everyone else gets meanwhile: the anonymous data API, works lists, searches and group-bys
 * of the load benchmark's mix (those that need no sampled ids), at a steady rate over two
 * connections (autocannon), and the percentiles of its answers.
 */
import autocannon from 'autocannon';
import { loadMix, mixTerms } from '../load-mix.js';
import { percentile, round, within } from '../stats.js';
import type { ServerRun } from './server-run.js';

export const WORKS_CONNECTIONS = 2;
/**
 * autocannon ends a stream at its duration, on its tick (every second); past that and this long,
 * the watchdog stops it, and after `STOP_MS` more goes on without it, with the answers counted so far.
 */
const OVERRUN_MS = 15_000;
const STOP_MS = 5_000;

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

export interface WorksStats {
  requests: number;
  p50_ms: number;
  p95_ms: number;
  p99_ms: number;
  max_ms: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** only when the watchdog had to stop the stream (it had not ended `OVERRUN_MS` past its duration) */
  cut_by_watchdog?: true;
}

/**
 * The works stream at `rate` a second for `duration` s, or until the server dies (autocannon
 * would retry its connections in a loop).
 */
export async function worksStream(run: ServerRun, duration: number, rate: number): Promise<WorksStats> {
  const times: number[] = [];
  let non2xx = 0;
  // autocannon's answer without a callback is its instance as well as a promise of the result
  const instance = autocannon({
    url: run.server.base,
    connections: WORKS_CONNECTIONS,
    overallRate: rate,
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
  }) as Promise<autocannon.Result> & autocannon.Instance;
  // counted here too, for a stream the watchdog has to give up on (its result never comes)
  const seen = { errors: 0, timeouts: 0 };
  const tracker: autocannon.Instance = instance;
  tracker.on('reqError', (error: Error) => {
    seen.errors++;
    if (error.message === 'request timed out') seen.timeouts++;
  });
  const stop = () => instance.stop();
  run.server.process.once('exit', stop);
  let result: autocannon.Result | undefined;
  const ended = instance.then((r) => (result = r));
  let cut = false;
  if (!(await within(ended, duration * 1000 + OVERRUN_MS))) {
    cut = true;
    console.log(`  !! the works stream had not ended ${OVERRUN_MS / 1000} s after its ${duration} s: stopping it`);
    instance.stop();
    await within(ended, STOP_MS);
  }
  run.server.process.off('exit', stop);
  times.sort((a, b) => a - b);
  return {
    requests: times.length,
    p50_ms: round(percentile(times, 50)),
    p95_ms: round(percentile(times, 95)),
    p99_ms: round(percentile(times, 99)),
    max_ms: round(times[times.length - 1] ?? NaN),
    non2xx,
    errors: result?.errors ?? seen.errors,
    timeouts: result?.timeouts ?? seen.timeouts,
    ...(cut ? { cut_by_watchdog: true as const } : {}),
  };
}
