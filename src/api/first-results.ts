/**
 * The first page of results, asked for before the app's code has arrived: index.html carries a
 * small script (written at build time, see vite.config.ts) that, on a results route without a
 * query string, fetches the page the app would ask for first and leaves the answer here. The
 * app's request for the same URL takes it instead of asking again (see getResults); anything
 * else — another URL, a failed or refused request — goes the usual way.
 *
 * This module imports nothing, so that the first page's code stays small.
 */

/** What index.html's script leaves: the URL it asked for and the parsed answer (null if none). */
export interface FirstResults {
  url: string;
  body: Promise<unknown>;
}

declare global {
  interface Window {
    alexandriaFirstResults?: FirstResults;
  }
}

/** The one URL a request of these params goes to: a data host (`/api` or an absolute URL), a path, its params in order. */
export function firstResultsUrl(host: string, path: string, params: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const key of Object.keys(params).sort()) {
    const value = params[key];
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  return `${host.replace(/\/+$/, '')}${path}?${search}`;
}

/** The answer index.html's script fetched for this URL, once; undefined when it asked for no such thing. */
export function takeFirstResults(url: string): Promise<unknown> | undefined {
  const first = globalThis.window?.alexandriaFirstResults;
  if (!first || first.url !== url) return undefined;
  delete window.alexandriaFirstResults;
  return first.body;
}

/**
 * The script index.html runs: `urls` maps a results route (`/works`) to the URL of its first
 * page of results; `headers` go with the request (the data host's key, when the build has one).
 */
export function firstResultsScript(urls: Record<string, string>, headers: Record<string, string>): string {
  return `(() => {
  const url = ${JSON.stringify(urls)}[location.pathname.replace(/\\/$/, '')];
  if (!url || location.search) return;
  const body = fetch(url, { headers: ${JSON.stringify(headers)} }).then((r) => (r.ok ? r.json() : null), () => null);
  window.alexandriaFirstResults = { url, body };
})();`;
}
