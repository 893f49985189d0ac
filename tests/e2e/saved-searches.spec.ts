import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y.js';

async function signUp(page: Page, name: string, email: string) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign up' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign up' });
  await dialog.getByLabel('Name', { exact: false }).fill(name);
  await dialog.getByLabel('Email', { exact: false }).fill(email);
  await dialog.getByLabel('Password', { exact: false }).fill('secret1');
  await dialog.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText(`Account created. Welcome, ${name}!`)).toBeVisible();
}

async function chooseFromSearchMenu(page: Page, item: string) {
  await page.getByRole('button', { name: /^Saved search menu/ }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

test('a visitor is asked to log in before saving a search', async ({ page }) => {
  await page.goto('/works?filter=is_oa:true');
  await chooseFromSearchMenu(page, 'Save As...');
  await expect(page.getByRole('dialog', { name: 'Log in required' })).toContainText(
    'To save searches, you must be signed up and logged in',
  );
});

test('a user saves a search, renames it, sets its alert, reopens it from /me/searches in a new tab and deletes it', async ({
  page,
}) => {
  test.slow(); // a long journey: about 25 s on a quiet machine, two accessibility scans
  await signUp(page, 'Sam Saver', `saver${Date.now()}@example.org`);

  await page.goto('/works?filter=is_oa:true');
  await expect(page.getByRole('navigation', { name: 'Search tabs' }).getByText('Works (unsaved)')).toBeVisible();
  await chooseFromSearchMenu(page, 'Save As...');
  const save = page.getByRole('dialog', { name: 'Save search' });
  await save.getByLabel('Name', { exact: false }).fill('Open access works');
  await save.getByLabel('Description', { exact: false }).fill('Everything free to read');
  await save.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Search saved.')).toBeVisible();
  await expect(page).toHaveURL(/[?&]id=[a-z0-9]{12}(&|$)/);
  const id = new URL(page.url()).searchParams.get('id');

  await chooseFromSearchMenu(page, 'Rename');
  const rename = page.getByRole('dialog', { name: 'Rename search' });
  await rename.getByLabel('Name', { exact: false }).fill('OA works');
  await rename.getByRole('button', { name: 'Rename' }).click();
  await expect(page.getByText('Search renamed')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Saved search menu: OA works' })).toBeVisible();

  await page.getByRole('button', { name: 'Create alert' }).click();
  await expect(page.getByText('Alert added')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove alert' })).toHaveAttribute('aria-pressed', 'true');

  // The saved search survives a reload: it comes from the server.
  await page.goto('/me/searches');
  const table = page.getByRole('table', { name: 'Saved searches' });
  await expect(table.getByRole('link', { name: 'OA works' })).toBeVisible();
  await expect(table.getByText('Everything free to read')).toBeVisible();
  await expect(table.getByRole('button', { name: 'Remove alert: OA works' })).toHaveAttribute('aria-pressed', 'true');
  await expectNoSeriousA11yViolations(page);

  await table.getByRole('button', { name: 'Actions: OA works' }).click();
  await page.getByRole('menuitem', { name: 'Open in new tab' }).click();
  await expect(page).toHaveURL(new RegExp(`/works\\?.*id=${id}`));
  const tabs = page.getByRole('navigation', { name: 'Search tabs' });
  // the first tab still shows the search it saved; the new one is active
  await expect(tabs.getByRole('button', { name: 'OA works' })).toHaveCount(2);
  await expect(tabs.getByRole('button', { name: 'OA works' }).nth(1)).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('button', { name: 'Saved search menu: OA works' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await chooseFromSearchMenu(page, 'Delete');
  await page.getByRole('dialog', { name: 'Delete saved search?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Search deleted')).toBeVisible();
  await expect(page).not.toHaveURL(/[?&]id=/);
  await expect(page.getByRole('button', { name: 'Saved search menu: Unsaved search' })).toBeVisible();

  await page.goto('/me/searches');
  await expect(page.getByText(/You have no saved searches yet/)).toBeVisible();
});

test('a user claims an author profile and withdraws the claim with alt-click', async ({ page }) => {
  await signUp(page, 'Clara Claimant', `claimant${Date.now()}@example.org`);
  const authors = await page.request.get('/api/authors?per_page=1');
  const author = ((await authors.json()) as { results: { id: string }[] }).results[0]!;
  const shortId = author.id.replace('https://openalex.org/', '');
  await page.goto(`/${shortId}`);
  await page.getByRole('button', { name: 'Claim profile' }).click();
  await page
    .getByRole('dialog', { name: 'Claim this profile?' })
    .getByRole('button', { name: 'Claim profile' })
    .click();
  const done = page.getByRole('dialog', { name: 'Profile claimed' });
  await expect(done).toContainText('submitted for moderation');
  await done.getByRole('button', { name: 'Close' }).click();
  const badge = page.getByRole('button', { name: 'claimed (in moderation)' });
  await expect(badge).toBeVisible();

  await page.reload();
  await expect(badge).toBeVisible();
  await badge.click({ modifiers: ['Alt'] });
  await expect(page.getByText('Profile unclaimed')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Claim profile' })).toBeVisible();
});
