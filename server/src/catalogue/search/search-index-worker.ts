import { parentPort, workerData } from 'node:worker_threads';
import {
  handleRequest,
  openIndex,
  type IndexWorkerData,
  type WorkerReply,
  type WorkerRequest,
} from './search-indexer.js';
import { nameThread } from './worker-thread.js';

/** Worker thread: builds an index file while the main thread generates and loads. */
const { file, kind } = workerData as IndexWorkerData;
nameThread(`alex-${kind}`);
const index = openIndex(file, kind);
parentPort!.on('message', (req: WorkerRequest) => {
  let reply: WorkerReply;
  try {
    reply = { seq: req.seq, result: handleRequest(index, req) };
  } catch (e) {
    reply = { seq: req.seq, error: (e as Error).message };
  }
  parentPort!.postMessage(reply);
});
