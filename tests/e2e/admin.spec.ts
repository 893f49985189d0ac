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

test('an admin flags a user as tester, and that user can then open an analytics search', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const signUp = async (id: string, name: string) => {
    const created = await page.request.post(`/user-api/user/${id}`, {
      data: { email: `${id}@example.org`, display_name: name, password: 'secret1' },
    });
    expect(created.status()).toBe(201);
    return ((await created.json()) as { access_token: string }).access_token;
  };
  const adminToken = await signUp(`boss${stamp}`, 'Boss Admin');
  execFileSync('node', ['build/server/src/main.js', 'admin', 'grant', `boss${stamp}@example.org`], {
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: 'utf8',
  });
  const newcomerToken = await signUp(`newcomer${stamp}`, `Newcomer ${stamp}`);

  // a search to open, made by the admin through the API
  const made = await page.request.post('/api/analytics', {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: { oql: 'get countries; sort by count(works) desc; show display_name, count(works);' },
  });
  expect(made.status()).toBe(201);
  const { id: searchId } = (await made.json()) as { id: string };

  // before: the newcomer is sent to the alpha-testing notice
  const newcomer = await browser.newPage();
  await newcomer.addInitScript((value) => localStorage.setItem('alexandria.token', value), newcomerToken);
  await newcomer.goto(`/s/${searchId}`);
  await expect(newcomer).toHaveURL(/\/analytics-testing$/);

  await page.addInitScript((value) => localStorage.setItem('alexandria.token', value), adminToken);
  await page.goto('/admin');
  await page.getByLabel(/Find users/).fill(`newcomer${stamp}`);
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.getByRole('row', { name: new RegExp(`newcomer${stamp}@example.org`) });
  await row.getByRole('checkbox', { name: new RegExp('^Tester:') }).check();
  await row.getByRole('button', { name: 'Save' }).click();
  await expect(row.getByText('Saved')).toBeVisible();

  await newcomer.goto(`/s/${searchId}`);
  await expect(newcomer.getByRole('grid', { name: 'Search results' })).toBeVisible({ timeout: 30_000 });
  await expect(newcomer).toHaveURL(new RegExp(`/s/${searchId}$`));
  await newcomer.close();
});
