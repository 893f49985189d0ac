import type { Worker } from 'node:worker_threads';
import { decodeWorkRows, type TextSearch } from './text-search.js';
import { decodeWorkRow } from '../store/work-row-codec.js';
import { QUIET_THREAD_YOUNG_MB, startWorker } from './worker-thread.js';

export type WorkRowsRequest = { seq: number; ids: number[] };
/** Rows as one buffer: row i is bytes[ends[i-1] … ends[i]) and has id ids[i]. */
export type WorkRowsReply = { seq: number; ids?: number[]; ends?: Uint32Array; bytes?: Uint8Array; error?: string };

/** Stored works rows, still encoded; `decode` turns them into rows keyed by id as text. */
export interface EncodedWorkRows {
  size: number;
  decode(): Map<string, Record<string, unknown>>;
}

const utf8 = new TextDecoder();

/**
 * Reads stored works rows for long walks (exports) in a worker thread, so that reading the next
 * batch from disk overlaps turning the current one into a file: on a cold page cache the reads
 * alone took as long as the rest of a 100,000-work export. Rows stay encoded (outside the
 * JavaScript heap) until decoded, so a batch read ahead is not promoted to the old generation
 * while it waits. Started on first use; where workers cannot run (under the test runner) it
 * reads on this thread.
 */
export class WorkRowsReader {
  private worker: Worker | undefined;
  private started = false;
  private seq = 0;
  private readonly pending = new Map<
    number,
    { resolve: (rows: EncodedWorkRows) => void; reject: (e: Error) => void }
  >();

  constructor(
    private readonly file: string,
    private readonly local: TextSearch,
  ) {}

  read(ids: readonly number[]): Promise<EncodedWorkRows> {
    const worker = this.ensureWorker();
    if (!worker) {
      const rows = this.local.workRowTexts(ids);
      return Promise.resolve({ size: rows.length, decode: () => decodeWorkRows(rows) });
    }
    const seq = ++this.seq;
    const reply = new Promise<EncodedWorkRows>((resolve, reject) => this.pending.set(seq, { resolve, reject }));
    if (this.pending.size === 1) worker.ref(); // a read in progress keeps the process alive
    worker.postMessage({ seq, ids: [...ids] } satisfies WorkRowsRequest);
    return reply;
  }

  private ensureWorker(): Worker | undefined {
    if (this.started) return this.worker;
    this.started = true;
    const worker = startWorker('work-rows-worker', this.file, [], QUIET_THREAD_YOUNG_MB);
    if (!worker) return undefined;
    worker.unref(); // an idle reader does not keep the process alive
    worker.on('message', (reply: WorkRowsReply) => {
      const p = this.pending.get(reply.seq);
      this.pending.delete(reply.seq);
      if (this.pending.size === 0) worker.unref();
      if (reply.error !== undefined) p?.reject(new Error(reply.error));
      else p?.resolve(encodedRows(reply));
    });
    worker.on('error', (e) => this.fail(e));
    worker.on('exit', () => this.fail(new Error('The works row reader stopped.')));
    this.worker = worker;
    return worker;
  }

  /** A failed worker fails what waits on it; the next read starts a new one. */
  private fail(error: Error): void {
    for (const p of this.pending.values()) p.reject(error);
    this.pending.clear();
    this.worker = undefined;
    this.started = false;
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    if (worker) {
      worker.removeAllListeners('exit');
      await worker.terminate();
    }
  }
}

function encodedRows(reply: WorkRowsReply): EncodedWorkRows {
  const ids = reply.ids ?? [];
  const ends = reply.ends ?? new Uint32Array(0);
  const bytes = reply.bytes ?? new Uint8Array(0);
  return {
    size: ids.length,
    decode: () => {
      const out = new Map<string, Record<string, unknown>>();
      let start = 0;
      ids.forEach((id, i) => {
        out.set(String(id), decodeWorkRow(utf8.decode(bytes.subarray(start, ends[i]))));
        start = ends[i]!;
      });
      return out;
    },
  };
}
