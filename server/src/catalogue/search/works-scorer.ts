import { MessageChannel, receiveMessageOnPort, type MessagePort, type Worker } from 'node:worker_threads';
import type { RankBoosts } from './rank-boosts.js';
import type { ScoredWorks, SplitScorer } from './text-search.js';
import { QUIET_THREAD_YOUNG_MB, startWorker } from './worker-thread.js';

/** Slots of the shared flags: the worker is ready; the sequence number of its last reply. */
export const READY = 0;
export const DONE = 1;
/** A reply later than this means something is wrong: the caller scores the half itself. */
const WAIT_MS = 10_000;

export interface ScorerData {
  file: string;
  signal: SharedArrayBuffer;
}
export interface ScoreRequest {
  seq: number;
  fts: string;
  from: number;
  boosts?: RankBoosts;
}
export type ScoreReply = { seq: number; scored: ScoredWorks } | { seq: number; error: string };

/**
 * Scores half of a search's matches in a worker thread while the caller scores the other half,
 * synchronously for the caller (it waits on shared memory, then reads the reply off a message
 * port), so the text search keeps its synchronous interface. A request runs at a time: the
 * caller waits for each before making the next.
 */
export class ScoringWorker implements SplitScorer {
  private seq = 0;
  private failed = false;

  private constructor(
    private readonly worker: Worker,
    private readonly port: MessagePort,
    private readonly flags: Int32Array,
  ) {
    worker.unref();
    port.unref();
    worker.on('error', () => (this.failed = true));
    worker.on('exit', () => (this.failed = true));
  }

  /** A scorer over search.sqlite; undefined where worker threads are not available. */
  static start(file: string): ScoringWorker | undefined {
    const signal = new SharedArrayBuffer(2 * Int32Array.BYTES_PER_ELEMENT);
    const { port1, port2 } = new MessageChannel();
    const data: ScorerData & { port: MessagePort } = { file, signal, port: port2 };
    const worker = startWorker('works-scorer-worker', data, [port2], QUIET_THREAD_YOUNG_MB);
    if (!worker) {
      port1.close();
      return undefined;
    }
    return new ScoringWorker(worker, port1, new Int32Array(signal));
  }

  start(fts: string, from: number, boosts?: RankBoosts): () => ScoredWorks | undefined {
    // Until the worker has opened the index (or after it failed) the caller scores it all.
    if (this.failed || Atomics.load(this.flags, READY) !== 1) return () => undefined;
    const seq = ++this.seq;
    this.port.postMessage({ seq, fts, from, ...(boosts ? { boosts } : {}) } satisfies ScoreRequest);
    return () => {
      const deadline = Date.now() + WAIT_MS;
      for (let done = Atomics.load(this.flags, DONE); done !== seq; done = Atomics.load(this.flags, DONE)) {
        if (Date.now() >= deadline || this.failed) return this.fail();
        Atomics.wait(this.flags, DONE, done, deadline - Date.now());
      }
      const reply = receiveMessageOnPort(this.port)?.message as ScoreReply | undefined;
      if (!reply || reply.seq !== seq || 'error' in reply) return this.fail();
      return reply.scored;
    };
  }

  private fail(): undefined {
    // Replies may now come out of step with requests: stop using the worker.
    this.failed = true;
    return undefined;
  }

  close(): void {
    this.failed = true;
    this.port.close();
    void this.worker.terminate();
  }
}
