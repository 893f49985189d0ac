import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnalyticsHarness, type Json } from '../testing/analytics-harness.js';

/**
 * A label of any size as a data API filter (issue 45 item 15): the user host makes a short-lived
 * reference to a label its caller may read, and the data API filters by
 * `key:label:any|every:{ref}` without the user's token and without the label's ids in the URL.
 */
const h = new AnalyticsHarness();
let app: FastifyInstance;

/** Every id of a list, paged through with a cursor (200 a page). */
async function allIds(path: string, filter: string): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = '*';
  while (cursor) {
    const query = new URLSearchParams({ filter, select: 'id', per_page: '200', cursor });
    const res = await h.call(app, 'GET', `${path}?${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    ids.push(...(res.body.results as Json[]).map((r) => r.id as string));
    cursor = res.body.meta.next_cursor as string | null;
  }
  return ids;
}

async function allAuthorIds(): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = '*';
  while (cursor) {
    const res = await h.call(app, 'GET', `/api/authors?select=id&per_page=200&cursor=${encodeURIComponent(cursor)}`);
    ids.push(...(res.body.results as Json[]).map((r) => String(r.id).replace('https://openalex.org/', '')));
    cursor = res.body.meta.next_cursor as string | null;
  }
  return ids;
}

async function createLabel(who: string, body: Json): Promise<string> {
  const res = await h.call(app, 'POST', `/user-api/user/${who}/collections`, who, body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as string;
}

async function refFor(who: string, labelId: string) {
  return h.call(app, 'POST', `/user-api/user/${who}/collections/${labelId}/ref`, who);
}

/** 5,000 real-shaped author ids, some of the catalogue's authors and others it does not hold. */
let bigIds: string[];
let bigLabel: string;
/** the works of those authors, found by OR-ing their ids a hundred at a time */
let expected: Set<string>;

beforeAll(async () => {
  await h.open('alexandria-label-filter-', ['lib']);
  h.users.setRoles('lib', { is_tester: true, is_librarian: true });
  app = await h.start();
  const catalogueAuthors = await allAuthorIds();
  // every other author of the catalogue (so the label picks some works, not all), the rest
  // real-shaped ids it does not hold, as a label of an institution's authors over a slice would
  const inside = catalogueAuthors.filter((_, i) => i % 2 === 0);
  expect(inside.length).toBeGreaterThan(500);
  const outside = Array.from({ length: 5000 - inside.length }, (_, i) => `A${5_900_000_000 + i * 7919}`);
  bigIds = [...inside, ...outside];
  bigLabel = await createLabel('uma', { name: 'Faculty', entity_type: 'authors', ids: bigIds });
  expected = new Set();
  for (let start = 0; start < bigIds.length; start += 100) {
    const chunk = bigIds.slice(start, start + 100).join('|');
    for (const id of await allIds('/api/works', `authorships.author.id:${chunk}`)) expected.add(id);
  }
  expect(expected.size).toBeGreaterThan(0);
}, 120_000);

afterAll(() => h.close());

describe('a label of 5,000 authors as a filter of /api/works', () => {
  it('counts, pages, groups and exports the works of any of its authors, by a short URL without a token', async () => {
    const made = await refFor('uma', bigLabel);
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body).toMatchObject({ label_id: bigLabel, entity_type: 'authors', count: 5000 });
    const ref = made.body.ref as string;
    const filter = `authorships.author.id:label:any:${ref}`;
    // asked with no credential at all, as the app asks the data host
    const list = await h.call(app, 'GET', `/api/works?filter=${filter}&per_page=10`);
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    expect(list.body.meta.count).toBe(expected.size);
    expect(`/api/works?filter=${filter}`.length).toBeLessThan(100);
    // private: no shared cache may keep it, and it follows the label as it changes
    expect(list.headers['cache-control']).toBe('private, no-store');

    expect(new Set(await allIds('/api/works', filter))).toEqual(expected);

    const years = await h.call(app, 'GET', `/api/works?filter=${filter}&group_by=publication_year`);
    expect(years.status).toBe(200);
    expect(years.body.meta.count).toBe(expected.size);
    const summed = (years.body.group_by as Json[]).reduce((sum, group) => sum + (group.count as number), 0);
    expect(summed).toBe(expected.size);

    // beside another filter, whose values still count as usual
    const oa = await h.call(app, 'GET', `/api/works?filter=${filter},is_oa:true`);
    const oaOnly = await h.call(app, 'GET', `/api/works?filter=is_oa:true&per_page=1`);
    expect(oa.body.meta.count).toBeLessThan(expected.size);
    expect(oa.body.meta.count).toBeLessThanOrEqual(oaOnly.body.meta.count as number);

    // exports read the same rows (the export host counts, then walks them in batches)
    expect(await h.catalogue.count('works', { filter })).toBe(expected.size);
    let exported = 0;
    for await (const batch of h.catalogue.rowBatches('works', { filter }, { limit: 100_000 })) exported += batch.length;
    expect(exported).toBe(expected.size);
  }, 120_000);

  it('matches every item of a label as the + filter does, and an empty label matches nothing (any) or all (every)', async () => {
    const work = (await h.call(app, 'GET', '/api/works?filter=authors_count:3&per_page=1&select=authorships')).body
      .results[0] as Json;
    const authors = (work.authorships as Json[]).map((a) =>
      String((a.author as Json).id)
        .split('/')
        .pop()!,
    );
    const both = await createLabel('uma', { name: 'Co-authors', entity_type: 'authors', ids: authors.slice(0, 2) });
    const ref = (await refFor('uma', both)).body.ref as string;
    const every = await h.call(app, 'GET', `/api/works?filter=authorships.author.id:label:every:${ref}`);
    const plus = await h.call(app, 'GET', `/api/works?filter=authorships.author.id:${authors[0]}+${authors[1]}`);
    expect(every.body.meta.count).toBeGreaterThan(0);
    expect(every.body.meta.count).toBe(plus.body.meta.count);

    const empty = await createLabel('uma', { name: 'Nobody', entity_type: 'authors', ids: [] });
    const emptyRef = (await refFor('uma', empty)).body.ref as string;
    const all = (await h.call(app, 'GET', '/api/works?per_page=1')).body.meta.count;
    expect((await h.call(app, 'GET', `/api/works?filter=author.id:label:any:${emptyRef}`)).body.meta.count).toBe(0);
    expect((await h.call(app, 'GET', `/api/works?filter=author.id:label:every:${emptyRef}`)).body.meta.count).toBe(all);
  });

  it('filters by labels of the other entity types the filters take', async () => {
    // [type, its list, a works filter of its ids, how its ids look]
    const cases: [string, string, string, string][] = [
      ['institutions', '/api/institutions', 'authorships.institutions.id', 'I4210'],
      ['sources', '/api/sources', 'primary_location.source.id', 'S4210'],
      ['topics', '/api/topics', 'primary_topic.id', 'T9'],
      ['funders', '/api/funders', 'funders.id', 'F4320'],
      ['publishers', '/api/publishers', 'primary_location.source.publisher_lineage', 'P4310'],
      ['concepts', '/api/concepts', 'concepts.id', 'C4100'],
    ];
    for (const [type, list, key, prefix] of cases) {
      const held = (await h.call(app, 'GET', `${list}?per_page=100&select=id`)).body.results.map((r: Json) =>
        String(r.id).split('/').pop(),
      ) as string[];
      // half of what the catalogue holds, and more that it does not: past the 100 of an OR filter
      const ids = [
        ...held.filter((_, i) => i % 2 === 0),
        ...Array.from({ length: 120 }, (_, i) => `${prefix}${1000 + i}`),
      ];
      const labelId = await createLabel('uma', { name: `Many ${type}`, entity_type: type, ids });
      const ref = (await refFor('uma', labelId)).body.ref as string;
      const byLabel = await h.call(app, 'GET', `/api/works?filter=${key}:label:any:${ref}`);
      expect(byLabel.status, `${type}: ${JSON.stringify(byLabel.body)}`).toBe(200);
      let union = new Set<string>();
      for (let start = 0; start < ids.length; start += 100)
        union = new Set([
          ...union,
          ...(await allIds('/api/works', `${key}:${ids.slice(start, start + 100).join('|')}`)),
        ]);
      expect(byLabel.body.meta.count, type).toBe(union.size);
    }
  }, 120_000);
});

describe('who may filter by a label', () => {
  it("refuses a reference to someone else's private label, and the data API refuses a label id", async () => {
    const refused = await refFor('tess', bigLabel);
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe(`No label ${bigLabel}.`);
    expect((await h.call(app, 'POST', `/user-api/user/uma/collections/${bigLabel}/ref`)).status).toBe(401);

    const byId = await h.call(app, 'GET', `/api/works?filter=authorships.author.id:label:any:${bigLabel}`);
    expect(byId.status).toBe(400);
    expect(byId.body.message).toContain(`Label reference '${bigLabel}' of filter 'authorships.author.id' is unknown`);
    // a token sent to the data API does not make a label id a reference either
    const withToken = await h.call(app, 'GET', `/api/works?filter=author.id:label:any:${bigLabel}`, 'uma');
    expect(withToken.status).toBe(400);
  });

  it('lets others use a shared label until it is unshared; a reference expires and dies with its label', async () => {
    const shared = await createLabel('lib', { name: 'Shared', entity_type: 'authors', ids: bigIds, shared: true });
    const made = await refFor('tess', shared);
    expect(made.status).toBe(201);
    const filter = `authorships.author.id:label:any:${made.body.ref as string}`;
    expect((await h.call(app, 'GET', `/api/works?filter=${filter}`)).body.meta.count).toBe(expected.size);

    await h.call(app, 'PATCH', `/user-api/user/lib/collections/${shared}`, 'lib', { shared: false });
    const unshared = await h.call(app, 'GET', `/api/works?filter=${filter}`);
    expect(unshared.status).toBe(400);
    expect(unshared.body.message).toContain('is no longer yours or shared');

    const own = (await refFor('lib', shared)).body.ref as string;
    expect((await h.call(app, 'GET', `/api/works?filter=author.id:label:any:${own}`)).status).toBe(200);
    h.db.prepare('UPDATE label_refs SET expires_at = 0').run();
    const expired = await h.call(app, 'GET', `/api/works?filter=author.id:label:any:${own}`);
    expect(expired.status).toBe(400);
    expect(expired.body.message).toContain('has expired');

    const again = (await refFor('lib', shared)).body.ref as string;
    await h.call(app, 'DELETE', `/user-api/user/lib/collections/${shared}`, 'lib');
    expect((await h.call(app, 'GET', `/api/works?filter=author.id:label:any:${again}`)).status).toBe(400);
  });

  it('says plainly when a label does not fit the filter', async () => {
    const ref = (await refFor('uma', bigLabel)).body.ref as string;
    const wrongType = await h.call(app, 'GET', `/api/works?filter=institutions.id:label:any:${ref}`);
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.message).toBe(
      "The label of filter 'institutions.id' holds authors, but the filter takes institutions: choose a label of institutions.",
    );
    const notIds = await h.call(app, 'GET', `/api/works?filter=publication_year:label:any:${ref}`);
    expect(notIds.status).toBe(400);
    expect(notIds.body.message).toBe("Filter 'publication_year' takes no label: only filters of entity ids do.");
    const negated = await h.call(app, 'GET', `/api/works?filter=author.id:!label:any:${ref}`);
    expect(negated.status).toBe(400);
  });
});
