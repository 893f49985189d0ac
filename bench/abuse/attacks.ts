/**
 * The audit's attacks on the analytics service (issue 44): item 1's bursts of distinct large
 * queries posted to /api/analytics, and item 3's loops posting a wide search and downloading it
 * whole. Refusals (429 and its Retry-After) are counted and not waited out, as an attacker would.
 * Every request goes through a phase's Flights (./flights.ts), which end it within a bound.
 */
import { randomBytes } from 'node:crypto';
import { percentile, round, sleep, within } from '../stats.js';
import { auth, type Tester } from './accounts.js';
import { Flights, requestWithin, type Answer } from './flights.js';
import { alive, type ServerRun } from './server-run.js';

/** The audit's item 1: an `or` of 500 filters with 2 KB values (about 1 MB of JSON). */
const FILTERS_PER_QUERY = 500;
/** The most such filters a query the server takes may have (32 KB as JSON, issue 44's bound). */
export const FILTERS_LARGEST_ACCEPTED = 14;
const VALUE_CHARS = 2000;
/**
 * The audit posted `display_name.search`; today's server refuses a search text over 1,000
 * characters with a 400 before anything is kept, so the burst uses a column whose `contains`
 * compiles to SQL with the whole value (the DOI's text): the same body size, kept whole.
 */
const AUDIT_COLUMN = 'display_name.search';
const BURST_COLUMN = 'doi';
/** The audit's item 3: 18 KB of OQL, one search of every work with 1,400 columns. */
const wideOql = (columns: number) =>
  `get works; show ${Array.from({ length: columns }, () => 'display_name').join(', ')}`;
/** The audit's download: 1,400 columns; and the widest the bounded server takes: 100. */
export const WIDE_OQL = wideOql(1400);
export const WIDEST_ACCEPTED_OQL = wideOql(100);
/** POSTs of the burst in flight at once at most; past that the burst's clock skips a beat (counted). */
const MAX_POSTS_IN_FLIGHT = 32;
/** How long a burst's posts may take to finish once it is over, before they are cut. */
const GRACE_MS = 15_000;

/** What the attacks are sized by (the command line's options) and what a whole download holds. */
export interface AttackOptions {
  postRate: number;
  downloads: number;
  catalogueWorks: number;
}

const count = (into: Record<string, number>, key: string) => (into[key] = (into[key] ?? 0) + 1);
const errorText = (e: unknown) => {
  const error = e as Error & { cause?: { code?: string; message?: string } };
  return `${error.name}: ${error.cause?.code ?? error.cause?.message ?? error.message}`.slice(0, 200);
};
const post = (user: Tester, body: string): RequestInit => ({ method: 'POST', headers: auth(user), body });

/** Every status answered, Retry-After values seen and the first few messages of refusals. */
export class Answers {
  statuses: Record<string, number> = {};
  retry_after: Record<string, number> = {};
  first_refusals: string[] = [];

  note(res: Response | undefined, error?: unknown, body?: string): void {
    if (!res) {
      count(this.statuses, errorText(error));
      return;
    }
    count(this.statuses, String(res.status));
    const retry = res.headers.get('retry-after');
    if (retry !== null) count(this.retry_after, retry);
    if (res.status >= 400 && this.first_refusals.length < 5)
      this.first_refusals.push(`${res.status} ${(body ?? '').slice(0, 200)}`);
  }

  /** An answer read whole is noted with its body; one that failed or was cut, with its error. */
  noteAnswer(answer: Answer): void {
    if (answer.res && answer.ended === 'complete') this.note(answer.res, undefined, answer.text);
    else this.note(undefined, answer.error);
  }
}

/** The id of the search a 201 answers with, or undefined (another status, or not its JSON). */
function createdId(answer: Answer, answers: Answers): string | undefined {
  if (answer.res?.status !== 201 || answer.ended !== 'complete') return undefined;
  try {
    return (JSON.parse(answer.text) as { id: string }).id;
  } catch (e) {
    answers.note(undefined, e);
    return undefined;
  }
}

function burstQuery(column: string, operator: string | undefined, filters = FILTERS_PER_QUERY) {
  // distinct values of 2,000 characters: one draw of random bytes in base64, cut up
  const text = randomBytes((filters * VALUE_CHARS * 3) / 4).toString('base64');
  return {
    query: {
      get_rows: 'works',
      filter_works: [
        {
          join: 'or',
          filters: Array.from({ length: filters }, (_, i) => ({
            column_id: column,
            ...(operator ? { operator } : {}),
            value: text.slice(i * VALUE_CHARS, (i + 1) * VALUE_CHARS),
          })),
        },
      ],
    },
  };
}

/**
 * Item 1: distinct queries of `filters` 2 KB values (500: the audit's ~1 MB; 14: the largest the
 * bounded server takes) at `--post-rate` a second, round robin over `users`, for `duration` s.
 */
export async function postBurst(
  run: ServerRun,
  users: Tester[],
  duration: number,
  opts: AttackOptions,
  filters = FILTERS_PER_QUERY,
): Promise<Record<string, unknown>> {
  const url = `${run.server.base}/api/analytics`;
  // the audit's body as written, once, to record what today's server says to it
  const literalBody = JSON.stringify(burstQuery(AUDIT_COLUMN, undefined));
  const said = await requestWithin(GRACE_MS, 'POST /api/analytics', url, post(users[0]!, literalBody), { text: true });
  const literal =
    said.res && said.ended === 'complete'
      ? { status: said.res.status, body: said.text.slice(0, 300) }
      : { status: null, body: errorText(said.error) };
  const answers = new Answers();
  const times: number[] = [];
  const ids: string[] = [];
  const flights = new Flights();
  const pending = new Set<Promise<void>>();
  let sent = 0;
  let skipped = 0;
  let bytes = 0;
  const send = async (user: Tester) => {
    const body = JSON.stringify(burstQuery(BURST_COLUMN, 'contains', filters));
    bytes += body.length;
    const t0 = performance.now();
    const answer = await flights.request('POST /api/analytics', user.id, url, post(user, body), { text: true });
    if (answer.res && answer.ended === 'complete') times.push(performance.now() - t0);
    answers.noteAnswer(answer);
    const id = createdId(answer, answers);
    if (id) ids.push(id);
  };
  const t0 = performance.now();
  const interval = 1000 / opts.postRate;
  for (let i = 0; performance.now() - t0 < duration * 1000 && alive(run); i++) {
    await sleep(t0 + i * interval - performance.now());
    if (pending.size >= MAX_POSTS_IN_FLIGHT) {
      skipped++;
      continue;
    }
    sent++;
    const p = send(users[i % users.length]!).finally(() => pending.delete(p));
    pending.add(p);
  }
  const all = Promise.all(pending);
  const finished = await within(all, GRACE_MS);
  const cut = finished ? null : await flights.cut(all);
  times.sort((a, b) => a - b);
  return {
    audit_literal_body: { column: AUDIT_COLUMN, bytes: literalBody.length, ...literal },
    column: `${BURST_COLUMN} contains`,
    body_bytes_mean: sent ? Math.round(bytes / sent) : 0,
    sent,
    not_sent_in_flight_cap: skipped,
    cut_after_grace: !finished,
    cut_at_end: cut,
    ...answers,
    post_p50_ms: round(percentile(times, 50)),
    post_p95_ms: round(percentile(times, 95)),
    post_max_ms: round(times[times.length - 1] ?? NaN),
    distinct_search_ids: new Set(ids).size,
    searches_seen: await searchStates(run.server.base, users[0]!, ids),
  };
}

/** How the first and the last search of a burst ended, when the server still answers. */
async function searchStates(base: string, user: Tester, ids: string[]) {
  const pick = [...new Set([ids[0], ids[ids.length - 1]])].filter((id): id is string => id !== undefined);
  return Promise.all(
    pick.map(async (id) => {
      const answer = await requestWithin(10_000, 'GET /api/analytics/{id}', `${base}/api/analytics/${id}`, {
        headers: auth(user),
      });
      if (!answer.res || answer.ended !== 'complete') return { id, error: errorText(answer.error) };
      if (!answer.res.ok) return { id, status: answer.res.status };
      try {
        const s = JSON.parse(answer.text) as { is_completed: boolean; backend_error: string | null };
        return {
          id,
          status: answer.res.status,
          is_completed: s.is_completed,
          backend_error: s.backend_error?.slice(0, 120),
        };
      } catch (e) {
        return { id, error: errorText(e) };
      }
    }),
  );
}

interface Download {
  user: string;
  status: number | null;
  bytes: number;
  rows: number | null;
  ended: string;
  seconds: number;
  first_byte_ms: number | null;
  retry_after?: string;
  detail?: string;
}

/** One download of search `id`: read to its end (bytes counted, not kept) or cut at the phase's end. */
async function download(
  flights: Flights,
  base: string,
  user: Tester,
  id: string,
  format: 'csv' | 'ids',
  catalogueWorks: number,
): Promise<Download> {
  const t0 = performance.now();
  let bytes = 0;
  let newlines = 0;
  let tail: Buffer = Buffer.alloc(0);
  const small: Buffer[] = []; // an ids answer (or a refusal) is parsed, a CSV only counted
  // uncompressed, as curl asks by default: the bytes counted are the bytes the server sent
  const answer = await flights.request(
    `GET /api/analytics/{id}?format=${format}`,
    user.id,
    `${base}/api/analytics/${id}?format=${format}`,
    { headers: { ...auth(user), 'accept-encoding': 'identity' } },
    {
      onChunk: (chunk, res) => {
        bytes += chunk.length;
        if (res.status !== 200 || (format === 'ids' && bytes < 64 << 20)) small.push(Buffer.from(chunk));
        if (res.status !== 200) return;
        for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) newlines++;
        tail = chunk.length >= 300 ? chunk.subarray(-300) : Buffer.concat([tail, chunk]).subarray(-300);
      },
    },
  );
  const seconds = round((performance.now() - t0) / 1000);
  const { res, first_byte_ms } = answer;
  if (!res) {
    const ended = answer.ended === 'cut' ? 'cut by bench (phase over)' : 'request failed';
    return {
      user: user.id,
      status: null,
      bytes: 0,
      rows: null,
      ended,
      seconds,
      first_byte_ms,
      detail: errorText(answer.error),
    };
  }
  const retry = res.headers.get('retry-after') ?? undefined;
  if (res.status !== 200) {
    const body = answer.ended === 'complete' ? Buffer.concat(small).toString('utf8') : errorText(answer.error);
    return {
      user: user.id,
      status: res.status,
      bytes: body.length,
      rows: null,
      ended: 'error body',
      seconds,
      first_byte_ms,
      ...(retry ? { retry_after: retry } : {}),
      detail: body.slice(0, 200),
    };
  }
  let ended = { complete: 'complete', cut: 'cut by bench (phase over)', failed: 'cut by server' }[answer.ended];
  let detail = answer.ended === 'complete' ? undefined : errorText(answer.error);
  let rows: number | null = format === 'csv' ? Math.max(0, newlines - 1) : null;
  if (format === 'ids' && ended === 'complete') {
    try {
      const body = JSON.parse(Buffer.concat(small).toString('utf8')) as {
        count: number;
        ids: string[];
        is_truncated: boolean;
      };
      rows = body.ids.length;
      detail = `count ${body.count}, ids ${body.ids.length}, is_truncated ${body.is_truncated}`;
    } catch {
      ended = 'ended, not JSON';
    }
  }
  if (format === 'csv' && ended === 'complete' && rows !== catalogueWorks) ended = 'ended early';
  if (ended !== 'complete' && ended !== 'cut by bench (phase over)')
    detail = `${detail ?? ''} tail: ${tail.toString('utf8').slice(-200)}`;
  return { user: user.id, status: 200, bytes, rows, ended, seconds, first_byte_ms, ...(detail ? { detail } : {}) };
}

/** Item 3: `--downloads` loops at once, each posting the wide search and downloading it, over and over. */
export async function downloadLoops(
  run: ServerRun,
  users: Tester[],
  format: 'csv' | 'ids',
  duration: number,
  opts: AttackOptions,
  oql = WIDE_OQL,
): Promise<Record<string, unknown>> {
  const base = run.server.base;
  const flights = new Flights();
  const posts = new Answers();
  const done: Download[] = [];
  const deadline = performance.now() + duration * 1000;
  const body = JSON.stringify({ oql });
  const loop = async (user: Tester) => {
    while (performance.now() < deadline && alive(run) && !flights.stopped) {
      const answer = await flights.request('POST /api/analytics', user.id, `${base}/api/analytics`, post(user, body), {
        text: true,
      });
      if (answer.ended === 'cut') return;
      posts.noteAnswer(answer);
      const id = createdId(answer, posts);
      // a refused or failed post: an attacker tries again a second later
      if (!id) await sleep(1000);
      else done.push(await download(flights, base, user, id, format, opts.catalogueWorks));
    }
  };
  const loops = Promise.all(Array.from({ length: opts.downloads }, (_, i) => loop(users[i % users.length]!)));
  await within(loops, duration * 1000);
  const cut = await flights.cut(loops);
  // as they stand now (a loop left behind by the cut may yet add one)
  const each = done.slice();
  const byEnd: Record<string, number> = {};
  for (const d of each) count(byEnd, d.ended);
  const bytes = each.map((d) => d.bytes).sort((a, b) => a - b);
  const secondsSorted = each.map((d) => d.seconds).sort((a, b) => a - b);
  return {
    format,
    oql_bytes: oql.length,
    concurrent: opts.downloads,
    downloads: each.length,
    by_end: byEnd,
    download_statuses: each.reduce<Record<string, number>>((into, d) => (count(into, String(d.status)), into), {}),
    download_retry_after: each.reduce<Record<string, number>>(
      (into, d) => (d.retry_after ? (count(into, d.retry_after), into) : into),
      {},
    ),
    mb_streamed: round(bytes.reduce((a, b) => a + b, 0) / 2 ** 20),
    max_mb_per_download: round((bytes[bytes.length - 1] ?? 0) / 2 ** 20),
    p50_seconds: round(percentile(secondsSorted, 50)),
    max_seconds: round(secondsSorted[secondsSorted.length - 1] ?? NaN),
    cut_at_end: cut,
    posts,
    each,
  };
}
