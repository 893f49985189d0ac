import { beforeAll, describe, expect, it } from 'vitest';
import { memoryWriters } from '../../../test/memory-writer.js';
import { countryMap, deriveWork, emptyMaps, rememberEntities } from '../ingest/derive.js';
import type { Duck } from '../store/duck.js';
import type { CatalogueBatch } from '../store/rows.js';
import type { BatchExtras } from '../ingest/writer.js';
import { SUBFIELDS } from '../vocab/taxonomy.js';
import { buildClassification } from './classification.js';
import { ID_BASE, issnFrom, orcidFrom } from './common.js';
import { catalogueSizes, generateCatalogue, type CatalogueSink, type GenerateSummary } from './generate.js';

const N = 3_000;
const YEAR = 2025;
const memoryWriter = memoryWriters('generate');

async function build(seed: number): Promise<{ duck: Duck; summary: GenerateSummary }> {
  const { duck, writer } = await memoryWriter();
  const summary = await generateCatalogue(writer, { works: N, seed, currentYear: YEAR });
  return { duck, summary };
}

async function worksHash(duck: Duck): Promise<string> {
  const row = await duck.one<{ h: string }>(
    `SELECT md5(string_agg(CAST(w AS VARCHAR), chr(10) ORDER BY w.id)) AS h FROM works w`,
  );
  return row!.h;
}

async function count(duck: Duck, sql: string): Promise<number> {
  const row = await duck.one<{ n: number }>(sql);
  return Number(row!.n);
}

let db: Duck;
let summary: GenerateSummary;

beforeAll(async () => {
  ({ duck: db, summary } = await build(42));
});

describe('generateCatalogue', () => {
  it('writes the requested works and scaled entities', async () => {
    expect(await count(db, 'SELECT count(*) n FROM works')).toBe(N);
    expect(summary.institutions).toBe(150);
    expect(summary.topics).toBe(300);
    expect(await count(db, 'SELECT count(*) n FROM authors')).toBe(summary.authors);
    expect(summary.authors).toBeGreaterThan(0.45 * N);
    expect(await count(db, 'SELECT count(*) n FROM concepts WHERE level = 0')).toBe(19);
    for (const t of ['authors', 'institutions', 'sources', 'publishers', 'funders', 'topics', 'concepts']) {
      expect(await count(db, `SELECT count(*) n FROM ${t} WHERE is_stub OR extra IS NOT NULL`)).toBe(0);
    }
    expect(await count(db, `SELECT count(*) n FROM works WHERE extra IS NOT NULL`)).toBe(0);
  });

  it('is deterministic for a seed and differs between seeds', async () => {
    const again = await build(42);
    const other = await build(43);
    const h = await worksHash(db);
    expect(await worksHash(again.duck)).toBe(h);
    expect(await worksHash(other.duck)).not.toBe(h);
  }, 30_000);

  it('keeps cited_by_count equal to the citing works, and cites only earlier works', async () => {
    const mismatches = await count(
      db,
      `WITH c AS (SELECT r AS id, count(*) AS n FROM (SELECT unnest(referenced_works) AS r FROM works) GROUP BY r)
       SELECT count(*) n FROM works w LEFT JOIN c USING (id) WHERE w.cited_by_count <> coalesce(c.n, 0)`,
    );
    expect(mismatches).toBe(0);
    const notEarlier = await count(
      db,
      `SELECT count(*) n FROM (SELECT publication_date AS d, unnest(referenced_works) AS r FROM works) x
       LEFT JOIN works t ON t.id = x.r WHERE t.id IS NULL OR t.publication_date >= x.d`,
    );
    expect(notEarlier).toBe(0);
    // Citations per year (from 2012): exactly the citing works of each year.
    const byYear = await count(
      db,
      `WITH cited AS (SELECT r AS id, y AS year, count(*) AS n
           FROM (SELECT publication_year AS y, unnest(referenced_works) AS r FROM works) WHERE y >= 2012 GROUP BY ALL),
         listed AS (SELECT id, u.c.year AS year, u.c.cited_by_count AS n FROM works, unnest(counts_by_year) AS u(c))
       SELECT count(*) n FROM cited FULL JOIN listed USING (id, year) WHERE cited.n IS DISTINCT FROM listed.n`,
    );
    expect(byYear).toBe(0);
    expect(await count(db, `SELECT count(*) n FROM works WHERE len(counts_by_year) > 0`)).toBeGreaterThan(100);
    const stats = await db.one<{ mean: number; top: number }>(
      `SELECT avg(len(referenced_works)) AS mean, max(cited_by_count) AS top FROM works`,
    );
    expect(stats!.mean).toBeGreaterThan(5);
    expect(stats!.top).toBeGreaterThan(30);
  });

  it('has a realistic, consistent open-access mix', async () => {
    const oa = await db.one<{ share: number }>(`SELECT avg(CASE WHEN is_oa THEN 1 ELSE 0 END) AS share FROM works`);
    expect(oa!.share).toBeGreaterThan(0.35);
    expect(oa!.share).toBeLessThan(0.55);
    const statuses = await db.all<{ s: string }>(`SELECT DISTINCT oa_status AS s FROM works ORDER BY 1`);
    expect(statuses.map((r) => r.s)).toEqual(['bronze', 'closed', 'diamond', 'gold', 'green', 'hybrid']);
    const inconsistent = await count(
      db,
      `SELECT count(*) n FROM works WHERE is_oa <> (oa_status <> 'closed') OR (best_oa_location IS NULL) <> (oa_status = 'closed')
         OR (is_oa AND oa_url IS NULL)`,
    );
    expect(inconsistent).toBe(0);
    const greenNotRepository = await count(
      db,
      `SELECT count(*) n FROM works w JOIN sources s ON s.id = w.best_oa_location.source_id WHERE w.oa_status = 'green' AND s.type <> 'repository'`,
    );
    expect(greenNotRepository).toBe(0);
    const goldOutsideOaJournal = await count(
      db,
      `SELECT count(*) n FROM works w JOIN sources s ON s.id = w.primary_location.source_id
       WHERE w.oa_status IN ('gold', 'diamond') AND NOT s.is_oa OR w.oa_status = 'diamond' AND (NOT s.is_in_doaj OR s.apc_usd <> 0)`,
    );
    expect(goldOutsideOaJournal).toBe(0);
  });

  it('links authorships to existing authors and institutions', async () => {
    expect(
      await count(
        db,
        `SELECT count(*) n FROM (SELECT unnest(w_institution_ids) AS i FROM works) WHERE i NOT IN (SELECT id FROM institutions)`,
      ),
    ).toBe(0);
    expect(
      await count(
        db,
        `SELECT count(*) n FROM (SELECT unnest(w_author_ids) AS a FROM works) WHERE a NOT IN (SELECT id FROM authors)`,
      ),
    ).toBe(0);
    expect(
      await count(
        db,
        `SELECT count(*) n FROM (SELECT unnest(w_topic_ids) AS t FROM works) WHERE t NOT IN (SELECT id FROM topics)`,
      ),
    ).toBe(0);
    expect(
      await count(
        db,
        `SELECT count(*) n FROM (SELECT unnest(w_keyword_ids) AS k FROM works) WHERE k NOT IN (SELECT id FROM keywords)`,
      ),
    ).toBe(0);
    expect(
      await count(
        db,
        `SELECT count(*) n FROM (SELECT unnest(w_concept_ids) AS c FROM works) WHERE c NOT IN (SELECT id FROM concepts)`,
      ),
    ).toBe(0);
    expect(
      await count(
        db,
        `SELECT count(*) n FROM (SELECT unnest(w_funder_ids) AS f FROM works) WHERE f NOT IN (SELECT id FROM funders)`,
      ),
    ).toBe(0);
    const sizes = await db.one<{ lo: number; hi: number; avg: number }>(
      `SELECT min(w_authors_count) lo, max(w_authors_count) hi, avg(w_authors_count) avg FROM works`,
    );
    expect(sizes!.lo).toBe(1);
    expect(sizes!.hi).toBeLessThanOrEqual(20);
    expect(sizes!.avg).toBeGreaterThan(2.5);
  });

  it('puts topics in real subfields, every subfield at least once', async () => {
    const subfields = (await db.all<{ s: number }>(`SELECT DISTINCT subfield_id AS s FROM topics`)).map((r) => r.s);
    const real = new Set<number>(SUBFIELDS.map((s) => s.id));
    expect(subfields.every((s) => real.has(s))).toBe(true);
    expect(subfields.length).toBe(SUBFIELDS.length);
    const offField = await count(db, `SELECT count(*) n FROM works WHERE w_primary_field_id IS NULL`);
    expect(offField).toBe(0);
  });

  it("builds titles from the primary topic's terms, so searching a term finds on-topic works", async () => {
    const sizes = catalogueSizes(N);
    const cls = buildClassification(42, { ...sizes, created: '', updated: '' });
    const rows = await db.all<{ t: number; title: string }>(
      `SELECT w_primary_topic_id AS t, lower(title) AS title FROM works`,
    );
    const onTopic = rows.filter((r) => {
      const topic = cls.topics[r.t - ID_BASE.topics]!;
      return topic.terms.slice(0, 2).some((term) => r.title.includes(term.toLowerCase()));
    });
    expect(onTopic.length).toBe(rows.length);
  });

  it('skews publication years recent and gives about 65% of works an abstract', async () => {
    const y = await db.one<{ median: number; lo: number; hi: number }>(
      `SELECT median(publication_year) AS median, min(publication_year) lo, max(publication_year) hi FROM works`,
    );
    expect(y!.median).toBeGreaterThanOrEqual(2010);
    expect(y!.lo).toBeGreaterThanOrEqual(1950);
    expect(y!.hi).toBeLessThanOrEqual(YEAR);
    const share = await db.one<{ a: number; words: number }>(
      `SELECT avg(CASE WHEN abstract IS NULL THEN 0 ELSE 1 END) AS a, avg(len(string_split(abstract, ' '))) AS words FROM works`,
    );
    expect(share!.a).toBeGreaterThan(0.55);
    expect(share!.a).toBeLessThan(0.75);
    expect(share!.words).toBeGreaterThanOrEqual(60);
    expect(share!.words).toBeLessThanOrEqual(150);
  });

  it("hands over each work's JSON as JSON.stringify, and its derived columns as deriveWork would make them", async () => {
    const maps = emptyMaps(countryMap());
    let works = 0;
    const mismatches: number[] = [];
    const sink: CatalogueSink = {
      async add(batch: Partial<CatalogueBatch>, extras?: BatchExtras) {
        rememberEntities(maps, {
          institutions: batch.institutions ?? [],
          sources: batch.sources ?? [],
          publishers: batch.publishers ?? [],
          topics: batch.topics ?? [],
        });
        batch.works?.forEach((w, k) => {
          works++;
          if (extras?.worksDerivedJson?.[k] !== JSON.stringify(deriveWork(w, maps))) mismatches.push(w.id);
          if (extras?.worksJson?.[k] !== JSON.stringify(w)) mismatches.push(-w.id);
        });
      },
      async flush() {},
    };
    await generateCatalogue(sink, { works: N, seed: 42, currentYear: YEAR });
    expect(works).toBe(N);
    expect(mismatches).toEqual([]);
  });

  it('makes unique DOIs and valid identifiers', async () => {
    expect(await count(db, `SELECT count(doi) - count(DISTINCT doi) AS n FROM works`)).toBe(0);
    const dois = await db.one<{ share: number }>(
      `SELECT avg(CASE WHEN doi IS NULL THEN 0 ELSE 1 END) AS share FROM works`,
    );
    expect(dois!.share).toBeGreaterThan(0.75);
    const orcids = await db.all<{ o: string }>(`SELECT orcid AS o FROM authors WHERE orcid IS NOT NULL LIMIT 200`);
    expect(orcids.length).toBeGreaterThan(50);
    for (const { o } of orcids) expect(orcidFrom(o.replace(/-/g, '').slice(0, 15))).toBe(o);
    const issns = await db.all<{ i: string }>(`SELECT unnest(issn) AS i FROM sources LIMIT 200`);
    for (const { i } of issns) expect(issnFrom(Number(i.replace('-', '').slice(0, 7)))).toBe(i);
    const rors = await db.all<{ r: string }>(`SELECT ror AS r FROM institutions WHERE ror IS NOT NULL`);
    for (const { r } of rors) expect(r).toMatch(/^0[0-9a-hjkmnp-tv-z]{6}\d{2}$/);
  });
});
