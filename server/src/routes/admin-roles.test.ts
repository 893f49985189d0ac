import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { UserApiHarness } from '../testing/user-api-harness.js';

const h = new UserApiHarness();

beforeEach(() => h.open('alexandria-admin-roles-', Date.UTC(2026, 10, 28, 9)));
afterEach(() => h.close());

const call = h.call.bind(h);
const signUp = h.signUp.bind(h);

describe("the admin page's calls", () => {
  it('sets the edited flags with POST /admin/user/{id}, as PATCH /admin/users/{id} does', async () => {
    const admin = await signUp('admin1', 'admin@example.org');
    const bob = await signUp('bob1', 'bob@example.org');
    const posted = await call('POST', '/admin/user/bob1', { is_tester: true, is_librarian: true }, admin);
    expect(posted.status).toBe(200);
    expect(posted.body).toMatchObject({ id: 'bob1', is_admin: false, is_tester: true, is_librarian: true });
    expect((await call('GET', '/user', undefined, bob)).body).toMatchObject({ is_tester: true, is_librarian: true });
    expect((await call('POST', '/admin/user/bob1', { is_librarian: false }, admin)).body).toMatchObject({
      is_tester: true,
      is_librarian: false,
    });

    expect((await call('POST', '/admin/user/bob1', { is_root: true }, admin)).status).toBe(400);
    expect((await call('POST', '/admin/user/bob1', {}, admin)).body.message).toBe(
      'Invalid roles: name is_admin, is_tester or is_librarian',
    );
    expect((await call('POST', '/admin/user/nobody', { is_tester: true }, admin)).status).toBe(404);
    expect((await call('POST', '/admin/user/bob1', { is_admin: true })).status).toBe(401);
    const asBob = await call('POST', '/admin/user/bob1', { is_admin: true }, bob);
    expect(asBob.status).toBe(403);
    expect(asBob.body.message).toBe('You must be an admin to view this page');
    expect((await call('GET', '/user', undefined, bob)).body.is_admin).toBe(false);
  });

  it('keeps the last admin: they cannot take away their own admin flag until someone else is one', async () => {
    const admin = await signUp('admin1', 'admin@example.org');
    await signUp('bob1', 'bob@example.org');
    for (const [method, url] of [
      ['POST', '/admin/user/admin1'],
      ['PATCH', '/admin/users/admin1'],
    ] as const) {
      const refused = await call(method, url, { is_admin: false, is_tester: true }, admin);
      expect(refused.status, method).toBe(409);
      expect(refused.body.message).toBe('You are the last admin: make someone else an admin first.');
    }
    // nothing of the refused change stays
    expect((await call('GET', '/user', undefined, admin)).body).toMatchObject({ is_admin: true, is_tester: false });
    // other flags of their own still change
    expect((await call('POST', '/admin/user/admin1', { is_librarian: true }, admin)).body.is_librarian).toBe(true);

    await call('POST', '/admin/user/bob1', { is_admin: true }, admin);
    const stepDown = await call('POST', '/admin/user/admin1', { is_admin: false }, admin);
    expect(stepDown.status).toBe(200);
    expect(stepDown.body.is_admin).toBe(false);
    expect((await call('GET', '/admin/users?q=bob', undefined, admin)).status).toBe(403);
  });

  it('asks for at least 3 characters, spaces aside, to search users', async () => {
    const admin = await signUp('admin1', 'admin@example.org');
    for (const query of ['', '?q=', '?q=bo', '?q=%20%20bo%20%20', '?q=%20%20%20', '?q=a&q=b']) {
      const res = await call('GET', `/admin/users${query}`, undefined, admin);
      expect(res.status, query).toBe(400);
      expect(res.body.message).toBe('Please enter at least 3 characters to search.');
    }
    expect((await call('GET', `/admin/users?q=${'x'.repeat(201)}`, undefined, admin)).body.message).toBe(
      'Invalid user search field q: must be at most 200 characters',
    );
    expect((await call('GET', '/admin/users?q=%20adm%20', undefined, admin)).body.results).toMatchObject([
      { id: 'admin1' },
    ]);
  });
});
