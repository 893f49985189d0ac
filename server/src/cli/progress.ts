/**
 * The progress of the command line's long steps, on standard error: for each stage what is done
 * out of what is known to be there, the rate and the time left, or for a stage with no known
 * total what it has done and for how long. On a terminal one line is redrawn in place; in a log
 * (standard error not a terminal: CI, a service's journal) a line at most every 10 seconds, and
 * one as each stage ends, so that a day-long import leaves a log that can still be read.
 */
import type { BuildProgress, ProgressMore } from '../catalogue/ingest/build-progress.js';

/** A terminal line is redrawn at most this often: batches may report thousands of times a second. */
const REDRAW_MS = 100;
const TICK_MS = 1000;
export const LOG_EVERY_MS = 10_000;
/** A stage that reports nothing new (one long query) still gets a line this often, to show it is alive. */
export const LOG_QUIET_MS = 60_000;
/** The rate and the time left are over the stage's last stretch, so that they follow a change of pace. */
const RATE_WINDOW_MS = 20_000;
const SAMPLE_MS = 500;
const BAR_WIDTH = 20;

export function formatDuration(ms: number): string {
  const t = Math.max(0, ms);
  if (t < 9950) return `${(t / 1000).toFixed(1)} s`;
  const s = Math.round(t / 1000);
  if (s < 60) return `${s} s`;
  const m = Math.floor(s / 60);
  if (m < 60) return `${m} m ${String(s % 60).padStart(2, '0')} s`;
  return `${Math.floor(m / 60)} h ${String(m % 60).padStart(2, '0')} m`;
}

/** Bytes in decimal units (a MB is 10⁶ bytes), three figures. */
export function formatBytes(n: number): string {
  if (n < 1000) return `${Math.round(n)} B`;
  const units = ['kB', 'MB', 'GB', 'TB', 'PB'];
  let v = n / 1000;
  let u = 0;
  while (v >= 999.5 && u < units.length - 1) {
    v /= 1000;
    u++;
  }
  return `${v < 9.995 ? v.toFixed(2) : v < 99.95 ? v.toFixed(1) : v.toFixed(0)} ${units[u]}`;
}

const count = (n: number) => Math.round(n).toLocaleString('en-US');

export function formatRate(perSecond: number, unit: string): string {
  if (unit === 'bytes') return `${formatBytes(perSecond)}/s`;
  return `${perSecond < 10 ? perSecond.toFixed(1) : count(perSecond)} ${unit}/s`;
}

const quantity = (n: number, unit: string) => (unit === 'bytes' ? formatBytes(n) : `${count(n)} ${unit}`);
const outOf = (done: number, total: number, unit: string) =>
  unit === 'bytes' ? `${formatBytes(done)}/${formatBytes(total)}` : `${count(done)}/${count(total)} ${unit}`;

interface Stage {
  name: string;
  started: number;
  /** when it last reported */
  updated: number;
  unit: string;
  done: number;
  total: number | undefined;
  bytes: number | undefined;
  totalBytes: number | undefined;
  detail: string | undefined;
  /** (time, done, bytes) every SAMPLE_MS over the rate window, the oldest just before it */
  samples: { t: number; done: number; bytes: number }[];
}

/** The stage's rate over its last stretch, per second; undefined before a second of it. */
function windowRate(s: Stage): { perSecond: number; bytesPerSecond: number } | undefined {
  while (s.samples.length > 1 && s.samples[1]!.t <= s.updated - RATE_WINDOW_MS) s.samples.shift();
  const base = s.samples[0]!;
  const dt = s.updated - base.t;
  if (dt < 1000) return undefined;
  return { perSecond: ((s.done - base.done) * 1000) / dt, bytesPerSecond: (((s.bytes ?? 0) - base.bytes) * 1000) / dt };
}

/** The time left at the current rate, from the count where its total is known, else from the bytes. */
function timeLeft(s: Stage, rate: ReturnType<typeof windowRate>): number | undefined {
  if (!rate || s.unit === 'steps') return undefined;
  if (s.total !== undefined && rate.perSecond > 0) return ((s.total - s.done) / rate.perSecond) * 1000;
  if (s.totalBytes !== undefined && s.bytes !== undefined && rate.bytesPerSecond > 0)
    return ((s.totalBytes - s.bytes) / rate.bytesPerSecond) * 1000;
  return undefined;
}

/**
 * The stage as it is now: `[#####---] 25% 250/1,000 records · 120 MB/400 MB · 50 records/s ·
 * 6.0 MB/s · elapsed … · ETA …`, within `width` characters: the bytes go first where it is
 * narrow, then the elapsed time, so that the rate and the time left stay in sight.
 */
function stageLine(s: Stage, now: number, withBar: boolean, width = Infinity): string {
  // [text, rank]: the highest rank is left out first
  const parts: [string, number][] = [];
  let done = '';
  if (s.total !== undefined && s.total > 0) {
    const share = Math.min(1, Math.max(0, s.done / s.total));
    const filled = Math.round(share * BAR_WIDTH);
    const bar = withBar ? `[${'#'.repeat(filled)}${'-'.repeat(BAR_WIDTH - filled)}] ` : '';
    done = `${bar}${Math.floor(share * 100)}% ${outOf(s.done, s.total, s.unit)}`;
  } else if (s.done > 0) done = quantity(s.done, s.unit);
  if (s.detail) done += `${done ? ' ' : ''}(${s.detail})`;
  if (done) parts.push([done, 0]);
  const bytes = s.bytes !== undefined && s.unit !== 'bytes';
  if (bytes)
    parts.push([s.totalBytes ? `${formatBytes(s.bytes!)}/${formatBytes(s.totalBytes)}` : formatBytes(s.bytes!), 4]);
  const rate = windowRate(s);
  if (rate && s.unit !== 'steps' && s.done > 0) {
    parts.push([formatRate(rate.perSecond, s.unit), 1]);
    if (bytes) parts.push([formatRate(rate.bytesPerSecond, 'bytes'), 3]);
  }
  parts.push([`elapsed ${formatDuration(now - s.started)}`, 2]);
  const left = s.total === undefined || s.done < s.total ? timeLeft(s, rate) : undefined;
  if (left !== undefined) parts.push([`ETA ${formatDuration(left)}`, 1]);
  const line = () => `${s.name} ${parts.map(([text]) => text).join(' · ')}`;
  for (let rank = 4; rank >= 2 && line().length >= width; rank--) {
    for (let i = parts.length - 1; i >= 0; i--) if (parts[i]![1] === rank) parts.splice(i, 1);
  }
  return line();
}

/** The stage once ended: `importing records: 1,000 records in 20.0 s (50 records/s, 6.0 MB/s)`. */
function stageSummary(s: Stage, now: number): string {
  const took = formatDuration(now - s.started);
  if (s.done <= 0 || s.unit === 'steps') return `${s.name}: ${took}`;
  const seconds = (now - s.started) / 1000;
  const rates =
    seconds >= 0.1
      ? [
          formatRate(s.done / seconds, s.unit),
          ...(s.bytes !== undefined && s.unit !== 'bytes' ? [formatRate(s.bytes / seconds, 'bytes')] : []),
        ]
      : [];
  return `${s.name}: ${quantity(s.done, s.unit)} in ${took}${rates.length ? ` (${rates.join(', ')})` : ''}`;
}

export interface ProgressOptions {
  write: (text: string) => void;
  /** redraw one line (a terminal), or write lines now and then (a log) */
  isTTY: boolean;
  /** the terminal's width, which a redrawn line must not pass */
  columns?: () => number | undefined;
  /** milliseconds, rising */
  now?: () => number;
  /** tick once a second on a timer of its own (tests call tick instead) */
  timer?: boolean;
}

export interface Progress {
  report: BuildProgress;
  /** redraw the elapsed time of a stage that reports nothing for a while */
  tick: () => void;
  /** end the stage under way: with its summary when the command succeeded */
  stop: (ok?: boolean) => void;
}

export function createProgress(opts: ProgressOptions): Progress {
  const now = opts.now ?? (() => performance.now());
  const { write, isTTY } = opts;
  let current: Stage | undefined;
  let lastDraw = -Infinity;
  let lastLine = -Infinity;
  let loggedDone = 0;
  let timer: ReturnType<typeof setInterval> | undefined;

  const fit = (line: string) => {
    const width = opts.columns?.();
    return width && line.length >= width ? `${line.slice(0, Math.max(1, width - 2))}…` : line;
  };
  const draw = (t: number) => {
    if (!current) return;
    lastDraw = t;
    write(`\r${fit(stageLine(current, t, true, opts.columns?.()))}\x1b[K`);
  };
  const log = (t: number) => {
    if (!current) return;
    lastLine = t;
    loggedDone = current.done;
    write(`  ${stageLine(current, t, false)}\n`);
  };
  const end = (ok: boolean) => {
    if (!current) return;
    const t = now();
    if (ok) write(isTTY ? `\r${fit(stageSummary(current, t))}\x1b[K\n` : `${stageSummary(current, t)}\n`);
    else if (isTTY) write('\n'); // the error that follows starts a line of its own
    current = undefined;
  };
  const tick = () => {
    if (!current) return;
    const t = now();
    if (isTTY) draw(t);
    else if (t - lastLine >= LOG_QUIET_MS || (t - lastLine >= LOG_EVERY_MS && current.done !== loggedDone)) log(t);
  };
  const report: BuildProgress = (stage: string, done: number, total?: number, more: ProgressMore = {}) => {
    const t = now();
    if (more.aside) {
      const note = `${stage}: ${quantity(done, more.unit ?? 'records')}`;
      if (!isTTY) write(`  ${note}\n`);
      else {
        write(`\r${fit(note)}\x1b[K\n`);
        draw(t);
      }
      return;
    }
    if (current?.name !== stage) {
      end(true);
      current = {
        name: stage,
        started: t,
        updated: t,
        unit: 'records',
        done: 0,
        total: undefined,
        bytes: undefined,
        totalBytes: undefined,
        detail: undefined,
        samples: [{ t, done: 0, bytes: 0 }],
      };
      if (!isTTY) write(`${stage}…\n`);
      lastDraw = -Infinity; // a new stage is drawn at once
      lastLine = t;
      loggedDone = 0;
      if (opts.timer !== false && !timer) {
        timer = setInterval(tick, TICK_MS);
        timer.unref();
      }
    }
    const s = current;
    Object.assign(s, {
      updated: t,
      done,
      total,
      unit: more.unit ?? s.unit,
      bytes: more.bytes,
      totalBytes: more.totalBytes,
      detail: more.detail,
    });
    if (t - s.samples.at(-1)!.t >= SAMPLE_MS) s.samples.push({ t, done, bytes: more.bytes ?? 0 });
    if (isTTY) {
      if (t - lastDraw >= REDRAW_MS || (total !== undefined && done >= total)) draw(t);
    } else if (t - lastLine >= LOG_EVERY_MS) log(t);
  };
  return {
    report,
    tick,
    stop: (ok = true) => {
      end(ok);
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  };
}

/** Run a command with its progress on this process's standard error. */
export async function withProgress<T>(run: (report: BuildProgress) => Promise<T>): Promise<T> {
  const p = createProgress({
    write: (text) => process.stderr.write(text),
    isTTY: Boolean(process.stderr.isTTY),
    columns: () => process.stderr.columns,
  });
  let ok = false;
  try {
    const result = await run(p.report);
    ok = true;
    return result;
  } finally {
    p.stop(ok);
  }
}
