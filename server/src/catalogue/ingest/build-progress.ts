import { copyFile, stat } from 'node:fs/promises';

/** What a stage's `done` counts beside its name, and what else it knows. */
export interface ProgressMore {
  /** what done and total count: 'records' (the default), 'rows', 'files', 'steps' or 'bytes' */
  unit?: string;
  /** bytes of the files read so far and in all, beside a count of records */
  bytes?: number;
  totalBytes?: number;
  /** what the stage is at now (the table of a step) */
  detail?: string;
  /** a piece of work beside the current stage, now complete: noted without ending the stage */
  aside?: boolean;
}

/**
 * How the long steps of a build tell where they are. A call with another stage name ends the
 * stage before; `done` out of `total` where a total is known, or 0 for a stage only timed.
 */
export interface BuildProgress {
  (stage: string, done: number, total?: number, more?: ProgressMore): void;
}

/** How often a copy in progress is measured. */
const COPY_POLL_MS = 500;

/**
 * Copy files, a reflink where the file system has them, as one stage whose progress is the bytes
 * written so far: the copy runs in libuv's threads while the target's size is polled, so the
 * clone stays one system call.
 */
export async function copyFilesWithProgress(
  pairs: readonly { from: string; to: string }[],
  mode: number,
  onProgress: BuildProgress | undefined,
  stage: string,
): Promise<void> {
  const sizes = await Promise.all(pairs.map((p) => stat(p.from).then((s) => s.size)));
  const totalBytes = sizes.reduce((a, b) => a + b, 0);
  let before = 0;
  const report = (n: number) => onProgress?.(stage, n, totalBytes, { unit: 'bytes' });
  report(0);
  for (const [i, { from, to }] of pairs.entries()) {
    let copying = true;
    const poll = setInterval(() => {
      stat(to).then(
        // (a size measured just before the copy ended must not follow the copy's end)
        (s) => copying && report(before + Math.min(s.size, sizes[i]!)),
        () => undefined,
      );
    }, COPY_POLL_MS);
    try {
      await copyFile(from, to, mode);
    } finally {
      copying = false;
      clearInterval(poll);
    }
    before += sizes[i]!;
    report(before);
  }
}
