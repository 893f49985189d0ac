import { expect, test, type Page } from '@playwright/test';

/** Console messages in which Chromium reports something the page's CSP blocked. */
function collectCspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  return violations;
}

test('/admin may not be framed by any page', async ({ page }) => {
  const response = await page.goto('/admin');
  const headers = response!.headers();
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
});

test('the home page and a results page load under the Content-Security-Policy with no violation', async ({ page }) => {
  const violations = collectCspViolations(page);

  const home = await page.goto('/');
  expect(home!.headers()['content-security-policy']).toContain("script-src 'self' 'sha256-");
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Query, aggregate, and download across our entire dataset.',
  );

  // A results route also runs index.html's inline preload script, allowed by its hash.
  await page.goto('/works');
  await expect(page.getByTestId('results-count')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add filter' })).toBeVisible();
  expect(await page.locator('link[rel="modulepreload"]').count()).toBeGreaterThan(0);

  expect(violations).toEqual([]);
});
