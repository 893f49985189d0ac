/**
 * Requests openalexPro recorded against api.openalex.org, replayed against the imported sample:
 * the answers must have OpenAlex's shape (issue 32, items 9 and 10).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SAMPLE, useImportedSample } from '../testing/imported-sample.js';

/* eslint-disable @typescript-eslint/no-explicit-any */
const RECORDINGS = path.join(SAMPLE, 'openalexPro-api-responses-2026');
const recorded = (name: string) =>
  JSON.parse(readFileSync(path.join(RECORDINGS, 'vcr-interactions', name), 'utf8')) as {
    request: { uri: string };
    status: number;
    body: any;
  };
/** The recorded request as a request to this server's data API. */
const local = (uri: string) => uri.replace(/^https:\/\/api\.openalex\.org/, '/api');

const sample = useImportedSample();
const get = (url: string) => sample.get(url);

describe.skipIf(!existsSync(SAMPLE))('replayed openalexPro requests', () => {
  it('answers a single record asked for with per_page=200&cursor=* with the record', async () => {
    const rec = recorded('pro_request_single_identifier__0.json');
    expect(rec.request.uri).toContain('/works/W2162348455?per_page=200&cursor=%2A');
    const { status, body } = await get(local(rec.request.uri));
    expect(status).toBe(rec.status);
    for (const key of ['id', 'doi', 'display_name', 'publication_year', 'type'])
      expect(body[key], key).toEqual(rec.body[key]);
    expect(body).not.toHaveProperty('meta');
    expect(body).not.toHaveProperty('results');
  });

  it.each([
    'pro_request_single_identifier__1.json',
    'opt_select_fields__0.json',
    'pro_request_search_biodiversity_AND_fiance_count__2.json',
  ])('answers select=DOESNTEXIST on a work not in the catalogue with the recorded 400 (%s)', async (name) => {
    const rec = recorded(name);
    const id = /\/works\/(W\d+)\?/.exec(rec.request.uri)![1];
    expect((await get(`/api/works/${id}`)).status).toBe(404); // not imported: the 400 comes first
    const { status, body } = await get(local(rec.request.uri));
    expect(status).toBe(rec.status);
    expect(body.error).toBe(rec.body.error);
    const firstSentence = (m: string) => m.split(' Valid fields')[0];
    expect(firstSentence(body.message)).toBe(firstSentence(rec.body.message));
    expect(body.message).toMatch(/^DOESNTEXIST is not a valid select field\. Valid fields for select are: id, doi, /);
  });

  it('answers the group_by request with meta and group_by only, as recorded', async () => {
    const rec = recorded('pro_request_biodiversity_and_group_by_type__0.json');
    const { status, body } = await get(local(rec.request.uri));
    expect(status).toBe(rec.status);
    expect(Object.keys(body).sort()).toEqual(Object.keys(rec.body).sort());
    expect(body.group_by.length).toBeGreaterThan(0);
  });

  it("says an OpenAlex cursor is not one of this server's, on lists and on group_by", async () => {
    const list = recorded('pro_snowball__4.json');
    expect(list.request.uri).toMatch(/cursor=I/);
    const group = recorded('pro_request_biodiversity_and_group_by_type__0.json');
    const pages = recordedPageCursors();
    const urls = [
      local(list.request.uri),
      local(group.request.uri).replace('cursor=%2A', `cursor=${encodeURIComponent(group.body.meta.next_cursor)}`),
      ...pages.map((cursor) => `/api/works?per_page=200&cursor=${encodeURIComponent(cursor)}`),
    ];
    expect(urls.length).toBeGreaterThan(3);
    for (const url of urls) {
      const { status, body } = await get(url);
      expect(status, url).toBe(400);
      expect(body.message, url).toMatch(/is not a cursor of this server/);
      expect(body.message, url).not.toMatch(/different query/);
    }
  });
});

/** The next_cursor of every recorded cursor page that has one. */
function recordedPageCursors(): string[] {
  const folder = path.join(RECORDINGS, 'cursor-pages');
  return ['1', '2', '3', '4'].flatMap((chunk) => {
    const page = JSON.parse(readFileSync(path.join(folder, `json_chunk_${chunk}_results_page_1.json`), 'utf8'));
    return typeof page.meta?.next_cursor === 'string' ? [page.meta.next_cursor as string] : [];
  });
}
