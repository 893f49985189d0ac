import { execFileSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y.js';
import { e2eDataDir } from './data-dir.js';

/** The e2e server's data folder (see playwright.config.ts). */
const dataDir = e2eDataDir;

test('an admin granted on the command line reaches /admin and finds users', async ({ page }) => {
  const email = `chief${Date.now()}@example.org`;
  const id = `chief${Date.now()}`;
  const created = await page.request.post(`/user-api/user/${id}`, {
    data: { email, display_name: 'Chief Admin', password: 'secret1' },
  });
  expect(created.status()).toBe(201);
  const { access_token: token } = (await created.json()) as { access_token: string };
  await page.addInitScript((value) => localStorage.setItem('alexandria.token', value), token);

  await page.goto('/admin');
  await expect(page.getByText('You must be an admin to view this page')).toBeVisible();

  const output = execFileSync('node', ['build/server/src/main.js', 'admin', 'grant', email], {
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: 'utf8',
  });
  expect(output).toContain(`${email} (${id}) now has admin.`);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Hello Admin' })).toBeVisible();
  await page.getByLabel(/Find users/).fill('chief');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('table', { name: 'Users' }).getByText(email)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
