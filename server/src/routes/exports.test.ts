import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse as parseCsv } from 'csv-parse/sync';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../../test/test-app.js';
import { ExportService } from '../export/export-service.js';
import { openAppDb, type AppDb } from '../users/app-db.js';
import { createMailer } from '../users/mailer.js';
import { UserStore } from '../users/user-store.js';
import { registerExportRoutes } from './exports.js';

type Json = Record<string, unknown>;
const HOUR = 60 * 60 * 1000;

let t: TestApp;
let dir: string;
let db: AppDb;
let service: ExportService;
let app: FastifyInstance;
let clock: number;
let users: UserStore;

function newService(): ExportService {
  return new ExportService({
    db,
    catalogue: t.catalogue,
    dir: path.join(dir, 'exports'),
    mailer: createMailer({ outboxDir: path.join(dir, 'outbox'), from: 'Alexandria <a@localhost>', log: () => {} }),
    publicUrl: 'http://app.test',
    now: () => clock,
  });
}

async function startApp(): Promise<void> {
  service = newService();
  service.resume();
  app = Fastify();
  await app.register(
    async (api) => registerExportRoutes(api, { service, catalogue: t.catalogue, users, maxRecords: 2000 }),
    { prefix: '/export-api' },
  );
  await app.ready();
}

beforeAll(async () => {
  t = await openTestApp();
});

afterAll(async () => {
  await t.close();
});

beforeEach(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'alexandria-exports-'));
  db = openAppDb(path.join(dir, 'app.sqlite'));
  users = new UserStore(db);
  clock = Date.UTC(2026, 10, 24, 12);
  await startApp();
});

afterEach(async () => {
  await app.close();
  await service.close();
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

async function call(method: 'GET' | 'POST' | 'DELETE', url: string, opts: { body?: unknown; token?: string } = {}) {
  const res = await app.inject({
    method,
    url: `/export-api${url}`,
    ...(opts.body === undefined ? {} : { payload: opts.body as Json }),
    headers: opts.token ? { authorization: `Bearer ${opts.token}` } : {},
  });
  const isJson = String(res.headers['content-type'] ?? '').includes('json');
  return { status: res.statusCode, body: (isJson ? res.json() : null) as Json, text: res.body, headers: res.headers };
}

async function countOf(filter: string): Promise<number> {
  const res = await t.get(`/api/works?filter=${encodeURIComponent(filter)}&per_page=1`);
  return res.body.meta.count as number;
}

async function exportAndDownload(query: string) {
  const started = await call('GET', `/works?${query}`);
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  await service.idle();
  const progress = await call('GET', `/export/${String(started.body.id)}`);
  const download = await call('GET', `/export/${String(started.body.id)}/download`);
  return { started, progress, download };
}

describe('works export jobs', () => {
  it('starts a job, reports progress 1 with a result URL when done, and downloads the CSV of exactly the search', async () => {
    const filter = 'publication_year:2020-2022,is_oa:true';
    const { started, progress, download } = await exportAndDownload(`filter=${encodeURIComponent(filter)}&format=csv`);
    expect(['queued', 'running']).toContain(started.body.status);
    expect(started.body).toMatchObject({
      progress: 0,
      format: 'csv',
      query_url: `http://localhost:80/api/works?filter=${encodeURIComponent(filter)}`,
    });
    expect(started.body.progress_url).toBe(`http://localhost:80/export-api/export/${String(started.body.id)}`);
    expect(typeof started.body.submitted).toBe('string');

    expect(progress.body).toMatchObject({ status: 'finished', progress: 1 });
    expect(progress.body.result_url).toBe(`http://localhost:80/export-api/export/${String(started.body.id)}/download`);

    expect(download.status).toBe(200);
    expect(download.headers['content-type']).toMatch(/^text\/csv/);
    expect(download.headers['content-disposition']).toMatch(
      /^attachment; filename="works-2026-11-24-[a-f0-9]{8}\.csv"$/,
    );
    const rows = parseCsv(download.text, { columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(await countOf(filter));
    for (const row of rows) {
      expect(Number(row.publication_year)).toBeGreaterThanOrEqual(2020);
      expect(row.is_oa).toBe('true');
    }
  });

  it('writes every format with its content type and file name, one record per work', async () => {
    const filter = 'publication_year:2021';
    const expected = await countOf(filter);
    const formats = {
      ris: {
        type: /^application\/x-research-info-systems/,
        ext: 'ris',
        records: (body: string) => body.match(/^ER {2}-/gm)?.length,
      },
      'wos-plaintext': { type: /^text\/plain/, ext: 'txt', records: (body: string) => body.match(/^ER$/gm)?.length },
      bibtex: {
        type: /^application\/x-bibtex/,
        ext: 'bib',
        records: (body: string) => body.match(/^@\w+\{/gm)?.length,
      },
    };
    for (const [format, check] of Object.entries(formats)) {
      const { download } = await exportAndDownload(`filter=${filter}&format=${format}`);
      expect(download.headers['content-type'], format).toMatch(check.type);
      expect(download.headers['content-disposition'], format).toMatch(new RegExp(`\\.${check.ext}"$`));
      expect(check.records(download.text), format).toBe(expected);
    }
  });

  it('sorts as asked and cuts long fields with truncate', async () => {
    const { download } = await exportAndDownload('filter=publication_year:2019&sort=cited_by_count:desc&truncate=true');
    const rows = parseCsv(download.text, { columns: true }) as Record<string, string>[];
    const citations = rows.map((row) => Number(row.cited_by_count));
    expect(citations).toEqual([...citations].sort((a, b) => b - a));
    for (const row of rows) expect(row.abstract!.length).toBeLessThanOrEqual(1001);
  });

  it('refuses more works than the limit, naming the count and the limit', async () => {
    const all = await countOf('');
    const res = await call('GET', '/works?format=csv');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      `This search matches ${all.toLocaleString('en-US')} works; an export can hold at most 2,000. Narrow the search with filters, or ask for a large export by e-mail.`,
    );
  });

  it('answers bad input with 400 naming the part, and unknown ids with 404', async () => {
    const cases: [string, RegExp][] = [
      ['/works?format=pdf', /format: must be one of csv, ris, wos-plaintext, bibtex/],
      ['/works?truncate=yes', /truncate: must be 'true' or 'false'/],
      ['/works?colour=red', /Unknown export parameter 'colour'/],
      ['/works?filter=nonsense_key:1', /nonsense_key/],
      ['/works?sort=nonsense:desc', /nonsense/],
      ['/export/not-an-id', /export id/],
    ];
    for (const [url, message] of cases) {
      const res = await call('GET', url);
      expect(res.status, url).toBe(400);
      expect(String(res.body.message), url).toMatch(message);
    }
    expect((await call('GET', `/export/${'a'.repeat(24)}`)).status).toBe(404);
  });

  it('cancels a job: it stops, and there is nothing to download', async () => {
    const started = await call('GET', '/works?filter=publication_year:2020');
    const cancelled = await call('DELETE', `/export/${String(started.body.id)}`);
    expect(cancelled.body.status).toBe('cancelled');
    await service.idle();
    expect((await call('GET', `/export/${String(started.body.id)}`)).body.status).toBe('cancelled');
    expect((await call('GET', `/export/${String(started.body.id)}/download`)).status).toBe(404);
    expect(readdirSync(path.join(dir, 'exports'))).toEqual([]);
  });

  it('runs a job that a restart interrupted again, and fails one interrupted too often', async () => {
    const started = await call('GET', '/works?filter=publication_year:2020');
    const id = String(started.body.id);
    // The server stops while the job runs: it stays 'running' in the database, its part file goes.
    await app.close();
    await service.close();
    db.prepare(`UPDATE export_jobs SET status = 'running', written = 5 WHERE id = ?`).run(id);
    await startApp();
    await service.idle();
    const resumed = await call('GET', `/export/${id}`);
    expect(resumed.body).toMatchObject({ status: 'finished', records_written: await countOf('publication_year:2020') });

    db.prepare(`UPDATE export_jobs SET status = 'running', attempts = 3 WHERE id = ?`).run(id);
    await app.close();
    await service.close();
    await startApp();
    const failed = await call('GET', `/export/${id}`);
    expect(failed.body.status).toBe('failed');
    expect(String(failed.body.error)).toMatch(/interrupted/);
  });

  it('removes jobs and their files after the retention period', async () => {
    const { started } = await exportAndDownload('filter=publication_year:2020');
    const id = String(started.body.id);
    expect(readdirSync(path.join(dir, 'exports'))).toHaveLength(1);
    clock += 23 * HOUR;
    expect(service.cleanup()).toBe(0);
    clock += 2 * HOUR;
    expect(service.cleanup()).toBe(1);
    expect((await call('GET', `/export/${id}`)).status).toBe(404);
    expect(existsSync(path.join(dir, 'exports'))).toBe(true);
    expect(readdirSync(path.join(dir, 'exports'))).toEqual([]);
  });
});

describe('large exports by e-mail', () => {
  it('needs a logged-in user', async () => {
    const res = await call('POST', '/mega-csv?email=a@example.org', { body: {} });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('To download large datasets, please login or create an account.');
  });

  it('queues the export past the direct-download limit and mails the download link', async () => {
    await users.createUser({ id: 'u1', email: 'ada@example.org', displayName: 'Ada', password: 'secret1' });
    const token = users.issueAccessToken('u1');
    const bad = await call('POST', '/mega-csv?email=not-an-address', { body: {}, token });
    expect(bad.status).toBe(400);
    expect(String(bad.body.message)).toMatch(/email/);

    const res = await call('POST', '/mega-csv?email=ada@example.org', { body: { format: 'csv' }, token });
    expect(res.status).toBe(202);
    expect(res.body.message).toBe(
      'Your export has been initiated. You will receive an email when it is ready to download.',
    );
    await service.idle();
    const job = await call('GET', `/export/${String(res.body.id)}`);
    expect(job.body).toMatchObject({ status: 'finished', records_written: await countOf('') });
    const mails = readdirSync(path.join(dir, 'outbox')).map((file) =>
      readFileSync(path.join(dir, 'outbox', file), 'utf8').replace(/=\r?\n/g, ''),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('To: ada@example.org');
    expect(mails[0]).toContain(`http://app.test/export-api/export/${String(res.body.id)}/download`);
  });
});

describe('caching', () => {
  it('marks export answers, which carry a user’s query and address, as not to be stored', async () => {
    await users.createUser({ id: 'u1', email: 'ada@example.org', displayName: 'Ada', password: 'secret1' });
    const token = users.issueAccessToken('u1');
    const mailed = await call('POST', '/mega-csv', { body: { format: 'csv' }, token });
    expect(mailed.status).toBe(202);
    const { started, progress, download } = await exportAndDownload('filter=publication_year:2020&format=csv');
    const missing = await call('GET', '/export/0123456789abcdef01234567');
    expect([started.status, progress.status, download.status, missing.status]).toEqual([201, 200, 200, 404]);
    for (const res of [mailed, started, progress, download, missing])
      expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('export files', () => {
  it('are readable by the server only', async () => {
    const { download } = await exportAndDownload('filter=publication_year:2020&format=csv');
    expect(download.status).toBe(200);
    const folder = path.join(dir, 'exports');
    const modeOf = (file: string) => (statSync(file).mode & 0o777).toString(8);
    expect(modeOf(folder)).toBe('700');
    const files = readdirSync(folder);
    expect(files.length).toBeGreaterThan(0);
    expect(files.map((name) => modeOf(path.join(folder, name)))).toEqual(files.map(() => '600'));
  });
});
