import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../../test/test-app.js';
import { downloadCsv, downloadIds } from './csv.js';
import { AnalyticsService } from './service.js';

/**
 * Downloads write their rows on the event loop, and a works row can come from the search index
 * without a round trip to the engine: between batches the loop must come round (timers — the time
 * limit among them — and other requests), or a download runs to its end past any limit.
 */
let t: TestApp;
let service: AnalyticsService;

beforeAll(async () => {
  t = await openTestApp();
  service = new AnalyticsService({ catalogue: t.catalogue, labelsOf: () => () => undefined });
});
afterAll(async () => t.close());

const works = () => service.normalise({ oql: 'get works; show display_name, publication_year' });

describe('a download', () => {
  it('lets the event loop come round between its batches of CSV rows', async () => {
    const download = await service.download(works(), 'u1', 10_000);
    expect(download.rows.length).toBeGreaterThan(1000);
    let chunks = 0;
    let chunksWhenLoopCameRound: number | undefined;
    setImmediate(() => (chunksWhenLoopCameRound = chunks));
    for await (const _chunk of downloadCsv(service, download)) chunks++;
    expect(chunks).toBeGreaterThan(5);
    expect(chunksWhenLoopCameRound).toBeLessThanOrEqual(2);
  });

  it('lets the event loop come round between its batches of ids', async () => {
    const download = await service.download(works(), 'u1', 10_000);
    const records = t.catalogue.records.bind(t.catalogue);
    let batches = 0;
    t.catalogue.records = (...args: Parameters<typeof records>) => (batches++, records(...args));
    try {
      let batchesWhenLoopCameRound: number | undefined;
      setImmediate(() => (batchesWhenLoopCameRound = batches));
      const ids = await downloadIds(service, download);
      expect(ids).toHaveLength(download.rows.length);
      expect(batches).toBeGreaterThan(5);
      expect(batchesWhenLoopCameRound).toBeLessThanOrEqual(1);
    } finally {
      t.catalogue.records = records;
    }
  });
});
