import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y.js';

test('the Stats page shows the catalogue counts the API reports', async ({ page, request }) => {
  const counts = (await (await request.get('/api/counts')).json()) as Record<string, number>;
  expect(counts.works).toBeGreaterThan(0);
  const format = (n: number) => n.toLocaleString('en-US');

  await page.goto('/stats');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Alexandria Stats');
  const panels = page.getByRole('region', { name: 'Catalogue counts' });
  await expect(panels.getByRole('button', { name: `Works ${format(counts.works!)}` })).toBeVisible();
  await expect(panels.getByText(format(counts.institutions!), { exact: true })).toBeVisible();

  // A breakdown loads when its panel opens.
  await panels.getByRole('button', { name: /^Works/ }).click();
  const oa = (await (await request.get('/api/works?filter=open_access.is_oa:true&per_page=1')).json()) as {
    meta: { count: number };
  };
  await expect(panels.getByText('Open-access works')).toBeVisible();
  await expect(panels.getByText(format(oa.meta.count), { exact: true })).toBeVisible();

  const cards = page.getByRole('region', { name: 'Current stats' });
  await expect(cards.getByRole('link', { name: `${format(counts.topics!)} Topics` })).toHaveAttribute(
    'href',
    '/topics',
  );
  await expectNoSeriousA11yViolations(page);
});
