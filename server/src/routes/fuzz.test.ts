import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTITIES } from '../catalogue/entities.js';
import { openTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(async () => {
  await t.close();
});

const keys = Object.keys(ENTITIES.works!.fields);
const pieces = [
  '!',
  '|',
  '+',
  ',',
  ':',
  '-',
  '<',
  '>',
  'null',
  'unknown',
  'true',
  'W1',
  'https://openalex.org/',
  '"',
  '(',
  ')',
  'AND',
  'OR',
  'NOT',
  '*',
  '%',
  "'",
  '\\',
  '2020',
  '-5',
  '1e9',
  '📚',
  ' ',
  '\u0000',
  '2020-13-45',
];
const junk = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.array(fc.constantFrom(...pieces), { maxLength: 8 }).map((a) => a.join('')),
);

describe('whatever a client sends', () => {
  it('never gets a 500 from filter, sort, search or group_by', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...keys),
        junk,
        fc.option(fc.constantFrom(...keys, 'relevance_score', 'nope')),
        fc.option(junk),
        fc.option(fc.constantFrom(...keys)),
        fc.constantFrom('works', 'authors', 'institutions', 'sources', 'countries', 'topics'),
        async (key, value, sort, search, groupBy, entity) => {
          const params = new URLSearchParams();
          params.set('filter', `${key}:${value}`);
          if (sort) params.set('sort', sort);
          if (search) params.set('search', search);
          if (groupBy) params.set('group_by', groupBy);
          params.set('per_page', '2');
          const res = await t.get(`/api/${entity}?${params.toString()}`);
          expect([200, 400, 404], `${res.status} ${JSON.stringify(res.body)} for ${params}`).toContain(res.status);
          if (res.status !== 200) expect(typeof res.body.message).toBe('string');
        },
      ),
      { numRuns: 300 },
    );
  });

  it('never gets a 500 from arbitrary raw query strings and paths', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ maxLength: 60 }),
        fc.constantFrom('works', 'authors', 'autocomplete/works', 'W1', 'works/W1'),
        async (raw, path) => {
          const res = await t
            .get(`/api/${path}?${encodeURI(raw)}`)
            .catch(() => ({ status: 400, body: { message: 'unparseable' } }));
          expect(res.status).toBeLessThan(500);
        },
      ),
      { numRuns: 200 },
    );
  });
});
