/**
 * The built server of the abuse benchmark: started (bench/built-server.ts) with a capped heap and
 * `--trace-gc`, watched (RSS every 250 ms from /proc, heap from the GC lines, its exit and "heap out
 * of memory"), and started again before a phase when it has died or stopped answering.
 */
import { readFileSync } from 'node:fs';
import { startBuiltServer, type BuiltServer } from '../built-server.js';
import { round, within } from '../stats.js';
import { requestWithin } from './flights.js';

export interface ServerRun {
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

const HEAP_OOM = /heap out of memory|Reached heap limit/i;
// "Scavenge 10.2 (12.3) -> 9.8 (13.3) MB", "Mark-Compact 980.1 (1010.2) -> 970.3 (1012.0) MB"
const GC_LINE =
  /: (Scavenge|Mark-Compact|Mark-Sweep|Minor Mark-Sweep)[^\d]*([\d.]+) \(([\d.]+)\) -> ([\d.]+) \(([\d.]+)\) MB/;

export const alive = (run: ServerRun | undefined): run is ServerRun => run !== undefined && run.exit === null;

/** Whether `GET /api/` answers 200 within 10 s. */
export async function answers(run: ServerRun | undefined): Promise<boolean> {
  if (!alive(run)) return false;
  const answer = await requestWithin(10_000, 'GET /api/', `${run.server.base}/api/`);
  return answer.res?.ok ?? false;
}

/** The server's own high-water mark of RSS (VmHWM), MB; undefined once it has gone. */
export function highWaterMb(run: ServerRun): number | undefined {
  try {
    const status = readFileSync(`/proc/${run.pid}/status`, 'utf8');
    return round(Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
  } catch {
    return undefined;
  }
}

export class Servers {
  readonly runs: ServerRun[] = [];
  current: ServerRun | undefined;
  /** the phase running now, noted with a server's start and end */
  phase = 'start';
  /** Peaks since the phase began (reset by each phase); RSS in MB from /proc, heap in MB from --trace-gc. */
  readonly peaks = { rssMb: 0, heapUsedMb: 0, heapAfterMarkCompactMb: 0 };
  overallRssMb = 0;
  private readonly benchStart = performance.now();
  private sampler: NodeJS.Timeout | undefined;

  constructor(
    private readonly dataDir: string,
    private readonly env: Record<string, string>,
    readonly nodeArgs: string[],
  ) {}

  sinceStart(): number {
    return round((performance.now() - this.benchStart) / 1000);
  }

  resetPeaks(): void {
    Object.assign(this.peaks, { rssMb: 0, heapUsedMb: 0, heapAfterMarkCompactMb: 0 });
  }

  async start(): Promise<ServerRun> {
    // output may come before the run is made (a start-up failure): it is printed, not noted
    const made: { run?: ServerRun } = {};
    const server = await startBuiltServer(this.dataDir, this.env, this.nodeArgs, {
      onOutput: this.watchOutput(() => made.run),
    });
    const run: ServerRun = {
      server,
      pid: server.process.pid!,
      started_in_phase: this.phase,
      exit: null,
      heap_out_of_memory: false,
      hung: false,
      stopped_by_bench: null,
      stderr_tail: [],
    };
    made.run = run;
    server.process.once('exit', (code, signal) => {
      run.exit = { code, signal, phase: this.phase, at_s: this.sinceStart() };
      if (!run.stopped_by_bench)
        console.log(`  !! the server (pid ${run.pid}) died in ${this.phase}: code ${code}, signal ${signal}`);
    });
    this.runs.push(run);
    this.current = run;
    return run;
  }

  /** The server for the next phase: the current one if it answers, else (that one stopped) a new one. */
  async forPhase(): Promise<{ run: ServerRun; started: boolean }> {
    if (await answers(this.current)) return { run: this.current!, started: false };
    const before = this.current;
    if (before) {
      before.hung = alive(before);
      console.log(
        `  the server (pid ${before.pid}) ${alive(before) ? 'does not answer: stopping it' : 'is gone'}; starting another`,
      );
      await this.stop(before);
    }
    return { run: await this.start(), started: true };
  }

  /** SIGTERM, then SIGKILL after 20 s (a server stuck in garbage collection does not get to its handler). */
  async stop(run: ServerRun): Promise<void> {
    if (!alive(run)) return;
    run.stopped_by_bench = 'sigterm';
    const stopped = run.server.stop();
    if (!(await within(stopped, 20_000))) {
      run.stopped_by_bench = 'sigkill';
      run.server.process.kill('SIGKILL');
      await stopped;
    }
  }

  /** At the process's exit: no server left running. */
  killAll(): void {
    for (const run of this.runs) if (alive(run)) run.server.process.kill('SIGKILL');
  }

  startSampling(): void {
    this.sampler = setInterval(() => {
      const run = this.current;
      if (!alive(run)) return;
      try {
        const status = readFileSync(`/proc/${run.pid}/status`, 'utf8');
        const mb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
        this.peaks.rssMb = Math.max(this.peaks.rssMb, mb);
        this.overallRssMb = Math.max(this.overallRssMb, mb);
      } catch {
        // gone between the check and the read
      }
    }, 250);
  }

  stopSampling(): void {
    clearInterval(this.sampler);
  }

  private watchOutput(run: () => ServerRun | undefined) {
    const partial = { stdout: '', stderr: '' };
    return (text: string, stream: 'stdout' | 'stderr') => {
      const lines = (partial[stream] + text).split('\n');
      partial[stream] = lines.pop() ?? '';
      for (const line of lines) {
        const gc = GC_LINE.exec(line);
        if (gc) {
          this.peaks.heapUsedMb = Math.max(this.peaks.heapUsedMb, Number(gc[2]));
          if (gc[1] === 'Mark-Compact')
            this.peaks.heapAfterMarkCompactMb = Math.max(this.peaks.heapAfterMarkCompactMb, Number(gc[4]));
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
}
