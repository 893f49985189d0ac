/// <reference lib="dom" />
/**
 * UI benchmark: serves the built app (npm run build) and a demo catalogue of N works on loopback,
 * then measures in Debian's Chromium:
 *   - the JS the first visit to /works loads, gzipped (what a first paint needs: entry and route chunks);
 *   - Lighthouse performance (mobile emulation, Lighthouse's default);
 *   - filter click → new results rendered (clicking a row of the report's Type card);
 *   - keystroke → suggestions shown in the shortcut box (the 300 ms debounce included).
 * Prints the figures and writes bench/results/ui-<date>.json.
 *
 *   npm run build && npm run bench:ui -- --works 1000000 [--data DIR] [--runs 10]
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildApp } from '../server/src/app.js';
import { Catalogue } from '../server/src/catalogue/catalogue.js';
import { catalogueFiles, generateCatalogueInto } from '../server/src/catalogue/build.js';

const { values } = parseArgs({
  options: {
    works: { type: 'string', default: '1000000' },
    runs: { type: 'string', default: '10' },
    data: { type: 'string' },
  },
});
const works = Number(values.works);
const runs = Number(values.runs);
if (!Number.isInteger(works) || works < 100 || !Number.isInteger(runs) || runs < 1) {
  console.error('--works must be a whole number ≥ 100 and --runs ≥ 1');
  process.exit(1);
}
const webRoot = path.resolve('build/web');
if (!existsSync(path.join(webRoot, 'index.html'))) {
  console.error('No built app in build/web: run `npm run build` first.');
  process.exit(1);
}
const dataDir = path.resolve(values.data ?? `data/bench-${works}`);
if (!existsSync(catalogueFiles(dataDir).duck)) {
  console.log(`Generating ${works} works into ${dataDir}…`);
  await generateCatalogueInto(dataDir, { works, seed: 42 });
}

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const catalogue = await Catalogue.open(dataDir);
const app = await buildApp({ catalogue, webRoot, logLevel: 'silent' });
const base = await app.listen({ port: 0, host: '127.0.0.1' });

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}
function summary(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    p50_ms: Math.round(percentile(sorted, 50)),
    p95_ms: Math.round(percentile(sorted, 95)),
    runs: samples.length,
    samples_ms: samples.map((ms) => Math.round(ms)),
  };
}

/**
 * Gzipped size of the scripts the first visit to /works loads: those requested before the
 * results first painted (what the first paint needs), and all of them by network idle (with the
 * lazily loaded charts and report cards).
 */
async function initialJs(page: Page) {
  const scripts = new Map<string, number>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => null);
    if (body) scripts.set(new URL(response.url()).pathname, gzipSync(body, { level: 9 }).length);
  });
  // When the count first shows, noted in the page itself (Playwright's polling notices later).
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      if (document.querySelector('[data-testid="results-count"]')?.textContent) {
        (window as unknown as { countShownAt: number }).countShownAt = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document, { subtree: true, childList: true, characterData: true });
  });
  await page.goto(`${base}/works`);
  await page.getByTestId('results-count').waitFor();
  // Scripts whose requests started before the results count was on screen.
  const beforePaint: string[] = await page.evaluate(() => {
    const shownAt = (window as unknown as { countShownAt: number }).countShownAt;
    return performance
      .getEntriesByType('resource')
      .filter((e) => (e as PerformanceResourceTiming).initiatorType === 'script' || e.name.endsWith('.js'))
      .filter((e) => e.startTime <= shownAt)
      .map((e) => new URL(e.name).pathname);
  });
  await page.waitForLoadState('networkidle');
  const kb = (paths: Iterable<string>) =>
    Math.round([...paths].reduce((sum, p) => sum + (scripts.get(p) ?? 0), 0) / 1024);
  return {
    first_paint_gzip_kb: kb(new Set(beforePaint.filter((p) => scripts.has(p)))),
    gzip_kb: kb(scripts.keys()),
    files: Object.fromEntries([...scripts].map(([k, v]) => [k, Math.round(v / 1024)])),
  };
}

/** Click a Type row of the report, time until the results count changes; then go back. */
async function filterToResults(page: Page): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    await page.goto(`${base}/works`, { waitUntil: 'networkidle' });
    const count = page.getByTestId('results-count');
    await count.waitFor();
    const before = await count.textContent();
    await page.getByRole('table', { name: 'Type groups' }).getByRole('button').first().waitFor();
    const elapsed = await page.evaluate(
      async ({ previous, index }) => {
        const target = document.querySelector('[data-testid="results-count"]')!;
        const rows = document.querySelectorAll<HTMLElement>('table[aria-label="Type groups"] tbody tr button');
        return new Promise<number>((resolve) => {
          const started = performance.now();
          const observer = new MutationObserver(() => {
            if (target.isConnected && target.textContent !== previous) {
              observer.disconnect();
              resolve(performance.now() - started);
            }
          });
          observer.observe(document.body, { subtree: true, childList: true, characterData: true });
          rows[Math.min(rows.length - 1, index % 3)]!.click();
        });
      },
      { previous: before, index: i },
    );
    samples.push(elapsed);
  }
  return samples;
}

/**
 * Type a word into the shortcut box; time, inside the page, from the last keydown to the first
 * entity suggestion on screen (timed in the page: Playwright's own round trips are not the app's).
 * A keystroke hides the previous text's entity suggestions at once, so the first one seen is new.
 */
async function keystrokeToSuggestions(page: Page): Promise<number[]> {
  const words = ['neur', 'clim', 'quan', 'prot', 'soci', 'mach', 'gene', 'ecol', 'mate', 'math'];
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const word = words[i % words.length]!;
    await page.goto(`${base}/works`, { waitUntil: 'networkidle' });
    const box = page.getByRole('combobox', { name: 'Search works' });
    await box.click();
    await box.pressSequentially(word.slice(0, 3));
    await page.getByRole('option').filter({ hasNotText: 'Search for' }).first().waitFor({ timeout: 10_000 });
    await page.evaluate(() => {
      const timing = new Promise<number>((resolve) => {
        let started = 0;
        document.addEventListener('keydown', () => (started = performance.now()), { once: true, capture: true });
        const observer = new MutationObserver(() => {
          if (!started) return;
          const options = [...document.querySelectorAll('[role="option"]')];
          if (options.some((option) => !(option.textContent ?? '').startsWith('Search for'))) {
            observer.disconnect();
            resolve(performance.now() - started);
          }
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
      });
      (window as unknown as { keystrokeTiming: Promise<number> }).keystrokeTiming = timing;
    });
    await box.press(word.slice(3));
    samples.push(
      await page.evaluate(() => (window as unknown as { keystrokeTiming: Promise<number> }).keystrokeTiming),
    );
  }
  return samples;
}

async function lighthousePerformance(): Promise<number> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', ...FLAGS] });
  try {
    const result = await lighthouse(`${base}/works`, {
      port: chrome.port,
      output: 'json',
      onlyCategories: ['performance'],
      logLevel: 'error',
    });
    return Math.round((result?.lhr.categories.performance?.score ?? 0) * 100);
  } finally {
    await chrome.kill();
  }
}

const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
try {
  const js = await initialJs(await browser.newPage());
  console.log(
    `JS for /works: ${js.first_paint_gzip_kb} KB gzip before the results first paint, ${js.gzip_kb} KB by network idle`,
    js.files,
  );
  // A phone shows the results without the report column (its cards load with the Stats tab).
  const phone = await initialJs(await browser.newPage({ viewport: { width: 412, height: 823 }, isMobile: true }));
  console.log(
    `JS for /works on a phone: ${phone.first_paint_gzip_kb} KB gzip before the results first paint, ${phone.gzip_kb} KB by network idle`,
    phone.files,
  );
  const page = await browser.newPage();
  const filter = summary(await filterToResults(page));
  console.log('filter click → results:', filter);
  const typing = summary(await keystrokeToSuggestions(page));
  console.log('keystroke → suggestions:', typing);
  const score = await lighthousePerformance();
  console.log(`Lighthouse performance (mobile): ${score}`);

  const report = {
    works,
    cores: os.cpus().length,
    date: new Date().toISOString(),
    first_paint_js_gzip_kb: js.first_paint_gzip_kb,
    first_paint_js_gzip_kb_phone: phone.first_paint_gzip_kb,
    initial_js_gzip_kb: js.gzip_kb,
    initial_js_files_kb: js.files,
    lighthouse_performance_mobile: score,
    filter_click_to_results: filter,
    keystroke_to_suggestions: typing,
  };
  mkdirSync('bench/results', { recursive: true });
  const file = `bench/results/ui-${report.date.slice(0, 10)}.json`;
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`written to ${file}`);
} finally {
  await browser.close();
  await app.close();
  catalogue.close();
}
