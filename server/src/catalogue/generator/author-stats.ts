/**
 * Authors' works and citation figures, straight from the generator's arrays: the author rows go
 * out complete, and building the catalogue skips the authors in its counts pass (which spent
 * about half of that pass on them at a million works: five million authorships to rank, group
 * and write back). The figures are those finalizeCatalogue computes from the works table (a test
 * holds the two together).
 */
import { COUNTS_FROM_YEAR_OFFSET } from '../ingest/counts-window.js';
import type { CountsByYear, SummaryStats } from '../store/rows.js';
import { COUNTS_FROM, type Citations } from './citations.js';

export interface AuthorStats {
  works_count: number;
  cited_by_count: number;
  summary_stats: SummaryStats;
  counts_by_year: CountsByYear[];
}

/**
 * Reusable scratch space for one author's figures at a time (authors are many, their works few).
 * `currentYear` must be the one the catalogue's counts are computed for.
 */
export class AuthorStatsMaker {
  private readonly fromYear: number;
  private readonly worksPerYear: Int32Array;
  private readonly citesPerYear: Int32Array;
  private cites = new Int32Array(64);

  constructor(
    private readonly years: ArrayLike<number>,
    private readonly citations: Citations,
    private readonly currentYear: number,
  ) {
    this.fromYear = currentYear - COUNTS_FROM_YEAR_OFFSET;
    this.worksPerYear = new Int32Array(currentYear - this.fromYear + 1);
    this.citesPerYear = new Int32Array(currentYear - this.fromYear + 1);
  }

  /** Citations work w received in year y (0 outside the years works count citations for). */
  private citedIn(w: number, y: number): number {
    const { perYear, yearStride } = this.citations;
    const slot = 1 + y - COUNTS_FROM;
    return slot >= 1 && slot < yearStride ? perYear[w * yearStride + slot]! : 0;
  }

  /** The figures of an author whose works (indexes, ascending) are given. */
  of(works: ArrayLike<number>): AuthorStats {
    const { years, currentYear, fromYear, worksPerYear, citesPerYear } = this;
    const citedBy = this.citations.citedBy;
    if (this.cites.length < works.length) this.cites = new Int32Array(2 * works.length);
    const cites = this.cites;
    worksPerYear.fill(0);
    citesPerYear.fill(0);
    let n = 0;
    let total = 0;
    let recentSum = 0;
    let recentWorks = 0;
    for (let j = 0; j < works.length; j++) {
      const w = works[j]!;
      if (j > 0 && works[j - 1] === w) continue; // a work counts once per author
      const c = citedBy[w]!;
      cites[n++] = c;
      total += c;
      const y = years[w]!;
      if (y >= fromYear) worksPerYear[y - fromYear]!++;
      for (let cy = Math.max(fromYear, COUNTS_FROM); cy <= currentYear; cy++) {
        citesPerYear[cy - fromYear]! += this.citedIn(w, cy);
      }
      if (y >= currentYear - 3 && y <= currentYear - 2) {
        recentSum += this.citedIn(w, currentYear - 1);
        recentWorks++;
      }
    }
    const ranked = cites.subarray(0, n).sort().reverse();
    let h = 0;
    let i10 = 0;
    for (let r = 0; r < n; r++) {
      if (ranked[r]! >= r + 1) h++;
      if (ranked[r]! >= 10) i10++;
    }
    // A year is listed when the author published in it or was cited in it, newest first.
    const counts: CountsByYear[] = [];
    for (let y = currentYear; y >= fromYear; y--) {
      const wn = worksPerYear[y - fromYear]!;
      const cn = citesPerYear[y - fromYear]!;
      if (wn > 0 || cn > 0) counts.push({ year: y, works_count: wn, cited_by_count: cn });
    }
    return {
      works_count: n,
      cited_by_count: total,
      summary_stats: {
        two_yr_mean_citedness: recentWorks ? recentSum / recentWorks : 0,
        h_index: h,
        i10_index: i10,
      },
      counts_by_year: counts,
    };
  }
}
