/**
 * Funders: a few large national agencies per research country plus a long tail of foundations,
 * each with an award-number style like the real ones (NIH 'R01 GM123456', UKRI 'EP/T012345/1',
 * NSFC '81970123', JSPS 'JP19K12345'), so grant filters and award ids look familiar.
 */
import type { FunderRow } from '../store/rows.js';
import { countryName } from '../vocab/geo.js';
import { countryPhrase, FIELD_NAMES, rorFrom, scatter } from './common.js';
import type { NamePools } from './names.js';
import { PLACES } from './places.js';
import { Rng, Weighted } from './prng.js';

export interface Funders {
  rows: FunderRow[];
  weights: Weighted;
  byCountry: Map<string, { ids: number[]; weights: Weighted }>;
  /** award id format per funder */
  style: Uint8Array;
}

// prettier-ignore
const NATIONAL = ['National Science Foundation of {country}', 'Research Council of {country}', 'Ministry of Education of {country}', 'National Institutes of Health Research of {country}', 'Ministry of Science and Technology of {country}', 'National Research Agency of {country}', 'Innovation Agency of {country}', 'Council for Medical Research of {country}'];
// prettier-ignore
const PRIVATE = ['{surname} Foundation', '{surname} Family Foundation', '{surname} Trust', '{city} Medical Research Foundation', '{surname} Charitable Trust', '{field} Research Foundation of {country}', '{surname} Institute for {field}', '{city} Community Foundation'];
const NIH_ACTIVITY = ['R01', 'R21', 'K23', 'U01', 'P30', 'R35', 'T32', 'F31'];
const NIH_INSTITUTE = ['GM', 'CA', 'HL', 'AI', 'NS', 'MH', 'DK', 'AG', 'ES', 'EY'];
const UKRI = ['EP', 'BB', 'MR', 'NE', 'ES', 'ST', 'AH'];

export function buildFunders(
  seed: number,
  count: number,
  names: NamePools,
  dates: { created: string; updated: string },
  baseId: number,
): Funders {
  const rng = Rng.of(seed, 'funders');
  const countryPick = new Weighted(PLACES.map((p) => p.weight));
  const rows: FunderRow[] = [];
  const weights: number[] = [];
  const style = new Uint8Array(count);
  const used = new Set<string>();
  // The national agencies of the biggest research countries come first and are the largest.
  const national: { code: string; pattern: string }[] = [];
  for (const p of [...PLACES].sort((a, b) => b.weight - a.weight).slice(0, 25)) {
    const k = p.weight > 30 ? 4 : p.weight > 8 ? 2 : 1;
    for (let j = 0; j < k; j++) national.push({ code: p.code, pattern: NATIONAL[j % NATIONAL.length]! });
  }
  for (let i = 0; i < count; i++) {
    const nat = i < national.length ? national[i]! : null;
    const place = nat ? PLACES.find((p) => p.code === nat.code)! : PLACES[countryPick.draw(rng)]!;
    const country = countryName(place.code) ?? place.code;
    let name = '';
    for (let attempt = 0; attempt < 20 && (!name || used.has(name)); attempt++) {
      name = (nat && attempt === 0 ? nat.pattern : rng.pick(PRIVATE))
        .replace('{country}', countryPhrase(country))
        .replace('{surname}', names.surname(rng, place.code))
        .replace('{city}', rng.pick(place.cities).name)
        .replace('{field}', rng.pick(FIELD_NAMES).split(',')[0]!);
    }
    for (let m = 2; used.has(name); m++) name = `${name.replace(/ \(\d+\)$/, '')} (${m})`;
    used.add(name);
    const id = baseId + i;
    const registry = 501100000000 + scatter(i, 1_000_000);
    style[i] = nat ? nationalStyle(place.code) : 5;
    rows.push({
      id,
      display_name: name,
      is_stub: false,
      works_count: 0,
      cited_by_count: 0,
      summary_stats: null,
      counts_by_year: [],
      created_date: dates.created,
      updated_date: dates.updated,
      extra: null,
      alternate_titles: nat ? [acronym(name, place.code)] : [],
      country_code: place.code,
      description: nat
        ? `national research funding agency of ${countryPhrase(country)}`
        : `private research funder based in ${countryPhrase(country)}`,
      homepage_url: `https://www.${acronym(name, place.code).toLowerCase()}${i}.org`,
      image_url: null,
      ror: rng.chance(0.8) ? rorFrom(5e8 + scatter(i, 1e8)) : null,
      crossref_id: String(registry),
      doi: `10.13039/${registry}`,
      wikidata: rng.chance(0.5) ? `https://www.wikidata.org/wiki/Q${5000 + scatter(i + 77, 1e7)}` : null,
      grants_count: 0,
    });
    weights.push(nat ? 40 + rng.next() * 80 * (place.weight / 50) : Math.min(rng.pareto(1.2), 30));
  }
  const byCountry = new Map<string, { ids: number[]; weights: Weighted }>();
  const groups = new Map<string, number[]>();
  rows.forEach((r, i) => groups.set(r.country_code!, [...(groups.get(r.country_code!) ?? []), i]));
  for (const [code, ids] of groups) byCountry.set(code, { ids, weights: new Weighted(ids.map((i) => weights[i]!)) });
  return { rows, weights: new Weighted(weights), byCountry, style };
}

function nationalStyle(code: string): number {
  return code === 'US' ? 0 : code === 'GB' ? 1 : code === 'CN' ? 2 : code === 'JP' ? 3 : code === 'DE' ? 4 : 5;
}

/** Initials of the capitalised words, without the country: 'National Science Foundation of …' → 'NSF'. */
function acronym(name: string, countryCode: string | null): string {
  const country = countryName(countryCode ?? '');
  return (country ? name.replace(` of ${countryPhrase(country)}`, '') : name)
    .split(/\s+/)
    .filter((w) => /^[A-Z]/.test(w))
    .map((w) => w[0])
    .join('');
}

/** An award number in the funder's style, for a grant a few years before publication. */
export function awardId(rng: Rng, style: number, year: number, funderAcronym: string): string {
  const y = Math.max(1950, year - rng.range(1, 4));
  const digits = (n: number) => String(rng.int(10 ** n)).padStart(n, '0');
  switch (style) {
    case 0:
      return `${rng.pick(NIH_ACTIVITY)} ${rng.pick(NIH_INSTITUTE)}${digits(6)}`;
    case 1:
      return `${rng.pick(UKRI)}/${String.fromCharCode(65 + rng.int(26))}${digits(6)}/1`;
    case 2:
      return `${rng.range(1, 9)}${String(y % 100).padStart(2, '0')}${digits(5)}`;
    case 3:
      return `JP${String(y % 100).padStart(2, '0')}K${digits(5)}`;
    case 4:
      return `${rng.range(3, 5)}${digits(8)}`;
    default:
      return `${funderAcronym || 'GR'}-${y}-${digits(5)}`;
  }
}

export function funderAcronym(row: FunderRow): string {
  return acronym(row.display_name, row.country_code).slice(0, 5);
}
