import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse as parseCsv } from 'csv-parse/sync';
import Fastify, { type FastifyInstance } from 'fastify';
import Database from 'better-sqlite3';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { openTestApp, type TestApp } from '../../test/test-app.js';
import type { ExportLimits } from '../export/export-limits.js';
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
let limits: Partial<ExportLimits>;

function newService(): ExportService {
  return new ExportService({
    db,
    catalogue: t.catalogue,
    dir: path.join(dir, 'exports'),
    mailer: createMailer({ outboxDir: path.join(dir, 'outbox'), from: 'Alexandria <a@localhost>', log: () => {} }),
    publicUrl: 'http://app.test',
    now: () => clock,
    limits,
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
  limits = {};
  await startApp();
});

afterEach(async () => {
  await app.close();
  await service.close();
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

async function call(
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  opts: { body?: unknown; token?: string; ip?: string } = {},
) {
  const res = await app.inject({
    method,
    url: `/export-api${url}`,
    ...(opts.ip ? { remoteAddress: opts.ip } : {}),
    ...(opts.body === undefined ? {} : { payload: opts.body as Json }),
    headers: opts.token ? { authorization: `Bearer ${opts.token}` } : {},
  });
  const isJson = String(res.headers['content-type'] ?? '').includes('json');
  return { status: res.statusCode, body: (isJson ? res.json() : null) as Json, text: res.body, headers: res.headers };
}

/** A link of a job (progress_url, result_url) as a path for `call`, its key included. */
function local(url: unknown): string {
  const { pathname, search } = new URL(String(url));
  return `${pathname.replace(/^\/export-api/, '')}${search}`;
}

async function countOf(filter: string): Promise<number> {
  const res = await t.get(`/api/works?filter=${encodeURIComponent(filter)}&per_page=1`);
  return res.body.meta.count as number;
}

async function exportAndDownload(query: string) {
  const started = await call('GET', `/works?${query}`);
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  await service.idle();
  const progress = await call('GET', local(started.body.progress_url));
  const download = await call('GET', local(progress.body.result_url));
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
    const key = /\?key=([\w-]{43})$/.exec(String(started.body.progress_url))?.[1];
    expect(started.body.progress_url).toBe(
      `http://localhost:80/export-api/export/${String(started.body.id)}?key=${key}`,
    );
    expect(typeof started.body.submitted).toBe('string');

    expect(progress.body).toMatchObject({ status: 'finished', progress: 1 });
    expect(progress.body.result_url).toBe(
      `http://localhost:80/export-api/export/${String(started.body.id)}/download?key=${key}`,
    );

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
    const progressUrl = local(started.body.progress_url);
    const cancelled = await call('DELETE', progressUrl);
    expect(cancelled.body.status).toBe('cancelled');
    await service.idle();
    expect((await call('GET', progressUrl)).body.status).toBe('cancelled');
    expect((await call('GET', progressUrl.replace('?', '/download?'))).status).toBe(404);
    expect(readdirSync(path.join(dir, 'exports'))).toEqual([]);
  });

  it('runs a job that a restart interrupted again, and fails one interrupted too often', async () => {
    const started = await call('GET', '/works?filter=publication_year:2020');
    const id = String(started.body.id);
    const progressUrl = local(started.body.progress_url);
    // The server stops while the job runs: it stays 'running' in the database, its part file goes.
    await app.close();
    await service.close();
    db.prepare(`UPDATE export_jobs SET status = 'running', written = 5 WHERE id = ?`).run(id);
    await startApp();
    await service.idle();
    const resumed = await call('GET', progressUrl);
    expect(resumed.body).toMatchObject({ status: 'finished', records_written: await countOf('publication_year:2020') });

    db.prepare(`UPDATE export_jobs SET status = 'running', attempts = 3 WHERE id = ?`).run(id);
    await app.close();
    await service.close();
    await startApp();
    const failed = await call('GET', progressUrl);
    expect(failed.body.status).toBe('failed');
    expect(String(failed.body.error)).toMatch(/interrupted/);
  });

  it('removes jobs and their files after the retention period', async () => {
    const { started } = await exportAndDownload('filter=publication_year:2020');
    expect(readdirSync(path.join(dir, 'exports'))).toHaveLength(1);
    clock += 23 * HOUR;
    expect(service.cleanup()).toBe(0);
    clock += 2 * HOUR;
    expect(service.cleanup()).toBe(1);
    expect((await call('GET', local(started.body.progress_url))).status).toBe(404);
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
    const job = await call('GET', `/export/${String(res.body.id)}`, { token });
    expect(job.body).toMatchObject({ status: 'finished', records_written: await countOf('') });
    const mails = readdirSync(path.join(dir, 'outbox')).map((file) =>
      readFileSync(path.join(dir, 'outbox', file), 'utf8').replace(/=\r?\n/g, ''),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('To: ada@example.org');
    expect(mails[0]).toMatch(
      new RegExp(`http://app.test/export-api/export/${String(res.body.id)}/download\\?key=[\\w-]{43}`),
    );
  });
});

describe('an app database locked during an export', () => {
  /** A service over its own connection with a short lock wait; `logs` collects what it reports. */
  async function lockedService(options: { writeRetryMs?: number } = {}) {
    const logs: string[] = [];
    const jobDb = openAppDb(path.join(dir, 'app.sqlite'), { busyTimeoutMs: 20 });
    const jobs = new ExportService({
      db: jobDb,
      catalogue: t.catalogue,
      dir: path.join(dir, 'exports'),
      publicUrl: 'http://app.test',
      log: (message) => logs.push(message),
      requeueDelayMs: 50,
      ...options,
    });
    const other = new Database(path.join(dir, 'app.sqlite'));
    const job = jobs.start({ format: 'ris', truncate: false, maxRecords: 2000 }, 2000);
    // Another process takes the write lock while the job runs (the audit held it for 12 s).
    other.exec('BEGIN IMMEDIATE');
    const release = () => {
      if (other.inTransaction) other.exec('ROLLBACK');
    };
    const close = async () => {
      release();
      other.close();
      await jobs.close();
      jobDb.close();
    };
    return { jobs, job, logs, release, close };
  }

  it('waits out the lock: the job finishes with every record once the lock is gone, and nothing escapes', async () => {
    const { jobs, job, logs, release, close } = await lockedService();
    try {
      await vi.waitFor(() => expect(logs.join('\n')).toMatch(/busy|locked/), { timeout: 20_000, interval: 20 });
      release();
      await jobs.idle();
      expect(jobs.get(job.id)).toMatchObject({ status: 'finished', records_written: 2000 });
      expect(jobs.file(job.id)).toBeDefined();
    } finally {
      await close();
    }
  });

  it('when even the end cannot be recorded in time, the job is taken up again once the lock is gone', async () => {
    const { jobs, job, logs, release, close } = await lockedService({ writeRetryMs: 50 });
    try {
      await vi.waitFor(() => expect(logs.join('\n')).toMatch(/could not be recorded/), {
        timeout: 30_000,
        interval: 20,
      });
      release();
      await vi.waitFor(() => expect(jobs.get(job.id)?.status).toBe('finished'), { timeout: 30_000, interval: 20 });
      await jobs.idle();
      expect(jobs.get(job.id)).toMatchObject({ status: 'finished', records_written: 2000 });
    } finally {
      await close();
    }
  });
});

describe('export limits', () => {
  async function restartWith(newLimits: Partial<ExportLimits>): Promise<void> {
    await app.close();
    await service.close();
    limits = newLimits;
    await startApp();
  }

  it('answers 429 past the jobs a client may have waiting or running, per address or per user, and in total', async () => {
    await restartWith({ jobsPerClient: 2, jobsTotal: 4 });
    // The queue does not run here, so every job started stays waiting.
    await service.close();
    await users.createUser({ id: 'u1', email: 'ada@example.org', displayName: 'Ada', password: 'secret1' });
    const token = users.issueAccessToken('u1');
    const start = (opts: { ip?: string; token?: string }) => call('GET', '/works?filter=publication_year:2020', opts);

    expect((await start({ ip: '203.0.113.1' })).status).toBe(201);
    const second = await start({ ip: '203.0.113.1' });
    expect(second.status).toBe(201);
    const third = await start({ ip: '203.0.113.1' });
    expect(third.status).toBe(429);
    expect(third.body.message).toBe(
      'You already have 2 exports waiting or running, the most one person may have; wait for one to finish, or cancel one, before starting another.',
    );
    expect(third.headers['retry-after']).toBe('60');

    // Another network and a logged-in user (whatever their address) each have their own allowance.
    expect((await start({ ip: '198.51.100.2' })).status).toBe(201);
    expect((await start({ ip: '203.0.113.1', token })).status).toBe(201);
    const full = await start({ ip: '192.0.2.3' });
    expect(full.status).toBe(429);
    expect(full.body.message).toBe(
      'The server is already working on 4 exports, as many as it takes at once; please try again in a few minutes.',
    );

    // A cancelled job no longer counts.
    await call('DELETE', local(second.body.progress_url));
    expect((await start({ ip: '203.0.113.1' })).status).toBe(201);
  });

  it('answers 507 when the exports folder holds as much as it may', async () => {
    await restartWith({ diskBytes: 1000 });
    writeFileSync(path.join(dir, 'exports', `${'b'.repeat(24)}.csv`), 'x'.repeat(1000));
    const res = await call('GET', '/works?filter=publication_year:2020');
    expect(res.status).toBe(507);
    expect(res.body.message).toBe(
      "The server's export storage is full; please try again once older exports have expired (they are kept for a day).",
    );
  });

  it('stops a job that would fill the exports folder past its limit, and leaves no file', async () => {
    await restartWith({ diskBytes: 20_000 });
    const started = await call('GET', '/works?filter=publication_year:2015-2022');
    expect(started.status).toBe(201);
    await service.idle();
    const job = await call('GET', local(started.body.progress_url));
    expect(job.body).toMatchObject({
      status: 'failed',
      error:
        "The export was stopped: it would have filled the server's export storage. Narrow the search, or try again later.",
    });
    expect(readdirSync(path.join(dir, 'exports'))).toEqual([]);
  });

  it("mails a large export only to the account's own address", async () => {
    await users.createUser({ id: 'u1', email: 'ada@example.org', displayName: 'Ada', password: 'secret1' });
    const token = users.issueAccessToken('u1');
    const other = await call('POST', '/mega-csv?email=mallory@example.org', { body: {}, token });
    expect(other.status).toBe(400);
    expect(other.body.message).toBe(
      "Large exports are mailed only to your account's address (ada@example.org); leave out email or give that address.",
    );
    expect((await call('POST', '/mega-csv?email=Ada@Example.org', { body: {}, token })).status).toBe(202);
    expect((await call('POST', '/mega-csv', { body: {}, token })).status).toBe(202);
    await service.idle();
    const mails = readdirSync(path.join(dir, 'outbox')).map((file) =>
      readFileSync(path.join(dir, 'outbox', file), 'utf8'),
    );
    expect(mails).toHaveLength(2);
    for (const mail of mails) expect(mail).toContain('To: ada@example.org');
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
