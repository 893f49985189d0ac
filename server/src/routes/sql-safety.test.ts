import { existsSync, readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTITIES } from '../catalogue/query/entities.js';
import { encodeCursor } from '../catalogue/query/page.js';
import { openTestApp, type TestApp } from '../../test/test-app.js';

// Request text reaches the catalogue's SQL only as bound values or through sqlString, and
// numbers only once parsed and range-checked (issue 31, item 1 and the low items 8–11).
let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(async () => {
  await t.close();
});

const listed = Object.values(ENTITIES)
  .filter((spec) => spec.name !== 'work-types')
  .map((spec) => spec.name);

const q = (params: Record<string, string>) => new URLSearchParams(params).toString();

describe('sample seeds are values, not SQL', () => {
  it.each(listed)('a quote in the seed of %s samples like any other seed', async (entity) => {
    const res = await t.get(`/api/${entity}?sample=5&seed=%27`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });

  it('the same seed gives the same sample, another seed another one', async () => {
    const ids = async (seed: string) =>
      ((await t.get(`/api/works?${q({ sample: '20', seed })}`)).body.results as { id: string }[]).map((r) => r.id);
    const a = await ids("it's");
    expect(a).toHaveLength(20);
    expect(await ids("it's")).toEqual(a);
    expect(await ids('other')).not.toEqual(a);
  });

  it('a seed written to end the string and copy a file writes nothing', async () => {
    const proof = `proof-${process.pid}-${Date.now()}.csv`;
    const seed = `') , t.id LIMIT 3) t; COPY (SELECT 42 AS x) TO '${proof}'; SELECT 1 AS id --`;
    const before = readdirSync(process.cwd());
    const res = await t.get(`/api/works?${q({ sample: '5', seed })}`);
    expect(res.status).toBe(200);
    expect(existsSync(proof)).toBe(false);
    expect(readdirSync(process.cwd())).toEqual(before);
  });

  it('a seed that reads a file gives nothing of it', async () => {
    const seed = "' || (SELECT CASE WHEN length(read_blob('/etc/hostname')::VARCHAR) > 0 THEN 'a' ELSE 'b' END) || '";
    const res = await t.get(`/api/works?${q({ sample: '5', seed })}`);
    expect(res.status).toBe(200);
  });
});

describe('the serving catalogue engine', () => {
  it('refuses file functions and COPY even for SQL we would never build', async () => {
    await expect(t.catalogue.duck.all(`SELECT * FROM read_text('/etc/hostname')`)).rejects.toThrow();
    await expect(t.catalogue.duck.all(`COPY (SELECT 42 AS x) TO '/tmp/alexandria-proof.csv'`)).rejects.toThrow();
    expect(existsSync('/tmp/alexandria-proof.csv')).toBe(false);
  });

  it('runs one statement per call', async () => {
    await expect(t.catalogue.duck.all('SELECT 1 AS a; SELECT 2 AS b')).rejects.toThrow();
    await expect(t.catalogue.duck.run('SELECT 1; SELECT 2')).rejects.toThrow();
    expect(await t.catalogue.duck.all('SELECT 1 AS a')).toEqual([{ a: 1 }]);
  });
});

describe('numbers too large to be numbers', () => {
  const huge = '9'.repeat(400);
  const numberFields = (entity: string) =>
    Object.entries(ENTITIES[entity]!.fields)
      .filter(([, def]) => def.kind === 'number')
      .map(([key]) => key);

  it.each(listed.filter((entity) => numberFields(entity).length > 0))(
    'every number field of %s answers 400 naming the value',
    async (entity) => {
      for (const key of numberFields(entity)) {
        for (const value of [huge, `>${huge}`, `1-${huge}`, `${huge}.5`]) {
          const res = await t.get(`/api/${entity}?${q({ filter: `${key}:${value}` })}`);
          expect(res.status, `${key}:${value.slice(0, 12)}… → ${JSON.stringify(res.body).slice(0, 200)}`).toBe(400);
          expect(res.body.message).toContain(key);
        }
      }
    },
  );

  it('integer ids and years beyond any number are 400 too', async () => {
    for (const filter of [`publication_year:${huge}`, `authorships.author.id:A${huge}`, `ids.mag:${huge}`]) {
      const res = await t.get(`/api/works?${q({ filter })}`);
      expect(res.status, `${filter.slice(0, 30)} → ${JSON.stringify(res.body).slice(0, 200)}`).toBeLessThan(500);
    }
  });
});

describe('group_by paging', () => {
  it('a page beyond any number of groups is a 400 naming page', async () => {
    const res = await t.get('/api/works?group_by=type&page=9223372036854775807');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Parameter 'page' must be at most 1000000; got 9223372036854775807.");
  });

  it('a page past the last group is an empty page', async () => {
    const res = await t.get('/api/works?group_by=type&page=50');
    expect(res.status).toBe(200);
    expect(res.body.group_by).toEqual([]);
  });

  it.each([
    { g: 'type', o: -5 },
    { g: 'type', o: 1.5 },
    { g: 'type', o: 1e300 },
    { g: 'type', o: '3' },
  ])('a group_by cursor %j is not valid', async (payload) => {
    const res = await t.get(`/api/works?group_by=type&cursor=${encodeCursor(payload)}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/cursor/i);
  });
});

describe('list cursors are checked before use', () => {
  const bad = [
    { s: 'cited_by_count:d', v: ['abc'], id: 1 },
    { s: 'cited_by_count:d', v: [5], id: null },
    { s: 'cited_by_count:d', v: [{ a: 1 }], id: 1 },
    { s: 'cited_by_count:d', v: [[1, 2]], id: 1 },
    { s: 'cited_by_count:d', v: [5], id: { x: 1 } },
    { s: 'cited_by_count:d', v: [5], id: 'abc' },
    { s: 'cited_by_count:d', v: [5], id: 1.5 },
    { s: 'display_name:a', v: [7], id: 1 },
    { s: 'publication_date:d', v: ["2020-01-01' OR 1=1 --"], id: 1 },
  ];
  it.each(bad)('%j is 400 cursor not valid', async (payload) => {
    const sort = payload.s.split(':')[0]!;
    const dir = payload.s.endsWith(':d') ? 'desc' : 'asc';
    const res = await t.get(`/api/works?sort=${sort}:${dir}&cursor=${encodeCursor(payload)}`);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.message).toMatch(/cursor/i);
    expect(res.body.message).toMatch(/not valid/);
  });

  it('a number beyond any double in a cursor is 400 cursor not valid', async () => {
    const cursor = Buffer.from('{"s":"cited_by_count:d","v":[1e400],"id":1}').toString('base64url');
    const res = await t.get(`/api/works?sort=cited_by_count:desc&cursor=${cursor}`);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.message).toMatch(/cursor .* not valid/i);
  });

  it('a cursor the API gave still reads the next page', async () => {
    const first = await t.get('/api/works?sort=publication_date:desc&per_page=3&cursor=*');
    const next = await t.get(
      `/api/works?sort=publication_date:desc&per_page=3&cursor=${encodeURIComponent(first.body.meta.next_cursor)}`,
    );
    expect(next.status).toBe(200);
    expect(next.body.results).toHaveLength(3);
  });
});

describe('ids in the path are decoded once', () => {
  it('/works/%25 is a 404, not a 500', async () => {
    const res = await t.get('/api/works/%25');
    expect(res.status).toBe(404);
  });

  it('an id with an escaped percent sign is looked up as written', async () => {
    const res = await t.get('/api/keywords/%2541');
    expect(res.status).toBe(404);
    expect(res.body.message).toContain("'%41'");
  });

  it('an escaped DOI still resolves', async () => {
    const work = (await t.get('/api/works?filter=has_doi:true&per_page=1')).body.results[0] as {
      doi: string;
      id: string;
    };
    const res = await t.get(`/api/works/${encodeURIComponent(work.doi)}`);
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(work.id);
  });
});
