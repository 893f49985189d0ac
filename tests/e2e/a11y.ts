import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Fails on serious or critical accessibility violations, listing them. It checks the page at
 * rest: once the network is idle and running CSS transitions end (a button fading from disabled grey to its colour is
 * briefly low-contrast, which axe reported now and then).
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle'); // data that changes what shows has arrived
  await page.evaluate(async () => {
    // Finite ones only: a spinner's or a skeleton's animation never finishes.
    const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const where = (n: (typeof serious)[number]['nodes'][number]) => `${n.target.join(' ')} ${n.html.slice(0, 160)}`;
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map(where).join(', ')})`)).toEqual([]);
}
