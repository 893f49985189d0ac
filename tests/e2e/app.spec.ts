import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y.js';

test('the home page renders the shell over the demo catalogue', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Query, aggregate, and download across our entire dataset.',
  );
  await expect(page.getByRole('link', { name: 'Alexandria home' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  // the generated catalogue is labelled as such on every page (issue 45 item 8)
  await expect(page.getByRole('link', { name: /^Demo data/ })).toHaveAttribute('href', '/faq#sources');
  await expect(page).toHaveTitle('Alexandria');
  await expectNoSeriousA11yViolations(page);
});

test('the footer has the Learn, Evaluate and Connect groups', async ({ page }) => {
  await page.goto('/');
  const groups: Record<string, string[]> = {
    Learn: ['About the data', 'API docs', 'Analytics docs', 'Source code', 'Terms of service', 'Privacy'],
    Evaluate: ['Testimonials', 'Coverage', 'Pricing'],
    Connect: ['Contact', 'Mailing list', 'Social'],
  };
  for (const [title, links] of Object.entries(groups)) {
    await expect(page.getByRole('navigation', { name: title }).getByRole('link')).toHaveText(links);
  }
});

test('an unknown path shows the not-found text', async ({ page }) => {
  const response = await page.goto('/this/path/does/not-exist');
  expect(response?.status()).toBe(200);
  await expect(page.getByText("Sorry, this page doesn't exist.")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('/me sends a logged-out visitor to the login page with the redirect', async ({ page }) => {
  await page.goto('/me');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fme$/);
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('pressing / focuses the search box', async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Search works' });
  await expect(box).not.toBeFocused();
  await page.keyboard.press('/');
  await expect(box).toBeFocused();
  await expect(box).toHaveValue('');
});

test('a search from the home page opens the works results route', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('combobox', { name: 'Search works' }).fill('climate');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/works\?filter=default\.search%3Aclimate$/);
  await expect(page).toHaveTitle('Works search');
});

test('an entity id path loads the entity name from the API', async ({ page, request }) => {
  const work = (await (await request.get('/api/works?per_page=1&select=id,display_name')).json()) as {
    results: { id: string; display_name: string }[];
  };
  const { id, display_name: name } = work.results[0]!;
  await page.goto(`/${id.replace('https://openalex.org/', '')}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
});

test('the about and FAQ pages pass the accessibility check', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { name: 'About the data' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.goto('/faq#requester-pays');
  await expect(page.locator('#requester-pays')).toBeInViewport();
  await expectNoSeriousA11yViolations(page);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the results route puts the shortcut search box in the toolbar', async ({ page }) => {
    await page.goto('/works');
    const boxes = page.getByRole('combobox');
    await expect(boxes).toHaveCount(1);
    await expect(page.getByRole('banner').getByRole('combobox', { name: 'Search works' })).toBeVisible();
    await page.keyboard.press('/');
    await expect(boxes.first()).toBeFocused();
    await expectNoSeriousA11yViolations(page);
  });

  test('the home page has no toolbar search box', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('combobox')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Sign up' })).toBeVisible();
  });
});

test('when the app’s files cannot be fetched, the page says so and offers a reload', async ({ page }) => {
  await page.route(/\/assets\/app-[\w-]{8}\.js$/, (route) => route.abort());
  await page.goto('/works');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Alexandria could not load. Check your connection, then reload the page.');
  await page.unroute(/\/assets\/app-[\w-]{8}\.js$/);
  await alert.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByTestId('results-count')).toBeVisible();
});

test('a results route asks for the results page’s code with the app’s, not after the app has run', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  // Hold the app's own file back: whatever is asked for meanwhile, the page asked for by itself.
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/app-[\w-]{8}\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const resultsPage = /^\/assets\/results-page-[\w-]{8}\.js$/;
  await page.goto('/works', { waitUntil: 'commit' });
  await expect.poll(() => requested.some((path) => resultsPage.test(path))).toBe(true);
  release();
  await expect(page.getByTestId('results-count')).toBeVisible();

  requested.length = 0;
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(requested.filter((path) => resultsPage.test(path))).toEqual([]);
});
