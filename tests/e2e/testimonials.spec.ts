import { execFileSync } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y.js';
import { e2eDataDir } from './data-dir.js';

const admin = (...args: string[]) =>
  execFileSync('node', ['build/server/src/main.js', 'admin', ...args], {
    env: { ...process.env, DATA_DIR: e2eDataDir },
    encoding: 'utf8',
  });

async function share(page: Page, short: string, long: string, name: string, type: string) {
  await page.goto('/testimonials');
  await page.getByRole('button', { name: 'Share testimonial' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share testimonial' });
  await dialog.getByRole('textbox', { name: /Short text/ }).fill(short);
  await dialog.getByRole('textbox', { name: /Long text/ }).fill(long);
  await dialog.getByRole('textbox', { name: /Name/ }).fill(name);
  await dialog.getByRole('textbox', { name: /Organisation/ }).fill('E2E Library');
  await dialog.getByRole('radio', { name: type }).check();
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText(/waiting for approval/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
}

test('a shared testimonial shows on /testimonials only once an admin approves it (admin page or CLI)', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const viaPage = `Counts we can trust ${stamp}`;
  const viaCli = `Exports that just work ${stamp}`;
  await share(
    page,
    viaPage,
    `Long story ${stamp}: every quarter we count works per funder.`,
    `Ada ${stamp}`,
    'Research',
  );
  await share(page, viaCli, '', `Grace ${stamp}`, 'Enterprise');

  // pending: not on the public page
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Testimonials' })).toBeVisible();
  await expect(page.getByText(viaPage)).toHaveCount(0);

  // an admin approves one on /admin …
  const id = `moderator${stamp}`;
  const created = await page.request.post(`/user-api/user/${id}`, {
    data: { email: `${id}@example.org`, display_name: 'Moderator', password: 'secret1' },
  });
  expect(created.status()).toBe(201);
  const { access_token: token } = (await created.json()) as { access_token: string };
  admin('grant', `${id}@example.org`);
  await page.addInitScript((value) => localStorage.setItem('alexandria.token', value), token);
  await page.goto('/admin');
  const moderation = page.getByRole('table', { name: 'Testimonials' });
  const row = moderation.getByRole('row').filter({ hasText: viaPage });
  await row.getByRole('button', { name: 'Approve' }).click();
  await expect(moderation.getByText(viaPage)).toHaveCount(0);

  // … and the other with the command line
  const listed = admin('testimonials');
  const line = listed.split('\n').findIndex((l) => l.includes(viaCli));
  expect(line).toBeGreaterThan(0);
  const cliId = listed.split('\n')[line - 1]!.split(/\s+/)[0]!;
  expect(admin('testimonials', 'approve', cliId)).toContain(`The testimonial ${cliId} of Grace ${stamp} is approved.`);

  await page.goto('/testimonials');
  await expect(page.getByText(`“${viaPage}”`)).toBeVisible();
  await expect(page.getByText(`“${viaCli}”`)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Research \(\d+\)$/ })).toBeVisible();
  await page.getByRole('button', { name: `More from Ada ${stamp}` }).click();
  const more = page.getByRole('dialog', { name: `Ada ${stamp}, E2E Library` });
  await expect(more.getByText(/every quarter we count works per funder/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
