import { readStoredToken } from '../../../api/auth-token';
import { appEnv, type EnvironmentName } from '../../../config/env';
import type { AnalyticsSearch } from '../../../lib/analytics-search';
import { isGroup, type OqlFilter, type OqlQuery } from '../../../lib/oql/types';

/**
 * Usage events of the analytics area (spec 2 §7, "Analytics tracking"): "a search event with
 * entity, filterKeys, filter counts, boolean depth, query JSON, results count, duration and sql;
 * and javascript-error events. Environments are determined by hostname: local, staging,
 * production." They go to this server's `POST {analytics}/events` (server/src/routes/events.ts,
 * whose limits the payloads keep) and nowhere else.
 */

export interface SearchEvent {
  type: 'search';
  /** what the query lists: an entity type or 'summary' */
  entity: string;
  /** the columns filtered on, each once, in the order they first appear */
  filter_keys: string[];
  /** the filters (leaves) of filter_works and filter_aggs together */
  filter_count: number;
  /** how deep and/or groups nest: 0 for filters side by side, 1 for a group among them, … */
  boolean_depth: number;
  query: Record<string, unknown>;
  results_count: number | null;
  /** seconds */
  duration: number | null;
  sql: string | null;
  environment: EnvironmentName;
}

export interface JavascriptErrorEvent {
  type: 'javascript-error';
  message: string;
  stack?: string;
  url?: string;
  environment: EnvironmentName;
}

export type UsageEvent = SearchEvent | JavascriptErrorEvent;

/** The server's limits (server/src/routes/events.ts). */
const MAX_ENTITY = 60;
const MAX_KEYS = 200;
const MAX_KEY = 200;
const MAX_FILTERS = 10_000;
const MAX_DEPTH = 100;
const MAX_SQL = 50_000;
/** The server takes 64 KiB a request; a bigger event loses its SQL, then its query's filters. */
export const MAX_EVENT_CHARS = 60_000;

function leaves(filters: readonly OqlFilter[] | undefined): string[] {
  return (filters ?? []).flatMap((filter) => (isGroup(filter) ? leaves(filter.filters) : [filter.column_id]));
}

function depth(filters: readonly OqlFilter[] | undefined): number {
  return Math.max(0, ...(filters ?? []).map((filter) => (isGroup(filter) ? 1 + depth(filter.filters) : 0)));
}

/** The search event of a completed search; `durationMs` as the user waited, else the server's timing. */
export function searchEventPayload(
  search: AnalyticsSearch,
  durationMs: number | null = null,
  environment: EnvironmentName = appEnv.environment,
): SearchEvent {
  const query: OqlQuery = search.query;
  const columns = [...leaves(query.filter_works), ...leaves(query.filter_aggs)];
  const seconds =
    durationMs !== null && Number.isFinite(durationMs) && durationMs >= 0
      ? Math.round(durationMs) / 1000
      : search.timestamps.duration;
  const count = search.meta.count;
  const event: SearchEvent = {
    type: 'search',
    entity: (query.get_rows || 'unknown').slice(0, MAX_ENTITY),
    filter_keys: [...new Set(columns.map((column) => column.slice(0, MAX_KEY)))].slice(0, MAX_KEYS),
    filter_count: Math.min(columns.length, MAX_FILTERS),
    boolean_depth: Math.min(Math.max(depth(query.filter_works), depth(query.filter_aggs)), MAX_DEPTH),
    query: { ...query },
    results_count: typeof count === 'number' && Number.isInteger(count) && count >= 0 ? count : null,
    duration: typeof seconds === 'number' && Number.isFinite(seconds) && seconds >= 0 ? seconds : null,
    sql: search.redshift_sql ? search.redshift_sql.slice(0, MAX_SQL) : null,
    environment,
  };
  if (JSON.stringify(event).length > MAX_EVENT_CHARS) event.sql = null;
  if (JSON.stringify(event).length > MAX_EVENT_CHARS) event.query = { get_rows: query.get_rows, too_large: true };
  return event;
}

/** Where events go: this server's analytics host (a host of '/' is the site's root, not '//events'). */
export function eventsUrl(host: string = appEnv.hosts.analytics): string {
  return `${host.replace(/\/+$/, '')}/events`;
}

/**
 * Sends an event without waiting for it and without ever throwing: a lost event is no reason to
 * trouble the user. `keepalive` lets it leave while the page unloads too (it allows 64 KiB).
 */
export function postEvent(event: UsageEvent): void {
  try {
    const body = JSON.stringify(event);
    const token = readStoredToken();
    fetch(eventsUrl(), {
      method: 'POST',
      keepalive: body.length < MAX_EVENT_CHARS,
      credentials: 'omit',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body,
    }).catch(() => undefined);
  } catch {
    // no fetch, or a body that cannot be serialised: the event is dropped
  }
}

/**
 * Records that a search completed (spec 2 §7): call once per search the user ran, when it has
 * completed without an error; `durationMs` from running it to its results, when measured.
 */
export function sendSearchEvent(search: AnalyticsSearch, durationMs: number | null = null): void {
  try {
    postEvent(searchEventPayload(search, durationMs));
  } catch {
    // an unexpected search object: no event rather than an error in the page
  }
}

/** Searches this page load created, with when: their event is sent once they complete. */
const started = new Map<string, number>();

/** A search the user ran was created (not one merely opened from a link). */
export function markSearchStarted(id: string): void {
  started.set(id, performance.now());
}

/** Sends the search event of a search the user ran, once, when it has completed without error. */
export function reportSearchCompleted(search: AnalyticsSearch): void {
  const at = started.get(search.id);
  if (at === undefined || !search.is_completed) return;
  started.delete(search.id);
  if (!search.backend_error) sendSearchEvent(search, performance.now() - at);
}
