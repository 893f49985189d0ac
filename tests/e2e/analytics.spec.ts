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

test('a tester opens an example question from the home page and sees its rows', async ({ page }) => {
  test.setTimeout(120_000);
  await signUp(page, true);
  await page.goto('/');
  await page.getByLabel('Search Examples...').fill('France open-access');
  await page.getByRole('button', { name: new RegExp(FRANCE.slice(0, 40)) }).click();
  await expect(page).toHaveURL(/\/s\/[A-Za-z0-9]+$/);
  const table = page.getByRole('table', { name: 'Search results' });
  await expect(table).toBeVisible({ timeout: 30_000 });
  await expect(table.getByRole('columnheader')).toHaveText(['name', 'works count', 'citations sum', 'mean FWCI']);
  expect(await table.getByRole('row').count()).toBeGreaterThan(1);
  await expect(page.getByText(/results? from [\d,]+ works/)).toBeVisible();
  const oql = page.getByRole('textbox', { name: 'OQL' });
  await expect(oql).toHaveValue(/^using works where authorships\.countries is countries\/FR/);
  await expectNoSeriousA11yViolations(page);

  // broken OQL is underlined with the parser's message; a corrected query runs as a new search
  const first = page.url();
  await oql.fill('using works where publication_year is 2020; get galaxies;');
  await expect(page.getByRole('alert')).toHaveText(/galaxies is not a valid subjectEntity/);
  await expect(page.getByRole('button', { name: 'Run Search' })).toBeDisabled();
  await oql.fill('using works where publication_year is 2020; get countries;');
  await page.getByRole('button', { name: 'Run Search' }).click();
  await expect(page).not.toHaveURL(first);
  await expect(table.getByRole('columnheader')).toHaveText(['name', 'Country ID', 'works count'], { timeout: 30_000 });
});

test('a signed-in user who is not a tester is sent to the alpha-testing notice', async ({ page }) => {
  await signUp(page, false);
  await page.goto('/');
  await page.getByRole('button', { name: new RegExp(FRANCE.slice(0, 40)) }).click();
  await expect(page).toHaveURL(/\/analytics-testing$/);
});
