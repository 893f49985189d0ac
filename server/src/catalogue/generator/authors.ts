/**
 * The author pool. Authors are held in compact typed arrays, sorted by (field, institution) so
 * that "a co-author from the same group" is a weighted draw within one contiguous range. A
 * Pareto productivity weight makes a few authors very prolific (Lotka's law); a per-field
 * cursor over a shuffled order hands out not-yet-used authors so that nearly all appear in works.
 */
import type { AuthorRow } from '../rows.js';
import { BIOMEDICAL_FIELDS, FIELD_IDS, FIELD_WEIGHTS, orcidFrom, scatter } from './common.js';
import type { Institutions } from './institutions.js';
import { initialsName, type NamePools } from './names.js';
import { hash01, Rng, Weighted } from './prng.js';

export interface AuthorPool {
  count: number;
  field: Uint8Array;
  inst: Int32Array; // current institution (index)
  prevInst: Int32Array; // institution before switchYear, or -1
  switchYear: Uint16Array;
  secondInst: Int32Array; // a concurrent second affiliation, or -1
  weights: Weighted;
  fieldRange: Int32Array; // [lo, hi) per field: 2 entries per field
  key: Int32Array; // field << 16 | institution, ascending
  fresh: Int32Array; // per-field shuffled order of authors, within fieldRange
  freshCursor: Int32Array;
}

const HUMANITIES_SOCIAL = new Set([12, 14, 20, 32, 33]);

export function buildAuthorPool(seed: number, count: number, inst: Institutions, currentYear: number): AuthorPool {
  const rng = Rng.of(seed, 'authors');
  const fieldPick = new Weighted(FIELD_WEIGHTS);
  const key = new Int32Array(count);
  for (let a = 0; a < count; a++) {
    const f = fieldPick.draw(rng);
    const fid = FIELD_IDS[f]!;
    let i = inst.weights.draw(rng);
    // Hospitals employ mostly biomedical researchers; companies rarely employ humanists.
    const t = inst.rows[i]!.type;
    if ((t === 'healthcare' && !BIOMEDICAL_FIELDS.has(fid)) || (t === 'company' && HUMANITIES_SOCIAL.has(fid))) i = inst.weights.draw(rng);
    key[a] = (f << 16) | i;
  }
  key.sort();
  const field = new Uint8Array(count);
  const instOf = new Int32Array(count);
  const prevInst = new Int32Array(count).fill(-1);
  const switchYear = new Uint16Array(count);
  const secondInst = new Int32Array(count).fill(-1);
  const w = new Float64Array(count);
  for (let a = 0; a < count; a++) {
    field[a] = key[a]! >>> 16;
    const home = key[a]! & 0xffff;
    instOf[a] = home;
    // Lotka-like productivity; the cap keeps one author from absorbing a whole field.
    w[a] = Math.min(rng.pareto(1.15), 2500);
    const country = inst.rows[home]!.country_code!;
    const local = inst.byCountry.get(country)!;
    if (rng.chance(0.25)) {
      prevInst[a] = rng.chance(0.55) ? local.ids[local.weights.draw(rng)]! : inst.weights.draw(rng);
      switchYear[a] = currentYear - Math.floor(Math.pow(rng.next(), 1.5) * 30) ;
      if (prevInst[a] === home) prevInst[a] = -1;
    }
    if (rng.chance(0.08)) {
      const s = local.ids[local.weights.draw(rng)]!;
      if (s !== home) secondInst[a] = s;
    }
  }
  const fieldRange = new Int32Array(FIELD_IDS.length * 2);
  for (let a = 0; a < count; a++) {
    const f = field[a]!;
    if (a === 0 || field[a - 1] !== f) fieldRange[2 * f] = a;
    fieldRange[2 * f + 1] = a + 1;
  }
  const fresh = new Int32Array(count);
  for (let a = 0; a < count; a++) fresh[a] = a;
  for (let f = 0; f < FIELD_IDS.length; f++) {
    const lo = fieldRange[2 * f]!;
    const hi = fieldRange[2 * f + 1]!;
    for (let j = hi - 1; j > lo; j--) {
      const k = lo + rng.int(j - lo + 1);
      const t = fresh[j]!;
      fresh[j] = fresh[k]!;
      fresh[k] = t;
    }
  }
  return {
    count,
    field,
    inst: instOf,
    prevInst,
    switchYear,
    secondInst,
    weights: new Weighted(w),
    fieldRange,
    key,
    fresh,
    freshCursor: Int32Array.from({ length: FIELD_IDS.length }, (_, f) => fieldRange[2 * f]!),
  };
}

/** First index in the sorted keys ≥ k. */
function lowerBound(keys: Int32Array, k: number): number {
  let a = 0;
  let b = keys.length;
  while (a < b) {
    const m = (a + b) >>> 1;
    if (keys[m]! < k) a = m + 1;
    else b = m;
  }
  return a;
}

/** A prolific-biased author of a field. */
export function drawInField(pool: AuthorPool, rng: Rng, f: number): number {
  const lo = pool.fieldRange[2 * f]!;
  const hi = pool.fieldRange[2 * f + 1]!;
  if (hi <= lo) return pool.weights.draw(rng);
  return pool.weights.drawIn(rng, lo, hi);
}

/** A colleague of `a`: same field and institution; -1 when `a` has none. */
export function drawColleague(pool: AuthorPool, rng: Rng, a: number): number {
  const k = pool.key[a]!;
  const lo = lowerBound(pool.key, k);
  const hi = lowerBound(pool.key, k + 1);
  if (hi - lo < 2) return -1;
  return pool.weights.drawIn(rng, lo, hi);
}

/** The next never-used author of the field, or -1 once all have been handed out. */
export function drawFresh(pool: AuthorPool, f: number): number {
  const c = pool.freshCursor[f]!;
  if (c >= pool.fieldRange[2 * f + 1]!) return -1;
  pool.freshCursor[f] = c + 1;
  return pool.fresh[c]!;
}

/**
 * Institutions of author `a` on work `w` published in `year`: the affiliation of that time,
 * plus the second one if any; about 3% of authorships list none. A pure function, so author
 * rows can recompute exactly what the works said.
 */
export function authorshipInstitutions(pool: AuthorPool, a: number, w: number, year: number): number[] {
  if (hash01(w, a) < 0.03) return [];
  const prev = pool.prevInst[a]!;
  const main = prev >= 0 && year < pool.switchYear[a]! ? prev : pool.inst[a]!;
  const second = pool.secondInst[a]!;
  return second >= 0 && second !== main ? [main, second] : [main];
}

export interface AuthorIdentity {
  name: string;
  orcid: string | null;
  alternatives: string[];
  raw: string;
}

/** Name and ORCID of an author, fixed by its index (names follow the home institution's country). */
export function authorIdentity(seed: number, pool: AuthorPool, inst: Institutions, names: NamePools, a: number): AuthorIdentity {
  const rng = new Rng(seed ^ 0x5bd1e995, a);
  const country = inst.rows[pool.inst[a]!]!.country_code!;
  const n = names.person(rng, country);
  const name = `${n.first} ${n.last}`;
  // Unique 8-digit serial per author; the ORCID block digit varies like real iDs.
  const orcid = rng.chance(0.6) ? orcidFrom(`000000${rng.range(1, 3)}${String(scatter(a, 1e8)).padStart(8, '0')}`) : null;
  const initials = initialsName(n);
  return { name, orcid, alternatives: [initials, `${n.last}, ${n.first}`], raw: rng.chance(0.2) ? initials : name };
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
  const byInst = new Map<number, Set<number>>();
  let last: number[] = [];
  for (let j = 0; j < works.length; j++) {
    const insts = authorshipInstitutions(pool, a, works[j]!, years[works[j]!]!);
    for (const i of insts) {
      const set = byInst.get(i) ?? new Set<number>();
      set.add(years[works[j]!]!);
      byInst.set(i, set);
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
    display_name_alternatives: identity.alternatives,
    last_known_institution_ids: last.map((i) => inst.rows[i]!.id),
    affiliations: [...byInst.entries()]
      .map(([i, ys]) => ({ institution_id: inst.rows[i]!.id, years: [...ys].sort((x, y) => y - x) }))
      .sort((x, y) => y.years[0]! - x.years[0]! || x.institution_id - y.institution_id),
    ids_scopus: hash01(a, 17) < 0.3 ? String(55_000_000_000 + scatter(a, 1e9)) : null,
  };
}
