import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { Catalogue } from '../catalogue/catalogue.js';
import { ExportService } from '../export/export-service.js';
import { openAppDb, type AppDb } from '../users/app-db.js';
import { createMailer } from '../users/mailer.js';
import { UserStore } from '../users/user-store.js';
import { registerExportRoutes } from './exports.js';

/**
 * An export job is its owner's: the signed-in user who started it, or whoever holds the key in
 * the links its creator got (or in its mail). Anyone else finds no such job.
 */
type Json = Record<string, unknown>;
let catalogue: Catalogue;
let dir: string;
let db: AppDb;
let service: ExportService;
let app: FastifyInstance;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  catalogue = await Catalogue.open(inject('catalogueDir'), { apiBase: 'http://localhost/api' });
  dir = mkdtempSync(path.join(os.tmpdir(), 'alexandria-export-owners-'));
  db = openAppDb(path.join(dir, 'app.sqlite'));
  const users = new UserStore(db);
  for (const id of ['ada', 'bob']) {
    await users.createUser({ id, email: `${id}@example.org`, displayName: id, password: 'secret1' });
    tokens[id] = users.issueAccessToken(id);
  }
  const mailer = createMailer({ outboxDir: path.join(dir, 'outbox'), from: 'A <a@localhost>', log: () => {} });
  service = new ExportService({ db, catalogue, dir: path.join(dir, 'exports'), mailer, publicUrl: 'http://app.test' });
  app = Fastify();
  await app.register(async (api) => registerExportRoutes(api, { service, catalogue, users, maxRecords: 2000 }), {
    prefix: '/export-api',
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await service.close();
  db.close();
  catalogue.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A call to a path or to a link a job gave (its host dropped), as `who` when given. */
async function call(method: 'GET' | 'POST' | 'DELETE', url: unknown, who?: string) {
  const { pathname, search } = new URL(String(url), 'http://localhost');
  const res = await app.inject({
    method,
    url: `${pathname}${search}`,
    headers: who ? { authorization: `Bearer ${tokens[who]}` } : {},
    ...(method === 'POST' ? { payload: { format: 'csv' } } : {}),
  });
  const isJson = String(res.headers['content-type'] ?? '').includes('json');
  return { status: res.statusCode, body: (isJson ? res.json() : {}) as Json };
}

const notFound = (id: unknown) => ({
  status: 404,
  body: { error: 'Not found', message: `No export ${String(id)}; exports are kept for a day.` },
});

describe("an anonymous export's links", () => {
  it('are the only way to see, download or cancel it: without its key it is as unknown as a missing job', async () => {
    const started = await call('GET', '/export-api/works?filter=publication_year:2020');
    expect(started.status).toBe(201);
    const id = started.body.id;
    const bare = `/export-api/export/${String(id)}`;
    await service.idle();
    const progress = await call('GET', started.body.progress_url);
    expect(progress.body.status).toBe('finished');
    expect((await call('GET', progress.body.result_url)).status).toBe(200);

    const wrongKey = `${bare}?key=${'x'.repeat(43)}`;
    for (const [method, url, who] of [
      ['GET', bare],
      ['GET', wrongKey],
      ['GET', bare, 'ada'],
      ['GET', `${bare}/download`],
      ['GET', `${wrongKey.replace('?', '/download?')}`],
      ['DELETE', bare],
      ['DELETE', bare, 'bob'],
    ] as const) {
      expect(await call(method, url, who), `${method} ${url} ${who ?? ''}`).toEqual(notFound(id));
    }
    expect(await call('GET', '/export-api/export/0123456789abcdef01234567')).toEqual(
      notFound('0123456789abcdef01234567'),
    );
    expect((await call('DELETE', started.body.progress_url)).status).toBe(200);
  });
});

describe("a signed-in user's export", () => {
  it('opens to their token, and to nobody else without its key', async () => {
    const started = await call('GET', '/export-api/works?filter=publication_year:2021', 'ada');
    const bare = `/export-api/export/${String(started.body.id)}`;
    await service.idle();
    expect((await call('GET', bare, 'ada')).body.status).toBe('finished');
    expect((await call('GET', `${bare}/download`, 'ada')).status).toBe(200);
    expect(await call('GET', bare, 'bob')).toEqual(notFound(started.body.id));
    expect(await call('GET', `${bare}/download`)).toEqual(notFound(started.body.id));
  });

  it("mails a link that opens the download in a browser, without a token; the server keeps only keys' hashes", async () => {
    const started = await call('POST', '/export-api/mega-csv', 'ada');
    expect(started.status).toBe(202);
    await service.idle();
    const outbox = path.join(dir, 'outbox');
    const mail = readdirSync(outbox)
      .map((name) => readFileSync(path.join(outbox, name), 'utf8').replace(/=\r?\n/g, ''))
      .find((text) => text.includes(String(started.body.id)))!;
    // quoted-printable writes the link's = as =3D
    const link = /http:\/\/app\.test(\/export-api\/export\/[a-f0-9]{24}\/download)\?key=(?:3D)?([\w-]{43})/.exec(mail);
    expect(link, mail).not.toBeNull();
    const mailed = `${link![1]}?key=${link![2]}`;
    expect((await call('GET', mailed)).status).toBe(200);
    expect(await call('GET', mailed, 'bob')).toMatchObject({ status: 200 });
    expect(await call('GET', mailed.replace(/key=.*/, `key=${'y'.repeat(43)}`))).toEqual(notFound(started.body.id));

    const row = JSON.stringify(db.prepare('SELECT * FROM export_jobs WHERE id = ?').get(started.body.id));
    const creatorKey = /key=([\w-]+)/.exec(String(started.body.progress_url))![1]!;
    expect(row).not.toContain(link![2]);
    expect(row).not.toContain(creatorKey);
  });
});
