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
import { T, type Plan } from './plan.js';
import { Rng } from './prng.js';

export interface Citations {
  refOff: Int32Array;
  refs: Int32Array; // cited work indexes, grouped by citing work
  citedBy: Int32Array; // cited_by_count per work
  citerOff: Int32Array;
  citers: Int32Array; // citing work indexes, grouped by cited work, ascending
}

const P_PREFERENTIAL = 0.55;
const P_SAME_FIELD = 0.8;
const MEAN_AGE_DAYS = 7 * 365.25;
// prettier-ignore
const TYPE_FACTOR = [1, 0.8, 0.9, 3, 0.1, 1.5, 1.5, 0.3, 0.3, 0.6, 0.2]; // by plan type index

export function buildCitations(seed: number, plan: Plan): Citations {
  const rng = Rng.of(seed, 'citations');
  const { n, day, year, field, type, dayFirst } = plan;
  const nf = FIELD_IDS.length;
  // Works of each field in index (= date) order.
  const fieldOff = new Int32Array(nf + 1);
  for (let i = 0; i < n; i++) fieldOff[field[i]! + 1]!++;
  for (let f = 0; f < nf; f++) fieldOff[f + 1]! += fieldOff[f]!;
  const fieldWorks = new Int32Array(n);
  const fill = fieldOff.slice(0, nf);
  for (let i = 0; i < n; i++) fieldWorks[fill[field[i]!]!++] = i;
  const fieldAvail = new Int32Array(nf); // field works strictly before the current day
  let released = 0;

  const refOff = new Int32Array(n + 1);
  let refs = new Int32Array(Math.max(1024, n * 16));
  let e = 0;
  const citedBy = new Int32Array(n);
  const mark = new Int32Array(n); // mark[w] = i + 1 when work i already cites w
  for (let i = 0; i < n; i++) {
    const d = day[i]!;
    const before = dayFirst[d]!; // works of earlier days: the only ones i may cite
    while (released < before) fieldAvail[field[released++]!]!++;
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
    const fLo = fieldOff[f]!;
    const fAvail = fieldAvail[f]!;
    const edgesBefore = refOff[before]!;
    let got = 0;
    for (let attempt = 0; got < want && attempt < want * 3; attempt++) {
      const same = fAvail > 0 && rng.chance(P_SAME_FIELD);
      let target = -1;
      if (rng.chance(P_PREFERENTIAL)) {
        if (same) {
          const j = fieldWorks[fLo + rng.int(fAvail)]!;
          const deg = refOff[j + 1]! - refOff[j]!;
          if (deg > 0) target = refs[refOff[j]! + rng.int(deg)]!;
        } else if (edgesBefore > 0) {
          target = refs[rng.int(edgesBefore)]!;
        }
      }
      if (target < 0) {
        const ageDays = Math.floor(rng.exp(MEAN_AGE_DAYS));
        const td = d - 1 - ageDays;
        if (same) {
          let p = td < 0 ? rng.int(fAvail) : lowerBoundByDay(fieldWorks, day, fLo, fLo + fAvail, td) - fLo;
          p = Math.min(fAvail - 1, Math.max(0, p + rng.int(9) - 4));
          target = fieldWorks[fLo + p]!;
        } else {
          let p = td < 0 ? rng.int(before) : dayFirst[td]!;
          p = Math.min(before - 1, Math.max(0, p + rng.int(9) - 4));
          target = p;
        }
      }
      if (mark[target] === i + 1) continue;
      mark[target] = i + 1;
      refs[e++] = target;
      citedBy[target]!++;
      got++;
    }
    refOff[i + 1] = e;
  }
  const citerOff = new Int32Array(n + 1);
  for (let i = 0; i < n; i++) citerOff[i + 1] = citerOff[i]! + citedBy[i]!;
  const citers = new Int32Array(e);
  const pos = citerOff.slice(0, n);
  for (let i = 0; i < n; i++) for (let k = refOff[i]!; k < refOff[i + 1]!; k++) citers[pos[refs[k]!]!++] = i;
  return { refOff, refs: refs.slice(0, e), citedBy, citerOff, citers };
}

function lowerBoundByDay(works: Int32Array, day: Int32Array, lo: number, hi: number, d: number): number {
  while (lo < hi) {
    const m = (lo + hi) >>> 1;
    if (day[works[m]!]! < d) lo = m + 1;
    else hi = m;
  }
  return lo;
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
export function computeImpact(plan: Plan, cites: Citations): Impact {
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
