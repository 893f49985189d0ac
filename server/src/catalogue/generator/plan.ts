/**
 * Phase 1: the plan of every work in compact typed arrays: date (works are indexed in
 * publication order, so "earlier" is "smaller index"), field, topics, type, source and
 * authors. Everything that later stages must agree on (citations, author rows, related works)
 * is fixed here; the rest of a work is drawn when its row is written. It is made in two parts:
 * the skeleton (dates, fields, types), which is all the citation graph needs, and the details
 * (topics, authors, sources), so another thread can draw the graph while the details are made.
 */
import { BIOMEDICAL_FIELDS, FIELD_IDS, FIELD_WEIGHTS, FIRST_YEAR, yearStartDay, yearWeights } from './common.js';
import { drawColleague, drawFresh, drawInField, type AuthorPool } from './authors.js';
import type { Classification } from './classification.js';
import { Rng, Weighted } from './prng.js';
import type { Sources } from './publishing.js';

export const WORK_TYPES = [
  'article',
  'book-chapter',
  'preprint',
  'review',
  'dataset',
  'dissertation',
  'book',
  'editorial',
  'letter',
  'report',
  'other',
] as const;
export const T = {
  article: 0,
  chapter: 1,
  preprint: 2,
  review: 3,
  dataset: 4,
  dissertation: 5,
  book: 6,
  editorial: 7,
  letter: 8,
  report: 9,
  other: 10,
} as const;
const TYPE_MIX = new Weighted([70, 8, 5, 4.5, 2, 2.5, 1.5, 1.5, 1.5, 1.5, 2]);

// Authors per work: mostly 2–8, a tail to 20; humanities and social sciences write alone more.
// prettier-ignore
const AUTHOR_COUNTS = [8, 13, 14, 13, 11, 9, 7, 6, 4.5, 3.5, 2.5, 2, 1.5, 1.2, 1, 0.8, 0.6, 0.5, 0.4, 0.4];
const SOLO_FIELDS = new Set([12, 14, 20, 26, 33].map((id) => FIELD_IDS.indexOf(id)));
const SCIENCE_COUNTS = new Weighted(AUTHOR_COUNTS);
const SOLO_COUNTS = new Weighted(
  AUTHOR_COUNTS.map((w, k) => (k === 0 ? w * 4 : k === 1 ? w * 2 : k >= 4 ? w * 0.35 : w)),
);

const FIELD_PICK = new Weighted(FIELD_WEIGHTS);

/** What the citation graph is drawn from: each work's date, field and type. */
export interface Skeleton {
  n: number;
  currentYear: number;
  day: Int32Array;
  year: Uint16Array;
  /** first work index on or after each day; length days + 1 */
  dayFirst: Int32Array;
  field: Uint8Array;
  type: Uint8Array;
}

export interface Plan extends Skeleton {
  topic: Int16Array; // 3 per work, -1 when absent; the first is the primary topic
  source: Int32Array; // -1: no source
  authOff: Int32Array;
  authors: Int32Array;
}

/** Every work's date, field and type. */
export function planSkeleton(seed: number, n: number, currentYear: number): Skeleton {
  const rng = Rng.of(seed, 'plan');
  const { years, weights: yw } = yearWeights(currentYear);
  const yearPick = new Weighted(yw);
  const day = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    const y = years[yearPick.draw(rng)]!;
    const start = yearStartDay(y);
    // The current year is half in (see yearWeights): its works fall in January to June.
    const span = y === currentYear ? 181 : yearStartDay(y + 1) - start;
    day[i] = start + rng.int(span);
  }
  day.sort();
  const days = yearStartDay(currentYear + 1);
  const dayFirst = new Int32Array(days + 1);
  for (let d = 0, i = 0; d <= days; d++) {
    while (i < n && day[i]! < d) i++;
    dayFirst[d] = i;
  }
  const year = new Uint16Array(n);
  for (let y = FIRST_YEAR; y <= currentYear; y++) {
    for (let i = dayFirst[yearStartDay(y)]!; i < dayFirst[yearStartDay(y + 1)]!; i++) year[i] = y;
  }
  const field = new Uint8Array(n);
  const type = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    field[i] = FIELD_PICK.draw(rng);
    let t = TYPE_MIX.draw(rng);
    if ((t === T.preprint && year[i]! < 1992) || (t === T.dataset && year[i]! < 2000)) t = T.article;
    type[i] = t;
  }
  return { n, currentYear, day, year, dayFirst, field, type };
}

/** The rest of the plan: every work's topics, authors and source. */
export function planDetails(
  seed: number,
  skeleton: Skeleton,
  cls: Classification,
  src: Sources,
  pool: AuthorPool,
): Plan {
  const rng = Rng.of(seed, 'plan-details');
  const { n, year, field, type } = skeleton;
  const topic = new Int16Array(n * 3).fill(-1);
  const source = new Int32Array(n).fill(-1);
  const authOff = new Int32Array(n + 1);
  let authors = new Int32Array(Math.max(1024, n * 6));
  let used = 0;
  // Chance that an authorship goes to a never-used author: enough to use up each field's pool.
  const freshChance = FIELD_IDS.map((_, f) => {
    const pop = pool.fieldFirst[f + 1]! - pool.fieldFirst[f]!;
    const works = ((FIELD_PICK.cum[f]! - (f ? FIELD_PICK.cum[f - 1]! : 0)) / FIELD_PICK.total) * n;
    const slots = works * (SOLO_FIELDS.has(f) ? 2.6 : 5.2);
    return slots > 0 ? Math.min(0.9, (1.15 * pop) / slots) : 0;
  });
  const list: number[] = [];
  for (let i = 0; i < n; i++) {
    const f = field[i]!;
    const y = year[i]!;
    const t = type[i]!;
    // Topics: the primary from the field; others mostly from the same field, sometimes beyond.
    const [lo, hi] = cls.fieldTopics[f]!;
    const t0 = cls.topicWeights.drawIn(rng, lo, hi);
    topic[3 * i] = t0;
    const extra = rng.next() < 0.15 ? 0 : rng.next() < 0.45 ? 1 : 2;
    for (let k = 1, slot = 1; k <= extra; k++) {
      let tk = rng.chance(0.8) ? cls.topicWeights.drawIn(rng, lo, hi) : cls.topicWeights.draw(rng);
      if (tk === t0 || tk === topic[3 * i + 1]) tk = cls.topicWeights.drawIn(rng, lo, hi);
      if (tk !== t0 && tk !== topic[3 * i + 1]) topic[3 * i + slot++] = tk;
    }
    // Authorships: an anchor (often the group leader, listed last), colleagues from the same
    // group, fresh authors, collaborators elsewhere in the field and a few from other fields.
    let k = 1 + (SOLO_FIELDS.has(f) ? SOLO_COUNTS : SCIENCE_COUNTS).draw(rng);
    if (t === T.dissertation) k = 1;
    else if (t === T.editorial || t === T.letter || t === T.book) k = Math.min(k, 1 + rng.int(3));
    if (y < 1985) k = Math.max(1, Math.ceil(k * (0.35 + (y - FIRST_YEAR) / 60)));
    list.length = 0;
    const fresh = freshChance[f]!;
    const anchor = rng.chance(fresh) ? drawFresh(pool, f, y) : -1;
    list.push(anchor >= 0 ? anchor : drawInField(pool, rng, f, y));
    for (let tries = 0; list.length < k && tries < k * 4; tries++) {
      const r = rng.next();
      let a = -1;
      if (r < fresh) a = drawFresh(pool, f, y);
      if (a < 0) {
        const r2 = rng.next();
        if (r2 < 0.5) a = drawColleague(pool, rng, list[rng.int(list.length)]!, y);
        if (a < 0) a = drawInField(pool, rng, r2 < 0.88 ? f : FIELD_PICK.draw(rng), y);
      }
      if (!list.includes(a)) list.push(a);
    }
    // The anchor goes last in bigger teams (senior author), first otherwise.
    if (list.length >= 3 && rng.chance(0.7)) list.push(list.shift()!);
    if (used + list.length > authors.length) {
      const grown = new Int32Array(Math.ceil(authors.length * 1.5) + list.length);
      grown.set(authors);
      authors = grown;
    }
    for (const a of list) authors[used++] = a;
    authOff[i + 1] = used;
    // A thesis sits in the repository of the student's institution when it has one.
    const home = t === T.dissertation ? src.repositoryOf.get(pool.inst[list[0]!]!) : undefined;
    source[i] = home !== undefined && rng.chance(0.8) ? home : pickSource(rng, src, t, f, y);
  }
  return {
    ...skeleton,
    topic,
    source,
    authOff,
    authors: authors.subarray(0, used),
  };
}

/**
 * A source suited to the work type: journals (or, in computing, often conferences) for papers,
 * repositories for preprints, data and theses, book platforms and series for books. Sources
 * founded after the work's year are re-drawn, so OA journals carry mostly recent works.
 */
function pickSource(rng: Rng, src: Sources, t: number, f: number, y: number): number {
  let kind: number;
  if (t === T.preprint || t === T.dataset) kind = 1;
  else if (t === T.dissertation) kind = rng.chance(0.8) ? 1 : -1;
  else if (t === T.report) kind = rng.chance(0.5) ? 1 : -1;
  else if (t === T.chapter || t === T.book) kind = rng.chance(0.6) ? 4 : 3;
  else if (rng.chance(0.03)) kind = -1;
  else {
    const fid = FIELD_IDS[f];
    const conf = fid === 17 ? 0.35 : fid === 22 ? 0.15 : 0.01;
    kind = t === T.article && rng.chance(conf) ? 2 : 0;
  }
  if (kind < 0) return -1;
  // Preprints and data go mostly to subject repositories; theses to institutional ones.
  const useField = kind === 1 ? (t === T.dissertation || t === T.report ? false : rng.chance(0.7)) : kind !== 4;
  const picker =
    (useField && src.pickers.get(`${kind}:${f}`)) || src.pickers.get(`${kind}:*`) || src.pickers.get(`0:*`);
  if (!picker) return -1;
  let s = -1;
  for (let attempt = 0; attempt < 4; attempt++) {
    s = picker.ids[picker.weights.draw(rng)]!;
    if (src.startYear[s]! <= y) break;
  }
  return s;
}

/** True when PubMed would index this work (biomedical fields mostly). */
export function pubmedChance(fieldIdx: number): number {
  return BIOMEDICAL_FIELDS.has(FIELD_IDS[fieldIdx]!) ? 0.5 : 0.03;
}
