import type { Worker } from 'node:worker_threads';
import type { EncodedWorks } from '../works-encode.js';
import { startWorker } from '../worker-thread.js';

/** What the helper thread is told: it prepares the same catalogue from these. */
export interface HelperData {
  seed: number;
  works: number;
  currentYear: number;
}

export type HelperMessage = { batch: EncodedWorks } | { error: string };

/** Chunks the helper makes: every other one, so both threads stay busy to the end. */
export function helperOwns(chunk: number): boolean {
  return chunk % 2 === 1;
}

/** Chunks the helper may make ahead of the main thread taking them (memory stays bounded). */
export const HELPER_AHEAD = 2;

/**
 * A worker thread that makes and encodes some of the works (see helperOwns), in parallel with
 * the main thread making the others: drawing a work, its derived columns and its JSON take
 * most of the generator's time, and that part splits cleanly because every chunk of works has
 * its own random streams. Batches arrive in the helper's chunk order.
 */
export class WorksHelper {
  private readonly batches: EncodedWorks[] = [];
  private waiting: { resolve: (b: EncodedWorks) => void; reject: (e: Error) => void } | undefined;
  private failure: Error | undefined;
  private closing = false;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (m: HelperMessage) => {
      if ('error' in m) return this.fail(new Error(`The works helper thread failed: ${m.error}`));
      const w = this.waiting;
      this.waiting = undefined;
      if (w) w.resolve(m.batch);
      else this.batches.push(m.batch);
    });
    worker.on('error', (e) => this.fail(e));
    worker.on('exit', () => {
      if (!this.closing) this.fail(new Error('The works helper thread stopped.'));
    });
  }

  /** Undefined where worker threads cannot run the generator (under the test runner). */
  static start(data: HelperData): WorksHelper | undefined {
    const worker = startWorker('generator/works-worker', data);
    return worker ? new WorksHelper(worker) : undefined;
  }

  /** The helper's next batch of works. */
  next(): Promise<EncodedWorks> {
    const batch = this.batches.shift();
    if (batch) return Promise.resolve(batch);
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => (this.waiting = { resolve, reject }));
  }

  /** All of a chunk's batches were taken: the helper may start another. */
  chunkTaken(): void {
    this.worker.postMessage('more');
  }

  private fail(e: Error): void {
    this.failure ??= e;
    this.waiting?.reject(this.failure);
    this.waiting = undefined;
  }

  async close(): Promise<void> {
    this.closing = true;
    await this.worker.terminate();
  }
}
