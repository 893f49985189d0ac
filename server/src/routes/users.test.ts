import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { UserApiHarness } from '../testing/user-api-harness.js';
import { ACCESS_TOKEN_TTL_MS, MAGIC_TOKEN_TTL_MS, UserStore } from '../users/user-store.js';
import { runAdminCommand } from '../users/admin-cli.js';

const h = new UserApiHarness();

beforeEach(() => h.open('alexandria-users-', Date.UTC(2026, 10, 22, 12)));
afterEach(() => h.close());

type Json = Record<string, unknown>;

const call = h.call.bind(h);
const signUp = h.signUp.bind(h);

function outbox(): string[] {
  const folder = path.join(h.dir, 'outbox');
  return readdirSync(folder)
    .sort()
    .map((f) => readFileSync(path.join(folder, f), 'utf8'));
}

function linkToken(mail: string): string {
  const match = /http:\/\/app\.test\/login\/magic-token\/([A-Za-z0-9_-]+)/.exec(mail.replace(/=\r?\n/g, ''));
  expect(match).not.toBeNull();
  return match![1]!;
}

const search = { search_url: '/works?filter=type:types/article', name: 'Articles', description: '', has_alert: false };

describe('accounts', () => {
  it('signs up, reads the user with the token, and makes only the first account an admin', async () => {
    const res = await call('POST', '/user/alice1', {
      email: ' Alice@Example.org ',
      display_name: 'Alice',
      password: 'secret1',
    });
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({
      id: 'alice1',
      email: 'alice@example.org',
      display_name: 'Alice',
      is_admin: true,
    });
    const me = await call('GET', '/user', undefined, res.body.access_token as string);
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ id: 'alice1', name: 'Alice', author_id: null });
    const bob = await signUp('bob1', 'bob@example.org');
    expect((await call('GET', '/user', undefined, bob)).body.is_admin).toBe(false);
  });

  it('refuses a second account for an address, whatever its case, with 409', async () => {
    await signUp('alice1', 'alice@example.org');
    const again = await call('POST', '/user/alice2', {
      email: 'ALICE@example.org',
      display_name: 'A',
      password: 'secret1',
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/already exists/);
    const sameId = await call('POST', '/user/alice1', {
      email: 'other@example.org',
      display_name: 'A',
      password: 'secret1',
    });
    expect(sameId.status).toBe(409);
  });

  it.each([
    [{ email: 'not-an-address', display_name: 'A', password: 'secret1' }, /email: must be an e-mail address/],
    [{ email: 'a@example.org', display_name: 'A', password: 'four' }, /password: must have at least 5 characters/],
    [{ email: 'a@example.org', display_name: '  ', password: 'secret1' }, /display_name: must not be empty/],
    [{ email: 'a@example.org', password: 'secret1' }, /display_name/],
  ])('answers a bad sign-up with a 400 naming the field (%o)', async (body, message) => {
    const res = await call('POST', '/user/someone', body);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
  });

  it('rejects a user id that is not URL-safe, and a body that is not JSON, with 400', async () => {
    expect(
      (await call('POST', '/user/a%20b', { email: 'a@example.org', display_name: 'A', password: 'secret1' })).status,
    ).toBe(400);
    const res = await h.app.inject({
      method: 'POST',
      url: '/user-api/user/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
  });

  it('logs in: 404 for an unknown address, 403 for a wrong password, a token for the right one', async () => {
    await signUp('alice1', 'alice@example.org');
    expect((await call('POST', '/user/login', { email: 'nobody@example.org', password: 'secret1' })).status).toBe(404);
    expect((await call('POST', '/user/login', { email: 'alice@example.org', password: 'wrong!' })).status).toBe(403);
    const ok = await call('POST', '/user/login', { email: 'Alice@example.org', password: 'secret1' });
    expect(ok.status).toBe(200);
    expect((await call('GET', '/user', undefined, ok.body.access_token as string)).body.id).toBe('alice1');
  });

  it('stores passwords as salted scrypt hashes and tokens only as their hashes', async () => {
    const token = await signUp('alice1', 'alice@example.org', 'same-password');
    await signUp('bob1', 'bob@example.org', 'same-password');
    const hashes = h.db.prepare('SELECT password_hash AS h FROM users').all() as { h: string }[];
    expect(hashes.every((r) => r.h.startsWith('scrypt$') && !r.h.includes('same-password'))).toBe(true);
    expect(hashes[0]!.h).not.toBe(hashes[1]!.h);
    const stored = (h.db.prepare('SELECT token_hash AS t FROM access_tokens').all() as { t: string }[]).map((r) => r.t);
    expect(stored).not.toContain(token);
  });

  it('revokes the token on logout and lets tokens expire after 30 days', async () => {
    const token = await signUp('alice1', 'alice@example.org');
    expect((await call('POST', '/user/logout', undefined, token)).status).toBe(200);
    expect((await call('GET', '/user', undefined, token)).status).toBe(401);

    const second = (await call('POST', '/user/login', { email: 'alice@example.org', password: 'secret1' })).body
      .access_token as string;
    h.clock += ACCESS_TOKEN_TTL_MS - 1000;
    expect((await call('GET', '/user', undefined, second)).status).toBe(200);
    h.clock += 2000;
    expect((await call('GET', '/user', undefined, second)).status).toBe(401);
  });

  it('answers calls without a live token with 401, including a key that is not a token', async () => {
    for (const [method, url] of [
      ['GET', '/user'],
      ['GET', '/saved-search'],
      ['GET', '/saved-search/abc'],
      ['PUT', '/saved-search/abc'],
      ['DELETE', '/saved-search/abc'],
      ['POST', '/user/x/author/A1'],
      ['GET', '/user/x/corrections'],
    ] as const) {
      const res = await call(method, url, method === 'PUT' ? search : undefined, 'some-api-key');
      expect(res.status, `${method} ${url}`).toBe(401);
    }
  });

  it('keeps accounts and searches across a restart', async () => {
    const token = await signUp('alice1', 'alice@example.org');
    await call('PUT', '/saved-search/s1', search, token);
    await h.stop();
    await h.start();
    expect((await call('GET', '/saved-search', undefined, token)).body.results).toHaveLength(1);
    expect((await call('POST', '/user/login', { email: 'alice@example.org', password: 'secret1' })).status).toBe(200);
  });
});

describe('magic links', () => {
  it('mails a single-use link that logs the user in', async () => {
    await signUp('alice1', 'alice@example.org');
    expect((await call('POST', '/user/magic-login-request', { email: 'alice@example.org' })).status).toBe(200);
    const mails = outbox();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatch(/To: alice@example.org/);
    const token = linkToken(mails[0]!);
    const login = await call('POST', '/user/magic-login', { token });
    expect(login.status).toBe(200);
    expect((await call('GET', '/user', undefined, login.body.access_token as string)).body.id).toBe('alice1');
    expect((await call('POST', '/user/magic-login', { token })).status).toBe(403);
  });

  it('expires a link after 15 minutes', async () => {
    await signUp('alice1', 'alice@example.org');
    await call('POST', '/user/magic-login-request', { email: 'alice@example.org' });
    h.clock += MAGIC_TOKEN_TTL_MS + 1;
    const res = await call('POST', '/user/magic-login', { token: linkToken(outbox()[0]!) });
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/expired or has already been used/);
  });

  it('signs up by link when a name comes with an unknown address, and says 404 without one', async () => {
    expect((await call('POST', '/user/magic-login-request', { email: 'new@example.org' })).status).toBe(404);
    const res = await call('POST', '/user/magic-login-request', { email: 'new@example.org', display_name: 'Newcomer' });
    expect(res.status).toBe(200);
    const login = await call('POST', '/user/magic-login', { token: linkToken(outbox()[0]!) });
    const me = await call('GET', '/user', undefined, login.body.access_token as string);
    expect(me.body).toMatchObject({ email: 'new@example.org', display_name: 'Newcomer' });
  });

  it('creates no account for an address until its link is used', async () => {
    const users = () => (h.db.prepare('SELECT email FROM users').all() as { email: string }[]).map((u) => u.email);
    await call('POST', '/user/magic-login-request', { email: 'new@example.org', display_name: 'Newcomer' });
    expect(users()).toEqual([]);
    // the address is still free to sign up with a password, and still unknown to a login
    expect((await call('POST', '/user/login', { email: 'new@example.org', password: 'secret1' })).status).toBe(404);
    expect((await call('POST', '/user/magic-login-request', { email: 'new@example.org' })).status).toBe(404);
    const login = await call('POST', '/user/magic-login', { token: linkToken(outbox()[0]!) });
    expect(login.status).toBe(200);
    expect(login.body.user).toMatchObject({ email: 'new@example.org', display_name: 'Newcomer' });
    expect(users()).toEqual(['new@example.org']);
    expect((await call('POST', '/user/magic-login', { token: linkToken(outbox()[0]!) })).status).toBe(403);
  });

  it('creates nothing from a sign-up link that expires unused', async () => {
    await call('POST', '/user/magic-login-request', { email: 'new@example.org', display_name: 'Newcomer' });
    h.clock += MAGIC_TOKEN_TTL_MS + 1;
    expect((await call('POST', '/user/magic-login', { token: linkToken(outbox()[0]!) })).status).toBe(403);
    expect(h.db.prepare('SELECT count(*) AS n FROM users').get()).toEqual({ n: 0 });
  });

  it('logs a sign-up link into the account its address got in the meantime', async () => {
    await call('POST', '/user/magic-login-request', { email: 'new@example.org', display_name: 'Newcomer' });
    await signUp('new1', 'new@example.org');
    const login = await call('POST', '/user/magic-login', { token: linkToken(outbox()[0]!) });
    expect(login.status).toBe(200);
    expect(login.body.user).toMatchObject({ id: 'new1', display_name: 'User new1' });
  });
});

describe('saved searches', () => {
  it('creates, lists, updates and deletes a search', async () => {
    const token = await signUp('alice1', 'alice@example.org');
    const created = await call('PUT', '/saved-search/s1', search, token);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ id: 's1', name: 'Articles', has_alert: false });
    h.clock += 60_000;
    const updated = await call('PUT', '/saved-search/s1', { ...search, name: 'Renamed', has_alert: true }, token);
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ name: 'Renamed', has_alert: true, created: created.body.created });
    expect(updated.body.updated).not.toBe(created.body.updated);
    h.clock += 60_000;
    await call('PUT', '/saved-search/s2', { ...search, name: 'Second' }, token);
    const list = await call('GET', '/saved-search', undefined, token);
    expect((list.body.results as Json[]).map((s) => s.id)).toEqual(['s2', 's1']);
    expect((await call('DELETE', '/saved-search/s1', undefined, token)).status).toBe(204);
    expect((await call('GET', '/saved-search/s1', undefined, token)).status).toBe(404);
  });

  it.each([
    [{ ...search, name: 'x'.repeat(26) }, /name/],
    [{ ...search, name: '' }, /name: must not be empty/],
    [{ ...search, description: 'x'.repeat(201) }, /description/],
    [{ ...search, search_url: 'javascript:alert(1)' }, /search_url: must be a path or an http\(s\) URL/],
    [{ ...search, has_alert: 'yes' }, /has_alert/],
  ])('answers a bad search with a 400 naming the field (%o)', async (body, message) => {
    const token = await signUp('alice1', 'alice@example.org');
    const res = await call('PUT', '/saved-search/s1', body, token);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
  });

  it("never shows or changes another user's search: it is not found", async () => {
    const alice = await signUp('alice1', 'alice@example.org');
    const bob = await signUp('bob1', 'bob@example.org');
    await call('PUT', '/saved-search/s1', search, alice);
    expect((await call('GET', '/saved-search/s1', undefined, bob)).status).toBe(404);
    expect((await call('PUT', '/saved-search/s1', { ...search, name: 'Mine now' }, bob)).status).toBe(404);
    expect((await call('DELETE', '/saved-search/s1', undefined, bob)).status).toBe(404);
    expect((await call('GET', '/saved-search', undefined, bob)).body.results).toEqual([]);
    expect((await call('GET', '/saved-search/s1', undefined, alice)).body.name).toBe('Articles');
  });
});

describe('saved search limits', () => {
  /** Saved searches written straight into the database, as if saved over time. */
  function seed(userId: string, count: number) {
    const insert = h.db.prepare(
      `INSERT INTO saved_searches (id, user_id, search_url, name, description, has_alert, created_at, updated_at)
       VALUES (?, ?, '/works', ?, '', 0, ?, ?)`,
    );
    h.db.transaction(() => {
      for (let i = 0; i < count; i++) insert.run(`seed${i}`, userId, `Search ${i}`, h.clock - i, h.clock - i);
    })();
  }

  it('keeps at most 500 searches an account, and says so', async () => {
    const token = await signUp('alice1', 'alice@example.org');
    seed('alice1', 499);
    expect((await call('PUT', '/saved-search/last', search, token)).status).toBe(201);
    const over = await call('PUT', '/saved-search/one-more', search, token);
    expect(over.status).toBe(409);
    expect(over.body.message).toBe(
      'You have 500 saved searches, the most an account can keep; delete one to save another.',
    );
    expect((await call('PUT', '/saved-search/last', { ...search, name: 'Renamed' }, token)).status).toBe(200);
    await call('DELETE', '/saved-search/seed0', undefined, token);
    expect((await call('PUT', '/saved-search/one-more', search, token)).status).toBe(201);
  });

  it('lists searches a page at a time, newest change first, with their count', async () => {
    const token = await signUp('alice1', 'alice@example.org');
    seed('alice1', 250);
    const first = await call('GET', '/saved-search', undefined, token);
    expect(first.body.meta).toEqual({ count: 250, page: 1, per_page: 100 });
    expect((first.body.results as Json[]).map((s) => s.id).slice(0, 2)).toEqual(['seed0', 'seed1']);
    const third = await call('GET', '/saved-search?page=3&per_page=100', undefined, token);
    expect((third.body.results as Json[]).map((s) => s.id)).toEqual(
      Array.from({ length: 50 }, (_, i) => `seed${200 + i}`),
    );
    expect((await call('GET', '/saved-search?per_page=500', undefined, token)).body.results).toHaveLength(250);
    const tooMany = await call('GET', '/saved-search?per_page=501', undefined, token);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe('Invalid saved search list field per_page: must be at most 500');
  });

  it('limits changes to saved searches per user, not per client', async () => {
    const alice = await signUp('alice1', 'alice@example.org');
    const bob = await signUp('bob1', 'bob@example.org');
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) {
      const res = await h.app.inject({
        method: 'PUT',
        url: `/user-api/saved-search/s${i}`,
        remoteAddress: `10.0.2.${i}`,
        headers: { authorization: `Bearer ${alice}` },
        payload: search,
      });
      statuses.push(res.statusCode);
      if (i === 60) expect(res.json().message).toMatch(/^Too many changes to saved searches; try again in \d+ s\.$/);
    }
    expect(statuses.slice(0, 60).every((status) => status === 201)).toBe(true);
    expect(statuses[60]).toBe(429);
    expect((await call('PUT', '/saved-search/b1', search, bob)).status).toBe(201);
  });
});

describe('author claims', () => {
  it('claims one author for moderation, refuses a second, and unclaims', async () => {
    const token = await signUp('alice1', 'alice@example.org');
    const claim = await call('POST', '/user/alice1/author/A5023888391', undefined, token);
    expect(claim.status).toBe(200);
    expect(claim.body).toMatchObject({ author_id: 'A5023888391', author_claim_status: 'submitted for moderation' });
    expect((await call('POST', '/user/alice1/author/A123', undefined, token)).status).toBe(409);
    expect((await call('DELETE', '/user/alice1/author/A123', undefined, token)).status).toBe(404);
    expect((await call('DELETE', '/user/alice1/author/A5023888391', undefined, token)).body.author_id).toBeNull();
    expect((await call('POST', '/user/alice1/author/not-an-author', undefined, token)).status).toBe(400);
  });

  it("answers 404 for claims and corrections on another user's path", async () => {
    await signUp('alice1', 'alice@example.org');
    const bob = await signUp('bob1', 'bob@example.org');
    expect((await call('POST', '/user/alice1/author/A1', undefined, bob)).status).toBe(404);
    expect((await call('DELETE', '/user/alice1/author/A1', undefined, bob)).status).toBe(404);
    expect((await call('GET', '/user/alice1/corrections', undefined, bob)).status).toBe(404);
    expect((await call('GET', '/user/bob1/corrections', undefined, bob)).body).toEqual({ results: [] });
  });
});

describe('rate limits', () => {
  it('locks an address after 10 wrong passwords for 15 minutes, even with the right one', async () => {
    await signUp('alice1', 'alice@example.org');
    for (let i = 0; i < 10; i++) await call('POST', '/user/login', { email: 'alice@example.org', password: 'wrong!' });
    const locked = await call('POST', '/user/login', { email: 'alice@example.org', password: 'secret1' });
    expect(locked.status).toBe(429);
    h.clock += 15 * 60_000 + 1;
    expect((await call('POST', '/user/login', { email: 'alice@example.org', password: 'secret1' })).status).toBe(200);
  });

  it('checks at most 10 passwords of a burst of 30 concurrent guesses, and stays locked afterwards', async () => {
    await signUp('alice1', 'alice@example.org');
    const guesses = Array.from({ length: 30 }, (_, i) => (i === 29 ? 'secret1' : `wrong-${i}`));
    const answers = await Promise.all(
      guesses.map((password) => call('POST', '/user/login', { email: 'alice@example.org', password })),
    );
    const checked = answers.filter((answer) => answer.status !== 429);
    expect(checked.length).toBeLessThanOrEqual(10);
    expect(answers.some((answer) => answer.status === 200)).toBe(false);
    // From another client address, so the per-client limit does not answer first.
    const later = await h.app.inject({
      method: 'POST',
      url: '/user-api/user/login',
      remoteAddress: '10.0.0.2',
      payload: { email: 'alice@example.org', password: 'secret1' },
    });
    expect(later.statusCode).toBe(429);
    expect(later.json().message).toBe('Too many failed logins for this address; try again in 15 minutes.');
  });

  it('counts a login with the right password, or for an unknown address, as no failure', async () => {
    await signUp('alice1', 'alice@example.org');
    // each round from its own client network, so the per-client limit stays out of the way
    const login = async (round: number, email: string, password: string) =>
      (
        await h.app.inject({
          method: 'POST',
          url: '/user-api/user/login',
          remoteAddress: `10.0.${round}.1`,
          payload: { email, password },
        })
      ).statusCode;
    for (const round of [1, 2]) {
      for (let i = 0; i < 9; i++) expect(await login(round, 'alice@example.org', 'wrong!')).toBe(403);
      expect(await login(round, 'alice@example.org', 'secret1')).toBe(200);
    }
    for (let i = 0; i < 12; i++) expect(await login(3, 'nobody@example.org', 'secret1')).toBe(404);
  });

  it('limits login calls per client address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      statuses.push((await call('POST', '/user/login', { email: `n${i}@example.org`, password: 'secret1' })).status);
    }
    expect(statuses.slice(0, 30).every((s) => s === 404)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe('administration', () => {
  it('answers every /admin call with 401 anonymous and 403 for users who are not admins', async () => {
    await signUp('admin1', 'admin@example.org');
    const bob = await signUp('bob1', 'bob@example.org');
    const calls: [method: 'GET' | 'POST' | 'PATCH', url: string, body?: unknown][] = [
      ['GET', '/admin/users?q=bob'],
      ['PATCH', '/admin/users/bob1', { is_tester: true }],
      ['GET', '/admin/claims'],
      ['POST', '/admin/claims/bob1', { decision: 'approve' }],
    ];
    for (const [method, url, body] of calls) {
      expect((await call(method, url, body)).status, `${method} ${url} anonymous`).toBe(401);
      const asBob = await call(method, url, body, bob);
      expect(asBob.status, `${method} ${url} as a user`).toBe(403);
      expect(asBob.body.message).toBe('You must be an admin to view this page');
    }
  });

  it('lets an admin find users, change their roles and decide claims, which the claimant then sees', async () => {
    const admin = await signUp('admin1', 'admin@example.org');
    const bob = await signUp('bob1', 'bob@example.org');
    expect((await call('GET', '/admin/users?q=bo', undefined, admin)).status).toBe(400);
    const found = await call('GET', '/admin/users?q=BOB', undefined, admin);
    expect((found.body.results as Json[]).map((u) => u.id)).toEqual(['bob1']);

    const patched = await call('PATCH', '/admin/users/bob1', { is_tester: true, is_librarian: true }, admin);
    expect(patched.body).toMatchObject({ is_admin: false, is_tester: true, is_librarian: true });
    expect((await call('PATCH', '/admin/users/bob1', { is_root: true }, admin)).status).toBe(400);
    expect((await call('PATCH', '/admin/users/nobody', { is_tester: true }, admin)).status).toBe(404);

    await call('POST', '/user/bob1/author/A5023888391', undefined, bob);
    const pending = await call('GET', '/admin/claims', undefined, admin);
    expect(pending.body.results).toEqual([
      {
        id: 'bob1',
        user_id: 'bob1',
        email: 'bob@example.org',
        display_name: 'User bob1',
        author_id: 'A5023888391',
        status: 'submitted for moderation',
      },
    ]);
    expect((await call('POST', '/admin/claims/bob1', { decision: 'maybe' }, admin)).status).toBe(400);
    expect((await call('POST', '/admin/claims/bob1', { decision: 'approve' }, admin)).body).toMatchObject({
      author_claim_status: 'approved',
    });
    expect((await call('GET', '/user', undefined, bob)).body.author_claim_status).toBe('approved');
    expect((await call('POST', '/admin/claims/bob1', { decision: 'reject' }, admin)).status).toBe(404);
    expect((await call('GET', '/admin/claims', undefined, admin)).body.results).toEqual([]);
  });

  it('lets a user whose claim was rejected claim another profile', async () => {
    const admin = await signUp('admin1', 'admin@example.org');
    const bob = await signUp('bob1', 'bob@example.org');
    await call('POST', '/user/bob1/author/A1', undefined, bob);
    await call('POST', '/admin/claims/bob1', { decision: 'reject' }, admin);
    expect((await call('GET', '/user', undefined, bob)).body.author_claim_status).toBe('rejected');
    const again = await call('POST', '/user/bob1/author/A2', undefined, bob);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ author_id: 'A2', author_claim_status: 'submitted for moderation' });
  });
});

describe('caching', () => {
  it('marks every user API answer, errors included, as not to be stored', async () => {
    const admin = await signUp('admin1', 'admin@example.org');
    await call('PUT', '/saved-search/s1', search, admin);
    const answers = [
      await h.app.inject({ url: '/user-api/admin/users?q=admin', headers: { authorization: `Bearer ${admin}` } }),
      await h.app.inject({ url: '/user-api/saved-search/s1', headers: { authorization: `Bearer ${admin}` } }),
      await h.app.inject({
        method: 'POST',
        url: '/user-api/user/login',
        payload: { email: 'admin@example.org', password: 'secret1' },
      }),
      await h.app.inject({ url: '/user-api/saved-search/s1' }),
    ];
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 401]);
    answers.forEach((res, i) => expect(res.headers['cache-control'], `answer ${i}`).toBe('no-store'));
  });
});

describe('npm run admin', () => {
  function admin(...args: string[]) {
    const lines: string[] = [];
    const code = runAdminCommand(new UserStore(h.db, () => h.clock), args, (line) => lines.push(line));
    return { code, text: lines.join('\n') };
  }

  it('grants and revokes roles by e-mail, lists users and claims, and decides claims', async () => {
    await signUp('first', 'first@example.org');
    const bob = await signUp('bob1', 'bob@example.org');
    expect(admin('grant', 'bob@example.org', '--tester', '--librarian')).toEqual({
      code: 0,
      text: 'bob@example.org (bob1) now has tester, librarian.',
    });
    expect(admin('grant', 'BOB@example.org').text).toBe('bob@example.org (bob1) now has admin, tester, librarian.');
    expect(admin('revoke', 'bob@example.org', '--admin').text).toBe(
      'bob@example.org (bob1) now has tester, librarian.',
    );
    expect(admin('revoke', 'bob@example.org').text).toBe('bob@example.org (bob1) now has no roles.');
    expect(admin('grant', 'nobody@example.org')).toEqual({
      code: 1,
      text: 'No account has the e-mail address nobody@example.org.',
    });
    expect(admin('users').text).toContain('bob1  bob@example.org  User bob1  (no roles)');

    expect(admin('claims').text).toBe('No claims are waiting for moderation.');
    await call('POST', '/user/bob1/author/A5023888391', undefined, bob);
    expect(admin('claims').text).toBe('bob1  bob@example.org  claims A5023888391');
    expect(admin('approve', 'bob1').text).toBe('The claim of bob@example.org on A5023888391 is approved.');
    expect(admin('approve', 'bob1')).toEqual({ code: 1, text: 'No pending claim bob1.' });
    expect(admin('frobnicate').code).toBe(1);
    expect(admin('grant', 'bob@example.org', '--root').code).toBe(1);
  });
});

describe('profile corrections', () => {
  it("lets only the approved claimant correct an author's alternative names and ORCID, listed at their corrections", async () => {
    const admin = await signUp('admin1', 'admin@example.org');
    const bob = await signUp('bob1', 'bob@example.org');
    const names = {
      entity_id: 'A5023888391',
      property: 'display_name_alternatives',
      value: ['J. Priem', 'Jason R. Priem'],
    };
    expect((await call('POST', '/user/bob1/corrections', names, bob)).status).toBe(403);
    await call('POST', '/user/bob1/author/A5023888391', undefined, bob);
    const pending = await call('POST', '/user/bob1/corrections', names, bob);
    expect(pending.status).toBe(403);
    expect(pending.body.message).toBe('Only the approved claimant of this profile can edit it.');
    await call('POST', '/admin/claims/bob1', { decision: 'approve' }, admin);

    expect((await call('POST', '/user/bob1/corrections', names, bob)).status).toBe(201);
    const badOrcid = await call(
      'POST',
      '/user/bob1/corrections',
      { entity_id: 'A5023888391', property: 'orcid', value: '1234' },
      bob,
    );
    expect(badOrcid.status).toBe(400);
    expect(String(badOrcid.body.message)).toMatch(/ORCID/);
    const other = await call('POST', '/user/bob1/corrections', { ...names, entity_id: 'A1' }, bob);
    expect(other.status).toBe(403);
    h.clock += 1000;
    const orcid = { entity_id: 'A5023888391', property: 'orcid', value: '0000-0001-6187-6610', comment: 'my ORCID' };
    expect((await call('POST', '/user/bob1/corrections', orcid, bob)).status).toBe(201);

    const listed = await call('GET', '/user/bob1/corrections', undefined, bob);
    expect((listed.body.results as Json[]).map(({ property, value, status }) => ({ property, value, status }))).toEqual(
      [
        { property: 'orcid', value: '0000-0001-6187-6610', status: 'submitted for moderation' },
        {
          property: 'display_name_alternatives',
          value: ['J. Priem', 'Jason R. Priem'],
          status: 'submitted for moderation',
        },
      ],
    );
    expect((await call('GET', '/user/bob1/corrections', undefined, admin)).status).toBe(404);
  });
});

describe('text that looks like SQL', () => {
  it('is stored and found as text: names, searches and admin look-ups change no other row', async () => {
    const admin = await signUp('admin1', 'admin@example.org');
    const bob = await signUp('bob1', 'bob@example.org');
    const name = "x'); DROP TABLE users;--";
    const put = await call('PUT', '/saved-search/s1', { ...search, name: name.slice(0, 25) }, bob);
    expect(put.status, JSON.stringify(put.body)).toBe(201);
    expect((await call('GET', '/saved-search/s1', undefined, bob)).body.name).toBe(name.slice(0, 25));
    // LIKE wildcards in an admin's search match themselves, not every user
    for (const q of ['%%%', '___', "' OR 1=1 --"]) {
      const found = await call('GET', `/admin/users?q=${encodeURIComponent(q)}`, undefined, admin);
      expect(found.status, q).toBe(200);
      expect(found.body.results, q).toEqual([]);
    }
    // a role that is not one of ours is refused, never written as a column name
    expect((await call('PATCH', '/admin/users/bob1', { 'is_admin = 1 --': true }, admin)).status).toBe(400);
    expect((await call('GET', '/user', undefined, bob)).body).toMatchObject({ id: 'bob1', is_admin: false });
    expect(
      ((await call('GET', '/admin/users?q=example', undefined, admin)).body.results as Json[]).map((u) => u.id).sort(),
    ).toEqual(['admin1', 'bob1']);
  });
});
