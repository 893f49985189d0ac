import { workerData, type MessagePort } from 'node:worker_threads';
import { TextSearch } from './text-search.js';
import { READY, DONE, type ScoreReply, type ScoreRequest, type ScorerData } from './works-scorer.js';
import { nameThread } from './worker-thread.js';

nameThread('alex-scorer');

/**
 * Worker thread: scores the upper half of a works match set (see TextSearch.scoreWorksSplit) on
 * its own connection to search.sqlite, replies on its port, then wakes the waiting caller.
 */
const { file, signal, port } = workerData as ScorerData & { port: MessagePort };
const flags = new Int32Array(signal);
const text = new TextSearch(file, { cacheMb: 64 });
port.on('message', (request: ScoreRequest) => {
  let reply: ScoreReply;
  try {
    reply = { seq: request.seq, scored: text.scoreWorks(request.fts, { from: request.from }, request.boosts) };
  } catch (error) {
    reply = { seq: request.seq, error: (error as Error).message };
  }
  port.postMessage(reply);
  Atomics.store(flags, DONE, request.seq);
  Atomics.notify(flags, DONE);
});
Atomics.store(flags, READY, 1);
