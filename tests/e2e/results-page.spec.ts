import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y.js';

function filterParam(page: Page): string | null {
  return new URL(page.url()).searchParams.get('filter');
}

test('a researcher searches, filters, reports, sorts, shares and reloads the same page', async ({ page, request }) => {
  test.slow(); // a long journey: a dozen page states, two accessibility scans
  const top = (await (
    await request.get('/api/authors?per_page=1&sort=works_count:desc&select=id,display_name')
  ).json()) as {
    results: { id: string; display_name: string }[];
  };
  const author = top.results[0]!;
  const authorId = author.id.replace('https://openalex.org/', '');

  await page.goto('/works');
  await expect(page.getByTestId('results-count')).toBeVisible();

  // Type a query and pick an author suggestion.
  const box = page.getByRole('combobox', { name: 'Search works' });
  await box.fill(author.display_name);
  await page
    .getByRole('option', { name: new RegExp(`^${author.display_name}`) })
    .first()
    .click();
  await expect.poll(() => filterParam(page)).toBe(`authorships.author.id:${authorId}`);
  await expect(
    page.getByRole('group', { name: /author filter/i }).or(page.getByText(author.display_name).first()),
  ).toBeVisible();

  // Add a type filter and negate its value.
  await page.getByRole('button', { name: 'Add filter' }).click();
  await page.getByLabel('Search filters').fill('type');
  await page.getByRole('menuitem', { name: /^Type$/ }).click();
  const options = page.getByRole('list', { name: 'Type options' });
  await options.getByRole('checkbox').first().click();
  await expect.poll(() => filterParam(page)).toMatch(/,type:types\/[a-z-]+$/);
  const typeValue = /type:types\/([a-z-]+)$/.exec(filterParam(page)!)![1]!;
  await page.getByRole('button', { name: new RegExp(`^Exclude ${typeValue}`, 'i') }).click();
  await expect.poll(() => filterParam(page)).toBe(`authorships.author.id:${authorId},type:!types/${typeValue}`);
  await page.keyboard.press('Escape');

  // Report view only, then the More dialog of the year card.
  await page.getByRole('button', { name: 'Views' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Results list' }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('view')).toBe('report');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('results-count')).toHaveCount(0);
  const more = page.getByRole('button', { name: /^More/ }).first();
  await more.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');

  // Back to the list; sort by date and show 100 per page.
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Views' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Results list' }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('view')).toBeNull();
  await page.getByRole('menuitemcheckbox', { name: 'API' }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('show_api')).toBe('true');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /^Sort by/ }).click();
  await page.getByRole('menuitem', { name: 'Date' }).click();
  await page.getByRole('button', { name: '10 results per page' }).click();
  await page.getByRole('menuitem', { name: '100 per page' }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('per_page')).toBe('100');
  expect(new URL(page.url()).searchParams.get('sort')).toBe('publication_date:desc');

  // The API viewer shows the request and its JSON.
  await expect(page.getByText(/\/api\/works\?filter=authorships\.author\.id/).first()).toBeVisible();

  // The QR code dialog.
  await page.getByRole('button', { name: 'Share' }).click();
  await page.getByRole('menuitem', { name: 'QR code' }).click();
  const qr = page.getByRole('dialog', { name: 'Scan to open this search' });
  await expect(qr.getByRole('img', { name: /QR code for/ })).toBeVisible();
  await page.keyboard.press('Escape');

  // Reload: the same page comes back from the URL.
  const before = page.url();
  const count = await page.getByTestId('results-count').textContent();
  await page.reload();
  expect(page.url()).toBe(before);
  await expect(page.getByTestId('results-count')).toHaveText(count!);
  await expect(page.getByRole('button', { name: /^Sort by Date/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('results and stats are two tabs', async ({ page }) => {
    await page.goto('/works');
    await expect(page.getByRole('tab', { name: 'Results' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('results-count')).toBeVisible();
    await page.getByRole('tab', { name: 'Stats' }).click();
    await expect(page.getByText('Catalogue stats')).toBeVisible();
    await expect(page.getByTestId('results-count')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });
});
