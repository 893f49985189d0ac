import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

/** A port nothing listens on now. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export interface BuiltServer {
  base: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

export interface BuiltServerOptions {
  /**
   * The server's output as it comes, instead of printing it: its stdout and stderr are piped to
   * this (the bench decides what to print); without it they go to the bench's own.
   */
  onOutput?: (text: string, stream: 'stdout' | 'stderr') => void;
}

/**
 * The built server (`npm run build`) in a process of its own, as `npm start` runs it, over the
 * catalogue in `dataDir`; resolves once `/api/` answers. Inside the harness's process, the
 * harness's own work and garbage collection would stall its responses now and then.
 */
export async function startBuiltServer(
  dataDir: string,
  env: Record<string, string> = {},
  nodeArgs: string[] = [],
  opts: BuiltServerOptions = {},
): Promise<BuiltServer> {
  const serverMain = path.resolve('build/server/src/main.js');
  if (!existsSync(path.resolve('build/web/index.html')) || !existsSync(serverMain))
    throw new Error('No built app in build/: run `npm run build` first.');
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...nodeArgs, serverMain, 'serve'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', opts.onOutput ? 'pipe' : 'inherit', opts.onOutput ? 'pipe' : 'inherit'],
  });
  const { onOutput } = opts;
  if (onOutput) {
    child.stdout?.setEncoding('utf8').on('data', (text: string) => onOutput(text, 'stdout'));
    child.stderr?.setEncoding('utf8').on('data', (text: string) => onOutput(text, 'stderr'));
  }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited (code ${child.exitCode}).`);
    const ok = await fetch(`${base}/api/`, { signal: AbortSignal.timeout(10_000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) {
      child.kill();
      throw new Error('The server did not answer within two minutes.');
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    base,
    process: child,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
