/** Constants and small helpers shared by the generator's stages. */
import { FIELDS } from '../vocab/taxonomy.js';

/**
 * OpenAlex-like numeric id ranges, so generated ids look like real ones (OpenAlex has ids of
 * this size from its MAG years). They stay below 2^31, where V8 keeps integers unboxed: a work's
 * ids (its references, related works, authors, institutions) were boxed doubles above 4·10^9,
 * slower to make, format and compare, and drawing a million works took about 5 % longer.
 */
export const ID_BASE = {
  works: 1_400_000_000,
  authors: 1_800_000_000,
  institutions: 1_200_000_000,
  sources: 1_300_000_000,
  publishers: 1_310_000_000,
  funders: 1_320_000_000,
  topics: 10_000,
  concepts: 2_000_000_000,
} as const;

export const FIRST_YEAR = 1950;

/** Fields in taxonomy order; generator code refers to a field by its index here. */
export const FIELD_IDS: readonly number[] = FIELDS.map((f) => f.id);
export const FIELD_DOMAIN: readonly number[] = FIELDS.map((f) => f.domain_id);
export const FIELD_NAMES: readonly string[] = FIELDS.map((f) => f.display_name);

/** Share of works per field, shaped like OpenAlex (Medicine largest, Dentistry smallest). */
// prettier-ignore
const FIELD_WEIGHT_BY_ID: Readonly<Record<number, number>> = {
  11: 6, 12: 5, 13: 8, 14: 2.5, 15: 1.5, 16: 4, 17: 7, 18: 0.8, 19: 3, 20: 2.5, 21: 1.5, 22: 7,
  23: 3.5, 24: 2, 25: 4, 26: 2.5, 27: 17, 28: 2, 29: 1, 30: 2, 31: 5, 32: 3, 33: 9, 34: 0.7,
  35: 0.6, 36: 1.2,
};
export const FIELD_WEIGHTS: readonly number[] = FIELD_IDS.map((id) => FIELD_WEIGHT_BY_ID[id] ?? 1);

/** Life and health fields: where PubMed ids and hospitals belong. */
export const BIOMEDICAL_FIELDS: ReadonlySet<number> = new Set([13, 24, 27, 28, 29, 30, 34, 35, 36]);
export const CLINICAL_FIELDS: ReadonlySet<number> = new Set([27, 29, 35, 36]);

export function fieldIndex(fieldId: number): number {
  const i = FIELD_IDS.indexOf(fieldId);
  if (i < 0) throw new Error(`unknown field ${fieldId}`);
  return i;
}

const SMALL_WORDS = new Set([
  'a',
  'an',
  'and',
  'as',
  'at',
  'by',
  'for',
  'from',
  'in',
  'of',
  'on',
  'or',
  'the',
  'to',
  'with',
  'via',
  'under',
  'into',
]);

/** Title Case for names built from lower-case terms; keeps acronyms ('CRISPR', 'CO2'). */
export function titleCase(s: string): string {
  return s
    .split(' ')
    .map((w, i) => {
      if (i > 0 && SMALL_WORDS.has(w)) return w;
      if (w.length === 0 || w[0] !== w[0]!.toLowerCase()) return w;
      return w
        .split(/([-–])/)
        .map((p) => (p && p !== '-' && p !== '–' ? p[0]!.toUpperCase() + p.slice(1) : p))
        .join('');
    })
    .join(' ');
}

/** Sentence case: first letter up, the rest as written ('Graph neural networks'). */
export function sentenceCase(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** Drop a leading article so a term can head a name ('the Internet of Things' → 'Internet of Things'). */
export function bareTerm(term: string): string {
  return term.replace(/^(the|a|an) /i, '');
}

/** 'Plant–pathogen interactions' → 'plant-pathogen-interactions' (OpenAlex keyword ids). */
export function slugify(s: string): string {
  return s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Relative output per publication year: ~6% growth a year, the current year only partly in. */
export function yearWeights(currentYear: number): { years: number[]; weights: number[] } {
  const years: number[] = [];
  const weights: number[] = [];
  for (let y = FIRST_YEAR; y <= currentYear; y++) {
    years.push(y);
    weights.push(Math.exp(0.06 * (y - FIRST_YEAR)) * (y === currentYear ? 0.5 : 1));
  }
  return { years, weights };
}

const MS_PER_DAY = 86_400_000;
const EPOCH = Date.UTC(FIRST_YEAR, 0, 1);

/** Day number (days since 1950-01-01) of 1 January of a year. */
export function yearStartDay(year: number): number {
  return Math.round((Date.UTC(year, 0, 1) - EPOCH) / MS_PER_DAY);
}

/** Day number → 'YYYY-MM-DD'. */
export function dayToIso(day: number): string {
  return new Date(EPOCH + day * MS_PER_DAY).toISOString().slice(0, 10);
}

/** Round to a number of decimals, so floats in rows stay short and stable. */
export function round(x: number, decimals: number): number {
  const f = 10 ** decimals;
  return Math.round(x * f) / f;
}

/** ISSN check digit (mod 11, weights 8..2; 10 is written X). */
export function issnFrom(seven: number): string {
  const d = String(seven).padStart(7, '0');
  let sum = 0;
  for (let i = 0; i < 7; i++) sum += Number(d[i]) * (8 - i);
  const c = (11 - (sum % 11)) % 11;
  return `${d.slice(0, 4)}-${d.slice(4)}${c === 10 ? 'X' : String(c)}`;
}

/** ORCID iD from 15 base digits with its ISO 7064 mod 11-2 check character. */
export function orcidFrom(base15: string): string {
  let total = 0;
  for (const ch of base15) total = (total + Number(ch)) * 2;
  const r = (12 - (total % 11)) % 11;
  const all = base15 + (r === 10 ? 'X' : String(r));
  return `${all.slice(0, 4)}-${all.slice(4, 8)}-${all.slice(8, 12)}-${all.slice(12)}`;
}

const CROCKFORD = '0123456789abcdefghjkmnpqrstvwxyz';

/** ROR id: '0' + 6 Crockford base32 characters + 2-digit ISO 7064 mod 97-10 checksum. */
export function rorFrom(n: number): string {
  let body = '';
  let x = n % 32 ** 6;
  for (let i = 0; i < 6; i++) {
    body = CROCKFORD[x % 32]! + body;
    x = Math.floor(x / 32);
  }
  const value = n % 32 ** 6; // the leading '0' adds nothing to the number
  const check = 98 - ((value * 100) % 97);
  return `0${body}${String(check).padStart(2, '0')}`;
}

const SCATTER_K = 2_654_435_761; // odd and not a multiple of 5: coprime to every power of ten

/**
 * A bijection on [0, m) for m a power of ten (≤ 1e9): random-looking but unique serial numbers
 * (ISSNs, ORCIDs, ROR ids) from indexes. i·k mod m is computed in two halves to stay exact.
 */
export function scatter(i: number, m: number): number {
  const x = i % m;
  const hi = ((x * Math.floor(SCATTER_K / 65536)) % m) * 65536;
  return (hi + x * (SCATTER_K % 65536) + 987_654_321) % m;
}

/** 'US' → 'the United States': country names as they read after 'of'. */
export function countryPhrase(name: string): string {
  return /^(United |Netherlands|Philippines|Czech Republic|Dominican Republic|Central African|Gambia|Bahamas|Maldives)/.test(
    name,
  )
    ? `the ${name}`
    : name;
}

/**
 * A copy of a string in one piece. Concatenation makes a tree of parts (a V8 cons string), and
 * each work that names the author would walk it again: writing the works' JSON took 3–4 µs a
 * work longer with the names and affiliations left as built.
 */
export function flat(s: string): string {
  return Buffer.from(s).toString();
}
