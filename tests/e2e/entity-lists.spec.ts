import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y.js';

// A topic's works count counts every work tagged with it, while its works link (spec 1 §3) filters
// by primary topic, as OpenAlex does: only the countries' counts must match their lists exactly.
for (const [path, heading, filterKey, countsMatch] of [
  ['/topics', 'Topics', 'primary_topic.id', false],
  ['/countries', 'Countries', 'authorships.countries', true],
] as const) {
  test(`${path} lists ${heading.toLowerCase()} with works and citations, and a row leads to its works`, async ({
    page,
  }) => {
    await page.goto(path);
    const list = page.getByRole('list', { name: heading });
    const first = list.getByRole('listitem').first();
    await expect(first).toContainText(/citations/);
    // no report cards or statistics beside these lists
    await expect(page.getByText('Catalogue stats')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    const worksButton = first.getByRole('link', { name: /works?$/ });
    const count = Number((await worksButton.innerText()).replace(/\D/g, ''));
    await worksButton.click();
    await expect(page).toHaveURL(new RegExp(`/works\\?filter=${filterKey.replace('.', '\\.')}`));
    const results = page.getByTestId('results-count');
    if (countsMatch) await expect(results).toHaveText(`${count.toLocaleString('en-US')} results`);
    else await expect(results).toHaveText(/^[1-9][\d,]* results?$/);
  });
}
