import { describe, expect, it } from 'vitest';
import { memoryWriters } from '../../../test/memory-writer.js';
import { chunkWorks, prepareGeneration, WORKS_BATCH } from '../generator/prepare.js';
import type { CatalogueBatch, WorkRow } from '../store/rows.js';
import { encodeWorks, sliceEncoded } from './works-encode.js';
import type { CatalogueWriter } from '../ingest/writer.js';

const memoryWriter = memoryWriters('encode');

const prepared = prepareGeneration(5, 3 * WORKS_BATCH, 2025);
const batches = [...chunkWorks(prepared, 0)];
const lines = (bytes: Uint8Array) => Buffer.from(bytes).toString('utf8').split('\n').slice(0, -1);

/** A writer of small loads, filled with the entities and the works through `addWorks`. */
async function load(addWorks: (w: CatalogueWriter, b: { works: WorkRow[]; derived: string[] }) => Promise<void>) {
  const { duck, writer } = await memoryWriter({ flushRows: 100 });
  await writer.add(prepared.entities as Partial<CatalogueBatch>);
  for (const b of batches) await addWorks(writer, b);
  await writer.flush();
  const rows = await duck.all<{ w: string }>('SELECT CAST(w AS VARCHAR) AS w FROM works w ORDER BY id');
  return rows.map((r) => r.w);
}

describe('encoded works', () => {
  it('are each work as a loader line: the row JSON, then the derived columns', () => {
    const { works, derived } = batches[0]!;
    const e = encodeWorks(works, (_w, k) => derived[k]!, undefined, 64); // far too small a guess: it grows
    const text = Buffer.from(e.lines);
    expect(lines(e.lines)).toHaveLength(works.length);
    works.forEach((w, k) => {
      const line = text.toString('utf8', e.starts[k], k + 1 < works.length ? e.starts[k + 1]! - 1 : undefined);
      expect(JSON.parse(line)).toEqual({ ...JSON.parse(JSON.stringify(w)), ...JSON.parse(derived[k]!) });
      expect(text.toString('utf8', e.starts[k], e.rowEnds[k]) + '}').toBe(JSON.stringify(w));
      expect(e.ids[k]).toBe(w.id);
      const textOf = (j: number) => Buffer.from(e.text).toString('utf8', j > 0 ? e.textEnds[j - 1] : 0, e.textEnds[j]);
      expect(textOf(4 * k)).toBe(w.title ?? '');
      expect(textOf(4 * k + 1)).toBe(w.abstract ?? '');
      expect(textOf(4 * k + 2)).toBe(w.authorships.map((a) => a.author_display_name ?? '').join(' '));
    });
  });

  it('slice into batches of their own, positions counted from the slice', () => {
    const { works, derived } = batches[1]!;
    const e = encodeWorks(works, (_w, k) => derived[k]!);
    const part = sliceEncoded(e, 10, 20);
    expect(lines(part.lines)).toEqual(lines(e.lines).slice(10, 20));
    expect(part.starts[0]).toBe(0);
    expect(Buffer.from(part.lines).toString('utf8', part.starts[3], part.rowEnds[3]) + '}').toBe(
      JSON.stringify(works[13]),
    );
    expect([...part.ids]).toEqual(works.slice(10, 20).map((w) => w.id));
    // The texts of works 10 … 19, ends counted from the slice's first.
    const base = e.textEnds[39]!;
    expect(Buffer.from(part.text).equals(Buffer.from(e.text.subarray(base, e.textEnds[79])))).toBe(true);
    expect([...part.textEnds]).toEqual([...e.textEnds.subarray(40, 80)].map((x) => x - base));
    expect(lines(sliceEncoded(e, 250, works.length).lines)).toEqual(lines(e.lines).slice(250));
  });

  it('load into the catalogue as the same rows as works handed over as objects', async () => {
    const plain = await load((w, b) => w.add({ works: b.works }, { worksDerivedJson: b.derived }));
    // Batches of 256 across loads of 100 rows: every batch is split between load files.
    const encoded = await load((w, b) => w.addEncodedWorks(encodeWorks(b.works, (_w, k) => b.derived[k]!)));
    expect(plain).toHaveLength(3 * WORKS_BATCH);
    expect(encoded).toEqual(plain);
  });
});
