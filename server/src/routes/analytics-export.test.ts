import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse as parseCsv } from 'csv-parse/sync';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { buildApp } from '../app.js';
import { Catalogue } from '../catalogue/catalogue.js';
import { ExportService } from '../export/export-service.js';
import { openAppDb, type AppDb } from '../users/app-db.js';
import { createMailer } from '../users/mailer.js';
import { UserStore } from '../users/user-store.js';

/* eslint-disable @typescript-eslint/no-explicit-any */
type Json = Record<string, any>;

/** POST /api/analytics/{id}/export: a search's whole result mailed as a download link (spec 2 §4). */
let catalogue: Catalogue;
let dir: string;
let db: AppDb;
let users: UserStore;
let exports: ExportService;
let app: FastifyInstance;
const tokens: Record<string, string> = {};
const STARTED = 'Your export has been initiated. You will receive an email when it is ready to download.';

beforeAll(async () => {
  catalogue = await Catalogue.open(inject('catalogueDir'), { apiBase: 'http://localhost/api' });
  dir = mkdtempSync(path.join(os.tmpdir(), 'alexandria-analytics-export-'));
  db = openAppDb(path.join(dir, 'app.sqlite'));
  users = new UserStore(db);
  for (const [id, roles] of [
    ['tess', { is_tester: true }],
    ['uma', {}],
  ] as const) {
    await users.createUser({ id, email: `${id}@example.org`, displayName: id, password: 'secret1' });
    users.setRoles(id, roles);
    tokens[id] = users.issueAccessToken(id);
  }
  const mailer = createMailer({ outboxDir: path.join(dir, 'outbox'), from: 'Alexandria <a@localhost>', log: () => {} });
  exports = new ExportService({ db, catalogue, dir: path.join(dir, 'exports'), mailer, publicUrl: 'http://app.test' });
  exports.resume();
  app = await buildApp({
    catalogue,
    users: { store: users, mailer, publicUrl: 'http://app.test' },
    exports: { service: exports, catalogue, users },
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await exports.close();
  db.close();
  catalogue.close();
  rmSync(dir, { recursive: true, force: true });
});

async function call(method: 'GET' | 'POST', url: string, who?: string, body?: unknown) {
  const res = await app.inject({
    method,
    url,
    headers: who ? { authorization: `Bearer ${tokens[who]}` } : {},
    ...(body === undefined ? {} : { payload: body as Json }),
  });
  const json = String(res.headers['content-type'] ?? '').includes('json');
  return { status: res.statusCode, body: (json ? res.json() : res.body) as Json, headers: res.headers };
}

async function completedSearch(oql: string): Promise<Json> {
  const created = await call('POST', '/api/analytics', 'tess', { oql });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  for (let i = 0; i < 600; i++) {
    const res = await call('GET', `/api/analytics/${created.body.id}`, 'tess');
    if (res.body.is_completed) return res.body;
    await new Promise((resolve) => setImmediate(resolve));
  }
  throw new Error(`search ${created.body.id} did not complete`);
}

const mails = () =>
  readdirSync(path.join(dir, 'outbox')).map((file) =>
    readFileSync(path.join(dir, 'outbox', file), 'utf8').replace(/=\r?\n/g, ''),
  );

describe('POST /api/analytics/{id}/export', () => {
  it("mails the whole result (every row, not the table's 100) as a CSV download link to the account's address", async () => {
    const search = await completedSearch('get institutions; sort by display_name asc;');
    expect(search.meta.count).toBeGreaterThan(100);

    const res = await call('POST', `/api/analytics/${search.id}/export`, 'tess');
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    expect(res.body).toMatchObject({
      message: STARTED,
      analytics_search: search.id,
      format: 'csv',
      records_total: search.meta.count,
      progress_url: expect.stringContaining(`/export-api/export/${res.body.id}`),
      query_url: expect.stringContaining(`/api/analytics/${search.id}`),
    });
    await exports.idle();

    const job = await call('GET', `/export-api/export/${res.body.id}`, 'tess');
    expect(job.body).toMatchObject({ status: 'finished', records_written: search.meta.count, progress: 1 });
    const download = await call('GET', `/export-api/export/${res.body.id}/download`, 'tess');
    expect(download.status).toBe(200);
    expect(download.headers['content-type']).toContain('text/csv');
    expect(download.headers['content-disposition']).toContain(`search-${search.id}-`);
    const text = download.body as unknown as string;
    const lines = text.trimEnd().split('\n');
    expect(lines[0]).toBe('name,OpenAlex ID,works count');
    expect(lines).toHaveLength(search.meta.count + 1);
    // the same rows, in the same order, as the search's own CSV
    const direct = await call('GET', `/api/analytics/${search.id}?format=csv`, 'tess');
    expect(parseCsv(text)).toEqual(parseCsv(direct.body as unknown as string));

    const sent = mails();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain('To: tess@example.org');
    expect(sent[0]).toContain(`http://app.test/export-api/export/${String(res.body.id)}/download`);
  });

  it('answers 401 without login, 403 to a user who is not a tester, 404 for an unknown search', async () => {
    const search = await completedSearch('get summary where type is types/book;');
    const anonymous = await call('POST', `/api/analytics/${search.id}/export`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toMatch(/Log in first/);
    const user = await call('POST', `/api/analytics/${search.id}/export`, 'uma');
    expect(user.status).toBe(403);
    expect(user.body.message).toMatch(/testers and admins/);
    const unknown = await call('POST', '/api/analytics/abcdef0123456789/export', 'tess');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('No search abcdef0123456789.');
    const bad = await call('POST', '/api/analytics/not%20an%20id/export', 'tess');
    expect(bad.status).toBe(404);
  });

  // Last: a second app registers its own engine as the export service's source of rows.
  it('answers 409 for a search that ended with an error, naming it', async () => {
    const slow = await buildApp({
      catalogue,
      users: {
        store: users,
        mailer: createMailer({ outboxDir: path.join(dir, 'outbox2'), from: 'a@localhost', log: () => {} }),
        publicUrl: 'http://app.test',
      },
      exports: { service: exports, catalogue, users },
      analytics: { timeoutMs: 0 },
    });
    try {
      const auth = { authorization: `Bearer ${tokens.tess}` };
      const created = await slow.inject({
        method: 'POST',
        url: '/api/analytics',
        headers: auth,
        payload: { oql: 'get authors; sort by mean(fwci) desc;' },
      });
      let search: Json = created.json();
      for (let i = 0; i < 600 && !search.is_completed; i++) {
        await new Promise((resolve) => setImmediate(resolve));
        search = (await slow.inject({ method: 'GET', url: `/api/analytics/${search.id}`, headers: auth })).json();
      }
      expect(search.backend_error).toMatch(/took longer/);
      const res = await slow.inject({ method: 'POST', url: `/api/analytics/${search.id}/export`, headers: auth });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(
        new RegExp(`^Search ${search.id} ended with an error, so it has no rows to export`),
      );
    } finally {
      await slow.close();
    }
  });
});

describe('export jobs of analytics searches', () => {
  it('wait in the queue until the engine is registered (a restart resumes them before the app is built)', async () => {
    const own = mkdtempSync(path.join(os.tmpdir(), 'alexandria-analytics-jobs-'));
    const ownDb = openAppDb(path.join(own, 'app.sqlite'));
    const service = new ExportService({ db: ownDb, catalogue, dir: path.join(own, 'exports'), publicUrl: 'http://x' });
    try {
      service.resume();
      const job = service.start(
        { format: 'csv', truncate: false, userId: 'tess', maxRecords: 10, analyticsSearch: 'abc' },
        2,
      );
      await service.idle();
      expect(service.get(job.id)).toMatchObject({ status: 'queued', analytics_search: 'abc' });
      const asked: unknown[] = [];
      service.useAnalyticsCsv(async function* (id, userId) {
        asked.push([id, userId]);
        yield { text: 'name\n', rows: 0 };
        yield { text: 'a\nb\n', rows: 2 };
      });
      await service.idle();
      expect(asked).toEqual([['abc', 'tess']]);
      expect(service.get(job.id)).toMatchObject({ status: 'finished', records_written: 2 });
      expect(readFileSync(service.file(job.id)!.path, 'utf8')).toBe('name\na\nb\n');
    } finally {
      await service.close();
      ownDb.close();
      rmSync(own, { recursive: true, force: true });
    }
  });
});
