import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { UserApiHarness } from '../testing/user-api-harness.js';

const h = new UserApiHarness();

beforeEach(() => h.open('alexandria-labels-', Date.UTC(2026, 10, 28, 4)));
afterEach(() => h.close());

type Json = Record<string, unknown>;

const call = h.call.bind(h);
const signUp = (id: string) => h.signUp(id);

const label = { name: 'Partners', description: 'Universities we work with', entity_type: 'institutions', ids: [] };

async function create(token: string, body: unknown = label, userId = 'alice1') {
  const res = await call('POST', `/user/${userId}/collections`, body, token);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

describe('labels', () => {
  it('creates, lists, reads, changes and deletes a label', async () => {
    const alice = await signUp('alice1');
    const created = await create(alice, { ...label, ids: ['I27837315'] });
    expect(created).toMatchObject({ ...label, ids: ['I27837315'] });
    expect(created.id).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(created.created).toBe(new Date(h.clock).toISOString());
    expect(created.updated).toBe(created.created);

    h.clock += 60_000;
    const second = await create(alice, { name: 'Rivals', entity_type: 'institutions' });
    expect(second).toMatchObject({ description: '', ids: [] });
    const list = await call('GET', '/user/alice1/collections', undefined, alice);
    expect(list.status).toBe(200);
    expect(list.body.meta).toEqual({ count: 2, page: 1, per_page: 100 });
    expect((list.body.results as Json[]).map((l) => l.name)).toEqual(['Rivals', 'Partners']);

    h.clock += 60_000;
    const labelPath = `/user/alice1/collections/${created.id as string}`;
    const renamed = await call('PATCH', labelPath, { name: 'Close partners', ids: ['I27837315', 'I136199984'] }, alice);
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({
      id: created.id,
      name: 'Close partners',
      description: label.description,
      ids: ['I27837315', 'I136199984'],
      created: created.created,
      updated: new Date(h.clock).toISOString(),
    });
    const cleared = await call('PATCH', labelPath, { description: null }, alice);
    expect(cleared.body).toMatchObject({ name: 'Close partners', description: '' });
    expect((await call('GET', labelPath, undefined, alice)).body).toEqual(cleared.body);

    const deleted = await call('DELETE', labelPath, undefined, alice);
    expect(deleted.status).toBe(204);
    expect((await call('GET', labelPath, undefined, alice)).status).toBe(404);
    expect((await call('PATCH', labelPath, { name: 'Again' }, alice)).status).toBe(404);
    expect((await call('DELETE', labelPath, undefined, alice)).status).toBe(404);
    expect((await call('GET', '/user/alice1/collections', undefined, alice)).body.meta).toMatchObject({ count: 1 });
  });

  it('normalises ids to short OpenAlex ids and keeps each once, in first order', async () => {
    const alice = await signUp('alice1');
    const created = await create(alice, {
      ...label,
      ids: [
        'https://openalex.org/I27837315',
        'i136199984',
        'I27837315',
        ' institutions/I136199984 ',
        'https://openalex.org/i00042',
      ],
    });
    expect(created.ids).toEqual(['I27837315', 'I136199984', 'I42']);
    const authors = await create(alice, { name: 'Co-authors', entity_type: 'authors', ids: ['a5023888391'] });
    const changed = await call(
      'PATCH',
      `/user/alice1/collections/${authors.id as string}`,
      { ids: ['A1', 'https://openalex.org/A5023888391', 'a1'] },
      alice,
    );
    expect(changed.body.ids).toEqual(['A1', 'A5023888391']);
  });

  it('refuses an id of another type or none, naming the first one, and changes nothing', async () => {
    const alice = await signUp('alice1');
    const wrongLetter = await call(
      'POST',
      '/user/alice1/collections',
      { ...label, ids: ['I27837315', 'W2741809807', 'nonsense'] },
      alice,
    );
    expect(wrongLetter.status).toBe(400);
    expect(wrongLetter.body.message).toBe(
      'Invalid label field ids.1: "W2741809807" is not an id of institutions, such as I27837315.',
    );
    const notAnId = await call('POST', '/user/alice1/collections', { ...label, ids: ["I1'; DROP TABLE"] }, alice);
    expect(notAnId.status).toBe(400);
    expect(notAnId.body.message).toMatch(/^Invalid label field ids\.0: "I1'; DROP TABLE" is not an id of institutions/);
    expect((await call('GET', '/user/alice1/collections', undefined, alice)).body.meta).toMatchObject({ count: 0 });

    const created = await create(alice, { ...label, ids: ['I1'] });
    const patched = await call('PATCH', `/user/alice1/collections/${created.id as string}`, { ids: ['A1'] }, alice);
    expect(patched.status).toBe(400);
    expect(patched.body.message).toMatch(/^Invalid label field ids\.0: "A1" is not an id of institutions/);
    expect((await call('GET', `/user/alice1/collections/${created.id as string}`, undefined, alice)).body.ids).toEqual([
      'I1',
    ]);
  });

  it.each([
    [{ ...label, name: '   ' }, /^Invalid label field name: must not be empty$/],
    [{ description: 'no name', entity_type: 'works' }, /^Invalid label field name:/],
    [{ ...label, name: 'x'.repeat(201) }, /^Invalid label field name: must be at most 200 characters$/],
    [{ ...label, description: 'x'.repeat(2001) }, /^Invalid label field description: must be at most 2000 characters$/],
    [{ ...label, entity_type: 'keywords' }, /^Invalid label field entity_type: must be one of works, authors, sources/],
    [{ name: 'No type' }, /^Invalid label field entity_type:/],
    [{ ...label, ids: 'I27837315' }, /^Invalid label field ids: must be a list of ids$/],
    [{ ...label, ids: ['I1', 42] }, /^Invalid label field ids\.1:/],
    [{ ...label, entityType: 'works' }, /^Invalid label: .*entityType/],
  ])('answers a bad new label with a 400 naming the field (%o)', async (body, message) => {
    const alice = await signUp('alice1');
    const res = await call('POST', '/user/alice1/collections', body, alice);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
  });

  it('answers a bad change with a 400 naming the field, and an empty one with what it may change', async () => {
    const alice = await signUp('alice1');
    const { id } = await create(alice);
    const labelPath = `/user/alice1/collections/${id as string}`;
    for (const [body, message] of [
      [{ name: '' }, /^Invalid label field name: must not be empty$/],
      [{ entity_type: 'countries' }, /^Invalid label field entity_type:/],
      [{ ids: null }, /^Invalid label field ids:/],
      [{}, /^Invalid label: name ids, name, description, entity_type or shared to change$/],
    ] as const) {
      const res = await call('PATCH', labelPath, body, alice);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toMatch(message);
    }
    expect((await call('PATCH', labelPath, undefined, alice)).body.message).toBe('The label needs a JSON body.');
    expect((await call('GET', labelPath, undefined, alice)).body).toMatchObject(label);
  });

  it('changes the type of an empty label, or with the ids that replace its items, and refuses it otherwise', async () => {
    const alice = await signUp('alice1');
    const { id } = await create(alice);
    const labelPath = `/user/alice1/collections/${id as string}`;
    expect((await call('PATCH', labelPath, { entity_type: 'authors' }, alice)).body.entity_type).toBe('authors');
    await call('PATCH', labelPath, { ids: ['A1', 'A2'] }, alice);
    const refused = await call('PATCH', labelPath, { entity_type: 'funders' }, alice);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      'Invalid label field entity_type: this label holds 2 authors; remove them before changing its type.',
    );
    expect((await call('GET', labelPath, undefined, alice)).body).toMatchObject({
      entity_type: 'authors',
      ids: ['A1', 'A2'],
    });
    const replaced = await call('PATCH', labelPath, { entity_type: 'funders', ids: ['F4320332161'] }, alice);
    expect(replaced.body).toMatchObject({ entity_type: 'funders', ids: ['F4320332161'] });
    const emptied = await call('PATCH', labelPath, { entity_type: 'works', ids: [] }, alice);
    expect(emptied.body).toMatchObject({ entity_type: 'works', ids: [] });
  });

  it('stores text that looks like SQL as text and changes no other row', async () => {
    const alice = await signUp('alice1');
    const bob = await signUp('bob1');
    await create(bob, label, 'bob1');
    const name = "x'); DROP TABLE collections;--";
    const description = "' OR 1=1; UPDATE users SET is_admin = 1 --";
    const created = await create(alice, { ...label, name, description });
    expect(
      (await call('GET', `/user/alice1/collections/${created.id as string}`, undefined, alice)).body,
    ).toMatchObject({ name, description });
    expect((await call('GET', '/user/bob1/collections', undefined, bob)).body.results).toMatchObject([label]);
    expect((await call('GET', '/user', undefined, bob)).body).toMatchObject({ is_admin: false });
  });

  it('keeps labels, in order and normalised, across a restart', async () => {
    const alice = await signUp('alice1');
    const created = await create(alice, { ...label, ids: ['i2', 'I1', 'https://openalex.org/I3'] });
    await h.stop();
    await h.start();
    const list = await call('GET', '/user/alice1/collections', undefined, alice);
    expect(list.body.results).toEqual([created]);
    expect(created.ids).toEqual(['I2', 'I1', 'I3']);
  });
});

describe('who sees a label', () => {
  it("never shows or changes another user's label or path: it is not found", async () => {
    const alice = await signUp('alice1');
    const bob = await signUp('bob1');
    const { id } = await create(alice);
    const alicePath = `/user/alice1/collections/${id as string}`;
    const bobPath = `/user/bob1/collections/${id as string}`;
    for (const [method, url, body] of [
      ['GET', alicePath],
      ['PATCH', alicePath, { name: 'Mine now' }],
      ['DELETE', alicePath],
      ['GET', bobPath],
      ['PATCH', bobPath, { name: 'Mine now' }],
      ['DELETE', bobPath],
      ['GET', '/user/alice1/collections'],
      ['POST', '/user/alice1/collections', label],
    ] as const) {
      const res = await call(method, url, body, bob);
      expect(res.status, `${method} ${url}`).toBe(404);
    }
    expect((await call('GET', '/user/bob1/collections', undefined, bob)).body.results).toEqual([]);
    expect((await call('GET', alicePath, undefined, alice)).body).toMatchObject(label);
    expect((await call('GET', '/user/alice1/collections', undefined, alice)).body.meta).toMatchObject({ count: 1 });
  });

  it('answers anonymous calls and dead tokens with 401, and every answer with no-store', async () => {
    const alice = await signUp('alice1');
    const { id } = await create(alice);
    const labelPath = `/user/alice1/collections/${id as string}`;
    for (const token of [undefined, 'not-a-token']) {
      for (const [method, url, body] of [
        ['GET', '/user/alice1/collections'],
        ['POST', '/user/alice1/collections', label],
        ['GET', labelPath],
        ['PATCH', labelPath, { name: 'Theirs' }],
        ['DELETE', labelPath],
      ] as const) {
        const res = await call(method, url, body, token);
        expect(res.status, `${method} ${url}`).toBe(401);
        expect(res.headers['cache-control']).toBe('no-store');
      }
    }
    const read = await call('GET', labelPath, undefined, alice);
    expect(read.body.name).toBe(label.name);
    expect(read.headers['cache-control']).toBe('no-store');
  });
});

describe('a locked account database', () => {
  it('answers a label change 503 while another connection holds the lock, and takes it afterwards', async () => {
    const alice = await signUp('alice1');
    const other = new Database(path.join(h.dir, 'app.sqlite'));
    other.exec('BEGIN IMMEDIATE');
    try {
      const res = await call('POST', '/user/alice1/collections', label, alice);
      expect(res.status).toBe(503);
      expect(res.body.message).toBe('The account database is busy; try again in a moment.');
    } finally {
      other.exec('ROLLBACK');
      other.close();
    }
    await create(alice);
    expect((await call('GET', '/user/alice1/collections', undefined, alice)).body.meta).toMatchObject({ count: 1 });
  });
});

describe('label limits', () => {
  it('holds at most 10,000 ids a label, counted after duplicates are removed', async () => {
    const alice = await signUp('alice1');
    const many = Array.from({ length: 10_000 }, (_, i) => `https://openalex.org/I${i + 1}`);
    const full = await create(alice, { ...label, ids: [...many, 'I1', 'i2'] });
    expect((full.ids as string[]).length).toBe(10_000);
    const over = await call(
      'PATCH',
      `/user/alice1/collections/${full.id as string}`,
      { ids: [...many, 'I10001'] },
      alice,
    );
    expect(over.status).toBe(400);
    expect(over.body.message).toBe('Invalid label field ids: a label holds at most 10000 ids, and these are 10001.');
  });

  it('keeps at most 500 labels an account, and says so', async () => {
    const alice = await signUp('alice1');
    const insert = h.db.prepare(
      `INSERT INTO collections (id, user_id, name, entity_type, created_at, updated_at)
       VALUES (?, 'alice1', ?, 'works', ?, ?)`,
    );
    h.db.transaction(() => {
      for (let i = 0; i < 499; i++) insert.run(`seed${i}`, `Label ${i}`, h.clock - i - 1, h.clock - i - 1);
    })();
    const last = await create(alice);
    const over = await call('POST', '/user/alice1/collections', label, alice);
    expect(over.status).toBe(409);
    expect(over.body.message).toBe('You have 500 labels, the most an account can keep; delete one to make another.');
    expect((await call('PATCH', `/user/alice1/collections/${last.id as string}`, { name: 'Kept' }, alice)).status).toBe(
      200,
    );
    const page = await call('GET', '/user/alice1/collections?page=2&per_page=250', undefined, alice);
    expect(page.body.meta).toEqual({ count: 500, page: 2, per_page: 250 });
    expect((page.body.results as Json[]).at(-1)!.id).toBe('seed498');
    await call('DELETE', '/user/alice1/collections/seed0', undefined, alice);
    await create(alice);
  });

  it('limits changes to labels per user', async () => {
    const alice = await signUp('alice1');
    const bob = await signUp('bob1');
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) {
      const res = await h.app.inject({
        method: 'POST',
        url: '/user-api/user/alice1/collections',
        remoteAddress: `10.0.3.${i}`,
        headers: { authorization: `Bearer ${alice}` },
        payload: label,
      });
      statuses.push(res.statusCode);
      if (i === 60) expect(res.json().message).toMatch(/^Too many changes to labels; try again in \d+ s\.$/);
    }
    expect(statuses.slice(0, 60).every((status) => status === 201)).toBe(true);
    expect(statuses[60]).toBe(429);
    await create(bob, label, 'bob1');
  });
});

describe('labelIds, for queries over labels', () => {
  it("gives the owner's label type, ids and last change, and nothing for anyone else", async () => {
    const alice = await signUp('alice1');
    await signUp('bob1');
    const { id, updated } = await create(alice, { ...label, ids: ['I2', 'I1'] });
    expect(h.store.labels.labelIds('alice1', id as string)).toEqual({
      entity_type: 'institutions',
      ids: ['I2', 'I1'],
      updated,
    });
    expect(h.store.labels.labelIds('bob1', id as string)).toBeUndefined();
    expect(h.store.labels.labelIds('alice1', 'missing')).toBeUndefined();
    // two changes within one millisecond still move `updated`, so a cache keyed on it is dropped
    await call('PATCH', `/user/alice1/collections/${id as string}`, { ids: ['I3'] }, alice);
    const first = h.store.labels.labelIds('alice1', id as string)!;
    await call('PATCH', `/user/alice1/collections/${id as string}`, { ids: ['I4'] }, alice);
    const second = h.store.labels.labelIds('alice1', id as string)!;
    expect(first.updated > (updated as string)).toBe(true);
    expect(second).toMatchObject({ ids: ['I4'] });
    expect(second.updated > first.updated).toBe(true);
  });
});
