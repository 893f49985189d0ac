import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { buildApp } from './app.js';
import { Catalogue } from './catalogue/catalogue.js';
import { ConfigError } from './config.js';
import { openLogFile, RotatingLogFile } from './log-file.js';

/** LOG_FILE: the server log in a file that is set aside at LOG_FILE_MB, three old ones kept. */
let catalogue: Catalogue;
let dir: string;

beforeAll(async () => {
  catalogue = await Catalogue.open(inject('catalogueDir'), { apiBase: 'http://localhost/api' });
});

afterAll(() => catalogue.close());

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'alexandria-log-file-'));
  return () => rmSync(dir, { recursive: true, force: true });
});

const sizes = () =>
  Object.fromEntries(readdirSync(dir).map((name) => [name, statSync(path.join(dir, name)).size] as const));

describe('the log file', () => {
  it("keeps a busy server's log under its cap: past the size a new file begins, the newest lines in it, three old ones kept", async () => {
    const file = path.join(dir, 'server.log');
    const log = new RotatingLogFile(file, { maxBytes: 4096 });
    const app = await buildApp({ catalogue, logLevel: 'info', logStream: log });
    for (let i = 0; i < 150; i++) await app.inject({ url: `/api/no-such-route-${i}` });
    await app.close();
    log.close();

    expect(Object.keys(sizes()).sort()).toEqual(['server.log', 'server.log.1', 'server.log.2', 'server.log.3']);
    for (const size of Object.values(sizes())) expect(size).toBeLessThanOrEqual(4096);
    const newest = readFileSync(file, 'utf8').trimEnd().split('\n');
    expect(newest.at(-1)).toContain('"msg":"request completed"');
    expect(newest.some((line) => line.includes('/api/no-such-route-149'))).toBe(true);
    expect(readFileSync(`${file}.3`, 'utf8')).not.toContain('/api/no-such-route-0"');
    expect((statSync(file).mode & 0o777).toString(8)).toBe('600');
  });

  it('goes on with the file a restart left, and drops the lines it cannot write, saying so once, without throwing', () => {
    const folder = path.join(dir, 'logs');
    mkdirSync(folder);
    const file = path.join(folder, 'server.log');
    writeFileSync(file, 'x'.repeat(90) + '\n');
    const warnings: string[] = [];
    const log = new RotatingLogFile(file, { maxBytes: 100, warn: (message) => warnings.push(message) });
    // the next line would pass the size: the file is set aside, in a folder that has gone
    rmSync(folder, { recursive: true });
    expect(() => log.write('line two\n')).not.toThrow();
    expect(() => log.write('line three\n')).not.toThrow();
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^The log file .*server\.log cannot be written \(.*\); lines are dropped\.$/);
    mkdirSync(folder);
    log.write('line four\n');
    expect(warnings.at(-1)).toMatch(/is written again\.$/);
    expect(readFileSync(file, 'utf8')).toBe('line four\n');
    log.close();
  });

  it('stops start-up with one line naming LOG_FILE when the server cannot write it', () => {
    writeFileSync(path.join(dir, 'a-file'), '');
    const file = path.join(dir, 'a-file', 'server.log');
    expect(() => openLogFile(file, 1024)).toThrow(ConfigError);
    expect(() => openLogFile(file, 1024)).toThrow(/^LOG_FILE .*a-file\/server\.log cannot be written \(/);
  });
});
