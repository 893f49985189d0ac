import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { expect, inject } from 'vitest';
import { buildApp, type AppOptions } from '../app.js';
import { Catalogue } from '../catalogue/catalogue.js';
import { openAppDb, type AppDb } from '../users/app-db.js';
import { createMailer } from '../users/mailer.js';
import { UserStore } from '../users/user-store.js';

/* eslint-disable @typescript-eslint/no-explicit-any */
export type Json = Record<string, any>;

export interface Answer {
  status: number;
  body: Json;
  headers: Record<string, unknown>;
}

/**
 * The app over the generated test catalogue and a fresh app database with three accounts (tess a
 * tester, adam an admin, uma neither, plus any others asked for as testers), each with a token.
 */
export class AnalyticsHarness {
  catalogue!: Catalogue;
  dir = '';
  db!: AppDb;
  users!: UserStore;
  readonly tokens: Record<string, string> = {};

  async open(prefix: string, testers: string[] = []): Promise<void> {
    this.catalogue = await Catalogue.open(inject('catalogueDir'), { apiBase: 'http://localhost/api' });
    this.dir = mkdtempSync(path.join(os.tmpdir(), prefix));
    this.db = openAppDb(path.join(this.dir, 'app.sqlite'));
    this.users = new UserStore(this.db);
    const accounts: [string, { is_tester?: boolean; is_admin?: boolean }][] = [
      ['tess', { is_tester: true }],
      ['adam', { is_admin: true }],
      ['uma', {}],
      ...testers.map((id): [string, { is_tester: boolean }] => [id, { is_tester: true }]),
    ];
    for (const [id, roles] of accounts) {
      await this.users.createUser({ id, email: `${id}@example.org`, displayName: id, password: 'secret1' });
      this.users.setRoles(id, roles);
      this.tokens[id] = this.users.issueAccessToken(id);
    }
  }

  /** A server over the harness's catalogue and accounts, with these analytics settings. */
  async start(analytics: AppOptions['analytics'] = {}): Promise<FastifyInstance> {
    const mailer = createMailer({ outboxDir: path.join(this.dir, 'outbox'), from: 'A <a@localhost>', log: () => {} });
    const app = await buildApp({
      catalogue: this.catalogue,
      users: { store: this.users, mailer, publicUrl: 'http://app.test' },
      analytics,
    });
    await app.ready();
    return app;
  }

  async close(): Promise<void> {
    this.db.close();
    this.catalogue.close();
    rmSync(this.dir, { recursive: true, force: true });
  }

  async call(
    app: FastifyInstance,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    who?: string,
    body?: unknown,
  ): Promise<Answer> {
    // a string is sent as JSON text already written
    const res = await app.inject({
      method,
      url,
      headers: {
        ...(who ? { authorization: `Bearer ${this.tokens[who]}` } : {}),
        ...(typeof body === 'string' ? { 'content-type': 'application/json' } : {}),
      },
      ...(body === undefined ? {} : { payload: body as Json }),
    });
    const isJson = String(res.headers['content-type'] ?? '').includes('json');
    return { status: res.statusCode, body: (isJson ? res.json() : res.body) as Json, headers: res.headers };
  }

  /** Polls the search as the results page does, until it is completed. */
  async completed(app: FastifyInstance, id: string, who = 'tess'): Promise<Json> {
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      const res = await this.call(app, 'GET', `/api/analytics/${id}?is_polling=true`, who);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      if (res.body.is_completed) return res.body;
      await new Promise((resolve) => setImmediate(resolve));
    }
    throw new Error(`search ${id} did not complete`);
  }
}
