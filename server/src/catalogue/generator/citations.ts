/**
 * Phase 2: the citation graph, in compact arrays, before any row is written (a work's
 * cited_by_count must be final when its row goes out).
 *
 * Works are visited in publication order; each cites only works of strictly earlier days.
 * A reference is either preferential (the target of a random earlier citation, which makes
 * citation counts follow a power law: the rich get richer) or recency-biased (a work from a
 * few years back, exponential in age), and mostly within the citing work's field.
 */
import { FIELD_IDS, FIRST_YEAR, round, yearStartDay } from './common.js';
import { T, type Skeleton } from './plan.js';
import { hash01, Rng } from './prng.js';

export interface Citations {
  refOff: Int32Array;
  refs: Int32Array; // cited work indexes, grouped by citing work
  citedBy: Int32Array; // cited_by_count per work
  /**
   * Citations per citing year from COUNTS_FROM on: work w's count for year y is at
   * w * yearStride + 1 + (y - COUNTS_FROM), and its total at w * yearStride.
   */
  perYear: Int32Array;
  yearStride: number;
}

/** OpenAlex lists works' citations per year from 2012 on. */
export const COUNTS_FROM = 2012;

const P_PREFERENTIAL = 0.75;
const P_SAME_FIELD = 0.8;
/** Of preferential picks, the share that copies a recent work's reference (the rest: any earlier work's). */
const P_RECENT_CITER = 0.9;
const CITER_AGE_DAYS = 2 * 365.25;
const MEAN_AGE_DAYS = 7 * 365.25;
/** Direct picks take the most citable (a fixed per-work fitness) of this many candidates. */
const TOURNAMENT = 3;
// prettier-ignore
const TYPE_FACTOR = [1, 0.8, 0.9, 3, 0.1, 1.5, 1.5, 0.3, 0.3, 0.6, 0.2]; // by plan type index

export function buildCitations(seed: number, plan: Skeleton): Citations {
  const rng = Rng.of(seed, 'citations');
  const { n, day, year, field, type, dayFirst } = plan;
  const nf = FIELD_IDS.length;
  const days = dayFirst.length; // dayFirst has one entry per day plus one
  // Works of each field in index (= date) order, and per (field, day) the first position.
  const fieldOff = new Int32Array(nf + 1);
  for (let i = 0; i < n; i++) fieldOff[field[i]! + 1]!++;
  for (let f = 0; f < nf; f++) fieldOff[f + 1]! += fieldOff[f]!;
  const fieldWorks = new Int32Array(n);
  const fill = fieldOff.slice(0, nf);
  for (let i = 0; i < n; i++) fieldWorks[fill[field[i]!]!++] = i;
  const fieldDayFirst = new Int32Array(nf * days);
  for (let f = 0; f < nf; f++) {
    for (let d = 0, p = fieldOff[f]!; d < days; d++) {
      while (p < fieldOff[f + 1]! && day[fieldWorks[p]!]! < d) p++;
      fieldDayFirst[f * days + d] = p;
    }
  }
  // The same by week: small enough to stay in cache for the per-citation lookups.
  const weeks = Math.ceil(days / 7);
  const fieldWeekFirst = new Int32Array(nf * weeks);
  for (let f = 0; f < nf; f++)
    for (let w = 0; w < weeks; w++) fieldWeekFirst[f * weeks + w] = fieldDayFirst[f * days + w * 7]!;
  const fieldPos = new Int32Array(n); // work → its position in fieldWorks
  for (let p = 0; p < n; p++) fieldPos[fieldWorks[p]!] = p;
  // References of each work by field position (start, count): a same-field preferential pick
  // then reads one cache line instead of fieldWorks, then refOff.
  const posRefs = new Int32Array(2 * n);
  const refOff = new Int32Array(n + 1);
  let refs = new Int32Array(Math.max(1024, n * 16));
  let e = 0;
  const pick: Picker = { rng, d: 0, f: 0, before: 0, fLo: 0, fAvail: 0, weeks, dayFirst, fieldWeekFirst };
  for (let i = 0; i < n; i++) {
    const d = day[i]!;
    const before = dayFirst[d]!; // works of earlier days: the only ones i may cite
    const y = year[i]!;
    const t = type[i]!;
    let want = 0;
    if (before > 0 && !rng.chance(0.08)) {
      const yearFactor = Math.min(1, Math.max(0.15, (y - 1940) / 80));
      const mean = 17 * yearFactor * TYPE_FACTOR[t]!;
      want = Math.round(mean * Math.exp(0.55 * rng.normal() - 0.15));
      want = Math.min(want, t === T.review ? 120 : 60, Math.floor(before * 0.5) + 1);
    }
    if (e + want > refs.length) {
      const grown = new Int32Array(Math.ceil(refs.length * 1.5) + want);
      grown.set(refs.subarray(0, e));
      refs = grown;
    }
    const f = field[i]!;
    pick.d = d;
    pick.f = f;
    pick.before = before;
    pick.fLo = fieldOff[f]!;
    pick.fAvail = fieldDayFirst[f * days + d]! - fieldOff[f]!;
    const first = e;
    let got = 0;
    for (let attempt = 0; got < want && attempt < want * 3; attempt++) {
      const same = pick.fAvail > 0 && rng.chance(P_SAME_FIELD);
      let target = -1;
      if (rng.chance(P_PREFERENTIAL)) {
        // Copy a reference of an earlier work, mostly a recent one: popular works get cited
        // more (a power law), and attention fades with age.
        const q = earlierPos(pick, same, rng.chance(P_RECENT_CITER) ? CITER_AGE_DAYS : 0);
        const start = same ? posRefs[2 * q]! : refOff[q]!;
        const deg = same ? posRefs[2 * q + 1]! : refOff[q + 1]! - start;
        if (deg > 0) target = refs[start + rng.int(deg)]!;
      }
      if (target < 0) {
        // Direct pick by age: the most citable of a few candidates. Citability is a fixed hash
        // of the work's position in its field, so same-field candidates cost no memory access.
        let best = -1;
        let bestFit = -1;
        for (let k = 0; k < TOURNAMENT; k++) {
          const q = earlierPos(pick, same, MEAN_AGE_DAYS);
          const fit = hash01(same ? q : fieldPos[q]!, seed);
          if (fit > bestFit) {
            bestFit = fit;
            best = q;
          }
        }
        target = same ? fieldWorks[best]! : best;
      }
      // A short linear scan beats a per-work mark array: it stays in cache.
      let dup = false;
      for (let k = first; k < e; k++) if (refs[k] === target) dup = true;
      if (dup) continue;
      refs[e++] = target;
      got++;
    }
    refOff[i + 1] = e;
    posRefs[2 * fieldPos[i]!] = first;
    posRefs[2 * fieldPos[i]! + 1] = e - first;
  }
  refs = refs.slice(0, e);
  const yearStride = 1 + Math.max(1, plan.currentYear - COUNTS_FROM + 1);
  const perYear = countPerYear(refOff, refs, year, yearStride);
  const citedBy = new Int32Array(n);
  for (let w = 0; w < n; w++) citedBy[w] = perYear[w * yearStride]!;
  return { refOff, refs, citedBy, perYear, yearStride };
}

/** Cited works per block of counters (2^15 works × 16 years × 4 bytes: 2 MB, which stays in cache). */
const BLOCK_BITS = 15;

/**
 * Citations per cited work and citing year (see Citations.perYear), counted after the graph is
 * drawn: counting each citation as it was drawn hit counters at random over the whole array, a
 * third of the graph's time at 1M works. Here the citations are first sorted into blocks of cited
 * works, then each block is counted with its counters in cache.
 */
function countPerYear(refOff: Int32Array, refs: Int32Array, year: ArrayLike<number>, yearStride: number): Int32Array {
  const n = refOff.length - 1;
  const perYear = new Int32Array(n * yearStride);
  const slotBits = 32 - Math.clz32(yearStride);
  if (BLOCK_BITS + slotBits > 31) throw new Error('Too many years of citation counts.');
  const blocks = (n >>> BLOCK_BITS) + 1;
  const start = new Int32Array(blocks + 1);
  for (let e = 0; e < refs.length; e++) start[(refs[e]! >>> BLOCK_BITS) + 1]!++;
  for (let b = 0; b < blocks; b++) start[b + 1]! += start[b]!;
  // Each citation as (cited work within its block, citing year's slot or 0), grouped by block.
  const sorted = new Int32Array(refs.length);
  const fill = start.slice(0, blocks);
  const mask = (1 << BLOCK_BITS) - 1;
  for (let i = 0; i < n; i++) {
    const y = year[i]!;
    const slot = y >= COUNTS_FROM ? 1 + y - COUNTS_FROM : 0;
    for (let e = refOff[i]!; e < refOff[i + 1]!; e++) {
      const t = refs[e]!;
      sorted[fill[t >>> BLOCK_BITS]!++] = ((t & mask) << slotBits) | slot;
    }
  }
  const slotMask = (1 << slotBits) - 1;
  for (let b = 0; b < blocks; b++) {
    const base = (b << BLOCK_BITS) * yearStride;
    for (let k = start[b]!; k < start[b + 1]!; k++) {
      const v = sorted[k]!;
      const at = base + (v >>> slotBits) * yearStride;
      perYear[at]!++;
      const slot = v & slotMask;
      if (slot) perYear[at + slot]!++;
    }
  }
  return perYear;
}

interface Picker {
  rng: Rng;
  d: number; // the citing work's day
  f: number;
  before: number; // works of earlier days
  fLo: number; // the field's first position in fieldWorks
  fAvail: number; // the field's works of earlier days
  weeks: number;
  dayFirst: Int32Array;
  fieldWeekFirst: Int32Array;
}

/**
 * An earlier work, about `meanAge` days older (exponentially distributed; 0 = any, uniformly):
 * its position in fieldWorks when `same` (of the citing work's field), else its index.
 */
function earlierPos(p: Picker, same: boolean, meanAge: number): number {
  const r = p.rng;
  const td = meanAge > 0 ? p.d - 1 - Math.floor(r.exp(meanAge)) : -1;
  // Any work of the chosen week (day); if there is none, one just before it; if there is
  // nothing before it either, any earlier work.
  if (same) {
    const w = p.f * p.weeks + Math.floor(td / 7);
    const lo = td < 0 ? 0 : Math.min(p.fAvail, p.fieldWeekFirst[w]! - p.fLo);
    if (lo === 0) return p.fLo + r.int(p.fAvail);
    const hi = Math.min(p.fAvail, p.fieldWeekFirst[w + 1]! - p.fLo);
    return p.fLo + (hi > lo ? lo + r.int(hi - lo) : lo - 1 - r.int(Math.min(3, lo)));
  }
  const lo = td < 0 ? 0 : Math.min(p.before, p.dayFirst[td]!);
  if (lo === 0) return r.int(p.before);
  const hi = Math.min(p.before, p.dayFirst[td + 1]!);
  return hi > lo ? lo + r.int(hi - lo) : lo - 1 - r.int(Math.min(3, lo));
}

export interface Impact {
  fwci: Float64Array; // NaN when the comparison group has no citations
  percentile: Float64Array;
  pctMin: Uint8Array;
  pctMax: Uint8Array;
}

/**
 * Citation impact relative to peers, once all citations are known: FWCI against works of the
 * same year and field; percentiles against works of the same year (ties share a range).
 */
export function computeImpact(plan: Skeleton, cites: Citations): Impact {
  const { n, year, field, dayFirst, currentYear } = plan;
  const nf = FIELD_IDS.length;
  const groups = (currentYear - FIRST_YEAR + 1) * nf;
  const sum = new Float64Array(groups);
  const cnt = new Float64Array(groups);
  for (let i = 0; i < n; i++) {
    const g = (year[i]! - FIRST_YEAR) * nf + field[i]!;
    sum[g]! += cites.citedBy[i]!;
    cnt[g]!++;
  }
  const fwci = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const g = (year[i]! - FIRST_YEAR) * nf + field[i]!;
    const mean = sum[g]! / cnt[g]!;
    fwci[i] = mean > 0 ? round(cites.citedBy[i]! / mean, 4) : NaN;
  }
  const percentile = new Float64Array(n);
  const pctMin = new Uint8Array(n);
  const pctMax = new Uint8Array(n);
  for (let y = FIRST_YEAR; y <= currentYear; y++) {
    const lo = dayFirst[yearStartDay(y)]!;
    const hi = dayFirst[yearStartDay(y + 1)]!;
    const m = hi - lo;
    if (m === 0) continue;
    const sorted = cites.citedBy.slice(lo, hi).sort();
    for (let i = lo; i < hi; i++) {
      const c = cites.citedBy[i]!;
      const less = bound(sorted, c, false);
      const upTo = bound(sorted, c, true);
      percentile[i] = round(less / m, 6);
      pctMin[i] = Math.floor((100 * less) / m);
      pctMax[i] = Math.max(pctMin[i]!, Math.min(100, Math.floor((100 * upTo) / m)));
    }
  }
  return { fwci, percentile, pctMin, pctMax };
}

/** Count of sorted values < c (or ≤ c when inclusive). */
function bound(sorted: Int32Array, c: number, inclusive: boolean): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const m = (lo + hi) >>> 1;
    if (sorted[m]! < c || (inclusive && sorted[m] === c)) lo = m + 1;
    else hi = m;
  }
  return lo;
}
