/**
 * The abuse benchmark's accounts: an admin first (the first account of an installation is one),
 * then the testers, granted the role with the admin command line as an installation's admin would.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

export interface Tester {
  id: string;
  email: string;
  token: string;
}

export const auth = (user: Tester) => ({ authorization: `Bearer ${user.token}`, 'content-type': 'application/json' });

/** `count` testers signed up at `base`, granted the role in the app database of `dataDir`. */
export async function makeAccounts(base: string, dataDir: string, count: number): Promise<Tester[]> {
  const made: Tester[] = [];
  for (let i = 0; i <= count; i++) {
    const id = i === 0 ? 'abuse-admin' : `abuse-tester-${i}`;
    const email = `${id}@example.org`;
    const res = await fetch(`${base}/user-api/user/${id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, display_name: id, password: 'abuse-bench-secret' }),
    });
    const body = (await res.json()) as { access_token?: string; message?: string };
    if (res.status !== 201 || !body.access_token) throw new Error(`sign-up of ${id}: ${res.status} ${body.message}`);
    if (i === 0) continue;
    const out = execFileSync(
      process.execPath,
      [path.resolve('build/server/src/main.js'), 'admin', 'grant', email, '--tester'],
      {
        env: { ...process.env, DATA_DIR: dataDir },
        encoding: 'utf8',
      },
    );
    console.log(`  ${out.trim()}`);
    made.push({ id, email, token: body.access_token });
  }
  return made;
}
