import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y.js';

test('a researcher opens a work, follows its author to the author page, and searches a topic of theirs', async ({
  page,
}) => {
  test.slow(); // several pages, charts and an accessibility scan
  await page.goto('/works');
  const firstResult = page.getByTestId('results-count');
  await expect(firstResult).toBeVisible();

  // Open the first work in the panel.
  const title = page.locator('main a[href*="zoom="]').first();
  const workTitle = (await title.textContent())!.trim();
  await title.click();
  const panel = page.getByRole('presentation');
  await expect(panel.getByRole('heading', { level: 2, name: workTitle })).toBeVisible();
  await expect(panel.getByText('Authors', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Its first author opens in the drawer (a trail with a way back), and from there the author's page.
  const authorLink = panel.locator('dd a[href^="/A"]').first();
  const authorName = (await authorLink.textContent())!.trim();
  const authorPath = (await authorLink.getAttribute('href'))!;
  await authorLink.click();
  await expect(page).toHaveURL(new RegExp(`zoom=${authorPath.slice(1)}$`));
  await expect(panel.getByRole('heading', { level: 2, name: authorName })).toBeVisible();
  await panel.getByRole('button', { name: 'Back' }).click();
  await expect(panel.getByRole('heading', { level: 2, name: workTitle })).toBeVisible();
  await panel.locator('dd a[href^="/A"]').first().click();
  await panel.getByRole('link', { name: 'Open the author page' }).click();
  await expect(page).toHaveURL(new RegExp(`${authorPath}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(authorName);
  await expect(page.getByRole('link', { name: /^View [\d,]+ works?$/ })).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Citations per year' })).toBeVisible();

  // A topic of the author's works: a works search by the author and that topic.
  const topics = page.getByRole('table', { name: 'Topic groups' });
  await topics.getByRole('button').first().click();
  await expect(page).toHaveURL(/\/works\?filter=/);
  const filter = new URL(page.url()).searchParams.get('filter')!;
  expect(filter).toMatch(new RegExp(`^authorships\\.author\\.id:${authorPath.slice(1)},primary_topic\\.id:T\\d+$`));
  await expect(page.getByTestId('results-count')).toBeVisible();
});

test('entity pages of other kinds show their properties', async ({ page }) => {
  await page.goto('/countries/FR');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('France');
  await expect(page.getByText('Continent', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Europe' })).toHaveAttribute('href', /\/continents\/Q46$/);
});
