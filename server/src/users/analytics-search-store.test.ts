import { describe, expect, it } from 'vitest';
import { openAppDb } from './app-db.js';
import { UserStore } from './user-store.js';

const DAY = 86_400_000;

async function store() {
  let now = 100 * DAY;
  const db = openAppDb(':memory:');
  const users = new UserStore(db, () => now);
  await users.createUser({ id: 'ann', email: 'ann@example.org', displayName: 'Ann', password: 'secret1' });
  return { db, users, searches: users.analyticsSearches, at: (t: number) => (now = t) };
}

const query = (year: number, pad = 0) => ({
  get_rows: 'works',
  filter_works: [{ column_id: 'publication_year', value: year }],
  ...(pad ? { show_columns: ['x'.repeat(pad)] } : {}),
});

describe('the kept queries of analytics searches', () => {
  it("count each user's new searches, not ones someone asked before", async () => {
    const { searches } = await store();
    searches.save('s1', query(2001), 'ann');
    searches.save('s2', query(2002), 'ann');
    searches.save('s1', query(2001), 'bob');
    expect(searches.addedSince('ann', 0)).toBe(2);
    expect(searches.addedSince('bob', 0)).toBe(0);
    expect(searches.has('s2')).toBe(true);
  });

  it('drop the ones nobody used for the retention days, unless a saved search links to them', async () => {
    const { users, searches, at } = await store();
    at(10 * DAY);
    searches.save('old', query(2001), 'ann');
    searches.save('read', query(2002), 'ann');
    searches.save('saved', query(2003), 'ann');
    users.searches.put('ann', 'saved-1', {
      search_url: 'http://app.test/s/saved',
      name: 'kept',
      description: '',
      has_alert: false,
    });
    at(150 * DAY);
    expect(searches.load('read')).toEqual(query(2002));
    at(200 * DAY);
    expect(searches.prune({ unusedDays: 180, maxBytes: 1e9 })).toBe(1);
    expect(['old', 'read', 'saved'].map((id) => searches.has(id))).toEqual([false, true, true]);
  });

  it('drop the least recently used past the byte budget', async () => {
    const { searches, at } = await store();
    for (const [index, id] of ['a', 'b', 'c', 'd'].entries()) {
      at(DAY + index);
      searches.save(id, query(2000 + index, 1000), 'ann');
    }
    at(2 * DAY + 10);
    searches.load('a');
    const size = searches.bytes() / 4;
    expect(searches.prune({ unusedDays: 180, maxBytes: Math.floor(2.5 * size) })).toBe(2);
    expect(['a', 'b', 'c', 'd'].map((id) => searches.has(id))).toEqual([true, false, false, true]);
  });
});
