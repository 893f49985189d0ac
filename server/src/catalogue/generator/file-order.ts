/**
 * The order a generated catalogue's works are written in. By default the works are written, and
 * numbered, in publication order, so a year's works sit together on disk and year-filtered lists
 * read a few row groups. An imported snapshot is in file order (by updated date), where every
 * row group holds works of every year; `fileOrder` writes the generated works like that, for
 * benchmarks that must not profit from the year order: chunks of works are written in a shuffled
 * order and numbered in the order they are written, so neither ids nor the storage order follow
 * the publication dates. The works themselves are the same but for their ids (and the ids in
 * their references and related works).
 */
import { ID_BASE } from './common.js';
import { Rng } from './prng.js';

export interface WorkOrder {
  /** the chunk written at each position */
  chunkAt: Int32Array;
  /** the work id of work index i */
  workId: (i: number) => number;
}

/** Publication order (the default) or a shuffled chunk order (see the module's note). */
export function workOrder(seed: number, n: number, chunk: number, fileOrder: boolean): WorkOrder {
  const chunks = Math.ceil(n / chunk);
  const chunkAt = Int32Array.from({ length: chunks }, (_, q) => q);
  if (!fileOrder) return { chunkAt, workId: (i) => ID_BASE.works + i };
  const shuffled = Rng.of(seed, 'file-order').shuffle(Array.from(chunkAt));
  chunkAt.set(shuffled);
  // Ids follow the written order: a chunk's first id is the number of works written before it.
  const firstId = new Float64Array(chunks);
  for (let q = 0, next = ID_BASE.works; q < chunks; q++) {
    const c = chunkAt[q]!;
    firstId[c] = next;
    next += Math.min(n, (c + 1) * chunk) - c * chunk;
  }
  return { chunkAt, workId: (i) => firstId[Math.floor(i / chunk)]! + (i % chunk) };
}
