import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { UserApiHarness } from '../testing/user-api-harness.js';
import { runAdminCommand } from '../users/admin-cli.js';
import { TESTIMONIALS_PER_HOUR } from './testimonials.js';

const h = new UserApiHarness();

beforeEach(() => h.open('alexandria-testimonials-', Date.UTC(2026, 10, 28, 9)));
afterEach(() => h.close());

const call = h.call.bind(h);
const signUp = h.signUp.bind(h);

const ada = {
  short: 'We answer funder questions in minutes.',
  long: 'Our research office counts open-access works per funder every quarter.',
  name: 'Ada Lovelace',
  org: 'Analytical Engines Ltd',
  type: 'research',
};

/** A share from its own client network (a /24), so the per-address limit does not get in the way. */
let network = 0;
async function share(body: unknown, remoteAddress = `10.0.${++network}.1`) {
  const res = await h.app.inject({
    method: 'POST',
    url: '/user-api/testimonials',
    payload: body as object,
    remoteAddress,
  });
  return { status: res.statusCode, body: res.json() as Record<string, unknown> };
}

describe('testimonials', () => {
  it('answers 400 naming the field for a missing short text, name or type, an unknown type or field', async () => {
    const cases: [unknown, string][] = [
      [{ ...ada, short: '  ' }, 'Invalid testimonial field short: must not be empty'],
      [{ ...ada, name: undefined }, 'Invalid testimonial field name:'],
      [{ ...ada, type: 'marketing' }, 'Invalid testimonial field type: must be one of enterprise, analytics, research'],
      [{ ...ada, short: 'x'.repeat(281) }, 'Invalid testimonial field short: must be at most 280 characters'],
      [{ ...ada, stars: 5 }, 'Invalid testimonial'],
      [['just text'], 'Invalid testimonial'],
    ];
    for (const [body, message] of cases) {
      const res = await share(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toContain(message);
    }
    expect((await call('GET', '/testimonials')).body.meta).toMatchObject({ count: 0 });
  });

  it('keeps a shared one pending, out of the public list, until an admin approves it', async () => {
    const admin = await signUp('admin1', 'admin@example.org');
    const shared = await share(ada);
    expect(shared.status).toBe(201);
    expect(shared.body).toMatchObject({ ...ada, status: 'pending' });
    const id = shared.body.id as string;

    const before = await call('GET', '/testimonials');
    expect(before.body).toEqual({
      meta: { count: 0, counts: { enterprise: 0, analytics: 0, research: 0 } },
      results: [],
    });
    expect((await call('GET', '/admin/testimonials', undefined, admin)).body.results).toMatchObject([
      { id, name: 'Ada Lovelace' },
    ]);

    const approved = await call('POST', `/admin/testimonials/${id}`, { decision: 'approve' }, admin);
    expect(approved.status).toBe(200);
    expect(approved.body.status).toBe('approved');
    const after = await call('GET', '/testimonials');
    expect(after.body.meta).toEqual({ count: 1, counts: { enterprise: 0, analytics: 0, research: 1 } });
    expect(after.body.results).toMatchObject([{ id, short: ada.short, long: ada.long, org: ada.org }]);
    expect((await call('GET', '/admin/testimonials', undefined, admin)).body.results).toEqual([]);
    // decided once: deciding again finds nothing pending
    expect((await call('POST', `/admin/testimonials/${id}`, { decision: 'reject' }, admin)).status).toBe(404);
  });

  it('lets only admins list pending ones and decide: 401 without a token, 403 for others', async () => {
    await signUp('admin1', 'admin@example.org');
    const bob = await signUp('bob1', 'bob@example.org');
    const id = (await share(ada)).body.id as string;
    expect((await call('POST', `/admin/testimonials/${id}`, { decision: 'approve' })).status).toBe(401);
    const asBob = await call('POST', `/admin/testimonials/${id}`, { decision: 'approve' }, bob);
    expect(asBob.status).toBe(403);
    expect((await call('GET', '/admin/testimonials', undefined, bob)).status).toBe(403);
    expect((await call('GET', '/testimonials')).body.meta).toMatchObject({ count: 0 });
  });

  it('rejected ones never show; a bad decision or id is a 400', async () => {
    const admin = await signUp('admin1', 'admin@example.org');
    const id = (await share(ada)).body.id as string;
    expect((await call('POST', `/admin/testimonials/${id}`, { decision: 'maybe' }, admin)).status).toBe(400);
    expect((await call('POST', '/admin/testimonials/no%20such', { decision: 'approve' }, admin)).status).toBe(400);
    expect((await call('POST', `/admin/testimonials/${id}`, { decision: 'reject' }, admin)).body.status).toBe(
      'rejected',
    );
    expect((await call('GET', '/testimonials')).body.meta).toMatchObject({ count: 0 });
  });

  it(`takes ${TESTIMONIALS_PER_HOUR} an hour from one address, then 429`, async () => {
    for (let i = 0; i < TESTIMONIALS_PER_HOUR; i++) expect((await share(ada, '10.9.9.9')).status).toBe(201);
    const refused = await share(ada, '10.9.9.9');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many testimonials from this address/);
    // another network (addresses of one /24 count as one client)
    expect((await share(ada, '10.9.8.8')).status).toBe(201);
  });

  it('are listed and decided with npm run admin -- testimonials', async () => {
    const id = (await share(ada)).body.id as string;
    const lines: string[] = [];
    expect(runAdminCommand(h.store, ['testimonials'], (l) => lines.push(l))).toBe(0);
    expect(lines.join('\n')).toContain(`${id}  `);
    expect(lines.join('\n')).toContain(ada.short);
    lines.length = 0;
    expect(runAdminCommand(h.store, ['testimonials', 'approve', id], (l) => lines.push(l))).toBe(0);
    expect(lines).toEqual([`The testimonial ${id} of Ada Lovelace is approved.`]);
    expect((await call('GET', '/testimonials')).body.meta).toMatchObject({ count: 1 });
    lines.length = 0;
    expect(runAdminCommand(h.store, ['testimonials', 'reject', id], (l) => lines.push(l))).toBe(1);
    expect(lines).toEqual([`No pending testimonial ${id}.`]);
    expect(runAdminCommand(h.store, ['testimonials', 'publish', id], () => {})).toBe(1);
  });
});
