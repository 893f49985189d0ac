import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../../test/test-app.js';

// raw_affiliation_strings.search: the works whose raw affiliation strings match, through the
// affiliations column of the works' text index.

describe('raw_affiliation_strings.search over the test catalogue', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  async function ids(filter: string): Promise<Set<string>> {
    const out = new Set<string>();
    let cursor: string | null = '*';
    while (cursor) {
      const res = await t.get(
        `/api/works?filter=${encodeURIComponent(filter)}&select=id&per_page=200&cursor=${encodeURIComponent(cursor)}`,
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      for (const w of res.body.results as { id: string }[]) out.add(w.id);
      cursor = res.body.meta.next_cursor as string | null;
    }
    return out;
  }

  it('finds the works that name a string with the word, and the others when negated', async () => {
    const sample = (await t.get('/api/works?filter=has_raw_affiliation_strings:true&per_page=50')).body.results as {
      id: string;
      authorships: { raw_affiliation_strings: string[] }[];
    }[];
    // An institution's own word: the longest word of a sample work's first string.
    const words = sample[7]!.authorships.flatMap((a) => a.raw_affiliation_strings)[0]!.split(/[^\p{L}]+/u);
    const word = words.sort((a, b) => b.length - a.length)[0]!.toLowerCase();
    const found = await ids(`raw_affiliation_strings.search:${word}`);
    expect(found.has(sample[7]!.id)).toBe(true);
    const all = await ids('');
    expect(found.size).toBeLessThan(all.size);
    const others = await ids(`raw_affiliation_strings.search:!${word}`);
    expect(found.size + others.size).toBe(all.size);
    expect([...found].some((id) => others.has(id))).toBe(false);
    // Each found work names the word (checked on a page of them; the index stems words).
    const page = (
      await t.get(`/api/works?filter=raw_affiliation_strings.search:${word}&per_page=25&select=id,authorships`)
    ).body.results as { authorships: { raw_affiliation_strings: string[] }[] }[];
    for (const w of page) {
      const text = w.authorships
        .flatMap((a) => a.raw_affiliation_strings)
        .join(' ')
        .toLowerCase();
      expect(text).toContain(word.slice(0, 5));
    }
  });
});
