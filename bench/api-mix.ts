/**
 * The data API benchmark's request mix (bench:api, bench:scale): list pages with filters and
 * sorts, single records, autocomplete, a deep cursor page, text searches and group-bys, each with
 * inputs varied from run to run (so text searches are not answered from the match-set cache) and
 * drawn with a fixed seed, so that runs are comparable.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- JSON bodies of many shapes */
import { FIELD_TERMS } from '../server/src/catalogue/vocab/field-terms.js';
import { percentileOf } from './stats.js';

export type Get = (url: string) => Promise<{ ms: number; body: any }>;

/** GET on a served app at `address`: the body and the time to it; a status other than 2xx throws, naming the URL. */
export function fetchJson(address: string): Get {
  return async (url) => {
    const t0 = performance.now();
    const res = await fetch(`${address}${url}`);
    const body = await res.json();
    const ms = performance.now() - t0;
    if (!res.ok) throw new Error(`${url} → ${res.status} ${JSON.stringify(body)}`);
    return { ms, body };
  };
}

/**
 * The mix: for each kind of request, the URL of its i-th run. Samples `runs` work ids and author
 * names from the catalogue through `get`, and the cursor of the 10,001st work (50 pages of 200).
 */
export async function apiRequestMix(get: Get, runs: number): Promise<Record<string, (i: number) => string>> {
  // Varied inputs, drawn with a fixed seed so runs are comparable.
  let s = 12345;
  const rand = () => (s = (s * 1103515245 + 12345) % 2147483648) / 2147483648;
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
  const terms = Object.values(FIELD_TERMS)
    .flat()
    .map((t) => String(t).split(' ').pop()!)
    .filter((t) => t.length > 4);
  const uniqueTerms = [...new Set(terms)].sort(() => rand() - 0.5);
  const sampleIds = (await get(`/api/works?sample=${runs}&seed=1&per_page=${runs}&select=id`)).body.results.map(
    (r: { id: string }) => r.id.split('/').pop(),
  );
  const authorNames = (
    await get(`/api/authors?sample=${runs}&seed=2&per_page=${runs}&select=display_name`)
  ).body.results.map((r: { display_name: string }) => r.display_name);
  let deepCursor = '*';
  for (let i = 0; i < 50; i++)
    deepCursor = (await get(`/api/works?per_page=200&cursor=${encodeURIComponent(deepCursor)}&select=id`)).body.meta
      .next_cursor;

  let termIndex = 0;
  const nextTerm = () => uniqueTerms[termIndex++ % uniqueTerms.length]!;
  const mix: Record<string, (i: number) => string> = {
    'list: filter + sort by citations': () => {
      const from = 1990 + Math.floor(rand() * 30);
      return `/api/works?filter=publication_year:${from}-${from + 5},is_oa:${rand() < 0.5}&sort=cited_by_count:desc`;
    },
    'list: works of a country, newest first': () =>
      `/api/works?filter=authorships.countries:${pick(['US', 'CN', 'GB', 'DE', 'JP', 'FR', 'IN', 'BR'])}&sort=publication_date:desc`,
    'single record': (i) => `/api/works/${sampleIds[i % sampleIds.length]}`,
    'autocomplete authors': (i) =>
      `/api/autocomplete/authors?q=${encodeURIComponent(String(authorNames[i % authorNames.length]).slice(0, 3 + (i % 4)))}`,
    'autocomplete works': () => `/api/autocomplete/works?q=${encodeURIComponent(nextTerm().slice(0, 5))}`,
    'deep cursor page (10,000+)': () => `/api/works?per_page=25&cursor=${encodeURIComponent(deepCursor)}`,
    search: () => `/api/works?search=${encodeURIComponent(nextTerm())}`,
    'search, two words': () => `/api/works?search=${encodeURIComponent(`${nextTerm()} ${nextTerm()}`)}`,
    'group_by type': () => `/api/works?group_by=type&filter=publication_year:${1995 + Math.floor(rand() * 30)}-`,
    'group_by publication_year': () => `/api/works?group_by=publication_year&filter=is_oa:${rand() < 0.5}`,
    'group_by institutions.lineage': () =>
      `/api/works?group_by=authorships.institutions.lineage&filter=publication_year:${2000 + Math.floor(rand() * 20)}-`,
    'group_by primary_topic.id': () =>
      `/api/works?group_by=primary_topic.id&filter=publication_year:${2000 + Math.floor(rand() * 20)}-`,
    'group_by over a search': () => `/api/works?search=${encodeURIComponent(nextTerm())}&group_by=publication_year`,
  };
  return mix;
}

export interface RequestTimes {
  query: string;
  p50_ms: number;
  p95_ms: number;
  max_ms: number;
  /** the mean of meta.count (1 for a single record) */
  mean_count: number;
}

/**
 * Each kind of the mix run `runs` times, one request at a time, after one run to warm its code
 * path; `onResult` as each kind is done.
 */
export async function timeRequestMix(
  mix: Record<string, (i: number) => string>,
  get: Get,
  runs: number,
  onResult: (r: RequestTimes) => void = () => {},
): Promise<RequestTimes[]> {
  const results: RequestTimes[] = [];
  for (const [name, url] of Object.entries(mix)) {
    await get(url(0)); // warm the code path once
    const times: number[] = [];
    let counted = 0;
    for (let i = 0; i < runs; i++) {
      const { ms, body } = await get(url(i));
      times.push(ms);
      counted += body.meta?.count ?? 1;
    }
    const r = {
      query: name,
      p50_ms: +percentileOf(times, 50).toFixed(1),
      p95_ms: +percentileOf(times, 95).toFixed(1),
      max_ms: +Math.max(...times).toFixed(1),
      mean_count: Math.round(counted / runs),
    };
    results.push(r);
    onResult(r);
  }
  return results;
}
