import { existsSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTITIES } from '../catalogue/query/entities.js';
import { encodeCursor } from '../catalogue/query/page.js';
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

// Text written to break out of a string literal and write or read files (issue 31, item 1).
const proof = path.join(os.tmpdir(), `alexandria-fuzz-proof-${process.pid}.csv`);
const injections = [
  `') , t.id LIMIT 3) t; COPY (SELECT 42 AS x) TO '${proof}'; SELECT 1 AS id --`,
  `'; COPY (SELECT 1) TO '${proof}'; --`,
  `' || (SELECT length(read_blob('/etc/hostname'))) || '`,
  `'); ATTACH '${proof}' AS x; --`,
  '1e400',
  '9'.repeat(400),
  '-1',
  '0',
  '1.5',
  '%25',
  '%',
];
const anyText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom(...injections),
  fc.array(fc.constantFrom(...pieces, ...injections), { maxLength: 5 }).map((a) => a.join('')),
);
const anyJson = fc.jsonValue({ maxDepth: 2 });
const anyCursor = fc.oneof(
  anyText,
  fc.record({ s: fc.oneof(anyText, fc.constant('cited_by_count:d')), v: anyJson, id: anyJson }).map(encodeCursor),
  fc.record({ g: fc.oneof(anyText, fc.constant('type')), o: anyJson }).map(encodeCursor),
);
// Each parameter is absent, arbitrary text, or (for numbers) mostly a plausible value, so that
// requests get past the first check often enough to reach the SQL behind the others.
const count = fc.oneof(
  { weight: 3, arbitrary: fc.integer({ min: 1, max: 30 }).map(String) },
  { weight: 1, arbitrary: anyText },
);
const valueOf = {
  filter: anyText,
  search: anyText,
  sort: fc.oneof(anyText, fc.constantFrom('cited_by_count:desc', 'display_name', 'publication_date:asc')),
  page: count,
  per_page: count,
  select: anyText,
  sample: count,
  seed: anyText,
  group_by: fc.oneof(anyText, fc.constantFrom('type', 'publication_year', 'authorships.institutions.lineage')),
  format: anyText,
  q: anyText,
  mailto: anyText,
};
type DataParam = keyof typeof valueOf;
const dataParams = Object.keys(valueOf) as DataParam[];
/** A few parameters at a time (many at once nearly always stop at the first bad one). */
const someParams = fc
  .subarray(dataParams, { minLength: 1, maxLength: 3 })
  .chain((keys) =>
    fc.record(Object.fromEntries(keys.map((k) => [k, valueOf[k]])) as Record<DataParam, fc.Arbitrary<string>>),
  );
/** Parameters that only act together: a sample and its seed, a sort and a cursor. */
const pairedParams = fc.oneof(
  fc.record({ sample: count, seed: anyText, filter: anyText }, { requiredKeys: ['sample', 'seed'] }),
  fc.record({ sort: valueOf.sort, per_page: count, cursor: anyCursor }, { requiredKeys: ['cursor'] }),
  fc.record({ group_by: valueOf.group_by, cursor: anyCursor, page: count }, { requiredKeys: ['cursor'] }),
);
const dataQuery = fc.oneof(someParams, pairedParams);

describe('arbitrary text in every parameter of the data API', () => {
  it('never gets a 5xx, and no file appears outside the data folder', async () => {
    const before = readdirSync(process.cwd());
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('works', 'authors', 'keywords', 'countries', 'topics', 'autocomplete/works', 'autocomplete'),
        dataQuery,
        async (endpoint, params) => {
          const query = new URLSearchParams(params as Record<string, string>);
          const res = await t.get(`/api/${endpoint}?${query.toString()}`);
          expect(res.status, `${res.status} ${JSON.stringify(res.body)} for ${endpoint}?${query}`).toBeLessThan(500);
        },
      ),
      { numRuns: 400 },
    );
    expect(existsSync(proof)).toBe(false);
    expect(readdirSync(process.cwd())).toEqual(before);
  });

  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty'])(
    "answers 400 to the object key '%s' as a sort, filter, group_by or select field, with or without a cursor",
    async (key) => {
      const cursor = Buffer.from(JSON.stringify({ s: '', v: [], id: {} })).toString('base64url');
      for (const query of [
        `sort=${key}`,
        `sort=${key}&cursor=${cursor}`,
        `sort=${key}:desc&cursor=*`,
        `filter=${key}:1`,
        `group_by=${key}`,
        `select=${key}`,
      ]) {
        for (const endpoint of ['works', 'authors', 'countries']) {
          const res = await t.get(`/api/${endpoint}?${query}`);
          expect(res.status, `${endpoint}?${query}: ${JSON.stringify(res.body)}`).toBe(400);
        }
      }
    },
  );

  it('never gets a 5xx for any id in the path', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('works', 'authors', 'institutions', 'keywords', 'countries', 'licenses'),
        fc
          .oneof(anyText, fc.constantFrom('doi:', 'orcid:', 'ror:', 'issn:', 'pmid:', 'mag:'))
          .chain((prefix) => anyText.map((rest) => `${prefix}${rest}`)),
        fc.boolean(),
        async (entity, id, isEncoded) => {
          const idPath = isEncoded
            ? encodeURIComponent(id)
            : encodeURI(id).replaceAll('?', '%3F').replaceAll('#', '%23');
          const res = await t.get(`/api/${entity}/${idPath}`).catch(() => ({ status: 400, body: {} }));
          expect(res.status, `${res.status} ${JSON.stringify(res.body)} for ${entity}/${idPath}`).toBeLessThan(500);
          const bare = await t.get(`/api/${idPath}`).catch(() => ({ status: 400, body: {} }));
          expect(bare.status, `${bare.status} ${JSON.stringify(bare.body)} for /${idPath}`).toBeLessThan(500);
        },
      ),
      { numRuns: 300 },
    );
    expect(existsSync(proof)).toBe(false);
  });
});
