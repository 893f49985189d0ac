import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y.js';
import { e2eDataDir } from './data-dir.js';

/** The e2e server's outbox (see playwright.config.ts): mail lands there without SMTP. */
const outbox = path.join(e2eDataDir, 'outbox');

function mailTo(email: string): string | undefined {
  if (!existsSync(outbox)) return undefined;
  for (const file of readdirSync(outbox).filter((f) => f.endsWith('.eml'))) {
    const mail = readFileSync(path.join(outbox, file), 'utf8').replace(/=\r?\n/g, '');
    if (mail.includes(`To: ${email}`)) return mail;
  }
  return undefined;
}

test('a visitor sends the contact form and the confirmation reaches the outbox', async ({ page }) => {
  const email = `writer${Date.now()}@example.org`;
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Contact form' });
  // lazy validation: a field left empty says so, a malformed address too
  await form.getByRole('textbox', { name: 'Name' }).click();
  await form.getByRole('textbox', { name: 'Email' }).fill('not-an-address');
  await form.getByRole('textbox', { name: 'Subject' }).click();
  await expect(form.getByText('Name is required')).toBeVisible();
  await expect(form.getByText('E-mail must be valid')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await form.getByRole('textbox', { name: 'Name' }).fill('Wren Writer');
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('textbox', { name: 'Subject' }).fill('A missing ORCID');
  await form.getByRole('textbox', { name: 'Message' }).fill('My ORCID is not on my author profile.');
  await form.getByRole('button', { name: 'Send' }).click();

  await expect(
    page.getByText(
      'Request sent! You will receive an email confirmation shortly. You can reply to that email to send any files.',
    ),
  ).toBeVisible();
  await expect(form).toBeHidden();
  await expect.poll(() => mailTo(email), { timeout: 15_000 }).toBeTruthy();
  const mail = mailTo(email)!;
  expect(mail).toMatch(/Subject: Request #\d+ received: A missing ORCID/);
  expect(mail).toContain('> My ORCID is not on my author profile.');
});
