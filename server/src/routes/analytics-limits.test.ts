import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AppOptions } from '../app.js';
import { AnalyticsHarness, type Json } from '../testing/analytics-harness.js';
import { gateEngine, type EngineGate } from '../../test/engine-gate.js';

/**
 * Issue 44: what one tester (or many) may hold of the analytics engine — searches waiting or
 * running, the waiting line, the cache, the size of a query, downloads — and who may cancel or
 * read what. The engine's calls are held at a gate so that what waits is seen, not raced.
 */
const h = new AnalyticsHarness();
let app: FastifyInstance | undefined;
let gate: EngineGate | undefined;

beforeAll(async () => {
  await h.open('alexandria-analytics-limits-', ['tom', 'hana']);
});
afterEach(async () => {
  gate?.restore();
  gate = undefined;
  await app?.close();
  app = undefined;
});
afterAll(async () => {
  await h.close();
});

async function serve(analytics: AppOptions['analytics'] = {}): Promise<FastifyInstance> {
  app = await h.start(analytics);
  gate = gateEngine(h.catalogue);
  return app;
}

const summary = (year: number) => ({ oql: `get summary where publication_year is ${year};` });
const post = (who: string, body: unknown) => h.call(app!, 'POST', '/api/analytics', who, body);

describe('what one user may have waiting or running', () => {
  it("refuses a tester's fifth search with 429 and Retry-After, and still runs other testers' searches", async () => {
    await serve({ concurrency: 1 });
    const ids: string[] = [];
    for (const year of [2001, 2002, 2003, 2004]) {
      const created = await post('tess', summary(year));
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      ids.push(created.body.id);
    }
    const fifth = await post('tess', summary(2005));
    expect(fifth.status).toBe(429);
    expect(fifth.headers['retry-after']).toMatch(/^[1-9]\d*$/);
    expect(fifth.body.message).toMatch(/You have 4 analytics searches or downloads waiting or running/);
    // asking again for one already running is no new run
    expect((await post('tess', summary(2001))).status).toBe(201);
    expect((await post('tom', summary(2005))).status).toBe(201);
    gate!.open();
    for (const id of ids) expect((await h.completed(app!, id)).backend_error).toBeNull();
    expect((await post('tess', summary(2005))).status).toBe(201);
  });

  it('answers 429 with Retry-After once an account asks more than 600 times a minute', async () => {
    await serve();
    gate!.open();
    const id = (await post('tess', summary(2001))).body.id;
    await h.completed(app!, id);
    for (let i = 1; i < 600; i++) expect((await post('tess', summary(2001))).status).toBe(201);
    const refused = await post('tess', summary(2001));
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^[1-9]\d*$/);
    expect(refused.body).toMatchObject({
      error: 'Too many requests',
      message: expect.stringMatching(/Too many analytics requests from this account; try again in \d+ s\./),
    });
    // reads have their own allowance, and other accounts theirs
    expect((await h.call(app!, 'GET', `/api/analytics/${id}`, 'tess')).status).toBe(200);
    expect((await post('tom', summary(2001))).status).toBe(201);
  });

  it("runs another user's search before the rest of one user's burst", async () => {
    await serve({ concurrency: 1, limits: { perUser: 10 } });
    for (const year of [2001, 2002, 2003, 2004, 2005]) expect((await post('tess', summary(year))).status).toBe(201);
    await gate!.arrived(1);
    const other = await post('tom', summary(1999));
    expect(other.status).toBe(201);
    gate!.releaseNext();
    await gate!.arrived(2);
    expect(gate!.held[1]).toMatch(/\b1999\b/);
    gate!.open();
    expect((await h.completed(app!, other.body.id, 'tom')).backend_error).toBeNull();
  });

  it('bounds the waiting line in searches and in bytes: 503 with Retry-After past either', async () => {
    await serve({ concurrency: 1, limits: { perUser: 10, waiting: 2 } });
    for (const year of [2001, 2002, 2003]) expect((await post('tess', summary(year))).status).toBe(201);
    const full = await post('tom', summary(2004));
    expect(full.status).toBe(503);
    expect(full.headers['retry-after']).toMatch(/^[1-9]\d*$/);
    expect(full.body.message).toMatch(/2 searches waiting, as many as it keeps/);
    gate!.restore();
    await app!.close();

    await serve({ concurrency: 1, limits: { waitingBytes: 1000 } });
    expect((await post('tess', summary(2001))).status).toBe(201);
    // the first runs at once; the next would wait, holding its query and SQL
    expect((await post('tom', summary(2002))).status).toBe(503);
  });

  it('stops a search past the time limit with a message that names the limit as configured', async () => {
    await serve({ timeoutMs: 250 });
    const created = await post('tess', summary(2001));
    const search = await h.completed(app!, created.body.id);
    expect(search.backend_error).toMatch(/^The search took longer than 0\.25 s and was stopped/);
  });
});

describe('what the service keeps', () => {
  it('keeps completed searches within a byte budget, the least recently used going first', async () => {
    await serve({ limits: { cacheBytes: 1 } });
    gate!.open();
    const first = await h.completed(app!, (await post('tess', summary(2001))).body.id);
    const second = await h.completed(app!, (await post('tess', summary(2002))).body.id);
    // the one completed last stays for its poller; the other went
    expect((await post('tess', summary(2002))).body.timestamps.started).toBe(second.timestamps.started);
    const again = await post('tess', summary(2001));
    expect(again.body.id).toBe(first.id);
    expect(again.body.timestamps.started).not.toBe(first.timestamps.started);
  });

  it('refuses a query larger than a real one: 413 for the body, 400 for the query', async () => {
    await serve();
    const filters = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ column_id: 'display_name', value: `${i} ${'x'.repeat(1990)}` }));
    const query = (n: number) => ({
      query: { get_rows: 'works', filter_works: [{ join: 'or', filters: filters(n) }] },
    });
    const huge = await post('tess', query(100));
    expect(huge.status).toBe(413);
    expect(huge.body.message).toMatch(/larger than the limit of \d+ KB/);
    const large = await post('tess', query(20));
    expect(large.status).toBe(400);
    expect(large.body.message).toMatch(/a query may be at most 32 KB/);
    // OQL keeps the query object's limits
    const wide = await post('tess', { oql: `get works; show ${Array(1400).fill('display_name').join(', ')}` });
    expect(wide.status).toBe(400);
    expect(wide.body.message).toMatch(/show at most 100 columns \(this query shows 1400\)/);
    // the audit's 19,960 spaces after a filter are read at once (the parser is linear): just a query
    const spaces = await post('tess', { oql: `get works where publication_year is 1${' '.repeat(19_960)}` });
    expect(spaces.status).toBe(201);
    expect(spaces.body.query.filter_works).toEqual([{ column_id: 'publication_year', value: 1 }]);
    const story = await h.call(app!, 'POST', '/api/test_stories', 'tess', {
      tests: Array.from({ length: 500 }, (_, i) => ({ test_id: `t${i}`, query: query(1).query })),
    });
    expect(story.status).toBe(413);
  });

  it('answers 400 for filters nested deeper than 20 groups, as objects or in the older format', async () => {
    await serve();
    const deep = await post('tess', { query: { get_rows: 'works', filter_works: [singleChain(1000)] } });
    expect(deep.status).toBe(400);
    expect(deep.body.message).toMatch(/nest at most 20 groups deep/);
    // the older format links filters by id: a branch naming one child twice, 40 times over, is 2^40 leaves
    const legacy = Array.from({ length: 40 }, (_, i) => ({
      id: `b${i}`,
      type: 'branch',
      operator: 'and',
      children: [`b${i + 1}`, `b${i + 1}`],
    }));
    legacy.push({ id: 'b40', type: 'leaf', column_id: 'publication_year', value: 2001 } as never);
    const doubling = await post('tess', { query: { filters: legacy, summarize_by: 'all' } });
    expect(doubling.status).toBe(400);
    expect(doubling.body.message).toMatch(/child of more than one branch/);
  });
});

/** A group holding a group … `depth` deep, with one filter at the bottom. */
function singleChain(depth: number): Json {
  let filter: Json = { column_id: 'publication_year', value: 2001 };
  for (let i = 0; i < depth; i++) filter = { join: 'and', filters: [filter] };
  return filter;
}

describe('downloads (format=csv and format=ids)', () => {
  it("answer a failed search's error as a 409, not a 500 or an empty file", async () => {
    await serve({ timeoutMs: 250 });
    const search = await h.completed(app!, (await post('tess', summary(2001))).body.id);
    expect(search.backend_error).toMatch(/took longer than 0\.25 s/);
    for (const format of ['csv', 'ids']) {
      const res = await h.call(app!, 'GET', `/api/analytics/${search.id}?format=${format}`, 'tess');
      expect(res.status, format).toBe(409);
      expect(res.body.message).toMatch(/ended with an error, so it has no rows to download: The search took longer/);
    }
  });

  it("take a place in the caller's line like searches do", async () => {
    await serve({ concurrency: 1 });
    gate!.open();
    const done = await h.completed(app!, (await post('tess', { oql: 'get institutions;' })).body.id);
    gate!.shut();
    for (const year of [2001, 2002, 2003, 2004]) expect((await post('tess', summary(year))).status).toBe(201);
    for (const format of ['csv', 'ids']) {
      const res = await h.call(app!, 'GET', `/api/analytics/${done.id}?format=${format}`, 'tess');
      expect(res.status, format).toBe(429);
      expect(res.headers['retry-after']).toMatch(/^[1-9]\d*$/);
    }
    gate!.open();
  });

  it('stop at the time limit while the rows are written, so a cut file is not taken for a whole one', async () => {
    await serve({ timeoutMs: 300 });
    gate!.open();
    const search = await h.completed(app!, (await post('tess', { oql: 'get institutions;' })).body.id);
    expect(search.meta.count).toBeGreaterThan(100);
    const records = h.catalogue.records.bind(h.catalogue);
    // an engine slower than the limit at reading the rows' records
    h.catalogue.records = (async (...args: Parameters<typeof records>) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      return records(...args);
    }) as typeof records;
    try {
      const download = app!.inject({
        method: 'GET',
        url: `/api/analytics/${search.id}?format=csv`,
        headers: { authorization: `Bearer ${h.tokens.tess}` },
      });
      await expect(download).rejects.toThrow(/destroyed before completion/);
    } finally {
      h.catalogue.records = records;
    }
  });
});

describe('who may cancel and read what', () => {
  it('lets only the user who started a run (or an admin) cancel it, and keeps a completed search for everyone', async () => {
    await serve({ concurrency: 1 });
    const running = await post('tess', summary(2001));
    await gate!.arrived(1);
    const refused = await h.call(app!, 'DELETE', `/api/analytics/${running.body.id}`, 'tom');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/started by someone else/);
    const canceled = await h.call(app!, 'DELETE', `/api/analytics/${running.body.id}`, 'adam');
    expect(canceled.status).toBe(200);
    expect(canceled.body.backend_error).toBe('The search was canceled.');

    gate!.open();
    const done = await h.completed(app!, (await post('tess', summary(2002))).body.id);
    const late = await h.call(app!, 'DELETE', `/api/analytics/${done.id}`, 'tom');
    expect(late.status).toBe(200);
    expect(late.body).toMatchObject({ is_completed: true, backend_error: null });
    expect((await post('tess', summary(2002))).body.timestamps.started).toBe(done.timestamps.started);
  });

  it("shows a test job only to the tester who started it (or an admin), and bounds each tester's running jobs", async () => {
    await serve();
    const job = { tests: [{ test_id: 'a', oql: 'get summary where publication_year is 2001;' }] };
    const first = await h.call(app!, 'POST', '/api/test_stories', 'tess', job);
    expect(first.status).toBe(201);
    const second = await h.call(app!, 'POST', '/api/test_stories', 'tess', {
      tests: [{ test_id: 'b', oql: 'get summary where publication_year is 2002;' }],
    });
    expect(second.status).toBe(201);
    const third = await h.call(app!, 'POST', '/api/test_stories', 'tess', job);
    expect(third.status).toBe(429);
    expect(third.body.message).toMatch(/You have 2 test jobs running/);
    const url = `/api/test_stories/${first.body.job_id}`;
    expect((await h.call(app!, 'GET', url, 'tom')).status).toBe(404);
    expect((await h.call(app!, 'GET', url, 'adam')).status).toBe(200);
    gate!.open();
    const deadline = Date.now() + 60_000;
    let read = await h.call(app!, 'GET', url, 'tess');
    while (!read.body.is_completed && Date.now() < deadline) {
      await new Promise((resolve) => setImmediate(resolve));
      read = await h.call(app!, 'GET', url, 'tess');
    }
    expect(read.body.results[0]).toMatchObject({ test_id: 'a', backend_error: null, results_count: 1 });
  });

  it('keeps the new searches of one user to an hourly share, and lets known ones run', async () => {
    await serve({ limits: { newPerHour: 2 } });
    gate!.open();
    expect((await post('hana', summary(1001))).status).toBe(201);
    expect((await post('hana', summary(1002))).status).toBe(201);
    const third = await post('hana', summary(1003));
    expect(third.status).toBe(429);
    expect(third.body.message).toMatch(/2 new analytics searches in the last hour/);
    expect(third.headers['retry-after']).toMatch(/^[1-9]\d*$/);
    // a search someone asked before is no new row
    expect((await post('tom', summary(1001))).status).toBe(201);
    expect((await post('hana', { ...summary(1001), bypass_cache: true })).status).toBe(201);
  });
});
