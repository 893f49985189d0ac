import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y.js';
import { oqlSuites, realSample, realSampleDataDir, realSamplePort } from './data-dir.js';

// The test-suite pages (issue 36) over the server of the real sample, which serves the public
// suites of ../shared/conformance/oql-suites (OQL_SUITES_DIR, see playwright.config.ts).
test.skip(
  !existsSync(realSample) || !existsSync(oqlSuites),
  'the shared sample or suites are not beside this checkout',
);
test.use({ baseURL: `http://127.0.0.1:${realSamplePort}` });

/** A new account, a tester (granted on the command line), logged in on `page`. */
async function signUpTester(page: Page): Promise<void> {
  const id = `s${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const email = `${id}@example.org`;
  const created = await page.request.post(`/user-api/user/${id}`, {
    data: { email, display_name: 'Suite Runner', password: 'secret1' },
  });
  expect(created.status()).toBe(201);
  const { access_token: token } = (await created.json()) as { access_token: string };
  execFileSync('node', ['build/server/src/main.js', 'admin', 'grant', email, '--tester'], {
    env: { ...process.env, DATA_DIR: realSampleDataDir },
    encoding: 'utf8',
  });
  await page.addInitScript((value) => localStorage.setItem('alexandria.token', value), token);
}

test('runs the disjunctions suite from /tests against the real server and shows its passing count', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpTester(page);
  await page.goto('/tests');
  for (const [suite, count] of [
    ['main', 8],
    ['landing_page', 52],
    ['all_columns', 92],
    ['disjunctions', 8],
    ['labels', 2],
  ] as const) {
    await expect(page.getByRole('link', { name: new RegExp(`^${suite}\\s*${count} tests`) })).toBeVisible();
  }
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: /^disjunctions/ }).click();
  await expect(page).toHaveURL(/\/tests\/disjunctions$/);
  const table = page.getByRole('table', { name: 'Tests' });
  await expect(table.getByRole('row')).toHaveCount(9);
  await page.getByRole('button', { name: 'Run Searches' }).click();

  // The sample's 466 works and their authors do not include the works and authors these tests
  // name: the five tests that look for them find nothing ('no results'), the two 'and' tests, which
  // expect nothing, pass; and the sample does have letters, editorials or errata, which the suite's
  // sixth test expects to find none of.
  await expect(page.getByTestId('count-passing')).toHaveText('2 passing', { timeout: 60_000 });
  await expect(page.getByTestId('count-failing')).toHaveText('6 failing');
  await expect(page.getByTestId('count-loading')).toHaveText('0 loading');
  await expect(page.getByTestId('percent-passing')).toHaveText('25.00% passing');
  await expect(table.getByRole('button', { name: 'query to search: Two work IDs, and: pass, details' })).toBeVisible();
  // OQL to query and query to OQL, through the OQL library with the served configuration: all 16 pass
  await expect(table.getByRole('button', { name: /^(OQL to query|query to OQL): .*: pass, details$/ })).toHaveCount(16);

  await table.getByRole('button', { name: /^query to search: Works: letters.*: fail, details$/ }).click();
  await expect(page.getByRole('dialog')).toContainText(/Expected no results, found \d+\./);
  await page.getByRole('button', { name: 'Close' }).click();
  await table.getByRole('button', { name: 'query to search: One work ID: fail, details' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('no results');
  await dialog.getByRole('link', { name: /Open the search/ }).click();
  await expect(page).toHaveURL(/\/s\/\w+/);
});
