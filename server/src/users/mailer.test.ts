import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { UserApiHarness } from '../testing/user-api-harness.js';

/** Without SMTP, mail goes to DATA_DIR/outbox as one .eml file a message, named after its address. */
let h: UserApiHarness;

beforeEach(async () => {
  h = new UserApiHarness();
  await h.open('alexandria-mailer-', Date.parse('2026-03-01T10:00:00Z'));
});

afterEach(async () => {
  await h.close();
});

/** An address of `length` characters (the validator allows 254) under example.org. */
const longAddress = (length: number, letter = 'a') => `${letter.repeat(length - '@example.org'.length)}@example.org`;

describe('the outbox', () => {
  it('sends a login link to a 254-character address, in a file whose name a file system takes', async () => {
    const address = longAddress(254);
    const res = await h.call('POST', '/user/magic-login-request', { email: address, display_name: 'Long' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [name, ...others] = readdirSync(path.join(h.dir, 'outbox'));
    expect(others).toEqual([]);
    expect(Buffer.byteLength(name!)).toBeLessThan(255);
    expect(name).toMatch(/^\d+-1-a+~[0-9a-f]{12}\.eml$/);
    // a long header is folded onto the next line
    const mail = readFileSync(path.join(h.dir, 'outbox', name!), 'utf8').replace(/\n\s+/g, ' ');
    expect(mail).toContain(`To: ${address}`);
  });

  it('names the mail of two long addresses that begin alike apart, and keeps short ones whole', async () => {
    for (const email of [longAddress(250, 'b') + 'x', longAddress(250, 'b') + 'y']) {
      expect((await h.call('POST', '/user/magic-login-request', { email, display_name: 'B' })).status).toBe(200);
    }
    await h.call('POST', '/user/magic-login-request', { email: 'ada@example.org', display_name: 'Ada' });
    const names = readdirSync(path.join(h.dir, 'outbox')).map((name) => name.replace(/^\d+-\d+-/, ''));
    expect(new Set(names).size).toBe(3);
    expect(names).toContain('ada@example.org.eml');
  });
});
