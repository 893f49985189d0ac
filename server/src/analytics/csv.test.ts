import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gateEngine } from '../../test/engine-gate.js';
import { openTestApp, type TestApp } from '../../test/test-app.js';
import { downloadCsv, downloadIds } from './csv.js';
import { AnalyticsService, type AnalyticsOptions } from './service.js';

/**
 * Downloads write their rows on the event loop, and a works row can come from the search index
 * without a round trip to the engine: between batches the loop must come round (timers — the time
 * limit among them — and other requests), or a download runs to its end past any limit.
 */
let t: TestApp;
let service: AnalyticsService;

/** A service over the test catalogue, with these settings. */
const serviceWith = (options: Omit<AnalyticsOptions, 'catalogue' | 'labelsOf'> = {}) =>
  new AnalyticsService({ catalogue: t.catalogue, labelsOf: () => () => undefined, ...options });

beforeAll(async () => {
  t = await openTestApp();
  service = serviceWith();
});
afterAll(async () => t.close());

const works = () => service.normalise({ oql: 'get works; show display_name, publication_year' });

describe('a download', () => {
  it('lets the event loop come round between its batches of CSV rows', async () => {
    const download = await service.download(works(), 'u1', 10_000, new AbortController().signal);
    expect(download.rows.length).toBeGreaterThan(1000);
    let chunks = 0;
    let chunksWhenLoopCameRound: number | undefined;
    setImmediate(() => (chunksWhenLoopCameRound = chunks));
    for await (const _chunk of downloadCsv(service, download)) chunks++;
    expect(chunks).toBeGreaterThan(5);
    expect(chunksWhenLoopCameRound).toBeLessThanOrEqual(2);
  });

  it('lets the event loop come round between its batches of ids', async () => {
    const download = await service.download(works(), 'u1', 10_000, new AbortController().signal);
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

  it('gives up its place in line when its caller leaves', async () => {
    const one = serviceWith({ concurrency: 1, limits: { perUser: 2 } });
    const gate = gateEngine(t.catalogue);
    try {
      one.create(one.normalise({ oql: 'get summary where publication_year is 2001;' }), { userId: 'u1' });
      await gate.arrived(1);
      const caller = new AbortController();
      const download = one.download(works(), 'u1', 10, caller.signal);
      // u1 holds both places: the search at the gate and the download in line
      const next = () =>
        one.create(one.normalise({ oql: 'get summary where publication_year is 2002;' }), { userId: 'u1' });
      expect(next).toThrow(/You have 2 analytics searches or downloads waiting or running/);
      caller.abort(new Error('The client left.'));
      await expect(download).rejects.toThrow('The client left.');
      expect(next().is_completed).toBe(false);
    } finally {
      gate.restore();
    }
  });

  it('ends its turn at the time limit even when nobody reads on', async () => {
    const quick = serviceWith({ timeoutMs: 200, limits: { perUser: 1 } });
    const download = await quick.download(works(), 'u1', 10_000, new AbortController().signal);
    const lines = downloadCsv(quick, download);
    await lines.next();
    const another = () => quick.create(quick.normalise({ oql: 'get summary;' }), { userId: 'u1' });
    expect(another).toThrow(/You have 1 analytics searches or downloads/);
    // the reader has stopped; the next search of the same user gets a place once the limit passed
    const deadline = Date.now() + 30_000;
    for (;;) {
      try {
        another();
        break;
      } catch (e) {
        if (Date.now() > deadline) throw e;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
    await expect(lines.next()).rejects.toThrow(/The download took longer than 0\.2 s/);
  });
});
