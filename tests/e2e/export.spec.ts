import { readFileSync } from 'node:fs';
import { parse as parseCsv } from 'csv-parse/sync';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y.js';

const FILTER = 'publication_year:2021,is_oa:true';

async function searchCount(page: Page): Promise<number> {
  const response = await page.request.get(`/api/works?filter=${encodeURIComponent(FILTER)}&per_page=1`);
  return ((await response.json()) as { meta: { count: number } }).meta.count;
}

async function exportAs(page: Page, format: RegExp): Promise<string> {
  await page.goto(`/works?filter=${encodeURIComponent(FILTER)}`);
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Export works' });
  await dialog.getByRole('combobox', { name: 'Format' }).click();
  await page.getByRole('option', { name: format }).click();
  await dialog.getByRole('button', { name: 'Export', exact: true }).click();
  await expect(dialog.getByText('Export complete!')).toBeVisible({ timeout: 20_000 });
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download' }).click();
  const download = await downloading;
  await expect(page.getByText('Export downloaded')).toBeVisible();
  await expect(dialog).toBeHidden();
  return readFileSync(await download.path(), 'utf8');
}

test('exports a filtered search as CSV: one row per work of the search', async ({ page }) => {
  const count = await searchCount(page);
  expect(count).toBeGreaterThan(0);
  await page.goto(`/works?filter=${encodeURIComponent(FILTER)}`);
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  await expectNoSeriousA11yViolations(page);
  const text = await exportAs(page, /^CSV/);
  const rows = parseCsv(text, { columns: true }) as Record<string, string>[];
  expect(rows).toHaveLength(count);
  expect(rows.every((row) => row.publication_year === '2021' && row.is_oa === 'true')).toBe(true);
});

test('exports the same search as RIS: one record per work', async ({ page }) => {
  const count = await searchCount(page);
  const text = await exportAs(page, /^RIS/);
  expect(text.match(/^TY {2}- /gm)).toHaveLength(count);
  expect(text.match(/^ER {2}-/gm)).toHaveLength(count);
});
