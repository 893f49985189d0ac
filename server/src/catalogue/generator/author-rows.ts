/**
 * The author rows of a prepared catalogue, in pool order (memory order; their ids were
 * shuffled), in batches. The main thread makes the first half and the works helper the second,
 * both before their works, so that the authors load while the works are made.
 */
import type { AuthorRow } from '../store/rows.js';
import { AuthorStatsMaker } from './author-stats.js';
import { authorIdentity, authorRow } from './authors.js';
import type { Prepared } from './prepare.js';

/** Author rows per batch. */
const AUTHOR_BATCH = 2_000;

/** Where the helper's half of the authors starts: pool index splitting the authors with works in two. */
export function authorsSplit(p: Prepared): number {
  let seen = 0;
  const half = Math.floor(p.used.length / 2);
  for (let a = 0; a < p.pool.count; a++) {
    if (p.authorIds[a] === 0) continue;
    if (seen++ === half) return a;
  }
  return p.pool.count;
}

/** The rows of the authors with works among pool indexes from … to − 1. */
export function* authorRows(p: Prepared, from: number, to: number, currentYear: number): Generator<AuthorRow[]> {
  const { seed, pool, inst, names, authorIds, authorOff, authorWorks, plan } = p;
  const stats = new AuthorStatsMaker(plan.year, p.cites, currentYear);
  let rows: AuthorRow[] = [];
  for (let a = from; a < to; a++) {
    if (authorIds[a] === 0) continue;
    const works = authorWorks.subarray(authorOff[a]!, authorOff[a + 1]!);
    // (made again: the works kept only the names they print, see AuthorNames)
    const identity = authorIdentity(seed, pool, inst, names, a);
    const row = authorRow(authorIds[a]!, identity, pool, inst, a, works, plan.year, p.dates);
    rows.push(Object.assign(row, stats.of(works)));
    if (rows.length >= AUTHOR_BATCH) {
      yield rows;
      rows = [];
    }
  }
  if (rows.length) yield rows;
}
