// `npm run dev`: the catalogue server (restarting on change) and Vite's dev server with hot reload,
// which forwards the API paths to the catalogue server. Ctrl-C stops both.
import { spawn, type ChildProcess } from 'node:child_process';

const apiPort = process.env.PORT ?? '8080';
const children: ChildProcess[] = [];

function run(name: string, command: string, args: string[], env: NodeJS.ProcessEnv): void {
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  child.on('exit', (code, signal) => {
    console.log(`[dev] ${name} stopped (${signal ?? code}); stopping the rest.`);
    for (const other of children) if (other !== child) other.kill('SIGTERM');
    process.exitCode = code ?? 1;
  });
  children.push(child);
}

run('catalogue server', 'npx', ['tsx', 'watch', 'server/src/main.ts', 'serve'], { PORT: apiPort });
run('vite', 'npx', ['vite'], { DEV_API_TARGET: `http://127.0.0.1:${apiPort}` });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
  });
}
