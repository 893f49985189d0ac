import { execFileSync } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y.js';
import { e2eDataDir } from './data-dir.js';

const FRANCE =
  'Which institutions in France publish the most open-access work since 2020, with their citations and mean FWCI?';

/** A new account (logged in on `page`), a tester when asked, granted on the command line. */
async function signUp(page: Page, tester: boolean): Promise<void> {
  const id = `t${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const email = `${id}@example.org`;
  const created = await page.request.post(`/user-api/user/${id}`, {
    data: { email, display_name: 'Tess Tester', password: 'secret1' },
  });
  expect(created.status()).toBe(201);
  const { access_token: token, user } = (await created.json()) as {
    access_token: string;
    user: { is_admin: boolean };
  };
  if (tester) {
    execFileSync('node', ['build/server/src/main.js', 'admin', 'grant', email, '--tester'], {
      env: { ...process.env, DATA_DIR: e2eDataDir },
      encoding: 'utf8',
    });
  } else if (user.is_admin) {
    // the installation's first account is its admin: take that back for this visitor
    execFileSync('node', ['build/server/src/main.js', 'admin', 'revoke', email], {
      env: { ...process.env, DATA_DIR: e2eDataDir },
      encoding: 'utf8',
    });
  }
  await page.addInitScript((value) => localStorage.setItem('alexandria.token', value), token);
}

/** The "N results from M works" line of a completed search. */
const summary = (page: Page) => page.getByText(/results? from [\d,~]+ works/);

/** The data grid's header names, without the selection column. */
async function headerNames(page: Page): Promise<string[]> {
  const headers = page.getByRole('grid', { name: 'Search results' }).getByRole('columnheader');
  const texts = await headers.allInnerTexts();
  return texts.map((text) => text.trim()).filter(Boolean);
}

/** Records of a CSV text, read with quotes (a quoted cell may hold a line break). */
function csvRecords(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    record.push(cell);
    cell = '';
  };
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted && char === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (quoted) {
      cell += char;
    } else if (char === ',') {
      endCell();
    } else if (char === '\n') {
      endCell();
      records.push(record);
      record = [];
    } else if (char !== '\r') {
      cell += char;
    }
  }
  if (cell || record.length) {
    endCell();
    records.push(record);
  }
  return records;
}

test('a tester opens an example, narrows it in the builder, and exports selected rows', async ({ page }) => {
  test.setTimeout(180_000);
  await signUp(page, true);
  await page.goto('/');
  await page.getByLabel('Search Examples...').fill('France open-access');
  await page.getByRole('button', { name: new RegExp(FRANCE.slice(0, 40)) }).click();
  await expect(page).toHaveURL(/\/s\/[A-Za-z0-9]+$/);
  const grid = page.getByRole('grid', { name: 'Search results' });
  await expect(grid).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => headerNames(page)).toEqual(['name', 'works count', 'citations sum', 'mean FWCI']);
  expect(await grid.getByRole('row').count()).toBeGreaterThan(1);
  await expect(summary(page)).toBeVisible();
  const before = await summary(page).innerText();
  const oql = page.getByRole('textbox', { name: 'OQL' });
  // institutions in France by their own country (not by their authors' countries)
  await expect(oql).toHaveValue(/; get institutions where country_code is countries\/FR;/);
  await expectNoSeriousA11yViolations(page);

  // a works filter added in the builder shows in the OQL, and running it changes the count
  const first = page.url();
  await page.getByRole('button', { name: 'Add works filter' }).click();
  await page.getByRole('combobox', { name: 'Add works filter' }).fill('year');
  await page.getByRole('option', { name: /^year/ }).first().click();
  const year = page.getByRole('group', { name: 'Filter on year' }).last();
  await year.getByRole('textbox', { name: 'Value' }).fill('2023');
  await year.getByRole('textbox', { name: 'Value' }).press('Enter');
  await expect(oql).toHaveValue(/publication_year is 2023/);
  await expect(page.getByText('The query has changed')).toBeVisible();
  await page.getByRole('button', { name: 'Run Search' }).click();
  await expect(page).not.toHaveURL(first);
  await expect(summary(page)).toBeVisible({ timeout: 30_000 });
  expect(await summary(page).innerText()).not.toBe(before);

  // two rows selected export as selected.csv with a header and those two rows
  await grid.getByRole('checkbox', { name: 'Select row' }).nth(0).check();
  await grid.getByRole('checkbox', { name: 'Select row' }).nth(1).check();
  await page.getByRole('button', { name: 'Export' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download selected.csv' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('selected.csv');
  const { readFile } = await import('node:fs/promises');
  const records = csvRecords(await readFile((await download.path())!, 'utf8')).filter((r) => r.join('') !== '');
  expect(records[0]).toEqual(['name', 'works count', 'citations sum', 'mean FWCI']);
  expect(records).toHaveLength(3);

  // broken OQL is underlined with the parser's message; a corrected query runs as a new search
  const third = page.url();
  await oql.fill('using works where publication_year is 2020; get galaxies;');
  await expect(page.getByRole('alert')).toHaveText(/galaxies is not a valid subjectEntity/);
  await expect(page.getByTestId('oql-error-span')).toHaveText(/galaxies/);
  await expect(page.getByRole('button', { name: 'Run Search' })).toBeDisabled();
  await oql.fill('using works where publication_year is 2020; get countries;');
  await page.getByRole('button', { name: 'Run Search' }).click();
  await expect(page).not.toHaveURL(third);
  await expect.poll(() => headerNames(page), { timeout: 30_000 }).toEqual(['name', 'Country ID', 'works count']);
});

test('a signed-in user who is not a tester is sent to the alpha-testing notice', async ({ page }) => {
  await signUp(page, false);
  await page.goto('/');
  await page.getByRole('button', { name: new RegExp(FRANCE.slice(0, 40)) }).click();
  await expect(page).toHaveURL(/\/analytics-testing$/);
});
