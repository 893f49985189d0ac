import type { Worker } from 'node:worker_threads';
import type { EncodedWorks } from '../search/works-encode.js';
import { startWorker } from '../search/worker-thread.js';
import type { Plan, Skeleton } from './plan.js';
import type { CitationsAndImpact } from './prepare.js';

/** What the helper thread is told: it prepares the same catalogue from these. */
export interface HelperData {
  seed: number;
  works: number;
  currentYear: number;
  fileOrder: boolean;
}

/** Author lines (see authorLine) of the helper's half of the authors, newline-ended. */
export interface AuthorLines {
  lines: Uint8Array;
  rows: number;
}

export type HelperMessage =
  | { citations: CitationsAndImpact }
  | { batch: EncodedWorks }
  | { authors: AuthorLines }
  | { authorsDone: true }
  | { error: string };

/**
 * What the main thread tells the helper: another chunk may be made, or here is the plan's
 * skeleton, or the plan.
 */
export type MainMessage = 'more' | { skeleton: Skeleton } | { plan: Plan };

/**
 * Chunks the helper makes, by their position in the written order: every other one, so both
 * threads stay busy to the end.
 */
export function helperOwns(position: number): boolean {
  return position % 2 === 1;
}

/** Chunks the helper may make ahead of the main thread taking them (memory stays bounded). */
export const HELPER_AHEAD = 2;

/** Messages in arrival order, each taken once; a taker may wait for the next. */
class Queue<T> {
  private readonly items: T[] = [];
  private waiting: { resolve: (item: T) => void; reject: (e: Error) => void } | undefined;

  put(item: T): void {
    const w = this.waiting;
    this.waiting = undefined;
    if (w) w.resolve(item);
    else this.items.push(item);
  }

  /** The next item if one has come, else 'none'. */
  poll(failure: Error | undefined): T | 'none' {
    if (failure) throw failure;
    return this.items.length ? this.items.shift()! : 'none';
  }

  take(failure: Error | undefined): Promise<T> {
    if (this.items.length) return Promise.resolve(this.items.shift()!);
    if (failure) return Promise.reject(failure);
    return new Promise((resolve, reject) => (this.waiting = { resolve, reject }));
  }

  fail(e: Error): void {
    this.waiting?.reject(e);
    this.waiting = undefined;
  }
}

/**
 * A worker thread that makes and encodes some of the works (see helperOwns), in parallel with
 * the main thread making the others: drawing a work, its derived columns and its JSON take
 * most of the generator's time, and that part splits cleanly because every chunk of works has
 * its own random streams. Batches arrive in the helper's chunk order. Before them it makes the
 * citation graph (see PrepareSplit) and the second half of the author rows (see author-rows.ts),
 * while the main thread makes the first.
 */
export class WorksHelper {
  private readonly citationGraph = new Queue<CitationsAndImpact>();
  private readonly batches = new Queue<EncodedWorks>();
  /** the helper's author lines; undefined marks their end */
  private readonly authors = new Queue<AuthorLines | undefined>();
  private failure: Error | undefined;
  private closing = false;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (m: HelperMessage) => {
      if ('error' in m) this.fail(new Error(`The works helper thread failed: ${m.error}`));
      else if ('citations' in m) this.citationGraph.put(m.citations);
      else if ('batch' in m) this.batches.put(m.batch);
      else if ('authors' in m) this.authors.put(m.authors);
      else this.authors.put(undefined);
    });
    worker.on('error', (e) => this.fail(e));
    worker.on('exit', () => {
      if (!this.closing) this.fail(new Error('The works helper thread stopped.'));
    });
  }

  /** Undefined where worker threads cannot run the generator (under the test runner). */
  static start(data: HelperData): WorksHelper | undefined {
    const worker = startWorker('../generator/works-worker', data);
    return worker ? new WorksHelper(worker) : undefined;
  }

  /** The citation graph, which the helper makes first and shares (see shareCitations). */
  citations(): Promise<CitationsAndImpact> {
    return this.citationGraph.take(this.failure);
  }

  /** The helper's next batch of works. */
  next(): Promise<EncodedWorks> {
    return this.batches.take(this.failure);
  }

  /** The helper's next author lines (it makes them before its works); undefined after the last. */
  nextAuthors(): Promise<AuthorLines | undefined> {
    return this.authors.take(this.failure);
  }

  /** The same without waiting: 'none' when no author lines have come since. */
  authorsWaiting(): AuthorLines | undefined | 'none' {
    return this.authors.poll(this.failure);
  }

  /** All of a chunk's batches were taken: the helper may start another. */
  chunkTaken(): void {
    this.worker.postMessage('more' satisfies MainMessage);
  }

  /** Hand the plan's skeleton (in shared memory, see shareSkeleton) to the helper; returns it. */
  sendSkeleton(skeleton: Skeleton): Skeleton {
    this.worker.postMessage({ skeleton } satisfies MainMessage);
    return skeleton;
  }

  /** Hand the plan (in shared memory, see sharePlan) to the helper; returns it. */
  sendPlan(plan: Plan): Plan {
    this.worker.postMessage({ plan } satisfies MainMessage);
    return plan;
  }

  private fail(e: Error): void {
    this.failure ??= e;
    this.citationGraph.fail(this.failure);
    this.batches.fail(this.failure);
    this.authors.fail(this.failure);
  }

  async close(): Promise<void> {
    this.closing = true;
    await this.worker.terminate();
  }
}
