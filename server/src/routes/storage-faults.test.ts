import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, inject } from 'vitest';
import { buildApp } from '../app.js';
import { Catalogue } from '../catalogue/catalogue.js';
import { ExportService } from '../export/export-service.js';
import { openAppDb, type AppDb } from '../users/app-db.js';
import { createMailer } from '../users/mailer.js';
import { UserStore } from '../users/user-store.js';

/** The account database locked, full or read-only: clients get a sentence and a 503/507, the data API goes on. */

let catalogue: Catalogue;
let dir: string;
let file: string;
let db: AppDb;
let service: ExportService;
let app: FastifyInstance;
let token: string;

beforeAll(async () => {
  catalogue = await Catalogue.open(inject('catalogueDir'), { apiBase: 'http://localhost/api' });
});

afterAll(() => catalogue.close());

async function startApp(appDb: AppDb): Promise<void> {
  db = appDb;
  const users = new UserStore(db);
  const mailer = createMailer({ outboxDir: path.join(dir, 'outbox'), from: 'Alexandria <a@localhost>', log: () => {} });
  service = new ExportService({ db, catalogue, dir: path.join(dir, 'exports'), mailer, publicUrl: 'http://app.test' });
  app = await buildApp({
    catalogue,
    users: { store: users, mailer, publicUrl: 'http://app.test' },
    exports: { service, catalogue, users },
  });
  await app.ready();
}

beforeEach(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'alexandria-storage-'));
  file = path.join(dir, 'app.sqlite');
  await startApp(openAppDb(file));
  const users = new UserStore(db);
  await users.createUser({ id: 'u1', email: 'ada@example.org', displayName: 'Ada', password: 'secret1' });
  token = users.issueAccessToken('u1');
});

afterEach(async () => {
  await app.close();
  await service.close();
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

async function timed(request: InjectOptions) {
  const started = performance.now();
  const res = await app.inject(request);
  return {
    status: res.statusCode,
    body: res.json() as Record<string, unknown>,
    headers: res.headers,
    ms: performance.now() - started,
  };
}

const auth = () => ({ authorization: `Bearer ${token}` });
const saveSearch = (searchUrl = '/works?filter=type:types/article', description = '') =>
  timed({
    method: 'PUT',
    url: '/user-api/saved-search/s1',
    headers: auth(),
    payload: { search_url: searchUrl, name: 'Articles', description },
  });

describe('a locked account database', () => {
  it('answers writes 503 within a moment while another connection holds the lock, and the data API answers 200', async () => {
    expect((await timed({ url: '/api/works?per_page=5' })).status).toBe(200);
    const other = new Database(file);
    other.exec('BEGIN IMMEDIATE');
    try {
      const [saved, exported, works] = await Promise.all([
        saveSearch(),
        timed({ url: '/export-api/works?filter=publication_year:2020', headers: auth() }),
        timed({ url: '/api/works?per_page=5&filter=publication_year:2021' }),
      ]);
      for (const res of [saved, exported]) {
        expect(res.status, JSON.stringify(res.body)).toBe(503);
        expect(res.body.message).toBe('The account database is busy; try again in a moment.');
        expect(res.headers['retry-after']).toBe('1');
        expect(res.ms).toBeLessThan(5000);
      }
      expect(works.status).toBe(200);
      expect(works.ms).toBeLessThan(5000);
    } finally {
      other.exec('ROLLBACK');
      other.close();
    }
    expect((await saveSearch()).status).toBe(201);
  });
});

describe('a lock that passes', () => {
  it('holds up no data request while a write waits for it', async () => {
    const other = new Database(file);
    other.exec('BEGIN IMMEDIATE');
    try {
      const order: string[] = [];
      const saved = saveSearch().then((res) => {
        order.push('write');
        return res;
      });
      const works = timed({ url: '/api/works?per_page=5&filter=publication_year:2019' }).then((res) => {
        order.push('data');
        return res;
      });
      expect((await works).status).toBe(200);
      expect((await saved).status).toBe(503);
      // the write waited between other work, not on the event loop in front of the data request
      expect(order).toEqual(['data', 'write']);
    } finally {
      other.exec('ROLLBACK');
      other.close();
    }
  });

  it('lets a write through once the other connection lets go of the lock', async () => {
    const other = new Database(file);
    other.exec('BEGIN IMMEDIATE');
    const saved = saveSearch();
    // the other connection's transaction ends while the write is still trying
    setTimeout(() => {
      other.exec('ROLLBACK');
      other.close();
    }, 50);
    const res = await saved;
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect((await timed({ url: '/user-api/saved-search/s1', headers: auth() })).status).toBe(200);
  });
});

describe('a full disk', () => {
  it('answers a write that needs a new page 507 with a sentence, and reads still work', async () => {
    // The database may not grow: the next page it needs fails with SQLITE_FULL, as on a full disk. A
    // search of ~4.2 kB does not fit in one 4 kB page, so saving it needs a new one.
    const pages = db.pragma('page_count', { simple: true }) as number;
    db.pragma(`max_page_count = ${pages}`);
    const res = await saveSearch(`/works?filter=${'x'.repeat(3980)}`, 'd'.repeat(200));
    expect(res.status, JSON.stringify(res.body)).toBe(507);
    expect(res.body.message).toBe(
      "The server's disk is full, so nothing can be saved right now; please try again later.",
    );
    expect((await timed({ url: '/user-api/user', headers: auth() })).status).toBe(200);
  });
});

describe('a read-only account database', () => {
  it('answers logins and exports 503 with a sentence', async () => {
    await app.close();
    await service.close();
    db.close();
    await startApp(new Database(file, { readonly: true }));
    const login = await timed({
      method: 'POST',
      url: '/user-api/user/login',
      payload: { email: 'ada@example.org', password: 'secret1' },
    });
    const exported = await timed({ url: '/export-api/works?filter=publication_year:2020' });
    for (const res of [login, exported]) {
      expect(res.status, JSON.stringify(res.body)).toBe(503);
      expect(res.body.message).toBe(
        'The server cannot save anything right now (its data folder is read-only); please try again later.',
      );
    }
  });
});
