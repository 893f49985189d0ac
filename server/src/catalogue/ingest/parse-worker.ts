import { parentPort, workerData } from 'node:worker_threads';
import { nameThread } from '../search/worker-thread.js';
import type { EntityMaps } from './derive.js';
import { parseFileBatches, WrittenStubs, type ParsedBatch } from './parse-batches.js';
import type { PoolReply, PoolRequest } from './parse-pool.js';

nameThread('alex-parse');

/**
 * Parsing thread of an import: parses the files it is given, in the order given, into batches of
 * load lines (see parse-batches.ts), handed to the importing thread with their buffers. It waits
 * while the importing thread holds `credits` batches it has not taken yet, so memory stays flat
 * however far the parsing runs ahead of the loads.
 */
const { maps, credits } = workerData as { maps: EntityMaps; credits: number };
const stubs = new WrittenStubs();
let available = credits;
let wake: (() => void) | undefined;
const files: PoolRequest[] = [];
let working = false;

async function work(): Promise<void> {
  working = true;
  while (files.length) {
    const { k, file } = files.shift()!;
    try {
      for await (const batch of parseFileBatches(file, maps, stubs)) {
        while (available === 0) await new Promise<void>((resolve) => (wake = resolve));
        available--;
        const buffers = Object.values(batch.lines).map((b) => b.buffer as ArrayBuffer);
        parentPort!.postMessage({ k, batch } satisfies PoolReply, buffers);
      }
    } catch (e) {
      parentPort!.postMessage({ k, error: (e as Error).stack ?? String(e) } satisfies PoolReply);
    }
  }
  working = false;
}

parentPort!.on('message', (msg: PoolRequest | 'credit') => {
  if (msg === 'credit') {
    available++;
    wake?.();
    wake = undefined;
    return;
  }
  files.push(msg);
  if (!working) void work();
});

export type { ParsedBatch };
