import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openAppDb } from './app-db.js';
import { createMailer } from './mailer.js';

let dir: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'alexandria-private-'));
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

const modeOf = (file: string) => (statSync(file).mode & 0o777).toString(8);

describe('files holding accounts and mail', () => {
  it('creates the application database, its WAL and shared memory readable by the server only', () => {
    const file = path.join(dir, 'data', 'app.sqlite');
    const db = openAppDb(file);
    db.prepare("INSERT INTO users (id, email, display_name, created_at) VALUES ('u1', 'a@example.org', 'A', 0)").run();
    try {
      expect([file, `${file}-wal`, `${file}-shm`].map(modeOf)).toEqual(['600', '600', '600']);
      expect(modeOf(path.dirname(file))).toBe('700');
    } finally {
      db.close();
    }
  });

  it('writes outbox mail readable by the server only', async () => {
    const outbox = path.join(dir, 'outbox');
    const mailer = createMailer({ outboxDir: outbox, from: 'Alexandria <a@localhost>', log: () => {} });
    await mailer.send({ to: 'a@example.org', subject: 'Your login link', text: 'http://app.test/login/magic-token/x' });
    expect(modeOf(outbox)).toBe('700');
    expect(readdirSync(outbox).map((name) => modeOf(path.join(outbox, name)))).toEqual(['600']);
  });
});
