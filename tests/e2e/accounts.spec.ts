import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { e2eDataDir } from './data-dir.js';

/** The e2e server's outbox (see playwright.config.ts): mail lands there without SMTP. */
const outbox = path.join(e2eDataDir, 'outbox');

function loginLinkFor(email: string): string | undefined {
  const files = readdirSync(outbox)
    .filter((f) => f.endsWith('.eml'))
    .sort();
  for (const file of files.reverse()) {
    const mail = readFileSync(path.join(outbox, file), 'utf8').replace(/=\r?\n/g, '');
    if (!mail.includes(`To: ${email}`)) continue;
    const match = /http:\/\/localhost:\d+(\/login\/magic-token\/[A-Za-z0-9_-]+)/.exec(mail);
    if (match) return match[1];
  }
  return undefined;
}

async function fillAndSubmit(page: Page, dialogName: string, fields: Record<string, string>) {
  const dialog = page.getByRole('dialog', { name: dialogName });
  for (const [label, value] of Object.entries(fields)) await dialog.getByLabel(label, { exact: false }).fill(value);
  await dialog.getByRole('button', { name: dialogName }).click();
}

test('a visitor signs up, logs out, logs in with the password and then by e-mailed link', async ({ page }) => {
  const email = `reader${Date.now()}@example.org`;
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await fillAndSubmit(page, 'Sign up', { Name: 'Rosalind Reader', Email: email, Password: 'secret1' });
  await expect(page.getByText('Account created. Welcome, Rosalind Reader!')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Rosalind Reader' })).toBeVisible();

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByText("You're logged out")).toBeVisible();

  await page.getByRole('button', { name: 'Log in' }).click();
  await fillAndSubmit(page, 'Log in', { Email: email, Password: 'wrong-password' });
  await expect(page.getByRole('dialog', { name: 'Log in' }).getByRole('alert')).toHaveText('Wrong password');
  await page.getByRole('dialog', { name: 'Log in' }).getByLabel('Password', { exact: false }).fill('secret1');
  await page.getByRole('dialog', { name: 'Log in' }).getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText("You're logged in. Welcome back, Rosalind Reader!")).toBeVisible();

  // Log out, then in by a link from the outbox.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await page.getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Email', { exact: false }).fill(email);
  await dialog.getByRole('button', { name: 'Email me a login link instead' }).click();
  await expect(page.getByText(`A login link is on its way to ${email}.`)).toBeVisible();
  await expect.poll(() => loginLinkFor(email)).toBeTruthy();
  await page.goto(loginLinkFor(email)!);
  await expect(page).toHaveURL(/\/$/);
  // The account button takes a logged-in user to their labels.
  await page.getByRole('link', { name: 'Rosalind Reader' }).click();
  await expect(page).toHaveURL(/\/me\/labels$/);
});

test('a guarded page sends a visitor to log in and back', async ({ page, request }) => {
  const email = `guard${Date.now()}@example.org`;
  const id = `g${Date.now()}`;
  expect(
    (
      await request.post(`/user-api/user/${id}`, { data: { email, display_name: 'Gina Guard', password: 'secret1' } })
    ).status(),
  ).toBe(201);
  await page.goto('/me/about');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fme%2Fabout$/);
  await fillAndSubmit(page, 'Log in', { Email: email, Password: 'secret1' });
  await expect(page).toHaveURL(/\/me\/about$/);
  await expect(page.getByText(email)).toBeVisible();
});
