import { writeFileSync } from 'node:fs';
import { Worker, type Transferable } from 'node:worker_threads';

/**
 * The young generation of a thread that allocates little JavaScript (the index builders, the
 * serving readers): the process's --max-semi-space-size=64, which the generator and the parsers
 * want, applies to every thread otherwise, and an idle one kept ~130 MB of young generation.
 */
export const QUIET_THREAD_YOUNG_MB = 16;

/**
 * Start a worker thread on a module named relative to this folder (`name` without extension), or undefined
 * where workers cannot load TypeScript (under the test runner): callers then do the work on
 * this thread. Run from TypeScript sources (npm run catalogue, the benchmarks), the worker
 * registers tsx's loader before importing its module. `youngMb` caps the thread's young
 * generation (see QUIET_THREAD_YOUNG_MB).
 */
export function startWorker(
  name: string,
  workerData: unknown,
  transferList: Transferable[] = [],
  youngMb?: number,
): Worker | undefined {
  const isTs = import.meta.url.endsWith('.ts');
  if (isTs && process.env.VITEST) return undefined;
  const entry = new URL(`./${name}${isTs ? '.ts' : '.js'}`, import.meta.url);
  const options = {
    workerData,
    transferList,
    ...(youngMb ? { resourceLimits: { maxYoungGenerationSizeMb: youngMb } } : {}),
  };
  return isTs
    ? new Worker(
        `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(entry.href)}); });`,
        { eval: true, ...options },
      )
    : new Worker(entry, options);
}

/** Name the calling thread as `top -H` and /proc show it (Linux), to tell a build's threads apart. */
export function nameThread(name: string): void {
  try {
    writeFileSync('/proc/thread-self/comm', name.slice(0, 15));
  } catch {
    // not Linux, or /proc is not mounted: the thread keeps its name
  }
}
