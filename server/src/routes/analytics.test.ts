import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnalyticsHarness, type Json } from '../testing/analytics-harness.js';

/** The search service as the analytics pages and the test runner call it, over HTTP. */
const h = new AnalyticsHarness();
const { tokens } = h;
let app: FastifyInstance;

const start = (options: { timeoutMs?: number; openToAll?: boolean; concurrency?: number } = {}) => h.start(options);

beforeAll(async () => {
  await h.open('alexandria-analytics-');
  app = await start();
});

afterAll(async () => {
  await app.close();
  await h.close();
});

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, who?: string, body?: unknown, on = app) =>
  h.call(on, method, url, who, body);

/** Polls the search as the results page does, until it is completed. */
const completed = (id: string, who = 'tess', on = app): Promise<Json> => h.completed(on, id, who);

describe('POST /api/analytics and GET /api/analytics/{id}', () => {
  it('creates a search from OQL, runs it off the request and answers the search object', async () => {
    const oql = 'using works where publication_year is 2015-2024; get countries; sort by count(works) desc;';
    const created = await call('POST', '/api/analytics', 'tess', { oql });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ id: expect.any(String), query: { get_rows: 'countries' } });
    const search = await completed(created.body.id);
    expect(search.backend_error).toBeNull();
    expect(search.redshift_sql).toContain('FROM works t');
    expect(search.oql).toContain('get countries');
    expect(search.results_header.map((c: Json) => c.id)).toEqual(['display_name', 'id', 'count(works)']);
    expect(search.results_header[2]).toMatchObject({ type: 'number', displayName: expect.any(String) });
    expect(search.results[0]).toMatchObject({ id: expect.stringMatching(/^countries\/[A-Z]{2}$/) });
    const groups = await call('GET', '/api/works?filter=publication_year:2015-2024&group_by=authorships.countries');
    expect(search.meta).toMatchObject({ count: groups.body.meta.groups_count, page: 1, per_page: 100 });
    expect(search.timestamps).toMatchObject({ completed: expect.any(String), duration: expect.any(Number) });

    // the same question, asked as a query object by an admin, is the same search, reused
    const again = await call('POST', '/api/searches', 'adam', { query: search.query });
    expect(again.body).toMatchObject({ id: search.id, is_completed: true, timestamps: search.timestamps });
    const fresh = await call('POST', '/api/analytics', 'adam', { query: search.query, bypass_cache: true });
    expect(fresh.body.id).toBe(search.id);
    expect(fresh.body.timestamps.completed).not.toBe(search.timestamps.completed);
  });

  it('reads a search by id after a restart, from the query kept in the app database', async () => {
    const created = await call('POST', '/api/analytics', 'tess', { oql: 'get summary where type is types/book;' });
    const first = await completed(created.body.id);
    const restarted = await start();
    try {
      const again = await completed(created.body.id, 'tess', restarted);
      expect(again.results).toEqual(first.results);
      const unknown = await call('GET', '/api/analytics/abcdef0123456789', 'tess', undefined, restarted);
      expect(unknown.status).toBe(404);
    } finally {
      await restarted.close();
    }
  });

  it('streams every row as CSV, with a header of column names', async () => {
    const created = await call('POST', '/api/analytics', 'tess', {
      oql: 'get institutions; sort by display_name asc;',
    });
    const search = await completed(created.body.id);
    expect(search.meta.count).toBeGreaterThan(100);
    expect(search.results).toHaveLength(100);
    const csv = await call('GET', `/api/analytics/${search.id}?format=csv`, 'tess');
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = (csv.body as unknown as string).trimEnd().split('\n');
    expect(lines[0]).toBe('name,OpenAlex ID,works count');
    expect(lines).toHaveLength(search.meta.count + 1);
    expect(lines[1]).toContain(search.results[0].cells.display_name);
    // every row's id, in the same order, for applying the entire search to a label
    const ids = await call('GET', `/api/analytics/${search.id}?format=ids`, 'tess');
    expect(ids.status).toBe(200);
    expect(ids.body).toMatchObject({ id: search.id, count: search.meta.count, is_truncated: false });
    expect(ids.body.ids).toHaveLength(search.meta.count);
    expect(ids.body.ids.slice(0, 100)).toEqual(search.results.map((row: { id: string }) => row.id));
    expect((await call('GET', `/api/analytics/${search.id}?format=xml`, 'tess')).status).toBe(400);
  });

  it('gives show_underlying_works the data-API filter of the works behind the result', async () => {
    const created = await call('POST', '/api/analytics', 'tess', {
      query: {
        get_rows: 'institutions',
        filter_works: [
          { column_id: 'publication_year', value: '2020-2024' },
          { column_id: 'type', operator: 'is not', value: 'types/book' },
        ],
        show_underlying_works: true,
      },
    });
    const search = await completed(created.body.id);
    expect(search.underlying_works_filter).toBe('publication_year:2020-2024,type:!types/book');
    const works = await call('GET', `/api/works?per_page=1&filter=${search.underlying_works_filter}`);
    expect(works.status).toBe(200);
    expect(search.meta.works_count).toBe(works.body.meta.count);
  });
});

describe('who may search', () => {
  it('answers 401 to anonymous callers and 403 to users who are not testers or admins', async () => {
    const anonymous = await call('POST', '/api/analytics', undefined, { oql: 'get works' });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toMatch(/Log in first/);
    const user = await call('POST', '/api/analytics', 'uma', { oql: 'get works' });
    expect(user.status).toBe(403);
    expect(user.body.message).toMatch(/testers and admins/);
    expect((await call('GET', '/api/analytics/abc', 'uma')).status).toBe(403);
  });

  it('lets every signed-in user search when the installation opens it', async () => {
    const open = await start({ openToAll: true });
    try {
      expect((await call('POST', '/api/analytics', 'uma', { oql: 'get works' }, open)).status).toBe(201);
      expect((await call('POST', '/api/analytics', undefined, { oql: 'get works' }, open)).status).toBe(401);
    } finally {
      await open.close();
    }
  });
});

describe('bad queries and failures', () => {
  it.each([
    [{ oql: 'get works where publication_year is' }, /Invalid filter|publication_year/],
    [{ oql: 'get galaxies' }, /galaxies is not a valid subjectEntity/],
    [
      { query: { get_rows: 'works', filter_works: [{ column_id: 'cited_by_count', operator: 'includes', value: 1 }] } },
      /'includes' does not apply to works\.cited_by_count/,
    ],
    [{ query: { get_rows: 'works', show_columns: 'display_name' } }, /show_columns/],
    [{ query: 'get works' }, /query object/],
    [{}, /`query`|`oql`/],
  ])('%j answers 400 with a message naming it, before anything runs', async (body, message) => {
    const res = await call('POST', '/api/analytics', 'tess', body);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
  });

  it('stops a search past its time limit with a backend_error that says so', async () => {
    const slow = await start({ timeoutMs: 0 });
    try {
      const created = await call(
        'POST',
        '/api/analytics',
        'tess',
        { oql: 'get authors; sort by mean(fwci) desc;' },
        slow,
      );
      const search = await completed(created.body.id, 'tess', slow);
      expect(search.backend_error).toMatch(/took longer than 0 s and was stopped/);
      expect(search.results).toEqual([]);
    } finally {
      await slow.close();
    }
  });

  it('cancels a running search, and answers 404 for one it does not know', async () => {
    const one = await start({ concurrency: 1 });
    try {
      // the first search takes the one place; the second waits for it and is canceled first
      const first = await call('POST', '/api/analytics', 'tess', { oql: 'get authors;', bypass_cache: true }, one);
      const second = await call('POST', '/api/analytics', 'tess', { oql: 'get funders;', bypass_cache: true }, one);
      expect(second.body.is_completed).toBe(false);
      const cancel = await call('DELETE', `/api/analytics/${second.body.id}`, 'tess', undefined, one);
      expect(cancel.status).toBe(200);
      expect(cancel.body).toMatchObject({ is_completed: true, backend_error: 'The search was canceled.', results: [] });
      expect((await completed(first.body.id, 'tess', one)).backend_error).toBeNull();
      expect((await call('DELETE', '/api/analytics/zzzzzz', 'tess', undefined, one)).status).toBe(404);
    } finally {
      await one.close();
    }
  });
});

describe('labels in queries', () => {
  it("reads the caller's label, and runs the search again once the label changes", async () => {
    const label = await call('POST', '/user-api/user/tess/collections', 'tess', {
      name: 'Mine',
      entity_type: 'institutions',
      ids: [],
    });
    expect(label.status).toBe(201);
    const top = await completed((await call('POST', '/api/analytics', 'tess', { oql: 'get institutions' })).body.id);
    const query = {
      get_rows: 'works',
      filter_works: [
        { column_id: 'authorships.institutions.lineage', operator: 'matches any item in label', value: label.body.id },
      ],
    };
    const empty = await completed((await call('POST', '/api/analytics', 'tess', { query })).body.id);
    expect(empty.meta.count).toBe(0);
    const id = top.results[0].id.split('/')[1];
    const patched = await call('PATCH', `/user-api/user/tess/collections/${label.body.id}`, 'tess', { ids: [id] });
    expect(patched.status).toBe(200);
    const after = await completed(empty.id);
    expect(after.meta.count).toBe(top.results[0].cells['count(works)']);
    // someone else's label is not theirs to read
    const other = await call('POST', '/api/analytics', 'adam', { query });
    expect(other.status).toBe(400);
    expect(other.body.message).toMatch(/not one of your labels/);
  });

  it("lets others use a librarian's shared label, sees its changes, and refuses it once unshared", async () => {
    await h.users.createUser({ id: 'lib', email: 'lib@example.org', displayName: 'Lib', password: 'secret1' });
    h.users.setRoles('lib', { is_librarian: true });
    tokens.lib = h.users.issueAccessToken('lib');
    const label = await call('POST', '/user-api/user/lib/collections', 'lib', {
      name: 'Shared',
      entity_type: 'institutions',
      ids: [],
      shared: true,
    });
    expect(label.status).toBe(201);
    const top = await completed((await call('POST', '/api/analytics', 'adam', { oql: 'get institutions' })).body.id);
    const query = {
      get_rows: 'works',
      filter_works: [
        {
          column_id: 'authorships.institutions.lineage',
          operator: 'matches every item in label',
          value: label.body.id,
        },
      ],
    };
    // an empty label matches every item: all works
    const all = await completed((await call('POST', '/api/analytics', 'adam', { query })).body.id, 'adam');
    expect(all.backend_error).toBeNull();
    const id = top.results[0].id.split('/')[1];
    const labelPath = `/user-api/user/lib/collections/${label.body.id}`;
    expect((await call('PATCH', labelPath, 'lib', { ids: [id] })).status).toBe(200);
    const after = await completed(all.id, 'adam');
    expect(after.meta.count).toBe(top.results[0].cells['count(works)']);
    expect(after.meta.count).toBeLessThan(all.meta.count);

    expect((await call('PATCH', labelPath, 'lib', { shared: false })).body.shared).toBe(false);
    const refused = await call('POST', '/api/analytics', 'adam', { query });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/is not one of your labels/);
  });
});

describe('the test server (/api/test_stories)', () => {
  async function finished(jobId: string): Promise<Json> {
    for (let i = 0; i < 600; i++) {
      const res = await call('GET', `/api/test_stories/${jobId}?bypass_cache=true`, 'tess');
      expect(res.status).toBe(200);
      if (res.body.is_completed) return res.body;
      await new Promise((resolve) => setImmediate(resolve));
    }
    throw new Error(`job ${jobId} did not complete`);
  }

  it('runs each query test through the search service and reports its results', async () => {
    const created = await call('POST', '/api/test_stories', 'tess', {
      timeout: 180,
      tests: [
        { test_id: 'a1', query: { get_rows: 'institutions', filter_works: [], show_columns: ['display_name'] } },
        { test_id: 'b2', oql: 'get works where publication_year is 1066;' },
        { test_id: 'c3', query: { get_rows: 'works', filter_works: [{ column_id: 'nope', value: 1 }] } },
      ],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const job = await finished(created.body.job_id);
    expect(job).toMatchObject({ is_completed: true, status: 'completed', error: null });
    const [a, b, c] = job.results;
    const institutions = await call('GET', '/api/institutions?per_page=1');
    expect(a).toMatchObject({ test_id: 'a1', is_completed: true, backend_error: null, error: null });
    expect(a.results_count).toBe(institutions.body.meta.count);
    expect(b).toMatchObject({ test_id: 'b2', results_count: 0, backend_error: null });
    expect(c).toMatchObject({ test_id: 'c3', results_count: null, error: 'works.nope is not a valid column' });
  });

  it('turns prompt tests into queries with the text-to-OQL service, and says when it cannot', async () => {
    const created = await call('POST', '/api/test_stories', 'tess', {
      tests: [
        { test_id: 'p1', prompt: 'open access works from 2020' },
        { test_id: 'p2', prompt: 'zzzz qqqq' },
      ],
    });
    const job = await finished(created.body.job_id);
    const [p1, p2] = job.results;
    expect(p1).toMatchObject({ test_id: 'p1', is_completed: true, error: null, query: { get_rows: 'works' } });
    expect(p1.oql).toMatch(/open_access\.is_oa is true/);
    expect(p1.oql).toMatch(/publication_year is 2020/);
    expect(p2).toMatchObject({ test_id: 'p2', query: null, error: expect.stringMatching(/understand/i) });
  });

  it('answers 400 naming a bad job, 404 for an unknown one, and 401 without a login', async () => {
    const bad = await call('POST', '/api/test_stories', 'tess', { tests: [{ test_id: 'x' }] });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/tests\.0.*one of query, oql or prompt/);
    expect((await call('POST', '/api/test_stories', 'tess', { tests: [] })).status).toBe(400);
    expect((await call('GET', '/api/test_stories/nothing', 'tess')).status).toBe(404);
    expect(
      (await call('POST', '/api/test_stories', undefined, { tests: [{ test_id: 'x', oql: 'get works' }] })).status,
    ).toBe(401);
  });
});
