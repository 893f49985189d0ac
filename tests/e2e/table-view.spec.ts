import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y.js';

test('switches a works search to table view, adds and removes a column, and keeps them across a reload', async ({
  page,
}) => {
  await page.goto('/works?filter=publication_year:2020');
  await page.getByRole('button', { name: 'View settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'View settings' });
  // each choice is written to the URL, and the boxes follow it
  await dialog.getByRole('radio', { name: 'Table' }).click();
  await expect(page).toHaveURL(/is_list_view=false/);
  await expect(dialog.getByRole('radio', { name: 'Table' })).toBeChecked();
  const columns = dialog.getByRole('group', { name: 'Columns' });
  await columns.getByRole('checkbox', { name: 'DOI', exact: true }).click();
  await expect(columns.getByRole('checkbox', { name: 'DOI', exact: true })).toBeChecked();
  await columns.getByRole('checkbox', { name: 'Year', exact: true }).click();
  await expect(columns.getByRole('checkbox', { name: 'Year', exact: true })).not.toBeChecked();
  await expect(columns.getByRole('checkbox', { name: 'Title', exact: true })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Done' }).click();

  const table = page.getByRole('table', { name: 'Works' });
  const expected = ['Title', 'Type', 'Open Access', 'Citations', 'DOI'];
  await expect(table.getByRole('columnheader')).toHaveText(expected);
  await expect(table.getByRole('row')).toHaveCount(11);
  await page.reload();
  await expect(page.getByRole('table', { name: 'Works' }).getByRole('columnheader')).toHaveText(expected);

  // a title opens the entity panel, as in the list
  await page.getByRole('table', { name: 'Works' }).getByRole('row').nth(1).getByRole('link').first().click();
  await expect(page.getByRole('dialog', { name: 'Entity details' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
