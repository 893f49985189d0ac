/**
 * Page through any OpenAlex-compatible API with cursor paging (cursor=* then meta.next_cursor)
 * and yield its records. baseUrl is either a list endpoint ('http://host/api/works?filter=…') or,
 * with opts.entities, an API root ('http://host/api') whose /<entity> lists are read in turn.
 */

import { isObj } from './json.js';

export interface HarvestOptions {
  /** stop after this many records in total (default: all) */
  max?: number;
  /** list endpoints under baseUrl to read in turn: ['works', 'authors', …] */
  entities?: string[];
  /** page size, default 200 (the OpenAlex maximum) */
  perPage?: number;
  fetchImpl?: typeof fetch;
  /** added as mailto= (OpenAlex's polite pool) */
  mailto?: string;
  /** added as api_key= */
  apiKey?: string;
  /** retries of 429 / 5xx responses and network errors, default 2 */
  retries?: number;
  /** first retry delay in ms (doubles each retry; Retry-After wins when given), default 1000 */
  retryDelayMs?: number;
  signal?: AbortSignal;
  /** called after each page: records so far and the endpoint's meta.count */
  onPage?: (info: { url: string; received: number; count: number | null }) => void;
}

export class HarvestError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly url: string,
  ) {
    super(message);
    this.name = 'HarvestError';
  }
}

export async function* harvest(baseUrl: string, opts: HarvestOptions = {}): AsyncGenerator<unknown> {
  const max = opts.max ?? Infinity;
  if (!(max >= 0)) throw new RangeError(`max must be a non-negative number, got ${String(opts.max)}`);
  const perPage = Math.max(
    1,
    Math.min(Math.trunc(opts.perPage ?? 200), Number.isFinite(max) ? Math.max(1, max) : Infinity),
  );
  const endpoints = opts.entities?.length ? opts.entities.map((e) => entityUrl(baseUrl, e)) : [new URL(baseUrl)];
  let total = 0;
  for (const endpoint of endpoints) {
    if (total >= max) return;
    let cursor = '*';
    const seen = new Set<string>();
    for (;;) {
      const url = new URL(endpoint);
      url.searchParams.delete('page'); // page and cursor paging exclude each other
      if (!url.searchParams.has('per-page') && !url.searchParams.has('per_page'))
        url.searchParams.set('per-page', String(perPage));
      url.searchParams.set('cursor', cursor);
      if (opts.mailto) url.searchParams.set('mailto', opts.mailto);
      if (opts.apiKey) url.searchParams.set('api_key', opts.apiKey);
      const body = await getJson(url, opts);
      if (!isObj(body))
        throw new HarvestError(
          `GET ${redact(url)}: expected a JSON object, got ${body === null ? 'null' : typeof body}`,
          null,
          redact(url),
        );
      if (!Array.isArray(body.results)) {
        // a single record (baseUrl pointed at /works/W1): yield it and stop
        if (typeof body.id === 'string') {
          yield body;
          total++;
          break;
        }
        throw new HarvestError(`GET ${redact(url)}: the response has no "results" array`, null, redact(url));
      }
      const meta = isObj(body.meta) ? body.meta : {};
      for (const r of body.results) {
        if (total >= max) return;
        yield r;
        total++;
      }
      opts.onPage?.({ url: redact(url), received: total, count: typeof meta.count === 'number' ? meta.count : null });
      const next = meta.next_cursor;
      if (body.results.length === 0 || typeof next !== 'string' || next === '' || total >= max) break;
      if (seen.has(next))
        throw new HarvestError(`GET ${redact(url)}: the server returned cursor ${next} twice`, null, redact(url));
      seen.add(next);
      cursor = next;
    }
  }
}

/** 'http://host/api?mailto=x' + 'works' → 'http://host/api/works?mailto=x'. */
function entityUrl(baseUrl: string, entity: string): URL {
  if (!/^[a-z][a-z-]*$/i.test(entity)) throw new RangeError(`not an entity name: ${JSON.stringify(entity)}`);
  const url = new URL(baseUrl);
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/${entity}`;
  return url;
}

function redact(url: URL): string {
  const u = new URL(url);
  if (u.searchParams.has('api_key')) u.searchParams.set('api_key', '***');
  return u.toString();
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const t = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(t);
        reject(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
      },
      { once: true },
    );
  });

async function getJson(url: URL, opts: HarvestOptions): Promise<unknown> {
  const doFetch = opts.fetchImpl ?? fetch;
  const retries = opts.retries ?? 2;
  let delay = opts.retryDelayMs ?? 1000;
  const shown = redact(url);
  for (let attempt = 0; ; attempt++) {
    let res: Response;
    try {
      res = await doFetch(url, { headers: { accept: 'application/json' }, signal: opts.signal ?? null });
    } catch (err) {
      if (opts.signal?.aborted || attempt >= retries) {
        throw new HarvestError(`GET ${shown} failed: ${err instanceof Error ? err.message : String(err)}`, null, shown);
      }
      await sleep(delay, opts.signal);
      delay *= 2;
      continue;
    }
    const text = await res.text();
    if (res.ok) {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        throw new HarvestError(`GET ${shown}: the response is not JSON (${text.slice(0, 120)})`, res.status, shown);
      }
    }
    if ((res.status === 429 || res.status >= 500) && attempt < retries) {
      const after = Number(res.headers.get('retry-after'));
      await sleep(Number.isFinite(after) && after > 0 ? Math.min(after * 1000, 60_000) : delay, opts.signal);
      delay *= 2;
      continue;
    }
    let detail = text.slice(0, 500);
    try {
      const j: unknown = JSON.parse(text);
      if (isObj(j)) {
        const parts = [j.error, j.message].filter((x): x is string => typeof x === 'string' && x !== '');
        if (parts.length) detail = parts.join(': ').slice(0, 500);
      }
    } catch {
      // not JSON: keep the text
    }
    throw new HarvestError(
      `GET ${shown} failed with ${res.status} ${res.statusText}${detail ? `: ${detail}` : ''}`,
      res.status,
      shown,
    );
  }
}
