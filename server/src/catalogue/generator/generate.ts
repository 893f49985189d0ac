/**
 * The demo catalogue generator: a deterministic, OpenAlex-shaped catalogue of N works and the
 * entities around them, written through a CatalogueWriter.
 *
 * Stages: entities (institutions, classification, publishers and sources, funders, the author
 * pool) → plan (dates, fields, topics, types, sources, authors of every work, in compact arrays)
 * → citation graph and impact → rows. Every stage draws from its own seeded stream, so the same
 * (works, seed, currentYear) always gives byte-identical rows.
 */
import v8 from 'node:v8';
import { emptyMaps, rememberEntities } from '../derive.js';
import type { AuthorRow, CatalogueBatch, WorkRow } from '../rows.js';
import type { BatchExtras } from '../writer.js';
import { COUNTRIES } from '../vocab/geo.js';
import { authorIdentity, authorRow, buildAuthorPool, type AuthorIdentity } from './authors.js';
import { buildCitations, computeImpact } from './citations.js';
import { buildClassification } from './classification.js';
import { ID_BASE } from './common.js';
import { buildFunders } from './funders.js';
import { buildInstitutions } from './institutions.js';
import { NamePools } from './names.js';
import { planWorks } from './plan.js';
import { clamp, Rng } from './prng.js';
import { assignSourceIds, buildSources } from './publishing.js';
import { TextMaker } from './text.js';
import { DerivedJson, IdTexts } from './derived-json.js';
import { buildWork, sharedParts, topicParts, type WorkContext } from './works.js';

/** What the generator needs of a writer; CatalogueWriter satisfies it, so does a discarding sink. */
export interface CatalogueSink {
  add(batch: Partial<CatalogueBatch>, extras?: BatchExtras): Promise<void>;
  flush(): Promise<void>;
}

export interface GenerateOptions {
  works: number;
  seed?: number;
  /** Last publication year; defaults to the clock's. Fix it for reproducible output. */
  currentYear?: number;
  /** Rows written so far (works, then authors) out of the total. */
  onProgress?: (done: number, total: number) => void;
  /** Works per writer.add call (default 250). */
  batchSize?: number;
}

export interface GenerateSummary {
  seed: number;
  currentYear: number;
  works: number;
  authors: number;
  institutions: number;
  sources: number;
  publishers: number;
  funders: number;
  topics: number;
  concepts: number;
  keywords: number;
  citations: number;
  /** milliseconds per stage */
  timings: Record<string, number>;
}

/** Entity counts for a catalogue of n works (see the brief: they scale with n, within bounds). */
export function catalogueSizes(n: number) {
  const sources = Math.round(clamp(n / 40, 80, 15_000));
  return {
    authors: Math.max(10, Math.round(0.6 * n)),
    institutions: Math.round(clamp(n / 40, 150, 12_000)),
    sources,
    publishers: Math.round(clamp(sources / 25, 15, 800)),
    funders: Math.round(clamp(n / 400, 25, 3_000)),
    topics: Math.round(clamp(n / 40, 300, 4_500)),
    concepts: Math.round(clamp(n / 100, 100, 3_000)),
    keywords: Math.round(clamp(n / 50, 200, 20_000)),
  };
}

export async function generateCatalogue(writer: CatalogueSink, opts: GenerateOptions): Promise<GenerateSummary> {
  // V8 judges allocation sites by how many of their objects survive a scavenge; rows held in a
  // batch look long-lived, so their sites get "pretenured" and every later row is allocated in
  // old space, which made GC dominate (1M works: 65 s → 45 s, peak heap 1.1 GB → 0.3 GB).
  // The flag is process-wide, so it is switched off only while generating.
  v8.setFlagsFromString('--no-allocation-site-pretenuring');
  try {
    return await generate(writer, opts);
  } finally {
    v8.setFlagsFromString('--allocation-site-pretenuring');
  }
}

async function generate(writer: CatalogueSink, opts: GenerateOptions): Promise<GenerateSummary> {
  const n = Math.floor(opts.works);
  if (!(n > 0)) throw new Error('works must be a positive number');
  const seed = (opts.seed ?? 1) >>> 0;
  const currentYear = opts.currentYear ?? new Date().getUTCFullYear();
  // Small batches let rows die young (cheap scavenges) instead of being promoted to old space.
  const batchSize = opts.batchSize ?? 250;
  const sizes = catalogueSizes(n);
  const timings: Record<string, number> = {};
  let t0 = performance.now();
  const lap = (name: string) => {
    const now = performance.now();
    timings[name] = Math.round(now - t0);
    t0 = now;
  };
  const dates = { created: '2016-06-24', updated: `${currentYear}-01-01T00:00:00` };

  const names = new NamePools(seed);
  const inst = buildInstitutions(seed, sizes.institutions, names, dates, ID_BASE.institutions);
  const cls = buildClassification(seed, {
    topics: sizes.topics,
    keywords: sizes.keywords,
    concepts: sizes.concepts,
    ...dates,
  });
  const src = buildSources(seed, { sources: sizes.sources, publishers: sizes.publishers, ...dates }, inst, names);
  assignSourceIds(src, ID_BASE.publishers, ID_BASE.sources);
  const funders = buildFunders(seed, sizes.funders, names, dates, ID_BASE.funders);
  const pool = buildAuthorPool(seed, sizes.authors, inst, currentYear);
  lap('entities');
  const plan = planWorks(seed, n, currentYear, cls, src, pool);
  lap('plan');
  const cites = buildCitations(seed, plan);
  const impact = computeImpact(plan, cites);
  lap('citations');

  // Works per primary topic (for related works) and per author (for author rows).
  const topicOff = new Int32Array(cls.topics.length + 1);
  for (let i = 0; i < n; i++) topicOff[plan.topic[3 * i]! + 1]!++;
  for (let t = 0; t < cls.topics.length; t++) topicOff[t + 1]! += topicOff[t]!;
  const topicWorks = new Int32Array(n);
  const tfill = topicOff.slice(0, cls.topics.length);
  for (let i = 0; i < n; i++) topicWorks[tfill[plan.topic[3 * i]!]!++] = i;
  const authorOff = new Int32Array(pool.count + 1);
  for (const a of plan.authors) authorOff[a + 1]!++;
  for (let a = 0; a < pool.count; a++) authorOff[a + 1]! += authorOff[a]!;
  const authorWorks = new Int32Array(plan.authors.length);
  const afill = authorOff.slice(0, pool.count);
  for (let i = 0; i < n; i++)
    for (let k = plan.authOff[i]!; k < plan.authOff[i + 1]!; k++) authorWorks[afill[plan.authors[k]!]!++] = i;

  // Only authors with works are written; their ids are shuffled so id order says nothing.
  const used: number[] = [];
  for (let a = 0; a < pool.count; a++) if (authorOff[a + 1]! > authorOff[a]!) used.push(a);
  Rng.of(seed, 'author-ids').shuffle(used);
  const authorIds = new Float64Array(pool.count);
  used.forEach((a, r) => (authorIds[a] = ID_BASE.authors + r));
  // Made in index order so that co-authors (near each other in the pool) sit near each other in
  // memory: the works phase is bound by cache misses on these objects.
  const identities: AuthorIdentity[] = new Array<AuthorIdentity>(pool.count);
  for (let a = 0; a < pool.count; a++) {
    if (authorIds[a]! > 0) (identities[a] = authorIdentity(seed, pool, inst, names, a)).id = authorIds[a]!;
  }
  lap('indexes');

  const entities = {
    institutions: inst.rows,
    publishers: src.publishers,
    sources: src.rows,
    funders: funders.rows,
    topics: cls.rows.topics,
    concepts: cls.rows.concepts,
    keywords: cls.rows.keywords,
  };
  await writer.add(entities);
  // The entities as the writer's maps see them, for the works' derived columns.
  const maps = emptyMaps(
    new Map(COUNTRIES.map((c) => [c.id, { continent_id: c.continent_id, is_global_south: c.is_global_south }])),
  );
  rememberEntities(maps, entities);
  const ids = new IdTexts();
  ids.addRange(ID_BASE.works, n);
  ids.addRange(ID_BASE.authors, used.length);
  ids.addRange(ID_BASE.institutions, inst.rows.length);
  ids.addRange(ID_BASE.sources, src.rows.length);
  ids.addRange(ID_BASE.funders, funders.rows.length);
  const derivedJson = new DerivedJson(maps, ids);
  lap('entity rows');

  const ctx: WorkContext = {
    plan,
    cites,
    impact,
    cls,
    src,
    inst,
    pool,
    funders,
    authorIds,
    identities,
    topicOff,
    topicWorks,
    updated: dates.updated,
    shared: sharedParts(inst),
    topicParts: topicParts(cls),
  };
  const rng = Rng.of(seed, 'works');
  const text = new TextMaker(Rng.of(seed, 'text'));
  const total = n + used.length;
  for (let lo = 0; lo < n; lo += batchSize) {
    const hi = Math.min(n, lo + batchSize);
    const batch: WorkRow[] = [];
    const derived: string[] = [];
    for (let i = lo; i < hi; i++) {
      const work = buildWork(ctx, rng, text, i);
      batch.push(work);
      derived.push(derivedJson.of(work));
    }
    await writer.add({ works: batch }, { worksDerivedJson: derived });
    opts.onProgress?.(hi, total);
  }
  lap('works');

  // Authors go out in pool order (memory order); their ids were shuffled above.
  const authorBatch = Math.max(batchSize, 2_000);
  let rows: AuthorRow[] = [];
  let written = 0;
  const sendAuthors = async () => {
    await writer.add({ authors: rows });
    written += rows.length;
    rows = [];
    opts.onProgress?.(n + written, total);
  };
  for (let a = 0; a < pool.count; a++) {
    if (authorIds[a] === 0) continue;
    const works = authorWorks.subarray(authorOff[a]!, authorOff[a + 1]!);
    rows.push(authorRow(authorIds[a]!, identities[a]!, pool, inst, a, works, plan.year, dates));
    if (rows.length >= authorBatch) await sendAuthors();
  }
  if (rows.length) await sendAuthors();
  await writer.flush();
  lap('authors');

  return {
    seed,
    currentYear,
    works: n,
    authors: used.length,
    institutions: inst.rows.length,
    sources: src.rows.length,
    publishers: src.publishers.length,
    funders: funders.rows.length,
    topics: cls.topics.length,
    concepts: cls.rows.concepts.length,
    keywords: cls.keywordIds.length,
    citations: cites.refs.length,
    timings,
  };
}
