/**
 * Seeded randomness for the demo generator. faker is far too slow for millions of draws, so the
 * bulk uses sfc32 (fast, 128-bit state, passes PractRand) seeded from a string hash; every stage
 * derives its own stream from (seed, label) so that changing one stage never shifts another.
 */

/** 32-bit FNV-1a over a string, then avalanche-mixed: a stable seed word per label. */
export function hashString(s: string, seed = 0): number {
  let h = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return mix32(h);
}

/** murmur3 finaliser: spreads nearby integers over the whole 32-bit range. */
export function mix32(x: number): number {
  x ^= x >>> 16;
  x = Math.imul(x, 0x85ebca6b);
  x ^= x >>> 13;
  x = Math.imul(x, 0xc2b2ae35);
  x ^= x >>> 16;
  return x >>> 0;
}

/** Hash of two integers in [0, 1): a random-looking but fixed value per (a, b). */
export function hash01(a: number, b: number): number {
  return mix32(Math.imul(a ^ 0x9e3779b9, 0x27d4eb2d) + mix32(b + 0x165667b1)) / 4294967296;
}

export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number, stream = 0) {
    this.a = mix32(seed ^ 0x9e3779b9);
    this.b = mix32(stream + 0x7f4a7c15);
    this.c = mix32((seed + stream) ^ 0x243f6a88);
    this.d = 1;
    for (let i = 0; i < 12; i++) this.u32();
  }

  /** A stream derived from a base seed and a label ('institutions', 'works:12'). */
  static of(seed: number, label: string): Rng {
    return new Rng(hashString(label, seed), seed);
  }

  u32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** Uniform in [0, 1). */
  next(): number {
    return this.u32() / 4294967296;
  }

  /** Uniform integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }

  /** Uniform integer in [lo, hi] inclusive. */
  range(lo: number, hi: number): number {
    return lo + Math.floor(this.next() * (hi - lo + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    const v = items[Math.floor(this.next() * items.length)];
    if (v === undefined) throw new Error('pick from an empty list');
    return v;
  }

  /** Standard normal (Box–Muller; one value per call keeps the stream simple). */
  normal(): number {
    const u = 1 - this.next();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * this.next());
  }

  /** Exponential with the given mean. */
  exp(mean: number): number {
    return -Math.log(1 - this.next()) * mean;
  }

  /** Pareto weight ≥ 1 with tail exponent alpha: the heavy tail behind prolific authors, big journals. */
  pareto(alpha: number): number {
    return Math.pow(1 - this.next(), -1 / alpha);
  }

  /** Fisher–Yates shuffle in place. */
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      const t = items[i]!;
      items[i] = items[j]!;
      items[j] = t;
    }
    return items;
  }
}

/**
 * Weighted choice over a fixed list: cumulative weights and a binary search, O(log n) per draw
 * and one Float64Array of memory, which matters for pools of a million authors.
 */
export class Weighted {
  readonly cum: Float64Array;
  readonly total: number;

  constructor(weights: ArrayLike<number>) {
    this.cum = new Float64Array(weights.length);
    let s = 0;
    for (let i = 0; i < weights.length; i++) {
      s += weights[i]!;
      this.cum[i] = s;
    }
    this.total = s;
  }

  get size(): number {
    return this.cum.length;
  }

  /** Index drawn in proportion to its weight. */
  draw(rng: Rng): number {
    return this.drawIn(rng, 0, this.cum.length);
  }

  /** Index in [lo, hi) drawn in proportion to weight, using the same cumulative array. */
  drawIn(rng: Rng, lo: number, hi: number): number {
    const base = lo > 0 ? this.cum[lo - 1]! : 0;
    const x = base + rng.next() * (this.cum[hi - 1]! - base);
    let a = lo;
    let b = hi - 1;
    while (a < b) {
      const m = (a + b) >>> 1;
      if (this.cum[m]! > x) b = m;
      else a = m + 1;
    }
    return a;
  }
}

/** Weighted choice over labelled items, e.g. [['article', 70], ['review', 4]]. */
export class WeightedList<T> {
  private readonly w: Weighted;
  constructor(private readonly items: readonly (readonly [T, number])[]) {
    this.w = new Weighted(items.map((x) => x[1]));
  }
  draw(rng: Rng): T {
    return this.items[this.w.draw(rng)]![0];
  }
}

export function clamp(x: number, lo: number, hi: number): number {
  return x < lo ? lo : x > hi ? hi : x;
}
