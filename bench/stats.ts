import { readFileSync } from 'node:fs';

/** The p-th percentile of ascending `sorted` (nearest rank); NaN when empty. */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;

/** The p-th percentile of `xs` in any order (nearest rank). */
export const percentileOf = (xs: readonly number[], p: number) =>
  percentile(
    [...xs].sort((a, b) => a - b),
    p,
  );

/** To one decimal. */
export const round = (x: number) => Math.round(x * 10) / 10;

/** A process's CPU time so far (user + system, from /proc; undefined elsewhere or once it has gone). */
export function processCpuSeconds(pid: number | undefined): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}

/** A promise of `ms` from now (at once when negative): for pacing, not for waiting on a condition. */
export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, ms)));

/**
 * Whether `promise` settles (resolved or rejected) within `ms`: true as soon as it has, false when
 * the time runs out first. The timer goes either way, so a bound that was not needed keeps nothing alive.
 */
export async function within(promise: PromiseLike<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), Math.max(0, ms))));
  try {
    return await Promise.race([
      Promise.resolve(promise).then(
        () => true,
        () => true,
      ),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
