import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../app.js';
import { Catalogue } from '../catalogue/catalogue.js';
import { ExportService } from '../export/export-service.js';
import { openAppDb, type AppDb } from '../users/app-db.js';
import { createMailer } from '../users/mailer.js';
import { UserStore } from '../users/user-store.js';

let dir: string;
let db: AppDb;
let catalogue: Catalogue;
let service: ExportService;
let app: FastifyInstance;
let token: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'alexandria-empty-body-'));
  db = openAppDb(path.join(dir, 'app.sqlite'));
  catalogue = await Catalogue.open(inject('catalogueDir'), { apiBase: 'http://localhost/api' });
  const mailer = createMailer({ outboxDir: path.join(dir, 'outbox'), from: 'Alexandria <a@localhost>', log: () => {} });
  const store = new UserStore(db);
  service = new ExportService({ db, catalogue, dir: path.join(dir, 'exports'), mailer, publicUrl: 'http://app.test' });
  app = await buildApp({
    catalogue,
    users: { store, mailer, publicUrl: 'http://app.test' },
    exports: { service, catalogue, users: store },
  });
  await store.createUser({ id: 'alice1', email: 'alice@example.org', displayName: 'Alice', password: 'secret1' });
  token = store.issueAccessToken('alice1');
});

afterAll(async () => {
  await app.close();
  await service.close();
  catalogue.close();
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A call as axios sends one without data: a JSON content type and an empty body. */
function emptyJson(method: 'POST' | 'DELETE', url: string) {
  return app.inject({
    method,
    url,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    payload: '',
  });
}

describe('an empty JSON body', () => {
  it('is no body on calls that need none', async () => {
    await app.inject({
      method: 'PUT',
      url: '/user-api/saved-search/s1',
      headers: { authorization: `Bearer ${token}` },
      payload: { search_url: '/works', name: 'All works' },
    });
    expect((await emptyJson('DELETE', '/user-api/saved-search/s1')).statusCode).toBe(204);
    expect((await emptyJson('DELETE', '/user-api/saved-search/s1')).statusCode).toBe(404);
    expect((await emptyJson('POST', '/user-api/user/alice1/author/A5023888391')).statusCode).toBe(200);
    expect((await emptyJson('DELETE', '/user-api/user/alice1/author/A5023888391')).statusCode).toBe(200);
    const started = await app.inject({ url: '/export-api/works?filter=publication_year:2020' });
    expect(started.statusCode).toBe(201);
    // as the app cancels an export: at its progress_url, whose key opens the job
    const { pathname, search } = new URL(String(started.json().progress_url));
    expect((await emptyJson('DELETE', `${pathname}${search}`)).statusCode).toBe(200);
    expect((await emptyJson('POST', '/user-api/user/logout')).statusCode).toBe(200);
  });

  it('is a clear 400 on calls that need a body', async () => {
    const res = await emptyJson('POST', '/user-api/user/login');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The login needs a JSON body.');
  });

  it('is not the same as a body that is not JSON', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/user-api/user/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/JSON/);
  });
});
