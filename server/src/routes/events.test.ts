import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { buildApp } from '../app.js';
import { Catalogue } from '../catalogue/catalogue.js';
import { runAdminCommand } from '../users/admin-cli.js';
import { openAppDb, type AppDb } from '../users/app-db.js';
import { EventStore } from '../users/event-store.js';
import { createMailer } from '../users/mailer.js';
import { UserStore } from '../users/user-store.js';

/** Usage events (spec 2 §7) stay on this server: POST /api/events, read with `npm run admin -- events`. */
let catalogue: Catalogue;
let dir: string;
let db: AppDb;
let users: UserStore;
let app: FastifyInstance;
let token: string;

beforeAll(async () => {
  catalogue = await Catalogue.open(inject('catalogueDir'), { apiBase: 'http://localhost/api' });
  dir = mkdtempSync(path.join(os.tmpdir(), 'alexandria-events-'));
  db = openAppDb(path.join(dir, 'app.sqlite'));
  users = new UserStore(db);
  await users.createUser({ id: 'tess', email: 'tess@example.org', displayName: 'Tess', password: 'secret1' });
  token = users.issueAccessToken('tess');
  const mailer = createMailer({ outboxDir: path.join(dir, 'outbox'), from: 'A <a@localhost>', log: () => {} });
  app = await buildApp({ catalogue, users: { store: users, mailer, publicUrl: 'http://app.test' } });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  db.close();
  catalogue.close();
  rmSync(dir, { recursive: true, force: true });
});

const post = (payload: unknown, auth = false) =>
  app.inject({
    method: 'POST',
    url: '/api/events',
    payload: payload as Record<string, unknown>,
    headers: auth ? { authorization: `Bearer ${token}` } : {},
  });

const SEARCH = {
  type: 'search',
  entity: 'institutions',
  filter_keys: ['publication_year', 'authorships.countries'],
  filter_count: 2,
  boolean_depth: 1,
  query: { get_rows: 'institutions' },
  results_count: 953,
  duration: 0.27,
  sql: 'SELECT 1',
  environment: 'local',
};

describe('POST /api/events', () => {
  it('keeps search events and JavaScript errors, with the user when a token comes along', async () => {
    expect((await post(SEARCH, true)).statusCode).toBe(204);
    expect((await post({ type: 'javascript-error', message: 'x is undefined', url: '/s/abc' })).statusCode).toBe(204);
    const [error, search] = users.events.latest(2);
    expect(search).toMatchObject({
      type: 'search',
      user_id: 'tess',
      data: { entity: 'institutions', results_count: 953 },
    });
    expect(error).toMatchObject({ type: 'javascript-error', user_id: null, data: { message: 'x is undefined' } });
    const lines: string[] = [];
    expect(runAdminCommand(users, ['events', '2'], (line) => lines.push(line))).toBe(0);
    expect(lines[0]).toMatch(/search {2}tess {2}\{"entity":"institutions"/);
    expect(lines[1]).toMatch(/javascript-error {2}anonymous/);
  });

  it.each([
    [{ type: 'click' }, /type/],
    [{ ...SEARCH, filter_count: -1 }, /filter_count/],
    [{ ...SEARCH, extra: 1 }, /extra|Unrecognized/],
    [{ type: 'javascript-error' }, /message/],
  ])('answers 400 naming the bad field of %j', async (payload, message) => {
    const res = await post(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
  });
});

describe('the event store', () => {
  it('keeps at most its cap, dropping the oldest', () => {
    const store = new EventStore(db, Date.now, 5);
    for (let i = 0; i < 12; i++) store.add('javascript-error', null, { message: `error ${i}` });
    const kept = store.latest(100);
    expect(kept).toHaveLength(5);
    expect(kept.map((e) => e.data.message)).toEqual(['error 11', 'error 10', 'error 9', 'error 8', 'error 7']);
  });
});
