import { parentPort, workerData } from 'node:worker_threads';
import { TextSearch } from './text-search.js';
import type { WorkRowsReply, WorkRowsRequest } from './work-rows-reader.js';
import { nameThread } from './worker-thread.js';

nameThread('alex-rows');

/**
 * Worker thread: reads stored works rows from search.sqlite, so the disk waits overlap other
 * work. The rows go back as one buffer of UTF-8 bytes, handed over rather than copied, and
 * outside the JavaScript heap until each row is decoded.
 */
const text = new TextSearch(workerData as string, { cacheMb: 32 });
parentPort!.on('message', (req: WorkRowsRequest) => {
  try {
    const rows = text
      .workRowBytes(req.ids)
      .map((r) => ({ id: r.id, bytes: typeof r.row === 'string' ? Buffer.from(r.row) : r.row }));
    const bytes = new Uint8Array(new ArrayBuffer(rows.reduce((n, r) => n + r.bytes.length, 0)));
    const ends = new Uint32Array(rows.length);
    let end = 0;
    rows.forEach((r, i) => {
      bytes.set(r.bytes, end);
      ends[i] = end += r.bytes.length;
    });
    const reply: WorkRowsReply = { seq: req.seq, ids: rows.map((r) => r.id), ends, bytes };
    parentPort!.postMessage(reply, [bytes.buffer, ends.buffer]);
  } catch (e) {
    parentPort!.postMessage({ seq: req.seq, error: (e as Error).message } satisfies WorkRowsReply);
  }
});
