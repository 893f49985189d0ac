import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { buildApp } from '../app.js';
import { Catalogue } from '../catalogue/catalogue.js';
import { ExportService } from '../export/export-service.js';
import { openAppDb, type AppDb } from '../users/app-db.js';
import { createMailer } from '../users/mailer.js';
import { UserStore } from '../users/user-store.js';
import { addressRange } from './client-address.js';

/**
 * Per-address limits count a client's network (IPv4 /24, IPv6 /48), so one machine with many
 * addresses gets one allowance; behind a proxy named in TRUST_PROXY, X-Forwarded-For gives the address.
 */
let catalogue: Catalogue;
let dir: string;
let db: AppDb;
let users: UserStore;
let service: ExportService;
/** without TRUST_PROXY */
let direct: FastifyInstance;
/** behind a proxy on 127.0.0.1 (where inject's requests come from unless told otherwise) */
let proxied: FastifyInstance;
let token: string;
let openGate: () => void;

beforeAll(async () => {
  catalogue = await Catalogue.open(inject('catalogueDir'), { apiBase: 'http://localhost/api' });
  dir = mkdtempSync(path.join(os.tmpdir(), 'alexandria-client-address-'));
  db = openAppDb(path.join(dir, 'app.sqlite'));
  users = new UserStore(db);
  await users.createUser({ id: 'ada', email: 'ada@example.org', displayName: 'Ada', password: 'secret1' });
  token = users.issueAccessToken('ada');
  const mailer = createMailer({ outboxDir: path.join(dir, 'outbox'), from: 'A <a@localhost>', log: () => {} });
  // export jobs wait at their first step until the tests are done, so they stay running
  const gate = new Promise<void>((resolve) => (openGate = resolve));
  service = new ExportService({
    db,
    catalogue,
    dir: path.join(dir, 'exports'),
    mailer,
    publicUrl: 'http://app.test',
    limits: { jobsPerClient: 1 },
    pace: () => gate,
  });
  const options = {
    catalogue,
    users: { store: users, mailer, publicUrl: 'http://app.test' },
    exports: { service, catalogue, users },
    support: { requestsPerHour: 2 },
  };
  direct = await buildApp(options);
  proxied = await buildApp({ ...options, trustProxy: ['127.0.0.1'] });
});

afterAll(async () => {
  openGate();
  await direct.close();
  await proxied.close();
  await service.close();
  db.close();
  catalogue.close();
  rmSync(dir, { recursive: true, force: true });
});

const event = (remoteAddress: string, headers: Record<string, string> = {}) =>
  direct.inject({
    method: 'POST',
    url: '/api/events',
    remoteAddress,
    headers,
    payload: { type: 'javascript-error', message: 'x is undefined' },
  });

const contact = (app: FastifyInstance, remoteAddress: string, forwardedFor?: string) =>
  app.inject({
    method: 'POST',
    url: '/support-api/api/v2/requests.json',
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    payload: {
      request: {
        subject: 'Hello',
        comment: { body: 'A question.' },
        requester: { name: 'Ada', email: 'ada@example.org' },
      },
    },
  });

describe('anonymous events', () => {
  it('share one allowance across the addresses of one /24, however written; other networks and signed-in users have their own', async () => {
    for (let host = 1; host <= 120; host++) expect((await event(`203.0.113.${host}`)).statusCode).toBe(204);
    const over = await event('203.0.113.200');
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toMatch(/^Too many events; try again in \d+ s\.$/);
    // an IPv4 address as a dual-stack socket reports it
    expect((await event('::ffff:203.0.113.201')).statusCode).toBe(429);
    expect((await event('::ffff:cb00:71ca')).statusCode).toBe(429);
    expect((await event('198.51.100.7')).statusCode).toBe(204);
    expect((await event('203.0.113.5', { authorization: `Bearer ${token}` })).statusCode).toBe(204);
  });
});

describe('the support desk', () => {
  it('counts IPv6 clients by /48', async () => {
    expect((await contact(direct, '2001:db8:1:a::1')).statusCode).toBe(201);
    expect((await contact(direct, '2001:db8:1:b:c:d:e:f')).statusCode).toBe(201);
    const over = await contact(direct, '2001:db8:1:ffff::3');
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toMatch(/^Too many contact requests from this address/);
    expect((await contact(direct, '2001:db8:2::1')).statusCode).toBe(201);
  });

  it('takes the address from X-Forwarded-For behind a trusted proxy, and ignores the header otherwise', async () => {
    expect((await contact(proxied, '127.0.0.1', '192.0.2.1')).statusCode).toBe(201);
    expect((await contact(proxied, '127.0.0.1', '192.0.2.2')).statusCode).toBe(201);
    expect((await contact(proxied, '127.0.0.1', '192.0.2.3')).statusCode).toBe(429);
    // another client behind the same proxy
    expect((await contact(proxied, '127.0.0.1', '198.51.100.1')).statusCode).toBe(201);

    // without TRUST_PROXY a client cannot name itself a new address
    expect((await contact(direct, '100.64.0.1', '192.0.2.1')).statusCode).toBe(201);
    expect((await contact(direct, '100.64.0.1', '192.0.2.2')).statusCode).toBe(201);
    expect((await contact(direct, '100.64.0.1', '198.51.100.9')).statusCode).toBe(429);
  });
});

describe('anonymous export jobs', () => {
  it('count against one allowance per /24', async () => {
    const start = (remoteAddress: string) =>
      direct.inject({ url: '/export-api/works?filter=publication_year:2020', remoteAddress });
    expect((await start('203.0.113.10')).statusCode).toBe(201);
    const over = await start('203.0.113.11');
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toMatch(/^You already have 1 exports waiting or running/);
    expect((await start('198.51.100.10')).statusCode).toBe(201);
  });
});

describe('addressRange', () => {
  it.each([
    ['203.0.113.7', '203.0.113.0/24'],
    ['::ffff:203.0.113.7', '203.0.113.0/24'],
    ['::FFFF:cb00:7107', '203.0.113.0/24'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1::/48'],
    ['2001:0DB8:0001::1', '2001:db8:1::/48'],
    ['fe80::1%eth0', 'fe80:0:0::/48'],
    ['::1', '0:0:0::/48'],
    ['not an address', 'not an address'],
  ])('puts %s in %s', (address, range) => {
    expect(addressRange(address)).toBe(range);
  });
});
