import { parentPort, workerData } from 'node:worker_threads';
import { transferables, WorksEncoder } from '../search/works-encode.js';
import { authorLine } from '../ingest/row-lines.js';
import { authorRows, authorsSplit } from './author-rows.js';
import type { Plan, Skeleton } from './plan.js';
import { chunkCount, chunkEncoded, prepareGenerationSplit, shareCitations } from './prepare.js';
import { HELPER_AHEAD, helperOwns, type HelperData, type HelperMessage, type MainMessage } from './works-helper.js';
import { nameThread } from '../search/worker-thread.js';

nameThread('alex-helper');

/**
 * Worker thread: prepares the catalogue as the main thread does, but takes the plan from it and
 * makes the citation graph from the plan's skeleton, which it shares with it (see PrepareSplit);
 * then makes the second half of the author rows, then makes and encodes its share of the works,
 * at most HELPER_AHEAD chunks ahead of the main thread taking them.
 */
const data = workerData as HelperData;
let credit = HELPER_AHEAD;
let wake: (() => void) | undefined;
let gotSkeleton: ((skeleton: Skeleton) => void) | undefined;
const skeleton = new Promise<Skeleton>((resolve) => (gotSkeleton = resolve));
let gotPlan: ((plan: Plan) => void) | undefined;
const plan = new Promise<Plan>((resolve) => (gotPlan = resolve));
parentPort!.on('message', (m: MainMessage) => {
  if (m !== 'more') return 'skeleton' in m ? gotSkeleton!(m.skeleton) : gotPlan!(m.plan);
  credit++;
  wake?.();
});

try {
  const p = await prepareGenerationSplit(data.seed, data.works, data.currentYear, {
    fileOrder: data.fileOrder,
    skeleton: () => skeleton,
    plan: () => plan,
    shareCitations: (made) => {
      const citations = shareCitations(made);
      parentPort!.postMessage({ citations } satisfies HelperMessage);
      return citations;
    },
  });
  const utf8 = new TextEncoder();
  for (const rows of authorRows(p, authorsSplit(p), p.pool.count, data.currentYear)) {
    let text = '';
    for (const row of rows) text += `${authorLine(row, p.maps)}\n`;
    const lines = utf8.encode(text);
    parentPort!.postMessage({ authors: { lines, rows: rows.length } } satisfies HelperMessage, [lines.buffer]);
  }
  parentPort!.postMessage({ authorsDone: true } satisfies HelperMessage);
  const encoder = new WorksEncoder();
  for (let q = 0; q < chunkCount(data.works); q++) {
    if (!helperOwns(q)) continue;
    const c = p.chunkAt[q]!;
    while (credit === 0) await new Promise<void>((resolve) => (wake = resolve));
    credit--;
    for (const batch of chunkEncoded(p, c, encoder)) {
      parentPort!.postMessage({ batch } satisfies HelperMessage, transferables(batch));
    }
  }
} catch (e) {
  parentPort!.postMessage({ error: (e as Error).message } satisfies HelperMessage);
}
