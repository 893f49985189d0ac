import { describe, expect, it } from 'vitest';
import { useImportedSample } from '../testing/imported-sample.js';

// Relevance over a topical catalogue: the real sample is mostly about biodiversity and its
// finance, so "biodiversity" (260 of its 466 works) and "finance" (252) are in more than half of
// the works, where FTS5's BM25 weighs a word at 1e-6.

interface Hit {
  id: string;
  display_name: string | null;
  relevance_score: number;
}

const sample = useImportedSample();

/** Every hit of a search, page after page, in the order served. */
async function search(text: string): Promise<Hit[]> {
  const hits: Hit[] = [];
  for (let page = 1; ; page++) {
    const { status, body } = await sample.get(
      `/api/works?search=${encodeURIComponent(text)}&per_page=200&page=${page}&select=id,display_name,relevance_score`,
    );
    expect(status).toBe(200);
    hits.push(...(body.results as Hit[]));
    if (hits.length >= body.meta.count || body.results.length === 0) return hits;
  }
}

async function searchByCursor(text: string): Promise<Hit[]> {
  const hits: Hit[] = [];
  for (let cursor: string | null = '*'; cursor;) {
    const { status, body } = await sample.get(
      `/api/works?search=${encodeURIComponent(text)}&per_page=37&cursor=${encodeURIComponent(cursor)}&select=id,display_name,relevance_score`,
    );
    expect(status).toBe(200);
    hits.push(...(body.results as Hit[]));
    cursor = body.meta.next_cursor;
  }
  return hits;
}

const short = (hit: Hit) => hit.id.replace('https://openalex.org/', '');
const titleHas = (hit: Hit, stem: RegExp) => stem.test(hit.display_name ?? '');

/** Every hit scores above 0, and scores never rise down the list. */
function expectOrderedPositive(hits: Hit[]): void {
  for (const hit of hits) expect(hit.relevance_score, short(hit)).toBeGreaterThan(0);
  for (let i = 1; i < hits.length; i++) {
    expect(hits[i]!.relevance_score, `${short(hits[i]!)} after ${short(hits[i - 1]!)}`).toBeLessThanOrEqual(
      hits[i - 1]!.relevance_score,
    );
  }
}

describe('search relevance over the real sample', () => {
  it('"biodiversity finance": the work of that title first, then the other with the phrase in its title', async () => {
    const hits = await search('biodiversity finance');
    expect(hits).toHaveLength(250);
    expectOrderedPositive(hits);
    expect(hits.slice(0, 2).map((h) => [short(h), h.display_name])).toEqual([
      ['W4235089722', 'Biodiversity Finance'],
      [
        'W1698421338',
        'The little biodiversity finance book : a guide to proactive investment in natural capital (PINC)',
      ],
    ]);
    // the works with both words in their title come before any with neither in it
    // (the forms that stem as "finance" does: not "financial")
    const finance = /\bfinanc(e|es|ed|ing)\b/i;
    const bothInTitle = hits.filter((h) => titleHas(h, /biodivers/i) && titleHas(h, finance));
    expect(bothInTitle.length).toBeGreaterThan(10);
    const lastBoth = hits.indexOf(bothInTitle.at(-1)!);
    const firstNeither = hits.findIndex((h) => !titleHas(h, /biodivers/i) && !titleHas(h, finance));
    expect(lastBoth).toBeLessThan(firstNeither);
  });

  it('"biodiversity" alone: works with it in their title first, the most cited of them on top', async () => {
    const hits = await search('biodiversity');
    expect(hits).toHaveLength(260);
    expectOrderedPositive(hits);
    expect(short(hits[0]!)).toBe('W2162348455'); // Biodiversity hotspots for conservation priorities
    const firstOther = hits.findIndex((h) => !titleHas(h, /biodivers/i));
    expect(firstOther).toBeGreaterThan(30);
    expect(hits.slice(firstOther).some((h) => titleHas(h, /biodivers/i))).toBe(false);
  });

  it('"biodiversity conservation": titles beginning with the phrase first, then the classic with both words in its title', async () => {
    const hits = await search('biodiversity conservation');
    expectOrderedPositive(hits);
    expect(new Set(hits.slice(0, 4).map(short))).toEqual(
      new Set([
        'W3023705820', // Biodiversity, Conservation and Sustainable Development: Principles and Practices with Asian Examples
        'W1562329700', // the same book, another record
        'W160329978', // Biodiversity conservation, local government finance and differential rates: …
        'W4392695135', // Biodiversity conservation and loss: the background
      ]),
    );
    const hotspots = hits.findIndex((h) => short(h) === 'W2162348455');
    const abstractOnly = hits.findIndex((h) => !titleHas(h, /biodivers/i) || !titleHas(h, /conserv/i));
    expect(hotspots).toBeGreaterThan(3);
    expect(hotspots).toBeLessThan(abstractOnly);
  });

  it('"machine learning" (words in few works): titles beginning with the phrase before more cited ones with it inside', async () => {
    const hits = await search('machine learning');
    expectOrderedPositive(hits);
    expect(new Set(hits.slice(0, 3).map(short))).toEqual(
      new Set([
        'W1901616594', // Machine learning: Trends, perspectives, and prospects
        'W2118020653', // Machine learning in automated text categorization
        'W1503398984', // Machine learning a probabilistic perspective
      ]),
    );
    expect(short(hits[3]!)).toBe('W2101234009'); // Scikit-learn: Machine Learning in Python, the most cited
  });

  it('pages through the same ranking by cursor', async () => {
    const byPage = await search('biodiversity finance');
    expect((await searchByCursor('biodiversity finance')).map(short)).toEqual(byPage.map(short));
  });
});
