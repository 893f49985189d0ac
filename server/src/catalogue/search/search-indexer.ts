import type { Worker } from 'node:worker_threads';
import { NamesIndex } from './names-index.js';
import { QUIET_THREAD_YOUNG_MB, startWorker } from './worker-thread.js';
import { transferables } from './works-encode.js';
import { WorksTextIndex, type WorksBatch } from './works-text-index.js';
import { workNamesTransferables, type WorkNames } from './work-names.js';

type Request =
  | { op: 'batch'; batch: WorksBatch }
  | { op: 'closeFile'; file: string }
  | { op: 'worksFile'; file: string }
  | { op: 'removeWorks'; file: string }
  | { op: 'finishWorks' }
  | { op: 'names'; table: string; file: string }
  | { op: 'workNames'; names: WorkNames }
  | { op: 'finishWorkNames'; table: string }
  | { op: 'close' };

/**
 * What an indexer builds: search.sqlite (works text and rows), afresh or as an update's copy
 * changed in place, or names.sqlite (name tables).
 */
export type IndexKind = 'works' | 'works-update' | 'names';

export function openIndex(file: string, kind: IndexKind): NamesIndex {
  if (kind === 'names') return new NamesIndex(file);
  return new WorksTextIndex(file, kind === 'works-update');
}

function withWorks(index: NamesIndex): WorksTextIndex {
  if (index instanceof WorksTextIndex) return index;
  throw new Error('This index file holds names only.');
}

/** Carry out one request on an index (in the worker, or in this thread). */
export function handleRequest(index: NamesIndex, req: Request): number | undefined {
  switch (req.op) {
    case 'batch':
      withWorks(index).addBatch(req.batch);
      return req.batch.ids.length;
    case 'closeFile':
      withWorks(index).closeFile(req.file);
      return undefined;
    case 'worksFile':
      return withWorks(index).addWorksFile(req.file);
    case 'removeWorks':
      return withWorks(index).removeWorks(req.file);
    case 'finishWorks':
      withWorks(index).finishWorks();
      return undefined;
    case 'names':
      return index.addNames(req.table, req.file);
    case 'workNames':
      index.addWorkNames(req.names);
      return undefined;
    case 'finishWorkNames':
      return index.finishWorkNames(req.table);
    case 'close':
      index.close();
      return undefined;
  }
}

export type WorkerRequest = Request & { seq: number };
export interface IndexWorkerData {
  file: string;
  kind: IndexKind;
}
export type WorkerReply = { seq: number; result?: number; error?: string };

/**
 * Builds an index file in a worker thread, so that indexing uses the second core while the
 * generator uses the first, and the name tables are made beside the works' text index.
 * Requests run in order; each returns a promise of its reply. Falls back to this thread where
 * workers cannot load TypeScript (under the test runner).
 */
export class SearchIndexer {
  private readonly worker: Worker | undefined;
  private readonly local: NamesIndex | undefined;
  private seq = 0;
  private readonly pending = new Map<
    number,
    { resolve: (n: number | undefined) => void; reject: (e: Error) => void }
  >();
  private failure: Error | undefined;
  /** the first batch of works' names that could not be kept */
  private namesFailure: Error | undefined;
  /** works sent and not yet indexed */
  private inFlight = 0;
  private readonly drained: (() => void)[] = [];

  constructor(file: string, kind: IndexKind = 'works') {
    this.worker = startWorker(
      'search-index-worker',
      { file, kind } satisfies IndexWorkerData,
      [],
      QUIET_THREAD_YOUNG_MB,
    );
    if (!this.worker) {
      this.local = openIndex(file, kind);
      return;
    }
    this.worker.on('message', (reply: WorkerReply) => {
      const p = this.pending.get(reply.seq);
      this.pending.delete(reply.seq);
      if (reply.error !== undefined) p?.reject(new Error(reply.error));
      else p?.resolve(reply.result);
    });
    this.worker.on('error', (e) => {
      this.failure = e;
      for (const p of this.pending.values()) p.reject(e);
      this.pending.clear();
    });
  }

  private request(req: Request, transfer: ArrayBuffer[] = []): Promise<number | undefined> {
    if (this.failure) return Promise.reject(this.failure);
    if (this.local) {
      try {
        return Promise.resolve(handleRequest(this.local, req));
      } catch (e) {
        return Promise.reject(e as Error);
      }
    }
    const seq = ++this.seq;
    const reply = new Promise<number | undefined>((resolve, reject) => this.pending.set(seq, { resolve, reject }));
    this.worker!.postMessage({ ...req, seq } satisfies WorkerRequest, transfer);
    return reply;
  }

  /**
   * Queue a batch (its lines buffer is handed over). Resolves once it may be followed by more:
   * the worker is the slower side, so batches must not pile up in memory.
   */
  async addBatch(batch: WorksBatch): Promise<void> {
    const n = batch.ids.length;
    this.inFlight += n;
    const done = this.request({ op: 'batch', batch }, this.local ? [] : transferables(batch)).then(() => {
      this.inFlight -= n;
      this.drained.splice(0).forEach((f) => f());
    });
    done.catch(() => undefined);
    while (this.inFlight > 20_000 && !this.failure) await new Promise<void>((r) => this.drained.push(r));
    if (this.failure) throw this.failure;
    if (this.local) await done;
  }

  /** Resolves when the file holds every batch sent for it and is closed. */
  closeFile(file: string): Promise<void> {
    return this.request({ op: 'closeFile', file }).then(() => undefined);
  }

  /** Index the works of a works text file (a catalogue's works, after an import). */
  async addWorksFile(file: string): Promise<number> {
    return (await this.request({ op: 'worksFile', file })) ?? 0;
  }

  /** Take the works of a file of ids (one a line) out; resolves to the number of stored rows removed. */
  async removeWorks(file: string): Promise<number> {
    return (await this.request({ op: 'removeWorks', file })) ?? 0;
  }

  finishWorks(): Promise<void> {
    return this.request({ op: 'finishWorks' }).then(() => undefined);
  }

  /** Fill an entity's name table from a JSON Lines file; resolves to the number of rows. */
  async addNames(table: string, file: string): Promise<number> {
    return (await this.request({ op: 'names', table, file })) ?? 0;
  }

  /** Keep a batch of works' names (its buffers are handed over) for finishWorkNames. */
  addWorkNames(names: WorkNames): void {
    const sent = this.request({ op: 'workNames', names }, this.local ? [] : workNamesTransferables(names));
    sent.catch((e: Error) => (this.namesFailure ??= e)); // see finishWorkNames
  }

  /** Fill a works name table from the names kept; resolves to the number of rows. */
  async finishWorkNames(table: string): Promise<number> {
    const rows = (await this.request({ op: 'finishWorkNames', table })) ?? 0;
    // Replies come in request order: any batch of names that failed has answered by now.
    if (this.namesFailure) throw this.namesFailure;
    return rows;
  }

  /** Close the index file (and the worker). */
  async close(): Promise<void> {
    try {
      await this.request({ op: 'close' });
    } finally {
      await this.worker?.terminate();
    }
  }

  /** Stop without finishing (a failed build); the file is left for the caller to delete. */
  async abandon(): Promise<void> {
    if (this.worker) await this.worker.terminate();
    else this.local?.close();
  }
}
