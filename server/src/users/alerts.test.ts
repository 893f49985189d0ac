import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../../test/test-app.js';
import { runAlerts } from './alerts.js';
import { openAppDb, type AppDb } from './app-db.js';
import type { Mail } from './mailer.js';
import { UserStore } from './user-store.js';

const DAY = 86_400_000;

let t: TestApp;
let db: AppDb;
let store: UserStore;
let clock: number;
let mails: Mail[];
/** A creation day of the test catalogue with works on it, and how many of them are articles. */
let day: string;

async function count(filter: string): Promise<number> {
  const res = await t.get(`/api/works?filter=${encodeURIComponent(filter)}&per_page=1`);
  expect(res.status).toBe(200);
  return res.body.meta.count as number;
}

function run() {
  return runAlerts({
    store,
    catalogue: t.catalogue,
    mailer: { send: async (mail) => void mails.push(mail) },
    publicUrl: 'http://app.test',
    now: () => clock,
    log: () => {},
  });
}

beforeAll(async () => {
  t = await openTestApp();
  const groups = await t.get('/api/works?group_by=created_date&per_page=200');
  // The busiest creation day is a day on which works "arrived".
  day = groups.status === 200 && groups.body.group_by?.[0] ? String(groups.body.group_by[0].key) : '';
  if (!day) {
    const page = await t.get('/api/works?per_page=1&select=created_date');
    day = String(page.body.results[0].created_date);
  }
  day = day.slice(0, 10);
});

afterAll(async () => {
  await t.close();
});

beforeEach(async () => {
  db = openAppDb(':memory:');
  clock = Date.parse(`${day}T09:00:00Z`);
  store = new UserStore(db, () => clock);
  mails = [];
  await store.createUser({ id: 'alice1', email: 'alice@example.org', displayName: 'Alice', password: 'secret1' });
});

describe('saved-search alerts', () => {
  it('mails a digest of the works created on the days since the alert began, once', async () => {
    store.searches.put('alice1', 's1', {
      search_url: '/works?filter=type:types/article',
      name: 'Articles',
      description: '',
      has_alert: true,
    });
    expect(await run()).toEqual({ searches: 1, mailed: 0 }); // the same day: nothing whole to look at

    clock += DAY;
    const expected = await count(`type:types/article,from_created_date:${day},to_created_date:${day}`);
    expect(expected).toBeGreaterThan(0);
    expect(await run()).toEqual({ searches: 1, mailed: 1 });
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe('alice@example.org');
    expect(mails[0]!.subject).toBe(`${expected} new ${expected === 1 ? 'work' : 'works'} for "Articles"`);
    expect(mails[0]!.text).toContain(`on ${day}`);
    expect(mails[0]!.text).toMatch(/http:\/\/app\.test\/W\d+/);
    expect(mails[0]!.text).toContain(`from_created_date%3A${day}`);

    // Run again the same day: the day has been reported.
    expect(await run()).toEqual({ searches: 1, mailed: 0 });
    expect(mails).toHaveLength(1);
  });

  it('sends nothing for a search without an alert, or once the alert is turned off', async () => {
    const input = { search_url: '/works', name: 'All', description: '', has_alert: false };
    store.searches.put('alice1', 's1', input);
    clock += 3 * DAY;
    expect(await run()).toEqual({ searches: 0, mailed: 0 });
    store.searches.put('alice1', 's1', { ...input, has_alert: true });
    store.searches.put('alice1', 's1', { ...input, has_alert: false });
    clock += 3 * DAY;
    expect(await run()).toEqual({ searches: 0, mailed: 0 });
    expect(mails).toEqual([]);
  });

  it('skips a search the catalogue can no longer answer, and keeps going', async () => {
    const base = { description: '', has_alert: true };
    store.searches.put('alice1', 'bad', { ...base, search_url: '/works?filter=no_such_key:1', name: 'Broken' });
    store.searches.put('alice1', 'good', { ...base, search_url: '/works', name: 'Everything' });
    clock += DAY;
    expect(await run()).toEqual({ searches: 2, mailed: 1 });
    expect(mails.map((m) => m.subject)).toEqual([expect.stringContaining('"Everything"')]);
  });
});
