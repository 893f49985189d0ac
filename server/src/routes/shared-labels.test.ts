import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { UserApiHarness } from '../testing/user-api-harness.js';

const h = new UserApiHarness();

beforeEach(() => h.open('alexandria-shared-labels-', Date.UTC(2026, 10, 28, 9)));
afterEach(() => h.close());

type Json = Record<string, unknown>;

const call = h.call.bind(h);
const signUp = (id: string) => h.signUp(id);

const label = { name: 'Consortium journals', description: 'What we pay for', entity_type: 'sources', ids: ['S1'] };

async function create(token: string, userId: string, body: Json = label) {
  const res = await call('POST', `/user/${userId}/collections`, body, token);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

/** alice, a librarian, and bob, who is not. */
async function librarianAndUser() {
  const alice = await signUp('alice1');
  const bob = await signUp('bob1');
  h.store.setRoles('alice1', { is_librarian: true });
  return { alice, bob };
}

describe('sharing labels', () => {
  it('lets only librarians share a label, on creation or by a change, and refuses it otherwise', async () => {
    const { alice, bob } = await librarianAndUser();
    const refused = await call('POST', '/user/bob1/collections', { ...label, shared: true }, bob);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Only librarians can share labels.');
    expect((await call('GET', '/user/bob1/collections', undefined, bob)).body.meta).toMatchObject({ count: 0 });

    const own = await create(bob, 'bob1');
    expect(own).toMatchObject({ shared: false, owner_id: 'bob1', owner_name: 'User bob1', is_owner: true });
    const bobPath = `/user/bob1/collections/${own.id as string}`;
    const patched = await call('PATCH', bobPath, { shared: true }, bob);
    expect(patched.status).toBe(403);
    expect(patched.body.message).toBe('Only librarians can share labels.');
    expect((await call('GET', bobPath, undefined, bob)).body.shared).toBe(false);
    expect((await call('PATCH', bobPath, { shared: 'yes' }, bob)).body.message).toBe(
      'Invalid label field shared: must be true or false',
    );

    const shared = await create(alice, 'alice1', { ...label, shared: true });
    expect(shared).toMatchObject({ ...label, shared: true, owner_id: 'alice1', is_owner: true });
    const later = await create(alice, 'alice1', { ...label, name: 'Grantees' });
    const sharedLater = await call('PATCH', `/user/alice1/collections/${later.id as string}`, { shared: true }, alice);
    expect(sharedLater.status).toBe(200);
    expect(sharedLater.body).toMatchObject({ name: 'Grantees', shared: true });
  });

  it("shows a shared label to others read-only, after their own labels, with its owner's name", async () => {
    const { alice, bob } = await librarianAndUser();
    const shared = await create(alice, 'alice1', { ...label, shared: true });
    h.clock += 1000;
    const hidden = await create(alice, 'alice1', { ...label, name: 'Private' });
    h.clock += 1000;
    const bobs = [await create(bob, 'bob1', { ...label, name: 'Bob 1' })];
    h.clock += 1000;
    bobs.unshift(await create(bob, 'bob1', { ...label, name: 'Bob 2' }));

    const list = await call('GET', '/user/bob1/collections', undefined, bob);
    expect(list.body.meta).toEqual({ count: 3, page: 1, per_page: 100 });
    expect((list.body.results as Json[]).map((l) => [l.name, l.is_owner])).toEqual([
      ['Bob 2', true],
      ['Bob 1', true],
      ['Consortium journals', false],
    ]);
    // pages cut through the one ordered list: own labels first, then shared ones
    const second = await call('GET', '/user/bob1/collections?page=2&per_page=2', undefined, bob);
    expect(second.body.meta).toEqual({ count: 3, page: 2, per_page: 2 });
    expect(second.body.results).toEqual([
      { ...shared, is_owner: false, owner_id: 'alice1', owner_name: 'User alice1', shared: true },
    ]);
    // the owner sees it as hers, among her labels
    const alices = await call('GET', '/user/alice1/collections', undefined, alice);
    expect((alices.body.results as Json[]).map((l) => [l.name, l.is_owner])).toEqual([
      ['Private', true],
      ['Consortium journals', true],
    ]);

    const sharedPath = `/user/bob1/collections/${shared.id as string}`;
    const read = await call('GET', sharedPath, undefined, bob);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ ids: ['S1'], is_owner: false, owner_name: 'User alice1' });
    for (const [method, body] of [
      ['PATCH', { name: 'Mine now' }],
      ['PATCH', { shared: false }],
      ['DELETE', undefined],
    ] as const) {
      const res = await call(method, sharedPath, body, bob);
      expect(res.status, `${method} ${JSON.stringify(body)}`).toBe(403);
      expect(res.body.message).toBe('Only the owner can change this label.');
    }
    expect((await call('GET', sharedPath, undefined, bob)).body).toEqual(read.body);

    // her private label stays unknown to him
    const hiddenPath = `/user/bob1/collections/${hidden.id as string}`;
    for (const [method, body] of [['GET'], ['PATCH', { name: 'Mine now' }], ['DELETE']] as const)
      expect((await call(method, hiddenPath, body, bob)).status, method).toBe(404);
    expect((await call('GET', `/user/alice1/collections/${hidden.id as string}`, undefined, alice)).body.name).toBe(
      'Private',
    );
  });

  it('hides a label again once its owner unshares it, which she may do without being a librarian', async () => {
    const { alice, bob } = await librarianAndUser();
    const shared = await create(alice, 'alice1', { ...label, shared: true });
    const id = shared.id as string;
    expect(h.store.labels.labelIds('bob1', id)).toMatchObject({ entity_type: 'sources', ids: ['S1'] });

    h.store.setRoles('alice1', { is_librarian: false });
    // a former librarian still edits her shared label, but cannot share anew
    expect((await call('PATCH', `/user/alice1/collections/${id}`, { name: 'Renamed' }, alice)).status).toBe(200);
    expect((await call('PATCH', `/user/alice1/collections/${id}`, { shared: true }, alice)).status).toBe(403);
    expect((await call('GET', `/user/bob1/collections/${id}`, undefined, bob)).body.name).toBe('Renamed');

    const unshared = await call('PATCH', `/user/alice1/collections/${id}`, { shared: false }, alice);
    expect(unshared.status).toBe(200);
    expect(unshared.body.shared).toBe(false);
    expect((await call('GET', `/user/bob1/collections/${id}`, undefined, bob)).status).toBe(404);
    expect((await call('DELETE', `/user/bob1/collections/${id}`, undefined, bob)).status).toBe(404);
    expect((await call('GET', '/user/bob1/collections', undefined, bob)).body).toMatchObject({
      meta: { count: 0 },
      results: [],
    });
    expect(h.store.labels.labelIds('bob1', id)).toBeUndefined();
    expect(h.store.labels.labelIds('alice1', id)).toMatchObject({ ids: ['S1'] });
  });

  it('lets the owner delete a shared label, which then is gone for everyone', async () => {
    const { alice, bob } = await librarianAndUser();
    const { id } = await create(alice, 'alice1', { ...label, shared: true });
    expect((await call('DELETE', `/user/alice1/collections/${id as string}`, undefined, alice)).status).toBe(204);
    expect((await call('GET', `/user/bob1/collections/${id as string}`, undefined, bob)).status).toBe(404);
  });

  it("does not count others' shared labels against an account's limit of 500", async () => {
    const { alice, bob } = await librarianAndUser();
    const insert = h.db.prepare(
      `INSERT INTO collections (id, user_id, name, entity_type, created_at, updated_at, shared)
       VALUES (?, 'alice1', ?, 'works', ?, ?, 1)`,
    );
    h.db.transaction(() => {
      for (let i = 0; i < 500; i++) insert.run(`seed${i}`, `Label ${i}`, h.clock, h.clock);
    })();
    expect((await call('GET', '/user/bob1/collections?per_page=1', undefined, bob)).body.meta).toMatchObject({
      count: 500,
    });
    await create(bob, 'bob1');
    const over = await call('POST', '/user/alice1/collections', label, alice);
    expect(over.status).toBe(409);
  });
});
