/// <reference lib="dom" />
/**
 * UI benchmark: starts the built server (npm run build) as `npm start` does, in a process of its
 * own, over a demo catalogue of N works on loopback, then measures in Debian's Chromium:
 *   - for /works, / and an entity page (the most cited work): the JS a first visit loads before the
 *     content first paints on a 390×844 phone, gzipped, file by file, and whether any of it is the
 *     lazy analytics route's (bench/ui-first-visit.ts);
 *   - Lighthouse performance of each (mobile emulation, Lighthouse's default): the median of several
 *     runs, as Lighthouse's documentation advises (one run's score varies by several points here),
 *     with Lighthouse's benchmarkIndex of this host beside it (its simulated phone scales with it);
 *   - filter click → new results rendered (clicking a row of the report's Type card);
 *   - keystroke → suggestions shown in the shortcut box (the 300 ms debounce included);
 *   both with the browser's cache off, so that every request reaches the server.
 * Prints the figures and writes bench/results/ui-<date>.json.
 *
 *   npm run build && npm run bench:ui -- --works 1000000 [--data DIR] [--runs 10] [--lighthouse-runs 5]
 *     [--first-visit-only] (no clicks or keystrokes) [--pages works,home,entity]
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Page } from '@playwright/test';
import { catalogueFiles, generateCatalogueInto } from '../server/src/catalogue/ingest/build.js';
import { startBuiltServer } from './built-server.js';
import {
  firstVisit,
  lighthouseMedian,
  type FirstVisit,
  type LighthouseSummary,
  type VisitedPage,
} from './ui-first-visit.js';

const { values } = parseArgs({
  options: {
    works: { type: 'string', default: '1000000' },
    runs: { type: 'string', default: '10' },
    'lighthouse-runs': { type: 'string', default: '5' },
    data: { type: 'string' },
    'first-visit-only': { type: 'boolean', default: false },
    pages: { type: 'string', default: 'works,home,entity' },
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

// The server runs as people run it, in a process of its own (see built-server.ts).
const server = await startBuiltServer(dataDir);
const { base } = server;

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

const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS }).catch(async (error: unknown) => {
  await server.stop();
  throw error;
});
/** The pages whose first visit is measured; the entity page is the most cited work's. */
async function visitedPages(): Promise<VisitedPage[]> {
  const top = (await fetch(`${base}/api/works?sort=cited_by_count:desc&per_page=1&select=id`).then((r) =>
    r.json(),
  )) as {
    results: { id: string }[];
  };
  const work = top.results[0]!.id.split('/').pop()!;
  const all: VisitedPage[] = [
    { name: 'works', path: '/works', ready: '[data-testid="results-count"]' },
    { name: 'home', path: '/', ready: 'h1' },
    { name: 'entity', path: `/works/${work}`, ready: 'h1' },
  ];
  const wanted = values.pages.split(',');
  return all.filter((p) => wanted.includes(p.name));
}

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 };
const WEB_DIR = path.resolve('build/web');
try {
  const pages = await visitedPages();
  const visits: Record<string, FirstVisit> = {};
  for (const visited of pages) {
    const context = await browser.newContext(PHONE);
    const visit = await firstVisit(await context.newPage(), base, visited, WEB_DIR);
    await context.close();
    visits[visited.name] = visit;
    console.log(
      `JS for ${visited.path} (390×844): ${visit.first_paint_gzip_kb} KB gzip before its content first painted (${visit.shown_ms} ms),`,
      `${visit.gzip_kb} KB by network idle; before the paint:`,
      visit.first_paint_files_kb,
      visit.first_paint_analytics_modules.length
        ? `analytics route modules before the paint: ${visit.first_paint_analytics_modules.join(', ')}`
        : 'no analytics route module before the paint',
    );
  }
  // A desktop-sized window shows the report column beside the list.
  const desktop = await firstVisit(
    await browser.newPage(),
    base,
    pages.find((p) => p.name === 'works') ?? pages[0]!,
    WEB_DIR,
  );
  console.log(
    `JS for /works (desktop window): ${desktop.first_paint_gzip_kb} KB before the first paint, ${desktop.gzip_kb} KB by network idle`,
  );
  let filter, typing;
  if (!values['first-visit-only']) {
    const page = await browser.newPage();
    // Every click and keystroke asks the server anew, as a new filter or new text does: the
    // browser's HTTP cache would otherwise answer the repeated ones (the API allows caching).
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    filter = summary(await filterToResults(page));
    console.log('filter click → results:', filter);
    typing = summary(await keystrokeToSuggestions(page));
    console.log('keystroke → suggestions:', typing);
  }
  const lighthouse: Record<string, LighthouseSummary> = {};
  for (const visited of pages) {
    const lh = await lighthouseMedian(`${base}${visited.path}`, lighthouseRuns, CHROMIUM, FLAGS);
    lighthouse[visited.name] = lh;
    const m = lh.median;
    console.log(
      `Lighthouse performance (mobile) of ${visited.path}, median of ${lighthouseRuns}: ${m.score} (runs: ${lh.runs.map((r) => r.score).join(', ')}),`,
      `benchmarkIndex ${m.benchmark_index}; LCP ${m.lcp_ms} ms, TBT ${m.tbt_ms} ms, FCP ${m.fcp_ms} ms, CLS ${m.cls};`,
      `longest tasks ${lh.runs.map((r) => r.long_tasks_ms.join('/')).join(', ')} ms`,
    );
  }

  const report = {
    works,
    cores: os.cpus().length,
    date: new Date().toISOString(),
    benchmark_index: lighthouse.works?.median.benchmark_index,
    first_paint_js_gzip_kb: visits.works?.first_paint_gzip_kb,
    first_paint_js_gzip_kb_desktop: desktop.first_paint_gzip_kb,
    lighthouse_performance_mobile: lighthouse.works?.median.score,
    first_visits_390x844: visits,
    lighthouse,
    filter_click_to_results: filter,
    keystroke_to_suggestions: typing,
  };
  mkdirSync('bench/results', { recursive: true });
  const file = `bench/results/ui-${report.date.slice(0, 10)}.json`;
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`written to ${file}`);
} finally {
  await browser.close();
  await server.stop();
}
