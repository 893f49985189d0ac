import { describe, expect, it } from 'vitest';
import type { CatalogueBatch, WorkRow } from '../store/rows.js';
import { ID_BASE } from './common.js';
import { generateCatalogue, type CatalogueSink } from './generate.js';

/** More than a few chunks of works (see WORKS_CHUNK), the last one partial. */
const N = 5 * 2048 + 700;

/** Keeps the works in the order they are written. */
class WorksSink implements CatalogueSink {
  readonly works: WorkRow[] = [];
  async add(batch: Partial<CatalogueBatch>): Promise<void> {
    this.works.push(...(batch.works ?? []));
  }
  async flush(): Promise<void> {}
}

async function generated(fileOrder: boolean, seed = 5): Promise<WorkRow[]> {
  const sink = new WorksSink();
  await generateCatalogue(sink, { works: N, seed, currentYear: 2025, fileOrder });
  return sink.works;
}

const dates = (works: WorkRow[]) => works.map((w) => w.publication_date!);
const isSorted = (xs: string[]) => xs.every((x, i) => i === 0 || xs[i - 1]! <= x);

/** A work without its ids, and its references and related works by what they are, not their ids. */
function content(w: WorkRow, byId: Map<number, WorkRow>) {
  const name = (id: number) => `${byId.get(id)?.publication_date} ${byId.get(id)?.title}`;
  const { id: _id, referenced_works, related_works, ...rest } = w;
  return JSON.stringify({ ...rest, refs: referenced_works.map(name), related: related_works.map(name) });
}

describe('generate --file-order', () => {
  it('writes works out of publication order, numbered in the order written', async () => {
    const inOrder = await generated(false);
    expect(isSorted(dates(inOrder))).toBe(true);
    const shuffled = await generated(true);
    expect(shuffled).toHaveLength(N);
    expect(isSorted(dates(shuffled))).toBe(false);
    // The first rows written are not all the oldest works: they come from across the years.
    const firstYears = new Set(shuffled.slice(0, 4096).map((w) => w.publication_year));
    expect(firstYears.size).toBeGreaterThan(10);
    // Ids are dense and ascending in the written order.
    expect(shuffled.map((w) => w.id)).toEqual(Array.from({ length: N }, (_, i) => ID_BASE.works + i));
  }, 60_000);

  it('makes the same works but for their ids, the same again for the same seed', async () => {
    const inOrder = await generated(false);
    const shuffled = await generated(true);
    const key = (works: WorkRow[]) => {
      const byId = new Map(works.map((w) => [w.id, w]));
      return works.map((w) => content(w, byId)).sort();
    };
    expect(key(shuffled)).toEqual(key(inOrder));
    expect((await generated(true)).map((w) => JSON.stringify(w))).toEqual(shuffled.map((w) => JSON.stringify(w)));
    const otherSeed = await generated(true, 6);
    expect(otherSeed.map((w) => w.title)).not.toEqual(shuffled.map((w) => w.title));
  }, 120_000);
});
