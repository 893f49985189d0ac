/**
 * The load benchmark's requests: a randomized mix of what the results and entity pages ask the
 * data API for, each drawn with new parameters from a space of well over 10,000 distinct URLs, so
 * that a cache by URL answers few of them. Drawn with a seeded generator, so runs are comparable.
 */
import { FIELD_TERMS } from '../server/src/catalogue/vocab/field-terms.js';

/** Single words of the demo catalogue's titles and abstracts (of more than three letters), for searches. */
export function mixTerms(): string[] {
  return [
    ...new Set(
      Object.values(FIELD_TERMS)
        .flat()
        .flatMap((t) => String(t).toLowerCase().split(/\s+/))
        .filter((t) => t.length > 3),
    ),
  ];
}

/** Values read from the catalogue before the load, so that the requests name what it holds. */
export interface MixInputs {
  workIds: string[];
  authorIds: string[];
  institutionIds: string[];
  topicIds: string[];
  authorNames: string[];
  institutionNames: string[];
  terms: string[];
}

export interface MixRequest {
  kind: string;
  path: string;
}

const TYPES = ['article', 'book-chapter', 'preprint', 'dataset', 'review', 'book', 'dissertation'];
const OA_STATUSES = ['gold', 'green', 'hybrid', 'bronze', 'closed', 'diamond'];
const COUNTRIES = [
  'US',
  'CN',
  'GB',
  'DE',
  'JP',
  'FR',
  'IN',
  'BR',
  'IT',
  'CA',
  'AU',
  'ES',
  'KR',
  'NL',
  'ZA',
  'NG',
  'SE',
  'CH',
  'MX',
  'AR',
  'PL',
  'TR',
  'IR',
  'EG',
  'ID',
  'PK',
  'KE',
  'CL',
  'BE',
  'NO',
];
const WORK_SORTS = ['cited_by_count:desc', 'publication_date:desc', 'publication_date', 'cited_by_count'];

/** A generator of the mix's requests; `seed` fixes the sequence. */
export function loadMix(inputs: MixInputs, seed = 12345): { next(): MixRequest; spaceSize: number } {
  // mulberry32: exact 32-bit arithmetic (a multiplicative generator in doubles loses bits past
  // 2^53 and falls into a short cycle, which sent the same few thousand URLs over and over)
  let s = seed >>> 0;
  const rand = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(rand() * n);
  const pick = <T>(xs: readonly T[]): T => xs[int(xs.length)]!;
  const q = (v: string) => encodeURIComponent(v);
  /** A publication-year range over the last 30 years: `2001-2006`, `2010-` or one year. */
  const years = () => {
    const from = 1995 + int(30);
    const shape = int(3);
    return shape === 0 ? `${from}` : shape === 1 ? `${from}-` : `${from}-${Math.min(2024, from + 1 + int(15))}`;
  };
  const prefix = (name: string) => name.slice(0, 3 + int(Math.max(1, Math.min(8, name.length - 2))));

  // Each kind with its weight (of 100) and the size of its URL space, roughly.
  const kinds: [string, number, () => string][] = [
    [
      'works list: years, sorted',
      16,
      () =>
        `/api/works?filter=publication_year:${years()}${rand() < 0.4 ? `,has_doi:${rand() < 0.5}` : ''}&sort=${pick(WORK_SORTS)}&page=${1 + int(3)}`,
    ],
    [
      'works list: type and OA filters',
      10,
      () =>
        `/api/works?filter=publication_year:${years()},type:${pick(TYPES)},${
          rand() < 0.5 ? `is_oa:${rand() < 0.5}` : `open_access.oa_status:${pick(OA_STATUSES)}`
        }&sort=${pick(WORK_SORTS)}`,
    ],
    [
      'works list: search, two words',
      10,
      () => `/api/works?search=${q(`${pick(inputs.terms)} ${pick(inputs.terms)}`)}`,
    ],
    [
      'works list: search and year',
      4,
      () => `/api/works?search=${q(pick(inputs.terms))}&filter=publication_year:${years()}`,
    ],
    [
      'group_by type',
      6,
      () =>
        `/api/works?group_by=type&filter=publication_year:${years()},${rand() < 0.5 ? `is_oa:${rand() < 0.5}` : `authorships.countries:${pick(COUNTRIES)}`}`,
    ],
    [
      'group_by oa_status',
      5,
      () => `/api/works?group_by=open_access.oa_status&filter=publication_year:${years()},type:${pick(TYPES)}`,
    ],
    [
      'group_by topic',
      5,
      () =>
        `/api/works?group_by=primary_topic.id&filter=publication_year:${years()}${rand() < 0.7 ? `,type:${pick(TYPES)}` : ''}`,
    ],
    [
      'group_by institution lineage',
      5,
      () =>
        `/api/works?group_by=authorships.institutions.lineage&filter=publication_year:${years()},authorships.countries:${pick(COUNTRIES)}`,
    ],
    [
      'group_by country',
      4,
      () =>
        `/api/works?group_by=authorships.countries&filter=primary_topic.id:${pick(inputs.topicIds)}${rand() < 0.7 ? `,publication_year:${years()}` : ''}`,
    ],
    [
      'autocomplete',
      13,
      () =>
        rand() < 0.5
          ? `/api/autocomplete/authors?q=${q(prefix(pick(inputs.authorNames)))}`
          : rand() < 0.5
            ? `/api/autocomplete/institutions?q=${q(prefix(pick(inputs.institutionNames)))}`
            : `/api/autocomplete?q=${q(prefix(pick(inputs.terms)))}`,
    ],
    [
      'single record',
      12,
      () => {
        const r = rand();
        if (r < 0.6) return `/api/works/${pick(inputs.workIds)}`;
        if (r < 0.8) return `/api/authors/${pick(inputs.authorIds)}`;
        return `/api/institutions/${pick(inputs.institutionIds)}`;
      },
    ],
    [
      'entity list',
      10,
      () => {
        const r = rand();
        if (r < 0.35)
          return `/api/authors?filter=last_known_institutions.country_code:${pick(COUNTRIES)}&sort=cited_by_count:desc&page=${1 + int(10)}`;
        if (r < 0.6) return `/api/institutions?filter=country_code:${pick(COUNTRIES)}&page=${1 + int(10)}`;
        if (r < 0.8)
          return `/api/works?filter=authorships.author.id:${pick(inputs.authorIds)}&sort=publication_date:desc`;
        return `/api/works?filter=authorships.institutions.lineage:${pick(inputs.institutionIds)}&sort=cited_by_count:desc`;
      },
    ],
  ];
  const totalWeight = kinds.reduce((sum, [, w]) => sum + w, 0);
  // A lower bound of the distinct URLs the kinds can draw (years: 30 × ~12 shapes).
  const yearShapes = 30 * 12;
  const t = inputs.terms.length;
  const spaceSize =
    yearShapes * 4 * 3 +
    yearShapes * TYPES.length * 8 * 4 +
    t * t +
    t * yearShapes +
    yearShapes * 2 * 2 +
    yearShapes * TYPES.length +
    yearShapes * 2 +
    yearShapes * COUNTRIES.length +
    inputs.topicIds.length +
    inputs.authorNames.length * 3 +
    inputs.workIds.length +
    inputs.authorIds.length * 2 +
    inputs.institutionIds.length * 2 +
    COUNTRIES.length * 20;
  return {
    spaceSize,
    next() {
      let r = rand() * totalWeight;
      for (const [kind, weight, make] of kinds) {
        if ((r -= weight) < 0) return { kind, path: make() };
      }
      const [kind, , make] = kinds[kinds.length - 1]!;
      return { kind, path: make() };
    },
  };
}
