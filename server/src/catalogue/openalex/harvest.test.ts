import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { harvest, HarvestError } from './harvest.js';

/** A tiny OpenAlex-like API: /api/works (7 records) and /api/authors (3), cursor-paged. */
const DATA: Record<string, { id: string }[]> = {
  works: Array.from({ length: 7 }, (_, i) => ({ id: `https://openalex.org/W${i + 1}` })),
  authors: Array.from({ length: 3 }, (_, i) => ({ id: `https://openalex.org/A${i + 1}` })),
};

let server: Server;
let base: string;
const requests: URL[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    requests.push(url);
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const entity = /^\/api\/([a-z]+)$/.exec(url.pathname)?.[1];
    if (url.searchParams.get('filter') === 'bad:1') {
      return send(400, { error: 'Invalid query parameters error.', message: 'bad is not a valid field.' });
    }
    if (!entity || !DATA[entity]) return send(404, { error: 'Not found', message: `no such endpoint ${url.pathname}` });
    const rows = DATA[entity];
    const perPage = Number(url.searchParams.get('per-page') ?? url.searchParams.get('per_page') ?? 25);
    const cursor = url.searchParams.get('cursor');
    if (cursor === null) return send(400, { error: 'test server', message: 'cursor paging only' });
    const offset = cursor === '*' ? 0 : Number(Buffer.from(cursor, 'base64url').toString());
    const results = rows.slice(offset, offset + perPage);
    const next = offset + results.length;
    // like OpenAlex, the last page with results still has a cursor; the empty page after it has none
    const next_cursor = results.length ? Buffer.from(String(next)).toString('base64url') : null;
    send(200, { meta: { count: rows.length, per_page: perPage, next_cursor }, results, group_by: [] });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve())));
});

beforeEach(() => {
  requests.length = 0;
});

async function all(it: AsyncIterable<unknown>): Promise<string[]> {
  const out: string[] = [];
  for await (const r of it) out.push((r as { id: string }).id);
  return out;
}

describe('harvest', () => {
  it('pages with cursor=* then meta.next_cursor until next_cursor is null', async () => {
    const got = await all(harvest(`${base}/api/works?filter=publication_year:2020`, { perPage: 3 }));
    expect(got).toEqual(DATA.works!.map((w) => w.id));
    expect(requests.map((r) => r.searchParams.get('cursor'))).toEqual(['*', 'Mw', 'Ng', 'Nw']);
    expect(requests.every((r) => r.searchParams.get('per-page') === '3')).toBe(true);
    expect(requests.every((r) => r.searchParams.get('filter') === 'publication_year:2020')).toBe(true);
  });

  it('stops at max without asking for more pages', async () => {
    const got = await all(harvest(`${base}/api/works`, { perPage: 3, max: 4 }));
    expect(got).toEqual([
      'https://openalex.org/W1',
      'https://openalex.org/W2',
      'https://openalex.org/W3',
      'https://openalex.org/W4',
    ]);
    expect(requests).toHaveLength(2);
  });

  it('asks for no more than max per page', async () => {
    const got = await all(harvest(`${base}/api/works`, { max: 2 }));
    expect(got).toHaveLength(2);
    expect(requests.map((r) => r.searchParams.get('per-page'))).toEqual(['2']);
  });

  it('defaults to 200 per page and stops on an empty page', async () => {
    const got = await all(harvest(`${base}/api/works`));
    expect(got).toHaveLength(7);
    expect(requests.map((r) => r.searchParams.get('per-page'))).toEqual(['200', '200']);
  });

  it('reads several entities under an API root', async () => {
    const got = await all(harvest(`${base}/api/`, { entities: ['works', 'authors'], perPage: 5 }));
    expect(got).toEqual([...DATA.works!, ...DATA.authors!].map((r) => r.id));
    expect(new Set(requests.map((r) => r.pathname))).toEqual(new Set(['/api/works', '/api/authors']));
  });

  it('applies max across entities', async () => {
    const got = await all(harvest(`${base}/api`, { entities: ['authors', 'works'], max: 4 }));
    expect(got).toEqual([
      'https://openalex.org/A1',
      'https://openalex.org/A2',
      'https://openalex.org/A3',
      'https://openalex.org/W1',
    ]);
  });

  it('fails clearly on a non-2xx response, with status and message', async () => {
    const run = all(harvest(`${base}/api/works?filter=bad:1`, { retries: 0 }));
    await expect(run).rejects.toThrow(HarvestError);
    await expect(all(harvest(`${base}/api/works?filter=bad:1`, { retries: 0 }))).rejects.toThrow(
      /failed with 400 Bad Request: Invalid query parameters error\.: bad is not a valid field\./,
    );
    await expect(all(harvest(`${base}/api/nothing`, { retries: 0 }))).rejects.toMatchObject({ status: 404 });
  });

  it('uses an injected fetch and stops when next_cursor is null', async () => {
    const seen: string[] = [];
    const fetchImpl = (async (input: string | URL | Request) => {
      const url = new URL(String(input));
      seen.push(url.searchParams.get('cursor') ?? '');
      const first = url.searchParams.get('cursor') === '*';
      const body = first
        ? { meta: { next_cursor: 'abc' }, results: [{ id: 'https://openalex.org/W10' }] }
        : { meta: { next_cursor: null }, results: [{ id: 'https://openalex.org/W11' }] };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    }) as typeof fetch;
    const got = await all(harvest('http://example.invalid/api/works', { fetchImpl, mailto: 'someone@example.org' }));
    expect(got).toEqual(['https://openalex.org/W10', 'https://openalex.org/W11']);
    expect(seen).toEqual(['*', 'abc']);
  });

  it('retries a 503 and then succeeds', async () => {
    let calls = 0;
    const fetchImpl = (async () => {
      calls++;
      if (calls === 1) return new Response('busy', { status: 503 });
      return new Response(
        JSON.stringify({ meta: { next_cursor: null }, results: [{ id: 'https://openalex.org/W1' }] }),
        { status: 200 },
      );
    }) as typeof fetch;
    const got = await all(harvest('http://example.invalid/api/works', { fetchImpl, retryDelayMs: 1 }));
    expect(got).toEqual(['https://openalex.org/W1']);
    expect(calls).toBe(2);
  });
});
