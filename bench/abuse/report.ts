/**
 * The abuse benchmark's verdict (the three bounds), its table and its JSON record
 * (bench/results/abuse-<date>.json, read by people comparing runs: keep its shape).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { round } from '../stats.js';
import type { Answers } from './attacks.js';
import { LEFT_MS, SETTLE_MS, type CutRecord } from './flights.js';
import type { ServerRun } from './server-run.js';
import type { WorksStats } from './works-stream.js';

export interface PhaseRow {
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

/** The attack's line under a phase. */
export function attackLine(a: Record<string, unknown>): string {
  if ('format' in a) {
    const posts = a.posts as Answers;
    return `${a.downloads} downloads (${statusText(a.by_end)}), ${a.mb_streamed} MB, at most ${a.max_mb_per_download} MB in one; posts ${statusText(posts.statuses)}, downloads ${statusText(a.download_statuses)}, Retry-After ${statusText(added(posts.retry_after, a.download_retry_after as Record<string, number>))}`;
  }
  return `${a.sent} posts of ~${Math.round(Number(a.body_bytes_mean) / 1024)} KB: ${statusText(a.statuses)}, Retry-After ${statusText(a.retry_after)}, p50 ${a.post_p50_ms} ms; the audit's literal body: ${(a.audit_literal_body as { status: number }).status}`;
}

/** A line when requests did not end on their abort at the phase's end (none when all did). */
export function cutLine(a: Record<string, unknown>): string | undefined {
  const cut = a.cut_at_end as CutRecord | null | undefined;
  if (!cut || (cut.released.length === 0 && !cut.abandoned)) return undefined;
  const what = (list: CutRecord['released']) =>
    list
      .map(
        (s) =>
          `${s.what} (${s.stage}${s.status ? ` of a ${s.status}` : ''}${s.content_encoding ? `, ${s.content_encoding}` : ''}, ${s.bytes} bytes read)`,
      )
      .join('; ');
  return (
    `!! ${cut.released.length} of ${cut.in_flight} requests had not ended ${SETTLE_MS / 1000} s after their abort, released by the bench: ${what(cut.released)}` +
    (cut.abandoned
      ? `; the attack had still not ended ${LEFT_MS / 1000} s later and was left behind: ${what(cut.still_open) || 'no request open'}`
      : '')
  );
}

export interface RunRecord {
  works: number;
  loadAtStart: number[];
  nodeArgs: string[];
  timeoutMs: number;
  maxRssMb: number;
  maxWorksP95Ms: number;
  options: Record<string, number>;
  upAtEnd: boolean;
  overallRssMb: number;
  lastHwmMb: number | undefined;
  runs: ServerRun[];
  rows: PhaseRow[];
}

/** What broke the bounds: the server dying or hanging, its RSS, /api/works's p95 and failures. */
export function failuresOf(r: RunRecord): string[] {
  const failures: string[] = [];
  for (const run of r.runs) {
    if (run.exit && !run.stopped_by_bench)
      failures.push(
        `the server (pid ${run.pid}) died in ${run.exit.phase}: code ${run.exit.code}, signal ${run.exit.signal}${run.heap_out_of_memory ? ', heap out of memory' : ''}`,
      );
    else if (run.hung) failures.push(`the server (pid ${run.pid}) stopped answering and was stopped by the bench`);
  }
  for (const row of r.rows) {
    if (row.peak_rss_mb > r.maxRssMb) failures.push(`${row.phase}: peak RSS ${row.peak_rss_mb} MB > ${r.maxRssMb} MB`);
    if (row.works.requests === 0) failures.push(`${row.phase}: no /api/works request was answered`);
    else if (!(row.works.p95_ms <= r.maxWorksP95Ms))
      failures.push(`${row.phase}: /api/works p95 ${row.works.p95_ms} ms > ${r.maxWorksP95Ms} ms`);
    if (row.works.non2xx + row.works.errors > 0)
      failures.push(`${row.phase}: ${row.works.non2xx} /api/works answers not 2xx, ${row.works.errors} failed`);
  }
  if (!r.upAtEnd) failures.push('the server did not answer GET /api/ at the end');
  return failures;
}

/** The table of the phases, the server's line and the verdict. */
export function printTable(r: RunRecord, failures: string[]): void {
  const { rows } = r;
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
    ...rows.map((row) => {
      const a = row.attack ?? {};
      const isDownload = 'format' in a;
      const posts = (isDownload ? (a.posts as Answers) : a) as Partial<Answers>;
      return [
        row.phase + (row.server_started_for_phase && row !== rows[0] ? ' *' : ''),
        row.attack ? String(isDownload ? a.downloads : a.sent) : '-',
        !row.attack
          ? '-'
          : isDownload
            ? `POST ${statusText(posts.statuses)}; GET ${statusText(a.download_statuses)}`
            : statusText(posts.statuses),
        row.attack
          ? statusText(added(posts.retry_after, a.download_retry_after as Record<string, number> | undefined))
          : '-',
        isDownload ? statusText(a.by_end) : '-',
        isDownload ? String(a.mb_streamed) : '-',
        String(row.works.requests),
        String(row.works.p50_ms),
        String(row.works.p95_ms),
        String(row.works.p99_ms),
        String(row.works.non2xx + row.works.errors),
        String(row.peak_rss_mb),
        String(row.peak_heap_used_mb),
        row.died ? 'died' : String(row.up_after_attack),
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
    `server: node ${r.nodeArgs.join(' ')}; ${r.runs.length} process(es); peak RSS sampled ${round(r.overallRssMb)} MB`,
  );
  console.log(failures.length ? `\nFAILED:\n${failures.map((f) => `  - ${f}`).join('\n')}` : '\nOK: every bound held');
}

/** bench/results/abuse-<date>.json; returns its name. */
export function writeRecord(r: RunRecord, failures: string[]): string {
  mkdirSync('bench/results', { recursive: true });
  const file = `bench/results/abuse-${new Date().toISOString().slice(0, 10)}.json`;
  writeFileSync(
    file,
    JSON.stringify(
      {
        works: r.works,
        cores: os.cpus().length,
        load_at_start: r.loadAtStart,
        load_at_end: os.loadavg(),
        server_node_args: r.nodeArgs,
        analytics_timeout_ms: r.timeoutMs,
        bounds: { max_rss_mb: r.maxRssMb, max_works_p95_ms: r.maxWorksP95Ms },
        options: r.options,
        ok: failures.length === 0,
        failures,
        up_at_end: r.upAtEnd,
        peak_rss_mb: round(r.overallRssMb),
        last_server_vm_hwm_mb: r.lastHwmMb ?? null,
        servers: r.runs.map(({ server: _server, ...run }) => run),
        phases: r.rows,
      },
      null,
      2,
    ),
  );
  return file;
}
