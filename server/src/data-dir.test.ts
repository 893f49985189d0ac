import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dataDirMessage } from './data-dir.js';

const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));

let dir: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'alexandria-data-dir-'));
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('a DATA_DIR the server cannot write', () => {
  it('stops `serve` with one line naming DATA_DIR and the problem, no stack trace, and a non-zero exit', () => {
    // Tests run as root, whom chmod does not stop; a folder that would have to be made inside a
    // file fails for root too (ENOTDIR), through the same check.
    const file = path.join(dir, 'not-a-folder');
    writeFileSync(file, '');
    const dataDir = path.join(file, 'data');
    const run = spawnSync(process.execPath, ['--import', 'tsx', MAIN, 'serve'], {
      env: { ...process.env, DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'silent' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).not.toBe(0);
    expect(run.status).not.toBeNull();
    const lines = run.stderr.trim().split('\n');
    expect(lines, run.stderr).toHaveLength(1);
    expect(lines[0]).toContain(`DATA_DIR ${dataDir} cannot be written (part of the path is a file, not a folder`);
    expect(run.stderr).not.toMatch(/^\s+at /m);
  }, 60_000);

  it('names a permission problem as such', () => {
    const error = Object.assign(new Error("EACCES: permission denied, open '/srv/data/.write-check'"), {
      code: 'EACCES',
    });
    expect(dataDirMessage('/srv/data', error)).toBe(
      'DATA_DIR /srv/data cannot be written (permission denied, EACCES): the server keeps its catalogue, accounts ' +
        'and exports there. Give the server write access to it, or set DATA_DIR to a writable folder.',
    );
    const readOnly = Object.assign(new Error('attempt to write a readonly database'), {
      code: 'SQLITE_READONLY_DBMOVED',
    });
    expect(dataDirMessage('/srv/data', readOnly)).toContain(
      '(the database file is read-only, SQLITE_READONLY_DBMOVED)',
    );
  });
});
