import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
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
/** what the server logged, one JSON line each */
const logged: string[] = [];

beforeAll(async () => {
  catalogue = await Catalogue.open(inject('catalogueDir'), { apiBase: 'http://localhost/api' });
  dir = mkdtempSync(path.join(os.tmpdir(), 'alexandria-events-'));
  db = openAppDb(path.join(dir, 'app.sqlite'));
  users = new UserStore(db);
  await users.createUser({ id: 'tess', email: 'tess@example.org', displayName: 'Tess', password: 'secret1' });
  token = users.issueAccessToken('tess');
  const mailer = createMailer({ outboxDir: path.join(dir, 'outbox'), from: 'A <a@localhost>', log: () => {} });
  app = await buildApp({
    catalogue,
    users: { store: users, mailer, publicUrl: 'http://app.test' },
    logLevel: 'info',
    logStream: { write: (line) => logged.push(line) },
  });
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

describe('an event nested deeper than anyone writes', () => {
  it('answers a query nested 5,000 deep 400 naming the field, logging no fault, and keeps one whose groups nest 100 deep', async () => {
    // written out by hand: JSON.stringify itself overflows on it
    const query = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
    const payload = JSON.stringify({ ...SEARCH, query: null }).replace('"query":null', `"query":${query}`);
    const before = logged.length;
    const res = await app.inject({
      method: 'POST',
      url: '/api/events',
      payload,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Invalid event field query: must nest at most 256 levels deep');
    const lines = logged.slice(before).map((line) => JSON.parse(line) as { level: number; err?: unknown });
    expect(lines.filter((line) => line.level >= 40 || line.err)).toEqual([]);
    expect(logged.slice(before).join('\n')).not.toContain('stack');

    // as deep as boolean_depth goes, two levels a group
    let filter: Record<string, unknown> = { column_id: 'publication_year', value: 2020 };
    for (let i = 0; i < 100; i++) filter = { join: 'and', filters: [filter] };
    const deepest = await post({ ...SEARCH, boolean_depth: 100, query: { get_rows: 'works', filter_works: [filter] } });
    expect(deepest.statusCode).toBe(204);
  });
});

describe('a locked app database', () => {
  it('holds an event until another connection lets go of the lock, as other writes do', async () => {
    const other = new Database(path.join(dir, 'app.sqlite'));
    other.exec('BEGIN IMMEDIATE');
    const sent = post({ type: 'javascript-error', message: 'while locked' });
    // the other connection's transaction ends while the event is still trying
    const released = new Promise<void>((resolve) =>
      setTimeout(() => {
        other.exec('ROLLBACK');
        other.close();
        resolve();
      }, 50),
    );
    const res = await sent;
    await released;
    expect(res.statusCode, res.body).toBe(204);
    expect(users.events.latest(1)[0]).toMatchObject({ data: { message: 'while locked' } });
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
