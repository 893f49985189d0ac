import { parentPort, workerData } from 'node:worker_threads';
import { WorksTextIndex, type WorkText } from './works-text-index.js';

/** Worker thread: builds the works full-text index while the main thread generates and loads. */
const index = new WorksTextIndex(workerData as string);
parentPort!.on('message', (msg: { rows?: WorkText[]; done?: boolean }) => {
  if (msg.rows) {
    index.add(msg.rows);
    parentPort!.postMessage({ ack: msg.rows.length });
  }
  if (msg.done) {
    index.finish();
    parentPort!.postMessage({ finished: true });
  }
});
