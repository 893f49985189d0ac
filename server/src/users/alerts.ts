import type { Mailer } from './mailer.js';
import type { AlertingSearch } from './saved-search-store.js';
import type { UserStore } from './user-store.js';

/** What the alerts need of the catalogue: a works list, as the data API answers it. */
export interface WorksLister {
  list(entity: string, query: Record<string, string>): Promise<Record<string, unknown>>;
}

export interface AlertOptions {
  store: UserStore;
  catalogue: WorksLister;
  mailer: Mailer;
  publicUrl: string;
  now: () => number;
  log: (message: string) => void;
}

const DAY_MS = 86_400_000;
/** Works listed in one digest; the mail links to the search for the rest. */
const DIGEST_SIZE = 25;

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayStart = (ms: number) => Math.floor(ms / DAY_MS) * DAY_MS;

export interface AlertRun {
  searches: number;
  mailed: number;
}

/**
 * One pass of the saved-search alerts. Each search with an alert looks for matching works whose
 * created_date falls in whole days not looked at yet — from the day its alert began (or its last
 * digest) to yesterday — and mails its owner a digest when there are any. Works created today
 * wait for tomorrow's pass, so windows neither overlap nor leave gaps, however often this runs.
 */
export async function runAlerts(opts: AlertOptions): Promise<AlertRun> {
  const today = dayStart(opts.now());
  let mailed = 0;
  const searches = opts.store.searches.alerting();
  for (const search of searches) {
    const from = dayStart(search.alert_from);
    if (from >= today) continue; // no whole day to look at yet
    try {
      if (await mailDigest(opts, search, isoDay(from), isoDay(today - DAY_MS))) mailed++;
    } catch (error) {
      // A search the catalogue cannot answer any more (a filter it no longer knows): skip the days.
      opts.log(`Alert for saved search ${search.id} failed: ${(error as Error).message}`);
    }
    opts.store.searches.advanceAlert(search.id, today);
  }
  return { searches: searches.length, mailed };
}

async function mailDigest(opts: AlertOptions, search: AlertingSearch, from: string, to: string): Promise<boolean> {
  const url = new URL(search.search_url, opts.publicUrl);
  if (url.pathname.replace(/\/$/, '') !== '/works') return false; // alerts are about new works
  const filter = [url.searchParams.get('filter'), `from_created_date:${from}`, `to_created_date:${to}`]
    .filter(Boolean)
    .join(',');
  const query: Record<string, string> = {
    filter,
    sort: 'publication_date:desc',
    per_page: String(DIGEST_SIZE),
    select: 'id,display_name,publication_year',
  };
  const text = url.searchParams.get('search');
  if (text) query.search = text;
  // a search saved with the xpac works in mails them too (see catalogue/query/xpac.ts)
  if (url.searchParams.get('include_xpac')?.trim().toLowerCase() === 'true') query.include_xpac = 'true';
  const page = (await opts.catalogue.list('works', query)) as {
    meta: { count: number };
    results: { id: string; display_name: string | null; publication_year: number | null }[];
  };
  if (page.meta.count === 0) return false;

  const base = opts.publicUrl.replace(/\/$/, '');
  const lines = page.results.map((w) => {
    const id = w.id.replace('https://openalex.org/', '');
    return `- ${w.display_name ?? 'Untitled'}${w.publication_year ? ` (${w.publication_year})` : ''}\n  ${base}/${id}`;
  });
  const more = page.meta.count > page.results.length ? `\n…and ${page.meta.count - page.results.length} more.\n` : '';
  const days = from === to ? `on ${from}` : `from ${from} to ${to}`;
  const newUrl = new URL(url);
  newUrl.searchParams.set('filter', filter);
  await opts.mailer.send({
    to: search.email,
    subject: `${page.meta.count} new ${page.meta.count === 1 ? 'work' : 'works'} for "${search.name}"`,
    text:
      `Hello ${search.display_name},\n\n${page.meta.count} works matching your saved search "${search.name}" ` +
      `were added ${days}:\n\n${lines.join('\n')}\n${more}\nSee them all: ${base}${newUrl.pathname}${newUrl.search}\n\n` +
      `To stop these mails, turn off the alert of this search in Alexandria.\n`,
  });
  return true;
}

/** Runs the alerts every hour (each search gets at most one digest a day) until stopped. */
export function scheduleAlerts(opts: AlertOptions, everyMs = 3600_000): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const run = await runAlerts(opts);
      if (run.mailed) opts.log(`Alerts: ${run.mailed} digests mailed for ${run.searches} searches.`);
    } catch (error) {
      opts.log(`Alerts failed: ${(error as Error).message}`);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), everyMs);
  timer.unref();
  void tick();
  return () => clearInterval(timer);
}
