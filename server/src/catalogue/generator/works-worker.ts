import { parentPort, workerData } from 'node:worker_threads';
import { transferables, WorksEncoder } from '../works-encode.js';
import { chunkCount, chunkWorks, prepareGeneration } from './prepare.js';
import { HELPER_AHEAD, helperOwns, type HelperData, type HelperMessage } from './works-helper.js';

/**
 * Worker thread: prepares the catalogue as the main thread does, then makes and encodes its
 * share of the works, at most HELPER_AHEAD chunks ahead of the main thread taking them.
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
    for (const { works, derived } of chunkWorks(p, c)) {
      const batch = encoder.encode(works, (_w, k) => derived[k]!);
      parentPort!.postMessage({ batch } satisfies HelperMessage, transferables(batch));
    }
  }
} catch (e) {
  parentPort!.postMessage({ error: (e as Error).message } satisfies HelperMessage);
}
