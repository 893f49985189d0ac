import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y.js';

test('a label made from pasted ids filters /works to exactly its authors’ works, and is deleted', async ({ page }) => {
  test.setTimeout(180_000);
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const created = await page.request.post(`/user-api/user/lib${stamp}`, {
    data: { email: `lib${stamp}@example.org`, display_name: 'Libby Rarian', password: 'secret1' },
  });
  expect(created.status()).toBe(201);
  const { access_token: token } = (await created.json()) as { access_token: string };
  await page.addInitScript((value) => localStorage.setItem('alexandria.token', value), token);

  // three real authors of the catalogue, and one id it does not have
  const authors = (await (await page.request.get('/api/authors?per_page=3&select=id')).json()) as {
    results: { id: string }[];
  };
  const ids = authors.results.map((author) => author.id.replace('https://openalex.org/', ''));
  expect(ids).toHaveLength(3);

  await page.goto('/me/labels');
  await page.getByRole('button', { name: 'New label' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Name' }).fill(`Our authors ${stamp}`);
  await dialog.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'authors', exact: true }).click();
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Label created')).toBeVisible();
  await page.getByRole('link', { name: `Our authors ${stamp}` }).click();
  await expect(page).toHaveURL(/\/me\/labels\/[^/]+$/);
  const labelId = new URL(page.url()).pathname.split('/').pop()!;

  // bulk upload: a mix of valid ids and one the catalogue lacks
  await page.getByRole('button', { name: 'Bulk upload' }).click();
  const bulk = page.getByRole('dialog');
  await bulk.getByRole('textbox', { name: 'IDs' }).fill(`${ids.join('\n')}\nA999999999999`);
  await bulk.getByRole('button', { name: 'Check' }).click();
  await expect(bulk.getByText('Valid (3)')).toBeVisible({ timeout: 30_000 });
  await expect(bulk.getByText('Not recognized (1)')).toBeVisible();
  await bulk.getByRole('button', { name: 'Add 3' }).click();
  await expect(page.getByText(`3 authors added to Our authors ${stamp}`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // the label as a filter on /works: the count the data API gives for the three ids
  const expected = (await (
    await page.request.get(`/api/works?per_page=1&filter=authorships.author.id:${ids.join('|')}`)
  ).json()) as { meta: { count: number } };
  expect(expected.meta.count).toBeGreaterThan(0);
  await page.goto(`/works?filter=${encodeURIComponent(`authorships.author.id:label:any:${labelId}`)}`);
  await expect(page.getByText(`Our authors ${stamp}`).first()).toBeVisible({ timeout: 30_000 });
  await expect(
    page.getByText(new RegExp(`^${expected.meta.count.toLocaleString('en-US')} results?$`)).first(),
  ).toBeVisible({ timeout: 30_000 });

  // delete with the exact confirmation of spec 2 §5
  await page.goto(`/me/labels/${labelId}`);
  await page.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('Are you sure you want to delete this label and its 3 authors?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/me\/labels$/);
  await expect(page.getByText('Label deleted.')).toBeVisible();
  await expect(page.getByRole('link', { name: `Our authors ${stamp}` })).toHaveCount(0);
});
