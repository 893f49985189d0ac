import { ENTITY_TYPES, type EntityType } from '../entities/entity-types';
import { resultsRequestParams } from '../features/serp/api/results-request';
import { listRequestParams, readSerpState } from '../features/serp/url-state/serp-params';
import { firstResultsScript, firstResultsUrl } from '../api/first-results';
import { appEnv } from '../config/env';

/**
 * For each results route (`/works` …) without a query string, the URL of the first page of
 * results the app asks for there, on the data host `host`: what index.html's script fetches
 * (the build writes them into it, see vite.config.ts).
 */
export function firstResultsUrls(host: string): Record<string, string> {
  const urls: Record<string, string> = {};
  for (const type of Object.keys(ENTITY_TYPES) as EntityType[]) {
    const state = readSerpState(type, new URLSearchParams());
    // as prefetchResults: only a route that shows its list
    if (!state.views.list) continue;
    urls[`/${type}`] = firstResultsUrl(host, `/${type}`, resultsRequestParams(type, listRequestParams(state), host));
  }
  return urls;
}

/** The script index.html runs (see first-results.ts), for this build's data host and key. */
export function firstResultsPageScript(): string {
  const headers = {
    Accept: 'application/json',
    ...(appEnv.apiKey ? { Authorization: `Bearer ${appEnv.apiKey}` } : {}),
  };
  return firstResultsScript(firstResultsUrls(appEnv.hosts.data), headers);
}
