import { readdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UserApiHarness } from '../testing/user-api-harness.js';
import { openAppDb } from './app-db.js';
import { scheduleHousekeeping, sweepExpired } from './housekeeping.js';

/** Expired sessions, spent login links and old outbox mail are deleted; what still works stays. */
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
let h: UserApiHarness;
let t0: number;

beforeEach(async () => {
  h = new UserApiHarness();
  t0 = Date.parse('2026-03-01T10:00:00Z');
  await h.open('alexandria-housekeeping-', t0);
});

afterEach(async () => {
  vi.useRealTimers();
  await h.close();
});

const outboxDir = () => path.join(h.dir, 'outbox');
const sweep = () => sweepExpired({ db: h.db, outboxDir: outboxDir(), now: () => h.clock });
const rows = (table: string) => (h.db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
const linkToken = (mail: string) => /magic-token\/([\w-]+)/.exec(mail.replace(/=\r?\n/g, ''))![1]!;

describe('the sweep', () => {
  it('deletes sessions and links an hour after they expired, were revoked or were used, and keeps live ones working', async () => {
    const live = await h.signUp('alice', 'alice@example.org');
    const revoked = (await h.call('POST', '/user/login', { email: 'alice@example.org', password: 'secret1' })).body
      .access_token as string;
    expect((await h.call('POST', '/user/logout', undefined, revoked)).status).toBe(200);
    await h.call('POST', '/user/magic-login-request', { email: 'alice@example.org' });
    await h.call('POST', '/user/magic-login-request', { email: 'new@example.org', display_name: 'New' });
    const [loginMail] = readdirSync(outboxDir()).sort();
    const used = await h.call('POST', '/user/magic-login', {
      token: linkToken(readFileSync(path.join(outboxDir(), loginMail!), 'utf8')),
    });
    expect(used.status).toBe(200);
    const fromLink = used.body.access_token as string;
    expect([rows('access_tokens'), rows('magic_tokens'), rows('magic_signups')]).toEqual([3, 1, 1]);

    // within the hour's grace nothing goes
    h.clock = t0 + 30 * MINUTE;
    expect(sweep()).toEqual({ accessTokens: 0, loginLinks: 0, signUpLinks: 0, outboxFiles: 0, analyticsSearches: 0 });
    // the revoked session, the used login link and the sign-up link (expired at 15 minutes) go
    h.clock = t0 + 76 * MINUTE;
    expect(sweep()).toEqual({ accessTokens: 1, loginLinks: 1, signUpLinks: 1, outboxFiles: 0, analyticsSearches: 0 });
    for (const token of [live, fromLink]) expect((await h.call('GET', '/user', undefined, token)).status).toBe(200);

    // sessions last 30 days
    h.clock = t0 + 30 * DAY + 61 * MINUTE;
    expect(sweep()).toMatchObject({ accessTokens: 2 });
    expect((await h.call('GET', '/user', undefined, live)).status).toBe(401);
    expect([rows('access_tokens'), rows('magic_tokens'), rows('magic_signups')]).toEqual([0, 0, 0]);
  });

  it('deletes outbox mail older than a day, the longest a link in it works, and nothing else there', async () => {
    await h.signUp('alice', 'alice@example.org');
    await h.call('POST', '/user/magic-login-request', { email: 'alice@example.org' });
    await h.call('POST', '/user/magic-login-request', { email: 'alice@example.org' });
    const [older, newer] = readdirSync(outboxDir()).sort();
    writeFileSync(path.join(outboxDir(), 'notes.txt'), 'kept');
    const age = (name: string, ms: number) => {
      const at = new Date(h.clock - ms);
      utimesSync(path.join(outboxDir(), name), at, at);
    };
    age(older!, DAY + MINUTE);
    age(newer!, DAY - MINUTE);
    age('notes.txt', 10 * DAY);
    expect(sweep().outboxFiles).toBe(1);
    expect(readdirSync(outboxDir()).sort()).toEqual([newer, 'notes.txt'].sort());
  });

  it('takes an outbox that does not exist (SMTP, or nothing mailed yet) as empty', () => {
    expect(sweep().outboxFiles).toBe(0);
  });

  it('removes the kept analytics searches nobody used within their retention', () => {
    const searches = h.store.analyticsSearches;
    searches.save('old', { get_rows: 'works' }, 'alice');
    h.clock = t0 + 3 * DAY;
    searches.save('recent', { get_rows: 'summary' }, 'alice');
    const report = sweepExpired({
      db: h.db,
      outboxDir: outboxDir(),
      now: () => h.clock,
      searches: { store: searches, retention: { unusedDays: 2, maxBytes: 1e9 } },
    });
    expect(report.analyticsSearches).toBe(1);
    expect([searches.has('old'), searches.has('recent')]).toEqual([false, true]);
  });
});

describe('scheduleHousekeeping', () => {
  it('sweeps at once and every hour, logs what it removed, and logs a failed sweep without throwing', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const token = await h.signUp('alice', 'alice@example.org');
    await h.call('POST', '/user/logout', undefined, token);
    const logs: string[] = [];
    const stop = scheduleHousekeeping({
      db: h.db,
      outboxDir: outboxDir(),
      now: () => h.clock,
      log: (m) => logs.push(m),
    });
    expect(logs).toEqual([]);
    h.clock += 61 * MINUTE;
    vi.advanceTimersByTime(60 * MINUTE);
    expect(logs).toEqual(['Housekeeping: removed 1 access tokens.']);
    stop();

    const closed = openAppDb(path.join(h.dir, 'other.sqlite'));
    closed.close();
    const failing = scheduleHousekeeping({
      db: closed,
      outboxDir: outboxDir(),
      now: () => h.clock,
      log: (m) => logs.push(m),
    });
    expect(logs.at(-1)).toMatch(/^Housekeeping failed \(tried again in an hour\): /);
    failing();
  });
});
