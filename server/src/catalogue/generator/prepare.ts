/**
 * The generator's first stages, everything the works rows are drawn from: entities
 * (institutions, classification, publishers and sources, funders, the author pool), the plan
 * (dates, fields, topics, types, sources, authors of every work, in compact arrays), the citation
 * graph and impact, and the indexes over them. Deterministic for (seed, works, currentYear), so
 * a helper thread that makes some of the works prepares the very same.
 */
import { countryMap, emptyMaps, rememberEntities } from '../ingest/derive.js';
import type { CatalogueBatch, WorkRow } from '../store/rows.js';
import type { EncodedWorks, EncodingBatch, WorksEncoder } from '../search/works-encode.js';
import { AuthorNames } from './author-names.js';
import { authorIdentity, buildAuthorPool } from './authors.js';
import { buildCitations, computeImpact, type Citations, type Impact } from './citations.js';
import { buildClassification } from './classification.js';
import { ID_BASE } from './common.js';
import { buildFunders } from './funders.js';
import { buildInstitutions } from './institutions.js';
import { NamePools } from './names.js';
import { planDetails, planSkeleton, type Plan, type Skeleton } from './plan.js';
import { clamp, Rng } from './prng.js';
import { assignSourceIds, buildSources } from './publishing.js';
import { TextMaker } from './text.js';
import { DerivedJson } from './derived-json.js';
import { workOrder } from './file-order.js';
import { buildWork, sharedParts, topicParts, type WorkContext } from './works.js';

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

/**
 * Works are drawn in chunks of this many, each chunk from its own seeded streams, so that any
 * thread can make any chunk and the rows do not depend on which thread made them. A multiple of
 * WORKS_BATCH that divides the writer's load files (122,880 rows).
 */
export const WORKS_CHUNK = 2048;
/** Works per batch handed to the writer: small, so that rows die young (cheap scavenges). */
export const WORKS_BATCH = 256;

export type Prepared = ReturnType<typeof assemble>;

/** The citation graph and the impact figures from it: the longest stage of the preparation. */
export interface CitationsAndImpact {
  cites: Citations;
  impact: Impact;
}

/** The entities (each thread makes its own: they are objects). */
function entities(seed: number, n: number, currentYear: number, fileOrder: boolean) {
  const sizes = catalogueSizes(n);
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
  const order = workOrder(seed, n, WORKS_CHUNK, fileOrder);
  return { seed, n, currentYear, dates, names, inst, cls, src, funders, pool, order };
}

type Entities = ReturnType<typeof entities>;
type Planned = Entities & { plan: Plan };

function details(e: Entities, skeleton: Skeleton): Plan {
  return planDetails(e.seed, skeleton, e.cls, e.src, e.pool);
}

function citationsAndImpact(seed: number, skeleton: Skeleton): CitationsAndImpact {
  const cites = buildCitations(seed, skeleton);
  return { cites, impact: computeImpact(skeleton, cites) };
}

/** Works per primary topic (for related works) and per author (for author rows), the authors' ids and names. */
function indexes(b: Planned) {
  const { n, cls, plan, pool, seed, inst, names } = b;
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
  const authorNames = AuthorNames.build(pool.count, (a) =>
    authorIds[a]! > 0 ? authorIdentity(seed, pool, inst, names, a) : undefined,
  );
  return { topicOff, topicWorks, authorOff, authorWorks, used, authorIds, authorNames };
}

/** Everything the works rows are drawn from, made in this thread. */
export function prepareGeneration(
  seed: number,
  n: number,
  currentYear: number,
  lap: (stage: string) => void = () => undefined,
  fileOrder = false,
) {
  const e = entities(seed, n, currentYear, fileOrder);
  lap('entities');
  const skeleton = planSkeleton(seed, n, currentYear);
  const b = { ...e, plan: details(e, skeleton) };
  lap('plan');
  const c = citationsAndImpact(seed, skeleton);
  lap('citations');
  const idx = indexes(b);
  lap('indexes');
  return assemble(b, idx, c);
}

/**
 * How two threads that prepare the same catalogue (the main thread and the works helper) split
 * its two long stages, the plan's details and the citation graph, which both need the plan's
 * skeleton: the planner makes the skeleton and hands it over, then makes the details and hands
 * the plan over, then its indexes, then takes the citation graph; the other takes the skeleton,
 * makes the citation graph and hands it over, then takes the plan. A hand-over returns the
 * shared copy to go on with (see shareSkeleton, sharePlan, shareCitations).
 */
export type PrepareSplit = { lap?: (stage: string) => void; fileOrder?: boolean } & (
  | {
      shareSkeleton: (skeleton: Skeleton) => Skeleton;
      sharePlan: (plan: Plan) => Plan;
      citations: () => Promise<CitationsAndImpact>;
    }
  | {
      skeleton: () => Promise<Skeleton>;
      plan: () => Promise<Plan>;
      shareCitations: (c: CitationsAndImpact) => CitationsAndImpact;
    }
);

/** Everything the works rows are drawn from, with stages made by another thread (see PrepareSplit). */
export async function prepareGenerationSplit(seed: number, n: number, currentYear: number, split: PrepareSplit) {
  const lap = split.lap ?? (() => undefined);
  const e = entities(seed, n, currentYear, split.fileOrder ?? false);
  lap('entities');
  if ('citations' in split) {
    const skeleton = split.shareSkeleton(planSkeleton(seed, n, currentYear));
    const b = { ...e, plan: split.sharePlan(details(e, skeleton)) };
    lap('plan');
    // The indexes while the other thread makes the citation graph.
    const idx = indexes(b);
    lap('indexes');
    const c = await split.citations();
    lap('citations');
    return assemble(b, idx, c);
  }
  const c = split.shareCitations(citationsAndImpact(seed, await split.skeleton()));
  lap('citations');
  const b = { ...e, plan: await split.plan() };
  lap('plan');
  const idx = indexes(b);
  lap('indexes');
  return assemble(b, idx, c);
}

/** A typed array's copy in memory that other threads can read (itself when it is in such memory). */
function shared<T extends Int32Array | Uint16Array | Int16Array | Float64Array | Uint8Array>(a: T): T {
  if (a.buffer instanceof SharedArrayBuffer) return a;
  const copy = new (a.constructor as new (buffer: SharedArrayBuffer) => T)(new SharedArrayBuffer(a.byteLength));
  copy.set(a as never);
  return copy;
}

/** The plan's skeleton in memory that other threads can read, copied once. */
export function shareSkeleton(s: Skeleton): Skeleton {
  return {
    n: s.n,
    currentYear: s.currentYear,
    day: shared(s.day),
    year: shared(s.year),
    dayFirst: shared(s.dayFirst),
    field: shared(s.field),
    type: shared(s.type),
  };
}

/** The plan in memory that other threads can read, copied once (its skeleton when not yet shared). */
export function sharePlan(p: Plan): Plan {
  return {
    ...shareSkeleton(p),
    topic: shared(p.topic),
    source: shared(p.source),
    authOff: shared(p.authOff),
    authors: shared(p.authors),
  };
}

/** Typed arrays in memory that other threads can read: the citation graph, copied once. */
export function shareCitations(c: CitationsAndImpact): CitationsAndImpact {
  const { cites, impact } = c;
  return {
    cites: {
      refOff: shared(cites.refOff),
      refs: shared(cites.refs),
      citedBy: shared(cites.citedBy),
      perYear: shared(cites.perYear),
      yearStride: cites.yearStride,
    },
    impact: {
      fwci: shared(impact.fwci),
      percentile: shared(impact.percentile),
      pctMin: shared(impact.pctMin),
      pctMax: shared(impact.pctMax),
    },
  };
}

function assemble(b: Planned, idx: ReturnType<typeof indexes>, c: CitationsAndImpact) {
  const { seed, n, dates, names, inst, cls, src, funders, pool, plan, order } = b;
  const { cites, impact } = c;
  const { topicOff, topicWorks, authorOff, authorWorks, used, authorIds, authorNames } = idx;
  const entities = {
    institutions: inst.rows,
    publishers: src.publishers,
    sources: src.rows,
    funders: funders.rows,
    topics: cls.rows.topics,
    concepts: cls.rows.concepts,
    keywords: cls.rows.keywords,
  } satisfies Partial<CatalogueBatch>;
  // The entities as the writer's maps see them, for the works' derived columns.
  const maps = emptyMaps(countryMap());
  rememberEntities(maps, entities);
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
    authorNames,
    topicOff,
    topicWorks,
    updated: dates.updated,
    shared: sharedParts(inst),
    topicParts: topicParts(cls),
    workId: order.workId,
  };
  return {
    seed,
    n,
    dates,
    inst,
    cls,
    src,
    funders,
    pool,
    plan,
    cites,
    authorOff,
    authorWorks,
    used,
    authorIds,
    names,
    entities,
    maps,
    derivedJson: new DerivedJson(maps),
    ctx,
    /** the chunk written at each position (see file-order.ts) */
    chunkAt: order.chunkAt,
  };
}

export function chunkCount(n: number): number {
  return Math.ceil(n / WORKS_CHUNK);
}

/** A batch of generated works, with each one's JSON and its derived columns' JSON. */
export interface GeneratedBatch {
  works: WorkRow[];
  /** JSON.stringify of each work */
  json: string[];
  /** JSON.stringify(deriveWork(…)) of each work */
  derived: string[];
}

/** Takes the works of a batch one by one, as they are made. */
interface BatchMaker<B> {
  begin(n: number): void;
  add(work: WorkRow, json: string, derived: string): void;
  end(): B;
}

function* chunkBatches<B>(p: Prepared, c: number, maker: BatchMaker<B>): Generator<B> {
  const rng = Rng.of(p.seed, `works:${c}`);
  const text = new TextMaker(Rng.of(p.seed, `text:${c}`));
  const end = Math.min(p.n, (c + 1) * WORKS_CHUNK);
  for (let lo = c * WORKS_CHUNK; lo < end; lo += WORKS_BATCH) {
    const hi = Math.min(end, lo + WORKS_BATCH);
    maker.begin(hi - lo);
    for (let i = lo; i < hi; i++) {
      const work = buildWork(p.ctx, rng, text, i);
      maker.add(work, JSON.stringify(work), p.derivedJson.of(work));
    }
    yield maker.end();
  }
}

/** The works of chunk c, in batches of WORKS_BATCH. */
export function chunkWorks(p: Prepared, c: number): Generator<GeneratedBatch> {
  let batch: GeneratedBatch = { works: [], json: [], derived: [] };
  return chunkBatches(p, c, {
    begin: () => (batch = { works: [], json: [], derived: [] }),
    add: (work, json, derived) => {
      batch.works.push(work);
      batch.json.push(json);
      batch.derived.push(derived);
    },
    end: () => batch,
  });
}

/**
 * The works of chunk c, encoded for the writer as they are made (see encodeWorks): their JSON
 * text is written out at once rather than kept for a batch, which made it outlive the young
 * generation and cost the garbage collector more than it saved.
 */
export function chunkEncoded(p: Prepared, c: number, encoder: WorksEncoder): Generator<EncodedWorks> {
  let batch: EncodingBatch | undefined;
  return chunkBatches(p, c, {
    begin: (n) => (batch = encoder.begin(n)),
    add: (work, json, derived) => batch!.add(work, json, derived),
    end: () => encoder.finish(batch!),
  });
}
