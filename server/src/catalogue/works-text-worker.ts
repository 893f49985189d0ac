import { parentPort, workerData } from 'node:worker_threads';
import { handleRequest, WorksTextIndex, type WorkerReply, type WorkerRequest } from './works-text-index.js';

/** Worker thread: builds the search index file while the main thread generates and loads. */
const index = new WorksTextIndex(workerData as string);
parentPort!.on('message', (req: WorkerRequest) => {
  let reply: WorkerReply;
  try {
    reply = { seq: req.seq, result: handleRequest(index, req) };
  } catch (e) {
    reply = { seq: req.seq, error: (e as Error).message };
  }
  parentPort!.postMessage(reply);
});
