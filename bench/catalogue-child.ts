/**
 * A `catalogue` command (server/src/main.ts) run as a child process by a benchmark, with its peak
 * RSS (VmHWM of /proc/<pid>/status, sampled every 100 ms) and when each stage of its progress
 * began, with the peak VmRSS until the next. Its progress goes to a pipe, so it writes as a log:
 * `stage…` as each stage starts, and a line now and then within one.
 */
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

export interface ChildRun {
  code: number | null;
  seconds: number;
  peakRssMb: number;
  stdout: string;
  stages: { stage: string; atSeconds: number; peakRssMb: number }[];
}

export interface ChildOptions {
  /** each line of the child's progress, as it comes (to show a long step's rate and time left) */
  onProgressLine?: (line: string) => void;
}

export async function runCatalogueCommand(args: string[], opts: ChildOptions = {}): Promise<ChildRun> {
  const t0 = performance.now();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--max-semi-space-size=64', path.join(ROOT, 'server/src/main.ts'), ...args],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const stages: ChildRun['stages'] = [];
  let stdout = '';
  let partial = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => {
    const lines = (partial + d.toString()).split('\n');
    partial = lines.pop()!;
    for (const line of lines) {
      if (line.endsWith('…')) stages.push({ stage: line, atSeconds: (performance.now() - t0) / 1000, peakRssMb: 0 });
      if (line) opts.onProgressLine?.(line);
    }
  });
  let peakKb = 0;
  const sample = () => {
    try {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      peakKb = Math.max(peakKb, Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0));
      const rss = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
      const stage = stages.at(-1);
      if (stage) stage.peakRssMb = Math.max(stage.peakRssMb, rss);
    } catch {
      // the process has ended
    }
  };
  const timer = setInterval(sample, 100);
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  clearInterval(timer);
  if (partial) opts.onProgressLine?.(partial);
  return { code, seconds: (performance.now() - t0) / 1000, peakRssMb: peakKb / 1024, stdout, stages };
}

/** Bytes per file name (catalogue.duckdb, search.sqlite, …) under a data folder, every version's. */
export function storeBytes(dir: string, into: Record<string, number> = {}): Record<string, number> {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) storeBytes(p, into);
    else if (e.isFile()) into[e.name] = (into[e.name] ?? 0) + statSync(p).size;
  }
  return into;
}
