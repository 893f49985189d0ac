import { readFileSync } from 'node:fs';

/** The p-th percentile of ascending `sorted` (nearest rank); NaN when empty. */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;

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
