import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { memoryWriters } from '../../../test/memory-writer.js';
import { countryMap, emptyMaps } from './derive.js';
import { Duck } from '../store/duck.js';
import { chunkWorks, prepareGeneration } from '../generator/prepare.js';
import { authorRows } from '../generator/author-rows.js';
import { authorLine } from './row-lines.js';
import { CatalogueWriter } from './writer.js';
import { SearchIndexer } from '../search/search-indexer.js';

const memoryWriter = memoryWriters('writer-lines');
const scratch = mkdtempSync(path.join(tmpdir(), 'alexandria-writer-lines-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const prepared = prepareGeneration(9, 600, 2025);

describe('CatalogueWriter', () => {
  it('loads author lines made elsewhere as the rows they were made from, split across load files', async () => {
    const { duck, writer } = await memoryWriter({ flushRows: 7 });
    await writer.add(prepared.entities);
    const rows = [...authorRows(prepared, 0, prepared.pool.count, 2025)].flat().slice(0, 20);
    // Two batches of lines: 20 rows in files of 7 means a file boundary inside each batch.
    for (const part of [rows.slice(0, 11), rows.slice(11)]) {
      const text = part.map((row) => `${authorLine(row, prepared.maps)}\n`).join('');
      await writer.addAuthorLines(new TextEncoder().encode(text), part.length);
    }
    await writer.flush();
    const loaded = await duck.all<{ id: number; display_name: string; works_count: number }>(
      'SELECT id, display_name, works_count FROM authors ORDER BY rowid',
    );
    expect(loaded.map((r) => [Number(r.id), r.display_name, r.works_count])).toEqual(
      rows.map((r) => [r.id, r.display_name, r.works_count]),
    );
  });

  it('ends the works of a new catalogue when flushed: the text index completes, later works are refused', async () => {
    const duck = await Duck.open(':memory:');
    const indexer = new SearchIndexer(path.join(scratch, 'search.sqlite'));
    const writer = await CatalogueWriter.open(duck, {
      scratchDir: path.join(scratch, 'load'),
      mode: 'fresh',
      maps: emptyMaps(countryMap()),
      textIndexer: indexer,
    });
    try {
      await writer.add(prepared.entities);
      const [first, second] = [...chunkWorks(prepared, 0)];
      await writer.add({ works: first!.works }, { worksDerivedJson: first!.derived });
      expect(writer.worksIndexed()).toBeUndefined();
      await writer.flush();
      await expect(writer.worksIndexed()).resolves.toBeUndefined();
      expect(await duck.one<{ n: number }>('SELECT count(*) AS n FROM works')).toEqual({ n: first!.works.length });
      await expect(writer.add({ works: second!.works }, { worksDerivedJson: second!.derived })).rejects.toThrow(
        'Works were added after the catalogue writer was flushed.',
      );
    } finally {
      writer.dispose();
      await indexer.close();
      duck.close();
    }
  });
});
