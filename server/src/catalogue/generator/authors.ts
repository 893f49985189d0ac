/**
 * The author pool, in compact typed arrays. Each author has a field, a home institution, a
 * career window [start, end] and a Pareto productivity weight (Lotka's law: a few authors write
 * hundreds of papers). Authors are sorted by (field, institution, start) so that "a colleague
 * from the same group, active this year" is a weighted draw in one contiguous range; a second
 * order by (field, start) serves "anyone active in the field this year" and a per-field cursor
 * that hands out not-yet-used authors in career order, so nearly every author gets works.
 */
import type { AuthorRow } from '../store/rows.js';
import { BIOMEDICAL_FIELDS, FIELD_IDS, FIELD_WEIGHTS, flat, orcidFrom, scatter, yearWeights } from './common.js';
import type { Institutions } from './institutions.js';
import { initialsName, type NamePools } from './names.js';
import { hash01, mix32, Rng, Weighted } from './prng.js';

const Y0 = 1930; // earliest career start
const MAX_CAREER = 50;
const HUMANITIES_SOCIAL = new Set([12, 14, 20, 32, 33]);

export interface AuthorPool {
  count: number;
  field: Uint8Array;
  inst: Int32Array; // home institution (index)
  start: Uint16Array;
  end: Uint16Array;
  prevInst: Int32Array; // institution before switchYear, or -1
  switchYear: Uint16Array;
  secondInst: Int32Array; // a concurrent second affiliation, or -1
  /**
   * inst, prevInst, switchYear, secondInst interleaved (stride 4): what every authorship reads,
   * in one cache line instead of four (the works phase is bound by memory latency).
   */
  info: Int32Array;
  key: Int32Array; // field << 21 | institution << 7 | (start - Y0), ascending
  weights: Weighted; // in key order
  /** author indexes by (field, start); sKey and sWeights follow the same order */
  byStart: Int32Array;
  sKey: Int32Array;
  sEnd: Uint16Array; // career end, in byStart order (saves a random access per draw)
  sWeights: Weighted;
  fieldFirst: Int32Array; // first byStart position of each field; length fields + 1
  /** first byStart position per (field, start code): index f * 129 + code */
  startFirst: Int32Array;
  /** [groupLo, groupHi) of each author's (field, institution) group in key order */
  groupLo: Int32Array;
  groupHi: Int32Array;
  cursor: Int32Array; // per field: next byStart position for a fresh author
}

export function buildAuthorPool(seed: number, count: number, inst: Institutions, currentYear: number): AuthorPool {
  if (inst.rows.length >= 1 << 14) throw new Error('too many institutions for the author key');
  const rng = Rng.of(seed, 'authors');
  const fieldPick = new Weighted(FIELD_WEIGHTS);
  const { years, weights } = yearWeights(currentYear);
  const yearPick = new Weighted(weights);
  // Draw (field, institution, start) and sort; the rest is drawn in sorted order.
  const packed = new Float64Array(count);
  for (let a = 0; a < count; a++) {
    const f = fieldPick.draw(rng);
    const fid = FIELD_IDS[f]!;
    let i = inst.weights.draw(rng);
    // Hospitals employ mostly biomedical researchers; companies rarely employ humanists.
    const t = inst.rows[i]!.type;
    if ((t === 'healthcare' && !BIOMEDICAL_FIELDS.has(fid)) || (t === 'company' && HUMANITIES_SOCIAL.has(fid)))
      i = inst.weights.draw(rng);
    const s = Math.max(Y0, years[yearPick.draw(rng)]! - Math.floor(rng.exp(5)));
    packed[a] = ((f << 21) | (i << 7) | (s - Y0)) * 2 ** 23 + a;
  }
  packed.sort();
  const key = new Int32Array(count);
  const field = new Uint8Array(count);
  const instOf = new Int32Array(count);
  const start = new Uint16Array(count);
  const end = new Uint16Array(count);
  const prevInst = new Int32Array(count).fill(-1);
  const switchYear = new Uint16Array(count);
  const secondInst = new Int32Array(count).fill(-1);
  const w = new Float64Array(count);
  const cap = Math.max(15, Math.pow(count, 0.35));
  for (let a = 0; a < count; a++) {
    const k = Math.floor(packed[a]! / 2 ** 23);
    key[a] = k;
    field[a] = k >>> 21;
    const home = (k >>> 7) & 0x3fff;
    instOf[a] = home;
    start[a] = Y0 + (k & 0x7f);
    // The cap (growing with the pool) keeps one author from absorbing a field; prolific
    // authors have long careers.
    w[a] = Math.min(rng.pareto(1.15), cap);
    end[a] = Math.min(currentYear, start[a]! + Math.min(MAX_CAREER, Math.floor(1 + rng.exp(8) + 4 * Math.log(w[a]!))));
    const local = inst.byCountry.get(inst.rows[home]!.country_code!)!;
    if (end[a]! - start[a]! >= 4 && rng.chance(0.3)) {
      const p = rng.chance(0.55) ? local.ids[local.weights.draw(rng)]! : inst.weights.draw(rng);
      if (p !== home) {
        prevInst[a] = p;
        switchYear[a] = start[a]! + 1 + rng.int(end[a]! - start[a]! - 1);
      }
    }
    if (rng.chance(0.08)) {
      const s2 = local.ids[local.weights.draw(rng)]!;
      if (s2 !== home) secondInst[a] = s2;
    }
  }
  // Second order: (field, start, random tie-break) so fresh authors of one year are not all
  // from one institution.
  const packed2 = new Float64Array(count);
  for (let a = 0; a < count; a++)
    packed2[a] = ((field[a]! << 21) | ((start[a]! - Y0) << 14) | (mix32(a ^ seed) & 0x3fff)) * 2 ** 23 + a;
  packed2.sort();
  const byStart = new Int32Array(count);
  const sKey = new Int32Array(count);
  const sw = new Float64Array(count);
  const sEnd = new Uint16Array(count);
  for (let j = 0; j < count; j++) {
    const a = packed2[j]! % 2 ** 23;
    byStart[j] = a;
    sEnd[j] = end[a]!;
    sKey[j] = Math.floor(packed2[j]! / 2 ** 23);
    sw[j] = w[a]!;
  }
  const fieldFirst = new Int32Array(FIELD_IDS.length + 1);
  for (let f = 0; f <= FIELD_IDS.length; f++) fieldFirst[f] = lowerBound(sKey, f << 21);
  // Lookup tables that replace binary searches in the hot draws of the plan.
  const startFirst = new Int32Array(FIELD_IDS.length * 129);
  for (let f = 0; f < FIELD_IDS.length; f++)
    for (let c = 0; c <= 128; c++) startFirst[f * 129 + c] = lowerBound(sKey, (f << 21) | (c << 14));
  const groupLo = new Int32Array(count);
  const groupHi = new Int32Array(count);
  for (let a = 0; a < count;) {
    const group = key[a]! & ~0x7f;
    let b = a;
    while (b < count && (key[b]! & ~0x7f) === group) b++;
    groupLo.fill(a, a, b);
    groupHi.fill(b, a, b);
    a = b;
  }
  const info = new Int32Array(count * 4);
  for (let a = 0; a < count; a++) {
    info[4 * a] = instOf[a]!;
    info[4 * a + 1] = prevInst[a]!;
    info[4 * a + 2] = switchYear[a]!;
    info[4 * a + 3] = secondInst[a]!;
  }
  return {
    count,
    field,
    inst: instOf,
    info,
    start,
    end,
    prevInst,
    switchYear,
    secondInst,
    key,
    weights: new Weighted(w),
    byStart,
    sKey,
    sEnd,
    sWeights: new Weighted(sw),
    fieldFirst,
    startFirst,
    groupLo,
    groupHi,
    cursor: fieldFirst.slice(0, FIELD_IDS.length),
  };
}

/** First index in the sorted keys (within [a, b)) ≥ k. */
function lowerBound(keys: Int32Array, k: number, a = 0, b = keys.length): number {
  while (a < b) {
    const m = (a + b) >>> 1;
    if (keys[m]! < k) a = m + 1;
    else b = m;
  }
  return a;
}

const startCode = (y: number) => Math.max(0, Math.min(127, y - Y0));

/** A productivity-weighted author of field f who is active in year y (best effort). */
export function drawInField(pool: AuthorPool, rng: Rng, f: number, y: number): number {
  const lo = pool.startFirst[f * 129 + startCode(y - MAX_CAREER)]!;
  const hi = pool.startFirst[f * 129 + startCode(y) + 1]!;
  if (hi <= lo) return pool.byStart[pool.fieldFirst[f]!] ?? 0;
  let j = 0;
  for (let attempt = 0; attempt < 4; attempt++) {
    j = pool.sWeights.drawIn(rng, lo, hi);
    if (pool.sEnd[j]! >= y) break;
  }
  return pool.byStart[j]!;
}

/** A colleague of `a` (same field and institution) active in year y; -1 when there is none. */
export function drawColleague(pool: AuthorPool, rng: Rng, a: number, y: number): number {
  const group = pool.key[a]! & ~0x7f;
  const gLo = pool.groupLo[a]!;
  const gHi = pool.groupHi[a]!;
  if (gHi - gLo < 2) return -1;
  const lo = lowerBound(pool.key, group | startCode(y - MAX_CAREER), gLo, gHi);
  const hi = lowerBound(pool.key, group | (startCode(y) + 1), gLo, gHi);
  if (hi - lo < 2) return -1;
  for (let attempt = 0; attempt < 3; attempt++) {
    const b = pool.weights.drawIn(rng, lo, hi);
    if (b !== a && pool.end[b]! >= y) return b;
  }
  return -1;
}

/**
 * The next never-used author of field f whose career has begun by year y; authors whose career
 * ended before y are passed over (they may still be drawn by weight, or stay unused).
 */
export function drawFresh(pool: AuthorPool, f: number, y: number): number {
  const hi = pool.fieldFirst[f + 1]!;
  for (let c = pool.cursor[f]!; c < hi; c++) {
    const a = pool.byStart[c]!;
    if (pool.start[a]! > y) return -1;
    pool.cursor[f] = c + 1;
    if (pool.end[a]! >= y) return a;
  }
  return -1;
}

/**
 * Institutions of author `a` on work `w` published in `year`: the affiliation of that time,
 * plus the second one if any; about 3% of authorships list none. A pure function, so author
 * rows can recompute exactly what the works said.
 */
export function authorshipInstitutions(pool: AuthorPool, a: number, w: number, year: number): number[] {
  if (hash01(w, a) < 0.03) return NONE;
  const info = pool.info;
  const prev = info[4 * a + 1]!;
  const main = prev >= 0 && year < info[4 * a + 2]! ? prev : info[4 * a]!;
  const second = info[4 * a + 3]!;
  return second >= 0 && second !== main ? [main, second] : [main];
}

const NONE: number[] = Object.freeze([]) as unknown as number[];

export interface AuthorIdentity {
  first: string;
  last: string;
  name: string;
  orcid: string | null;
  /** the name as printed on papers: usually in full, sometimes with initials */
  raw: string;
}

/** Name and ORCID of an author, fixed by its index (names follow the home institution's country). */
export function authorIdentity(
  seed: number,
  pool: AuthorPool,
  inst: Institutions,
  names: NamePools,
  a: number,
): AuthorIdentity {
  const rng = new Rng(seed ^ 0x5bd1e995, a);
  const country = inst.rows[pool.inst[a]!]!.country_code!;
  const n = names.person(rng, country);
  const name = flat(`${n.first} ${n.last}`);
  // 0000-000d-xxxx-xxxC: a unique 7-digit serial per author, block digit d as in real iDs.
  const orcid = rng.chance(0.6)
    ? flat(orcidFrom(`0000000${rng.range(1, 3)}${String(scatter(a, 1e7)).padStart(7, '0')}`))
    : null;
  return {
    first: n.first,
    last: n.last,
    name,
    orcid,
    raw: rng.chance(0.2) ? flat(initialsName(n)) : name,
  };
}

/** An author row from the works that list the author (work indexes ascending, with their years). */
export function authorRow(
  id: number,
  identity: AuthorIdentity,
  pool: AuthorPool,
  inst: Institutions,
  a: number,
  works: ArrayLike<number>,
  years: ArrayLike<number>,
  dates: { created: string; updated: string },
): AuthorRow {
  // At most three institutions; works are in date order, so years arrive ascending.
  const instOf: number[] = [];
  const yearsOf: number[][] = [];
  let last: number[] = [];
  for (let j = 0; j < works.length; j++) {
    const y = years[works[j]!]!;
    const insts = authorshipInstitutions(pool, a, works[j]!, y);
    for (const i of insts) {
      let k = instOf.indexOf(i);
      if (k < 0) {
        k = instOf.push(i) - 1;
        yearsOf.push([]);
      }
      const ys = yearsOf[k]!;
      if (ys[ys.length - 1] !== y) ys.push(y);
    }
    if (insts.length) last = insts;
  }
  if (last.length === 0) last = [pool.inst[a]!];
  return {
    id,
    display_name: identity.name,
    is_stub: false,
    works_count: 0,
    cited_by_count: 0,
    summary_stats: null,
    counts_by_year: [],
    created_date: dates.created,
    updated_date: dates.updated,
    extra: null,
    orcid: identity.orcid,
    display_name_alternatives: [initialsName(identity), `${identity.last}, ${identity.first}`],
    last_known_institution_ids: last.map((i) => inst.rows[i]!.id),
    affiliations: instOf
      .map((i, k) => ({ institution_id: inst.rows[i]!.id, years: yearsOf[k]!.reverse() }))
      .sort((x, y) => y.years[0]! - x.years[0]! || x.institution_id - y.institution_id),
    ids_scopus: hash01(a, 17) < 0.3 ? String(55_000_000_000 + scatter(a, 1e9)) : null,
  };
}
