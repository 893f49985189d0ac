import { parentPort, workerData } from 'node:worker_threads';
import { transferables, WorksEncoder } from '../works-encode.js';
import { authorLine } from '../row-lines.js';
import { authorRows, authorsSplit } from './author-rows.js';
import { chunkCount, chunkEncoded, prepareGeneration } from './prepare.js';
import { HELPER_AHEAD, helperOwns, type HelperData, type HelperMessage } from './works-helper.js';
import { nameThread } from '../worker-thread.js';

nameThread('alex-helper');

/**
 * Worker thread: prepares the catalogue as the main thread does, then makes and encodes its
 * share of the works, at most HELPER_AHEAD chunks ahead of the main thread taking them, then the
 * second half of the author rows.
 */
const data = workerData as HelperData;
let credit = HELPER_AHEAD;
let wake: (() => void) | undefined;
parentPort!.on('message', () => {
  credit++;
  wake?.();
});

try {
  const p = prepareGeneration(data.seed, data.works, data.currentYear);
  const encoder = new WorksEncoder();
  for (let c = 0; c < chunkCount(data.works); c++) {
    if (!helperOwns(c)) continue;
    while (credit === 0) await new Promise<void>((resolve) => (wake = resolve));
    credit--;
    for (const batch of chunkEncoded(p, c, encoder)) {
      parentPort!.postMessage({ batch } satisfies HelperMessage, transferables(batch));
    }
  }
  const utf8 = new TextEncoder();
  for (const rows of authorRows(p, authorsSplit(p), p.pool.count, data.currentYear)) {
    let text = '';
    for (const row of rows) text += `${authorLine(row, p.maps)}\n`;
    const lines = utf8.encode(text);
    parentPort!.postMessage({ authors: { lines, rows: rows.length } } satisfies HelperMessage, [lines.buffer]);
  }
  parentPort!.postMessage({ authorsDone: true } satisfies HelperMessage);
} catch (e) {
  parentPort!.postMessage({ error: (e as Error).message } satisfies HelperMessage);
}
