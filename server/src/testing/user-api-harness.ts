import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { registerUserRoutes } from '../routes/users.js';
import { openAppDb, type AppDb } from '../users/app-db.js';
import { createMailer } from '../users/mailer.js';
import { UserStore } from '../users/user-store.js';

type Json = Record<string, unknown>;

/**
 * The user API under /user-api over a fresh app.sqlite in a temporary folder, on a clock the test
 * moves; `stop` and `start` reopen the same file, as a restart of the server would.
 */
export class UserApiHarness {
  dir = '';
  clock = 0;
  db!: AppDb;
  store!: UserStore;
  app!: FastifyInstance;

  /** A new folder and database, the clock set to `clock`. */
  async open(folderPrefix: string, clock: number): Promise<void> {
    this.dir = mkdtempSync(path.join(os.tmpdir(), folderPrefix));
    this.clock = clock;
    await this.start();
  }

  async start(): Promise<void> {
    this.db = openAppDb(path.join(this.dir, 'app.sqlite'));
    const now = () => this.clock;
    this.store = new UserStore(this.db, now);
    this.app = Fastify();
    const store = this.store;
    const mailer = createMailer({
      outboxDir: path.join(this.dir, 'outbox'),
      from: 'Alexandria <a@localhost>',
      log: () => {},
    });
    await this.app.register(
      async (api) => registerUserRoutes(api, { store, mailer, publicUrl: 'http://app.test', now }),
      { prefix: '/user-api' },
    );
    await this.app.ready();
  }

  async stop(): Promise<void> {
    await this.app.close();
    this.db.close();
  }

  async close(): Promise<void> {
    await this.stop();
    rmSync(this.dir, { recursive: true, force: true });
  }

  /** A call to /user-api`url`, with the token as a bearer when given. */
  async call(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: unknown, token?: string) {
    const res = await this.app.inject({
      method,
      url: `/user-api${url}`,
      ...(body === undefined ? {} : { payload: body as Json }),
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    return { status: res.statusCode, body: (res.body ? res.json() : null) as Json, headers: res.headers };
  }

  /** Signs up `User {id}` and answers their access token. */
  async signUp(id: string, email = `${id}@example.org`, password = 'secret1'): Promise<string> {
    const res = await this.call('POST', `/user/${id}`, { email, display_name: `User ${id}`, password });
    expect(res.status).toBe(201);
    return res.body.access_token as string;
  }
}
