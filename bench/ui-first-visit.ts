/// <reference lib="dom" />
/**
 * The first-visit half of the UI benchmark (bench/ui-bench.ts): what a page's first paint needs
 * (the scripts requested before it, gzipped, and which modules they carry) and Lighthouse's
 * mobile figures, the median of several runs with the host's `benchmarkIndex` beside them.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

/** A page of the first visit and what shows its content has painted. */
export interface VisitedPage {
  name: string;
  path: string;
  /** CSS selector of the element whose text marks the content's first paint */
  ready: string;
}

export interface FirstVisit {
  /** milliseconds from navigation to the content's first paint (unthrottled) */
  shown_ms: number;
  /** gzipped JS of the scripts requested before the content painted */
  first_paint_gzip_kb: number;
  first_paint_files_kb: Record<string, number>;
  /** the lazy analytics route's own modules among those scripts' sources (none expected) */
  first_paint_analytics_modules: string[];
  /** every script by network idle */
  gzip_kb: number;
  files_kb: Record<string, number>;
}

/** Source modules of a built chunk, from its source map (build/web/assets/x.js.map). */
function chunkSources(webDir: string, pathname: string): string[] {
  const map = path.join(webDir, `${pathname}.map`);
  if (!existsSync(map)) return [];
  const { sources } = JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] };
  return sources.map((source) => path.relative(process.cwd(), path.resolve(path.dirname(map), source)));
}

/** The analytics route's pages and what only they use (the home page's own parts are not in it). */
const ANALYTICS_ROUTE = /src\/features\/analytics\/components\/(?!home-page|example-questions|use-open-query)/;

/**
 * The scripts a first visit to `visited.path` loads: those requested before its content first
 * painted (what the first paint needs), and all of them by network idle (lazy parts included).
 */
export async function firstVisit(page: Page, base: string, visited: VisitedPage, webDir: string): Promise<FirstVisit> {
  const scripts = new Map<string, number>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => null);
    if (body) scripts.set(new URL(response.url()).pathname, gzipSync(body, { level: 9 }).length);
  });
  // When the content first shows, noted in the page itself (Playwright's polling notices later).
  await page.addInitScript((selector: string) => {
    const observer = new MutationObserver(() => {
      if (document.querySelector(selector)?.textContent) {
        (window as unknown as { shownAt: number }).shownAt = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document, { subtree: true, childList: true, characterData: true });
  }, visited.ready);
  await page.goto(`${base}${visited.path}`);
  await page.locator(visited.ready).first().waitFor();
  await page.waitForFunction(() => (window as unknown as { shownAt?: number }).shownAt !== undefined);
  const { shownAt, beforePaint } = await page.evaluate(() => {
    const shown = (window as unknown as { shownAt: number }).shownAt;
    return {
      shownAt: shown,
      beforePaint: performance
        .getEntriesByType('resource')
        .filter((e) => (e as PerformanceResourceTiming).initiatorType === 'script' || e.name.endsWith('.js'))
        .filter((e) => e.startTime <= shown)
        .map((e) => new URL(e.name).pathname),
    };
  });
  await page.waitForLoadState('networkidle');
  const kb = (bytes: number) => Math.round(bytes / 1024);
  const firstPaint = [...new Set(beforePaint)].filter((p) => scripts.has(p));
  return {
    shown_ms: Math.round(shownAt),
    first_paint_gzip_kb: kb(firstPaint.reduce((sum, p) => sum + scripts.get(p)!, 0)),
    first_paint_files_kb: Object.fromEntries(firstPaint.map((p) => [p, kb(scripts.get(p)!)])),
    first_paint_analytics_modules: firstPaint
      .flatMap((p) => chunkSources(webDir, p))
      .filter((source) => ANALYTICS_ROUTE.test(source)),
    gzip_kb: kb([...scripts.values()].reduce((sum, n) => sum + n, 0)),
    files_kb: Object.fromEntries([...scripts].map(([k, v]) => [k, kb(v)])),
  };
}

export interface LighthouseRun {
  score: number;
  /** milliseconds, as Lighthouse simulates them (slow 4G, 4× slower CPU) */
  fcp_ms: number;
  lcp_ms: number;
  tbt_ms: number;
  cls: number;
  /** Lighthouse's measure of this host's CPU (higher is faster; its simulated phone scales with it) */
  benchmark_index: number;
  /** the longest main-thread tasks Lighthouse saw, as it simulated them */
  long_tasks_ms: number[];
}

async function lighthouseRun(url: string, chromePath: string, flags: string[]): Promise<LighthouseRun> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', ...flags] });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      onlyCategories: ['performance'],
      logLevel: 'error',
    });
    const audits = result?.lhr.audits ?? {};
    const metric = (id: string) => Math.round(audits[id]?.numericValue ?? NaN);
    const longTasks = (audits['long-tasks']?.details as { items?: { duration: number }[] } | undefined)?.items ?? [];
    return {
      score: Math.round((result?.lhr.categories.performance?.score ?? 0) * 100),
      fcp_ms: metric('first-contentful-paint'),
      lcp_ms: metric('largest-contentful-paint'),
      tbt_ms: metric('total-blocking-time'),
      cls: Number((audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3)),
      benchmark_index: Math.round(result?.lhr.environment.benchmarkIndex ?? NaN),
      long_tasks_ms: longTasks.map((task) => Math.round(task.duration)).slice(0, 5),
    };
  } finally {
    chrome.kill();
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export interface LighthouseSummary {
  /** the median of each figure over the runs (each figure on its own) */
  median: Omit<LighthouseRun, 'long_tasks_ms'>;
  runs: LighthouseRun[];
}

export async function lighthouseMedian(
  url: string,
  runs: number,
  chromePath: string,
  flags: string[],
): Promise<LighthouseSummary> {
  const all: LighthouseRun[] = [];
  for (let i = 0; i < runs; i++) all.push(await lighthouseRun(url, chromePath, flags));
  const of = (pick: (r: LighthouseRun) => number) => median(all.map(pick));
  return {
    median: {
      score: of((r) => r.score),
      fcp_ms: of((r) => r.fcp_ms),
      lcp_ms: of((r) => r.lcp_ms),
      tbt_ms: of((r) => r.tbt_ms),
      cls: of((r) => r.cls),
      benchmark_index: of((r) => r.benchmark_index),
    },
    runs: all,
  };
}
