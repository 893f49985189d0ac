/// <reference lib="dom" />
/**
 * UI benchmark: starts the built server (npm run build) as `npm start` does, in a process of its
 * own, over a demo catalogue of N works on loopback, then measures in Debian's Chromium:
 *   - the JS the first visit to /works loads, gzipped (what a first paint needs: entry and route chunks);
 *   - Lighthouse performance (mobile emulation, Lighthouse's default): the median of several runs,
 *     as Lighthouse's documentation advises (one run's score varies by several points here);
 *   - filter click → new results rendered (clicking a row of the report's Type card);
 *   - keystroke → suggestions shown in the shortcut box (the 300 ms debounce included);
 *   both with the browser's cache off, so that every request reaches the server.
 * Prints the figures and writes bench/results/ui-<date>.json.
 *
 *   npm run build && npm run bench:ui -- --works 1000000 [--data DIR] [--runs 10] [--lighthouse-runs 5]
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { catalogueFiles, generateCatalogueInto } from '../server/src/catalogue/build/build.js';

const { values } = parseArgs({
  options: {
    works: { type: 'string', default: '1000000' },
    runs: { type: 'string', default: '10' },
    'lighthouse-runs': { type: 'string', default: '5' },
    data: { type: 'string' },
  },
});
const works = Number(values.works);
const runs = Number(values.runs);
const lighthouseRuns = Number(values['lighthouse-runs']);
if (!Number.isInteger(works) || works < 100 || !Number.isInteger(runs) || runs < 1) {
  console.error('--works must be a whole number ≥ 100 and --runs ≥ 1');
  process.exit(1);
}
if (!Number.isInteger(lighthouseRuns) || lighthouseRuns < 1) {
  console.error('--lighthouse-runs must be a whole number ≥ 1');
  process.exit(1);
}
const serverMain = path.resolve('build/server/src/main.js');
if (!existsSync(path.resolve('build/web/index.html')) || !existsSync(serverMain)) {
  console.error('No built app in build/: run `npm run build` first.');
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

/** A port nothing listens on now. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

// The server runs as people run it, in a process of its own: inside this one, the harness's own
// work and garbage collection would stall its responses now and then.
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, [serverMain, 'serve'], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const serverExit = new Promise<void>((resolve) => server.once('exit', () => resolve()));
async function serverReady(): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited (code ${server.exitCode}).`);
    const ok = await fetch(`${base}/api/`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('The server did not answer within two minutes.');
}

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

interface LighthouseRun {
  score: number;
  /** milliseconds, as Lighthouse simulates them (slow 4G, 4× slower CPU) */
  fcp_ms: number;
  lcp_ms: number;
  tbt_ms: number;
  cls: number;
}

async function lighthouseRun(): Promise<LighthouseRun> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', ...FLAGS] });
  try {
    const result = await lighthouse(`${base}/works`, {
      port: chrome.port,
      output: 'json',
      onlyCategories: ['performance'],
      logLevel: 'error',
    });
    const audits = result?.lhr.audits ?? {};
    const metric = (id: string) => Math.round(audits[id]?.numericValue ?? NaN);
    return {
      score: Math.round((result?.lhr.categories.performance?.score ?? 0) * 100),
      fcp_ms: metric('first-contentful-paint'),
      lcp_ms: metric('largest-contentful-paint'),
      tbt_ms: metric('total-blocking-time'),
      cls: Number((audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3)),
    };
  } finally {
    await chrome.kill();
  }
}

/** The median of each figure over the runs (each figure on its own). */
function medianRun(all: LighthouseRun[]): LighthouseRun {
  const median = (pick: (r: LighthouseRun) => number) => {
    const sorted = all.map(pick).sort((a, b) => a - b);
    const mid = sorted.length >> 1;
    return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  };
  return {
    score: median((r) => r.score),
    fcp_ms: median((r) => r.fcp_ms),
    lcp_ms: median((r) => r.lcp_ms),
    tbt_ms: median((r) => r.tbt_ms),
    cls: median((r) => r.cls),
  };
}

try {
  await serverReady();
} catch (error) {
  server.kill('SIGTERM');
  throw error;
}
const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS }).catch((error: unknown) => {
  server.kill('SIGTERM');
  throw error;
});
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
  // Every click and keystroke asks the server anew, as a new filter or new text does: the
  // browser's HTTP cache would otherwise answer the repeated ones (the API allows caching).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const filter = summary(await filterToResults(page));
  console.log('filter click → results:', filter);
  const typing = summary(await keystrokeToSuggestions(page));
  console.log('keystroke → suggestions:', typing);
  const lighthouseAll: LighthouseRun[] = [];
  for (let i = 0; i < lighthouseRuns; i++) lighthouseAll.push(await lighthouseRun());
  const lh = medianRun(lighthouseAll);
  console.log(
    `Lighthouse performance (mobile), median of ${lighthouseRuns}: ${lh.score} (runs: ${lighthouseAll.map((r) => r.score).join(', ')});`,
    `LCP ${lh.lcp_ms} ms, TBT ${lh.tbt_ms} ms, FCP ${lh.fcp_ms} ms, CLS ${lh.cls}`,
  );

  const report = {
    works,
    cores: os.cpus().length,
    date: new Date().toISOString(),
    first_paint_js_gzip_kb: js.first_paint_gzip_kb,
    first_paint_js_gzip_kb_phone: phone.first_paint_gzip_kb,
    initial_js_gzip_kb: js.gzip_kb,
    initial_js_files_kb: js.files,
    lighthouse_performance_mobile: lh.score,
    lighthouse_median: lh,
    lighthouse_runs: lighthouseAll,
    filter_click_to_results: filter,
    keystroke_to_suggestions: typing,
  };
  mkdirSync('bench/results', { recursive: true });
  const file = `bench/results/ui-${report.date.slice(0, 10)}.json`;
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`written to ${file}`);
} finally {
  await browser.close();
  server.kill('SIGTERM');
  await serverExit;
}
