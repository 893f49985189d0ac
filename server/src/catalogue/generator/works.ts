/**
 * Phase 3: one WorkRow from the plan, the citation graph and the entities. Drawn here, from a
 * single sequential stream (rows are written in index order, so the output is deterministic):
 * text, language, access, authorship details, concepts, keywords, SDGs and grants.
 */
import type { Authorship, WorkRow } from '../store/rows.js';
import { decideAccess } from './access.js';
import type { AuthorNames } from './author-names.js';
import { authorshipInstitutions, type AuthorPool } from './authors.js';
import { COUNTS_FROM, type Citations, type Impact } from './citations.js';
import type { Classification } from './classification.js';
import { dayToIso, FIELD_IDS, flat, round, yearStartDay } from './common.js';
import { awardId, funderAcronym, type Funders } from './funders.js';
import type { Institutions } from './institutions.js';
import { pubmedChance, T, WORK_TYPES, type Plan } from './plan.js';
import { hash01, mix32, type Rng } from './prng.js';
import type { Sources } from './publishing.js';
import { phrasesOf, type TextMaker } from './text.js';
import { DEPARTMENTS, LOCAL_LANGUAGE, SDG_BY_FIELD, SDG_HEAVY, TYPE_CROSSREF } from './work-tables.js';

export interface WorkContext {
  plan: Plan;
  cites: Citations;
  impact: Impact;
  cls: Classification;
  src: Sources;
  inst: Institutions;
  pool: AuthorPool;
  funders: Funders;
  authorIds: Float64Array; // author index → id (0 = unused)
  authorNames: AuthorNames; // by author index, for authors with works
  topicOff: Int32Array; // works of each primary topic, index order
  topicWorks: Int32Array;
  updated: string;
  shared: SharedParts;
  topicParts: TopicParts[];
  /** work index → id (see file-order.ts) */
  workId: (i: number) => number;
}

/** Per-topic values every work of the topic needs, resolved once. */
export interface TopicParts {
  phrases: string[];
  level1: number | undefined;
  level2: (number | undefined)[]; // concepts of the two name terms
  level3: (number[] | undefined)[];
}

export function topicParts(cls: Classification): TopicParts[] {
  return cls.topics.map((t) => {
    const level1 = cls.level1ForSubfield.get(t.subfieldId);
    const two = t.terms.slice(0, 2);
    return {
      phrases: phrasesOf(t.terms),
      level1,
      level2: two.map((term) => cls.level2ForTerm.get(term)),
      level3: two.map((term) => cls.level3ForTerm.get(term)),
    };
  });
}

/**
 * Row parts shared between works: the lists frozen, so no consumer can change one work through
 * another. The affiliation objects are not (JSON.stringify is slower on a frozen object); nothing
 * changes a row once made.
 */
export interface SharedParts {
  instIds: number[][];
  instCountry: string[][];
  affiliations: Map<number, Affiliation>;
}

export function sharedParts(inst: Institutions): SharedParts {
  return {
    instIds: inst.rows.map((r) => Object.freeze([r.id]) as number[]),
    instCountry: inst.rows.map((r) => Object.freeze([r.country_code!]) as string[]),
    affiliations: new Map(),
  };
}

type Affiliation = Authorship['affiliations'][number];

/** 'Department of X, Institution, City, Country' for author a at institution x, shared per (department, institution). */
function affiliation(ctx: WorkContext, a: number, x: number): Affiliation {
  const row = ctx.inst.rows[x]!;
  const fid = FIELD_IDS[ctx.pool.field[a]!]!;
  const depts = DEPARTMENTS[fid]!;
  const d = hash01(a, x) < 0.75 && row.type !== 'company' ? 1 + (mix32(a) % depts.length) : 0;
  const key = (fid * 8 + d) * 16384 + x;
  let aff = ctx.shared.affiliations.get(key);
  if (!aff) {
    const raw = flat(d ? `${depts[d - 1]}, ${ctx.inst.affiliation[x]}` : ctx.inst.affiliation[x]!);
    aff = { raw_affiliation_string: raw, institution_ids: ctx.shared.instIds[x]! } as Affiliation;
    ctx.shared.affiliations.set(key, aff);
  }
  return aff;
}

const OPENALEX_START = yearStartDay(2016) + 175; // 2016-06-24: records cannot be created earlier
const dateCache: string[] = new Array<string>(yearStartDay(2200)).fill('');
function isoDay(day: number): string {
  let s = dateCache[day]!;
  if (s === '') dateCache[day] = s = dayToIso(day);
  return s;
}

const POSITIONS = ['first', 'middle', 'last'] as const;

/**
 * OpenAlex's xpac works are DataCite and repository records: a few of the works held in
 * repositories and of the datasets are xpac, so that the demo shows the include_xpac switch.
 * Drawn from a hash of the work's index, not the stream, which every other work reads unchanged.
 */
const XPAC_SHARE = 0.05;
const XPAC_SALT = 0x78706163;
const REPOSITORY_KIND = 1; // a source's kind (see publishing.ts)
function isXpac(i: number, type: number, sourceKind: number): boolean {
  return (type === T.dataset || sourceKind === REPOSITORY_KIND) && hash01(i, XPAC_SALT) < XPAC_SHARE;
}

/** Work i. */
export function buildWork(ctx: WorkContext, rng: Rng, text: TextMaker, i: number): WorkRow {
  const { plan, cites, impact, cls, src, inst, pool } = ctx;
  const y = plan.year[i]!;
  const f = plan.field[i]!;
  const t = plan.type[i]!;
  const date = isoDay(plan.day[i]!);
  const topicIdx: number[] = [];
  for (let k = 3 * i; k < 3 * i + 3; k++) if (plan.topic[k]! >= 0) topicIdx.push(plan.topic[k]!);
  const primary = cls.topics[topicIdx[0]!]!;
  const parts = ctx.topicParts[topicIdx[0]!]!;
  text.prepare(f, parts.phrases);
  const title = text.title();
  const noAbstract = t === T.editorial || t === T.letter || t === T.other || t === T.dataset;
  const abstract = rng.chance(noAbstract ? 0.15 : 0.7) ? text.abstract() : null;

  // Authorships.
  const aLo = plan.authOff[i]!;
  const aHi = plan.authOff[i + 1]!;
  const k = aHi - aLo;
  const corr = rng.chance(0.05) ? -1 : rng.chance(0.55) || k === 1 ? 0 : k - 1;
  const second = k > 3 && rng.chance(0.1) ? 1 : -1;
  const authorships: Authorship[] = [];
  const allInsts: number[] = [];
  const countries: string[] = [];
  for (let j = 0; j < k; j++) {
    const a = plan.authors[aLo + j]!;
    const insts = authorshipInstitutions(pool, a, i, y);
    let ids: number[];
    let acountries: string[];
    let affiliations: Authorship['affiliations'];
    if (insts.length === 1) {
      // The common case shares frozen per-institution arrays instead of allocating new ones.
      const x = insts[0]!;
      ids = ctx.shared.instIds[x]!;
      acountries = ctx.shared.instCountry[x]!;
      affiliations = [affiliation(ctx, a, x)];
    } else {
      ids = [];
      acountries = [];
      affiliations = [];
      for (const x of insts) {
        ids.push(inst.rows[x]!.id);
        const c = inst.rows[x]!.country_code!;
        if (!acountries.includes(c)) acountries.push(c);
        affiliations.push(affiliation(ctx, a, x));
      }
    }
    for (const x of insts) if (!allInsts.includes(x)) allInsts.push(x);
    for (const c of acountries) if (!countries.includes(c)) countries.push(c);
    const names = ctx.authorNames;
    const authorship: Authorship = {
      author_id: ctx.authorIds[a]!,
      author_display_name: names.name(a),
      author_orcid: names.orcid(a),
      author_position: POSITIONS[j === 0 ? 0 : j === k - 1 ? 2 : 1]!,
      is_corresponding: j === corr || j === second,
      raw_author_name: names.raw(a),
      countries: acountries,
      institution_ids: ids,
      affiliations,
    };
    authorships.push(authorship);
  }
  const leadInst = allInsts[0];
  const leadCountry = countries[0] ?? 'US';
  const lang = LOCAL_LANGUAGE[leadCountry];
  const language = lang && rng.chance(lang[1]) ? lang[0] : 'en';

  const access = decideAccess(rng, src, {
    i,
    source: plan.source[i]!,
    field: f,
    year: y,
    date,
    type: t,
    homeRepository: leadInst === undefined ? undefined : src.repositoryOf.get(leadInst),
  });

  // Topics, concepts, keywords, SDGs.
  let score = 0.9 + rng.next() * 0.1;
  const topics = topicIdx.map((ti, n) => {
    if (n > 0) score = Math.max(0.6, score - 0.02 - rng.next() * 0.15);
    return { id: cls.topics[ti]!.id, score: round(score, 4) };
  });
  const concepts = workConcepts(rng, cls, f, parts);
  const nk = 2 + rng.int(5);
  const kwPool = primary.keywords;
  const kwStart = rng.int(kwPool.length);
  const keywords: { id: string; score: number }[] = [];
  let ks = 0.55 + rng.next() * 0.4;
  for (let j = 0; j < Math.min(nk, kwPool.length); j++) {
    keywords.push({ id: cls.keywordIds[kwPool[(kwStart + j) % kwPool.length]!]!, score: round(ks, 4) });
    ks = Math.max(0.25, ks - 0.05 - rng.next() * 0.12);
  }
  const fid = FIELD_IDS[f]!;
  const sdgs: { id: number; score: number }[] = [];
  if (rng.chance(SDG_HEAVY.has(fid) ? 0.44 : 0.11)) {
    const options = SDG_BY_FIELD[fid]!;
    const first = rng.pick(options);
    sdgs.push({ id: first, score: round(0.45 + rng.next() * 0.5, 2) });
    if (options.length > 1 && rng.chance(0.25)) {
      const other = rng.pick(options);
      if (other !== first) sdgs.push({ id: other, score: round(0.4 + rng.next() * (sdgs[0]!.score - 0.4), 2) });
    }
  }
  const grants: { funder_id: number | null; award_id: string | null }[] = [];
  if (y >= 1970 && rng.chance(y >= 2000 ? 0.34 : 0.15)) {
    const ng = 1 + (rng.chance(0.3) ? 1 + rng.int(2) : 0);
    for (let g = 0; g < ng; g++) {
      const local = ctx.funders.byCountry.get(countries[rng.int(Math.max(1, countries.length))] ?? leadCountry);
      const fi = local && rng.chance(0.75) ? local.ids[local.weights.draw(rng)]! : ctx.funders.weights.draw(rng);
      const row = ctx.funders.rows[fi]!;
      if (grants.some((x) => x.funder_id === row.id)) continue;
      grants.push({
        funder_id: row.id,
        award_id: rng.chance(0.85) ? awardId(rng, ctx.funders.style[fi]!, y, funderAcronym(row)) : null,
      });
    }
  }

  // Citations and impact.
  const r0 = cites.refOff[i]!;
  const referenced = new Array<number>(cites.refOff[i + 1]! - r0);
  for (let r = 0; r < referenced.length; r++) referenced[r] = ctx.workId(cites.refs[r0 + r]!);
  const counts: WorkRow['counts_by_year'] = [];
  for (let cy = plan.currentYear; cy >= COUNTS_FROM; cy--) {
    const c = cites.perYear[i * cites.yearStride + 1 + cy - COUNTS_FROM]!;
    if (c > 0) counts.push({ year: cy, cited_by_count: c });
  }
  const related = relatedWorks(ctx, rng, i, topicIdx[0]!);
  const fwci = impact.fwci[i]!;
  const pct = impact.percentile[i]!;
  const cited = cites.citedBy[i]!;
  const pmid =
    y >= 1960 && rng.chance(pubmedChance(f))
      ? String(1_000_000 + Math.floor((i * Math.max(plan.n, 37_000_000)) / plan.n))
      : null;
  const pmcid =
    pmid && access.isOa && rng.chance(0.6)
      ? `PMC${1_000_000 + Math.floor((i * Math.max(plan.n, 11_000_000)) / plan.n)}`
      : null;
  const kind = plan.source[i]! >= 0 ? src.kind[plan.source[i]!]! : -1;
  const start = plan.source[i]! >= 0 ? src.startYear[plan.source[i]!]! : y;
  const first = 1 + rng.int(2000);
  const indexed: string[] = [];
  if (access.doi) indexed.push('crossref');
  if (plan.source[i]! >= 0 && src.rows[plan.source[i]!]!.is_in_doaj) indexed.push('doaj');
  if (pmid) indexed.push('pubmed');
  const createdDay = Math.max(plan.day[i]!, OPENALEX_START);
  return {
    id: ctx.workId(i),
    doi: access.doi,
    title,
    publication_year: y,
    publication_date: date,
    type: WORK_TYPES[t]!,
    type_crossref: kind === 2 && t === T.article ? 'proceedings-article' : TYPE_CROSSREF[t]!,
    language,
    abstract,
    ids_mag: null,
    ids_pmid: pmid,
    ids_pmcid: pmcid,
    is_oa: access.isOa,
    oa_status: access.oaStatus,
    oa_url: access.best ? (access.best.pdf_url ?? access.best.landing_page_url) : null,
    any_repository_has_fulltext: access.anyRepositoryFulltext,
    cited_by_count: cited,
    fwci: Number.isNaN(fwci) ? null : fwci,
    citation_normalized_percentile: pct,
    is_in_top_1_percent: cited > 0 && pct >= 0.99,
    is_in_top_10_percent: cited > 0 && pct >= 0.9,
    cited_by_percentile_year_min: impact.pctMin[i]!,
    cited_by_percentile_year_max: impact.pctMax[i]!,
    is_retracted: rng.chance(0.0004),
    is_paratext: false,
    apc_list: access.apcList,
    apc_paid: access.apcPaid,
    biblio:
      kind === 0 || kind === 2
        ? {
            volume: String(Math.max(1, y - start + 1)),
            issue: kind === 0 ? String(1 + rng.int(12)) : null,
            first_page: String(first),
            last_page: String(first + 3 + rng.int(22)),
          }
        : t === T.chapter
          ? { volume: null, issue: null, first_page: String(first), last_page: String(first + 10 + rng.int(30)) }
          : { volume: null, issue: null, first_page: null, last_page: null },
    primary_location: access.primary,
    best_oa_location: access.best,
    locations: access.locations,
    authorships,
    topics,
    concepts,
    keywords,
    sdgs,
    grants,
    referenced_works: referenced,
    related_works: related,
    counts_by_year: counts,
    indexed_in: indexed,
    created_date: isoDay(createdDay + (i % 11)),
    updated_date: ctx.updated,
    extra: null,
    is_xpac: isXpac(i, t, kind),
  };
}

/**
 * Up to ten other works with the same primary topic: a run of neighbours in the topic's
 * (date-ordered) list from a random point, which reads memory in one place, not ten.
 */
function relatedWorks(ctx: WorkContext, rng: Rng, i: number, topic: number): number[] {
  const lo = ctx.topicOff[topic]!;
  const hi = ctx.topicOff[topic + 1]!;
  const start = hi - lo <= 11 ? lo : lo + rng.int(hi - lo - 10);
  const out: number[] = [];
  for (let p = start; p < hi && out.length < 10; p++)
    if (ctx.topicWorks[p] !== i) out.push(ctx.workId(ctx.topicWorks[p]!));
  return out;
}

/** Concepts consistent with the topic: root(s) of the field, its level-1 area, the terms' concepts. */
function workConcepts(rng: Rng, cls: Classification, f: number, parts: TopicParts): { id: number; score: number }[] {
  const out: { id: number; score: number }[] = [];
  const roots = cls.rootForField[f]!;
  addConcept(out, rng, roots[0], 0.35, 0.75);
  if (roots.length > 1 && rng.chance(0.3)) addConcept(out, rng, roots[1], 0.2, 0.4);
  addConcept(
    out,
    rng,
    parts.level1 ?? (cls.level1ForField[f]!.length ? rng.pick(cls.level1ForField[f]!) : undefined),
    0.3,
    0.6,
  );
  for (let j = 0; j < parts.level2.length; j++) {
    addConcept(out, rng, parts.level2[j], 0.4, 0.8);
    const l3 = parts.level3[j];
    if (l3 && rng.chance(0.4)) addConcept(out, rng, rng.pick(l3), 0.3, 0.6);
  }
  return out.sort(byScore);
}

function addConcept(
  out: { id: number; score: number }[],
  rng: Rng,
  id: number | undefined,
  lo: number,
  hi: number,
): void {
  if (id === undefined) return;
  for (const c of out) if (c.id === id) return;
  out.push({ id, score: round(lo + rng.next() * (hi - lo), 4) });
}

function byScore(a: { id: number; score: number }, b: { id: number; score: number }): number {
  return b.score - a.score || a.id - b.id;
}
