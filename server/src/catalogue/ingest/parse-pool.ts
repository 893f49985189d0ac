/**
 * The parsing threads of an import: file k goes to thread k mod N, and the batches come back in
 * file order (all of file k's before file k+1's), so the rows are staged in the order a single
 * thread would have read them. Each thread may run `CREDITS` batches ahead of the importing
 * thread, which only writes the load lines: memory is bounded by threads × credits × a batch.
 */

import type { Worker } from 'node:worker_threads';
import { startWorker } from '../search/worker-thread.js';
import type { EntityMaps } from './derive.js';
import { parseFileBatches, WrittenStubs, type ParsedBatch } from './parse-batches.js';

const CREDITS = 3;

export interface PoolRequest {
  k: number;
  file: string;
}

export type PoolReply = { k: number; batch: ParsedBatch; error?: undefined } | { k: number; error: string };

/** Replies of one thread, taken in the order they came. */
class Inbox {
  private readonly queue: PoolReply[] = [];
  private waiting: ((r: PoolReply) => void) | undefined;
  private failure: Error | undefined;

  push(r: PoolReply): void {
    if (this.waiting) {
      const w = this.waiting;
      this.waiting = undefined;
      w(r);
    } else this.queue.push(r);
  }

  fail(e: Error): void {
    this.failure = e;
    this.push({ k: -1, error: e.message });
  }

  next(): Promise<PoolReply> {
    if (this.failure && !this.queue.length) return Promise.reject(this.failure);
    const r = this.queue.shift();
    return r ? Promise.resolve(r) : new Promise((resolve) => (this.waiting = resolve));
  }
}

/**
 * The batches of the files, in file order, parsed by `threads` threads; in this thread where
 * threads cannot load the sources (under the test runner). `maps`: the entities already in the
 * catalogue, which the derived columns read.
 */
export async function* parseFiles(
  files: readonly string[],
  threads: number,
  maps: EntityMaps,
): AsyncGenerator<ParsedBatch> {
  const workers: Worker[] = [];
  for (let i = 0; i < Math.min(threads, files.length); i++) {
    const w = startWorker('../ingest/parse-worker', { maps, credits: CREDITS });
    if (!w) break;
    workers.push(w);
  }
  if (!workers.length) {
    const stubs = new WrittenStubs();
    for (const file of files) yield* parseFileBatches(file, maps, stubs);
    return;
  }
  const inboxes = workers.map((w) => {
    const inbox = new Inbox();
    w.on('message', (r: PoolReply) => inbox.push(r));
    w.on('error', (e) => inbox.fail(e));
    w.on('exit', (code) => code !== 0 && inbox.fail(new Error(`a parsing thread stopped (exit code ${code})`)));
    return inbox;
  });
  try {
    files.forEach((file, k) => workers[k % workers.length]!.postMessage({ k, file } satisfies PoolRequest));
    for (let k = 0; k < files.length; k++) {
      const w = k % workers.length;
      for (;;) {
        const r = await inboxes[w]!.next();
        if (r.error !== undefined) throw new Error(`parsing ${files[k]} failed: ${r.error}`);
        workers[w]!.postMessage('credit');
        yield r.batch;
        if (r.batch.records !== undefined) break;
      }
    }
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
}
