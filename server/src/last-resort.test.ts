import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const MODULE = fileURLToPath(new URL('./last-resort.ts', import.meta.url));

/** A Node process that rejects a promise nobody awaits and throws in a timer, then says whether it lives. */
function runStray(withHandlers: boolean) {
  const script = `
    const { keepServingOnUnhandledErrors } = await import(${JSON.stringify(MODULE)});
    if (${withHandlers}) keepServingOnUnhandledErrors((message) => console.error(message));
    Promise.reject(new Error('the app database is locked'));
    setTimeout(() => { throw new Error('a throw in a timer'); }, 0);
    setTimeout(() => { console.log('still serving'); }, 20);
  `;
  return spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    encoding: 'utf8',
    timeout: 60_000,
  });
}

describe('the last-resort error handlers', () => {
  it('log an unhandled rejection and an uncaught exception with their cause and keep the process running', () => {
    const run = runStray(true);
    expect(run.stdout).toContain('still serving');
    expect(run.status).toBe(0);
    expect(run.stderr).toContain(
      'A fault nothing handled (unhandled rejection); the server keeps serving: Error: the app database is locked',
    );
    expect(run.stderr).toContain(
      'A fault nothing handled (uncaught exception); the server keeps serving: Error: a throw in a timer',
    );
  }, 60_000);

  it('are what keeps it alive: without them Node ends the process', () => {
    const run = runStray(false);
    expect(run.stdout).not.toContain('still serving');
    expect(run.status).not.toBe(0);
  }, 60_000);
});
