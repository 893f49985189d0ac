import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnalyticsHarness, type Answer } from '../testing/analytics-harness.js';

/**
 * Whatever a tester sends to the analytics surfaces (searches as query objects or OQL, downloads,
 * cancels, test jobs), the answer is a 2xx or a 4xx with a sentence — never a 5xx (issue 44: the
 * targeted inputs were deep nesting, long whitespace, huge values and bursts).
 */
const h = new AnalyticsHarness();
let app: FastifyInstance;

beforeAll(async () => {
  await h.open('alexandria-analytics-fuzz-');
  app = await h.start({ timeoutMs: 2000, limits: { perUser: 50 } });
});
afterAll(async () => {
  await app.close();
  await h.close();
});

function expectNoFault(res: Answer, what: unknown): void {
  const shown = JSON.stringify(what).slice(0, 300);
  expect(res.status, `${res.status} ${JSON.stringify(res.body).slice(0, 300)} for ${shown}`).toBeLessThan(500);
  if (res.status >= 400) expect(typeof res.body.message, shown).toBe('string');
}

const columns = ['publication_year', 'type', 'display_name', 'cited_by_count', 'id', 'count(works)', 'nope', ''];
const operators = ['is', 'is not', 'is greater than', 'contains', 'includes', '>', 'nope', ''];
const values = fc.oneof(
  fc.integer(),
  fc.string({ maxLength: 20 }),
  fc.constantFrom('types/article', 'labels/abc', '2020-2024', null, true, 'x'.repeat(2100)),
);
const leaf = fc.record(
  { column_id: fc.constantFrom(...columns), operator: fc.constantFrom(...operators), value: values },
  { requiredKeys: ['column_id'] },
);
/** Groups of groups, now and then deeper than any limit. */
const filter: fc.Arbitrary<unknown> = fc.letrec<{ f: unknown }>((tie) => ({
  f: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    fc.record({ join: fc.constantFrom('and', 'or', 'xor'), filters: fc.array(tie('f'), { maxLength: 3 }) }),
  ),
})).f;
const queryObject = fc.record(
  {
    get_rows: fc.constantFrom('works', 'summary', 'institutions', 'authors', 'galaxies', ''),
    filter_works: fc.array(filter, { maxLength: 3 }),
    filter_aggs: fc.array(filter, { maxLength: 2 }),
    show_columns: fc.array(fc.constantFrom(...columns), { maxLength: 4 }),
    sort_by_column: fc.constantFrom(...columns),
    sort_by_order: fc.constantFrom('asc', 'desc', 'up'),
  },
  { requiredKeys: ['get_rows'] },
);
const pieces = [
  'get works',
  'get summary',
  'get institutions',
  ' where ',
  'publication_year',
  ' is ',
  ' > ',
  '>',
  '2001',
  ' and ',
  ' or ',
  '(',
  ')',
  ';',
  ' sort by ',
  ' show ',
  'display_name',
  ', ',
  '"',
  ' asc',
  ' '.repeat(5000),
  '('.repeat(2000),
  '>'.repeat(5000),
];
const oql = fc.array(fc.constantFrom(...pieces), { minLength: 1, maxLength: 10 }).map((parts) => parts.join(''));
const body = fc.oneof(
  fc.record({ query: queryObject }),
  fc.record({ oql }),
  fc.record({ query: fc.jsonValue({ maxDepth: 4 }) }),
  fc.jsonValue({ maxDepth: 3 }),
);

/** Now and then a chain deeper than any limit, in a query object or in OQL parentheses. */
const depth = fc.option(fc.integer({ min: 15, max: 3000 }), { freq: 4 });
/** The JSON text of a search with the chain (written out: JSON.stringify itself overflows that deep). */
function withChain(sent: unknown, nest: number): string {
  if (sent && typeof sent === 'object' && 'oql' in sent) {
    return JSON.stringify({ oql: `get works where ${'('.repeat(nest)}publication_year is 2001${')'.repeat(nest)}` });
  }
  const leaf = '{"column_id":"publication_year","value":2001}';
  const chain = `${'{"join":"and","filters":['.repeat(nest)}${leaf}${']}'.repeat(nest)}`;
  return `{"query":{"get_rows":"works","filter_works":[${chain}]}}`;
}

describe('arbitrary searches, downloads and test jobs', () => {
  it('never get a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(body, depth, fc.constantFrom('csv', 'ids', 'json', 'xml'), async (generated, nest, format) => {
        const sent = nest ? withChain(generated, nest) : generated;
        const created = await h.call(app, 'POST', '/api/analytics', 'tess', sent);
        expectNoFault(created, sent);
        const id = created.status === 201 ? String(created.body.id) : 'abc';
        if (created.status === 201) await h.completed(app, id);
        expectNoFault(await h.call(app, 'GET', `/api/analytics/${id}?format=${format}`, 'tess'), { id, format });
        expectNoFault(await h.call(app, 'DELETE', `/api/analytics/${id}`, 'tess'), { cancel: id });
      }),
      { numRuns: 150 },
    );
  });

  it('never get a 5xx from the test server', async () => {
    const test = fc.oneof(
      fc.record({ test_id: fc.string({ maxLength: 5 }), query: queryObject }),
      fc.record({ test_id: fc.string({ maxLength: 5 }), oql }),
      fc.record({ test_id: fc.string({ maxLength: 5 }), prompt: fc.string({ maxLength: 50 }) }),
      fc.jsonValue({ maxDepth: 3 }),
    );
    await fc.assert(
      fc.asyncProperty(fc.record({ tests: fc.array(test, { maxLength: 3 }), timeout: fc.integer() }), async (job) => {
        const created = await h.call(app, 'POST', '/api/test_stories', 'tess', job);
        expectNoFault(created, job);
        if (created.status !== 201) return;
        const url = `/api/test_stories/${created.body.job_id}`;
        const deadline = Date.now() + 60_000;
        for (let read = await h.call(app, 'GET', url, 'tess'); !read.body.is_completed;) {
          expect(Date.now()).toBeLessThan(deadline);
          await new Promise((resolve) => setImmediate(resolve));
          read = await h.call(app, 'GET', url, 'tess');
          expectNoFault(read, url);
        }
      }),
      { numRuns: 60 },
    );
  });
});
