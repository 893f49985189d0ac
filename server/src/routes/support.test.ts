import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../users/admin-cli.js';
import { openAppDb, type AppDb } from '../users/app-db.js';
import { createMailer, type Mailer } from '../users/mailer.js';
import { UserStore } from '../users/user-store.js';
import { registerSupportRoutes } from './support.js';

/** The contact form's desk (spec 2 §7 "Contact"): POST /support-api/api/v2/requests.json. */
let dir: string;
let db: AppDb;
let store: UserStore;
let app: FastifyInstance;

async function start(opts: { requestsPerHour?: number; mailer?: Mailer } = {}) {
  const mailer =
    opts.mailer ??
    createMailer({ outboxDir: path.join(dir, 'outbox'), from: 'Alexandria <desk@localhost>', log: () => {} });
  app = Fastify();
  await app.register(async (api) => registerSupportRoutes(api, { store, mailer, ...opts }), { prefix: '/support-api' });
  await app.ready();
}

const contact = (request: Record<string, unknown>) => ({
  subject: 'Missing affiliation',
  comment: { body: 'My 2021 paper lists no institution.\nCould you look?' },
  requester: { name: 'Ada Reader', email: 'ada@example.org' },
  ...request,
});

async function post(payload: unknown, ip = '10.0.0.1') {
  const res = await app.inject({
    method: 'POST',
    url: '/support-api/api/v2/requests.json',
    payload: payload as Record<string, unknown>,
    remoteAddress: ip,
  });
  return {
    status: res.statusCode,
    body: res.json() as { message?: string; request?: Record<string, unknown> & { subject?: string } },
  };
}

function outbox(): string[] {
  const folder = path.join(dir, 'outbox');
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .sort()
    .map((file) => readFileSync(path.join(folder, file), 'utf8').replace(/=\r?\n/g, ''));
}

function adminLines(...args: string[]): string[] {
  const lines: string[] = [];
  runAdminCommand(store, args, (line) => lines.push(line));
  return lines;
}

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'alexandria-support-'));
  db = openAppDb(path.join(dir, 'app.sqlite'));
  store = new UserStore(db, () => Date.parse('2026-11-28T09:00:00Z'));
});

afterEach(async () => {
  await app.close();
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('POST /support-api/api/v2/requests.json', () => {
  it('keeps the request, mails the requester a confirmation and answers like Zendesk', async () => {
    await start();
    const res = await post({ request: contact({}) });
    expect(res.status).toBe(201);
    expect(res.body.request).toMatchObject({
      id: 1,
      status: 'new',
      subject: 'Missing affiliation',
      description: 'My 2021 paper lists no institution.\nCould you look?',
      requester: { name: 'Ada Reader', email: 'ada@example.org' },
    });

    const mails = outbox();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('To: ada@example.org');
    expect(mails[0]).toContain('Subject: Request #1 received: Missing affiliation');
    expect(mails[0]).toContain('You can reply to this email to send any files.');
    expect(mails[0]).toContain('> My 2021 paper lists no institution.');

    expect(adminLines('requests')).toEqual([
      '#1  2026-11-28T09:00:00.000Z  Ada Reader <ada@example.org>  Missing affiliation',
      '    My 2021 paper lists no institution.',
      '    Could you look?',
    ]);
  });

  it.each([
    [{ request: contact({ requester: { name: 'Ada', email: 'ada.example.org' } }) }, 'request.requester.email'],
    [{ request: contact({ requester: { name: 'Ada' } }) }, 'request.requester.email'],
    [{ request: contact({ requester: { name: '  ', email: 'ada@example.org' } }) }, 'request.requester.name'],
    [{ request: contact({ subject: ' \n ' }) }, 'request.subject'],
    [{ request: contact({ comment: { body: '' } }) }, 'request.comment.body'],
    [{ request: contact({ comment: 'text' }) }, 'request.comment'],
    [{ subject: 'no request object' }, 'request'],
  ])('answers 400 naming the bad part, keeping and mailing nothing (%#)', async (payload, field) => {
    await start();
    const res = await post(payload);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(`Invalid contact request field ${field}:`);
    expect(outbox()).toEqual([]);
    expect(adminLines('requests')).toEqual(['No contact requests yet.']);
  });

  it('answers 400 to a call without a body', async () => {
    await start();
    const res = await app.inject({ method: 'POST', url: '/support-api/api/v2/requests.json' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The contact request needs a JSON body.');
  });

  it('keeps a subject with line breaks on one header line', async () => {
    await start();
    const res = await post({ request: contact({ subject: 'Hello\r\nBcc: victim@example.org' }) });
    expect(res.status).toBe(201);
    expect(res.body.request?.subject).toBe('Hello Bcc: victim@example.org');
    expect(outbox()[0]).not.toMatch(/^Bcc:/m);
  });

  it('limits the requests of one client address an hour (429), not those of others', async () => {
    await start({ requestsPerHour: 2 });
    expect((await post({ request: contact({}) })).status).toBe(201);
    expect((await post({ request: contact({}) })).status).toBe(201);
    const third = await post({ request: contact({}) });
    expect(third.status).toBe(429);
    expect(third.body.message).toMatch(/^Too many contact requests from this address; try again in \d+ min\.$/);
    // another network (addresses of one /24 count as one client)
    expect((await post({ request: contact({}) }, '10.0.1.2')).status).toBe(201);
    expect(adminLines('requests', '10').filter((text) => text.startsWith('#'))).toHaveLength(3);
  });

  it('keeps the request when the confirmation cannot be mailed', async () => {
    await start({
      mailer: {
        send: () => Promise.reject(new Error('SMTP down')),
      },
    });
    const res = await post({ request: contact({}) });
    expect(res.status).toBe(201);
    expect(adminLines('requests')[0]).toContain('Ada Reader <ada@example.org>');
  });
});
