import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { countryMap, emptyMaps } from '../src/catalogue/ingest/derive.js';
import { Duck } from '../src/catalogue/store/duck.js';
import { CatalogueWriter } from '../src/catalogue/ingest/writer.js';

/**
 * Fresh catalogues in memory for a test file: each call opens a DuckDB in memory and a writer
 * whose load files go to a scratch folder; all are closed and the folder removed after the file.
 */
export function memoryWriters(name: string) {
  const scratch = mkdtempSync(path.join(tmpdir(), `alexandria-${name}-`));
  const open: Duck[] = [];
  afterAll(() => {
    for (const duck of open) duck.close();
    rmSync(scratch, { recursive: true, force: true });
  });
  return async (opts: { flushRows?: number } = {}): Promise<{ duck: Duck; writer: CatalogueWriter }> => {
    const duck = await Duck.open(':memory:');
    open.push(duck);
    const writer = await CatalogueWriter.open(duck, {
      scratchDir: path.join(scratch, String(open.length)),
      mode: 'fresh',
      maps: emptyMaps(countryMap()),
      ...opts,
    });
    return { duck, writer };
  };
}
