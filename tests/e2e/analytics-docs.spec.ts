import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y.js';

test('the analytics docs list the served columns and four quick title clicks toggle the debug mode', async ({
  page,
}) => {
  await page.goto('/analytics-docs');
  const works = page.getByRole('list', { name: 'Columns of works' });
  await expect(works.getByRole('heading', { name: 'OpenAlex ID' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Debug mode' })).toBeHidden();

  const title = page.getByRole('heading', { level: 1, name: 'Analytics documentation' });
  // four clicks in one quick series (one click() each could, on a busy machine, be a second apart)
  await title.click({ clickCount: 4 });
  const debug = page.getByRole('region', { name: 'Debug mode' });
  await expect(debug).toBeVisible();

  await debug.getByRole('checkbox', { name: /^name contains a parenthesis/ }).check();
  await expect(debug.getByRole('status')).toHaveText(/^5 of \d+ columns shown$/);
  await expect(works.getByRole('listitem')).toHaveCount(5);
  await expect(works.getByText('sum(cited_by_count)', { exact: true })).toBeVisible();

  await page.getByRole('tab', { name: /^authors \(\d+\)$/ }).click();
  const authors = page.getByRole('list', { name: 'Columns of authors' });
  await expect(authors.getByRole('listitem')).toHaveCount(5);
  await expect(authors.getByText('count(works)', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await title.click({ clickCount: 4 });
  await expect(debug).toBeHidden();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the entity tabs scroll and the columns fit the width', async ({ page }) => {
    await page.goto('/analytics-docs');
    await expect(page.getByRole('list', { name: 'Columns of works' })).toBeVisible();
    await page.getByRole('tab', { name: 'institutions' }).click();
    await expect(page).toHaveURL(/\?entity=institutions$/);
    await expect(page.getByRole('list', { name: 'Columns of institutions' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
