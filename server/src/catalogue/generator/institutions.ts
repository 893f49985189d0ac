/**
 * Institutions: real countries and cities, type mix and names modelled on ROR, a heavy-tailed size
 * (a few large universities produce much of a country's output) and some parent/child pairs
 * (university hospitals, national laboratories) so that lineage filters have something to find.
 */
import type { InstitutionRow } from '../store/rows.js';
import { countryName } from '../vocab/geo.js';
import { countryPhrase, rorFrom, round, scatter, slugify } from './common.js';
import type { NamePools } from './names.js';
import { LOCAL_UNIVERSITY, PLACES, type City, type Place } from './places.js';
import { Rng, Weighted, WeightedList } from './prng.js';

export interface Institutions {
  rows: InstitutionRow[];
  /** size weight: how much research an institution produces */
  weights: Weighted;
  /** the part of a raw affiliation string after the department */
  affiliation: string[];
  byCountry: Map<string, { ids: number[]; weights: Weighted }>;
}

const TYPES = new WeightedList<string>([
  ['education', 46],
  ['healthcare', 18],
  ['company', 11],
  ['government', 9],
  ['facility', 8],
  ['nonprofit', 6],
  ['archive', 2],
]);
const SIZE_FACTOR: Readonly<Record<string, number>> = {
  education: 2.5,
  healthcare: 1.2,
  facility: 1,
  government: 0.8,
  company: 0.5,
  nonprofit: 0.5,
  archive: 0.25,
};

// prettier-ignore
const PATTERNS: Readonly<Record<string, readonly string[]>> = {
  education: ['University of {city}', 'University of {city}', '{city} University', '{city} Institute of Technology', '{city} University of Technology', '{city} Medical University', '{surname} University', '{region} State University', 'University of {region}', '{city} Normal University', '{surname} College', 'Technical University of {city}', '{city} University of Science and Technology', '{city} Agricultural University', '{city} University of Economics', '{surname} Institute of Technology'],
  healthcare: ['{city} General Hospital', '{surname} Medical Center', "{city} Children's Hospital", '{city} University Hospital', "St. {saint}'s Hospital", '{city} Cancer Center', '{region} Heart Institute', '{city} Regional Hospital', '{surname} Memorial Hospital', '{city} Eye Hospital'],
  company: ['{surname} Technologies', '{brand} Pharmaceuticals', '{brand} Labs', '{surname} & {surname2} Engineering', '{brand} Energy', '{brand} Biotech', '{brand} Systems', '{brand} Materials', '{brand} Research'],
  government: ['Ministry of Health of {country}', 'Geological Survey of {country}', 'Environment Agency of {country}', 'National Bureau of Statistics of {country}', '{region} Department of Agriculture', 'Meteorological Service of {country}', 'National Institute of Public Health of {country}', 'Food Safety Authority of {country}'],
  facility: ['{city} Synchrotron Facility', '{city} National Laboratory', '{region} Observatory', '{city} Centre for Advanced Materials', '{surname} Research Institute', '{city} Institute for Marine Research', '{region} Agricultural Research Station', '{city} Nanofabrication Facility'],
  nonprofit: ['{surname} Foundation', '{surname} Institute', 'Cancer Society of {country}', '{city} Society for Medical Research', 'National Academy of Sciences of {country}', '{surname} Trust for Science'],
  archive: ['{city} Public Library', 'National Library of {country}', '{city} Museum of Natural History', 'National Archives of {country}', '{city} Botanical Garden'],
};
const SAINTS = ['Mary', 'Vincent', 'Luke', 'Joseph', 'Thomas', 'George', 'James', 'Anne', 'Michael', 'Elizabeth'];
export const BRAND_WORDS = [
  'Meridian',
  'Atlas',
  'Beacon',
  'Sterling',
  'Pinnacle',
  'Summit',
  'Aurora',
  'Horizon',
  'Vertex',
  'Keystone',
  'Harbor',
  'Crescent',
  'Lumen',
  'Nova',
  'Cedar',
  'Northwind',
  'Silverline',
  'Bluewater',
  'Redwood',
  'Quantum',
  'Helix',
  'Orbit',
  'Cobalt',
  'Granite',
  'Evergreen',
  'Polaris',
  'Zenith',
  'Catalyst',
  'Prism',
  'Tidal',
];
const COMPANY_TLD = 'com';

export function buildInstitutions(
  seed: number,
  count: number,
  names: NamePools,
  dates: { created: string; updated: string },
  baseId: number,
): Institutions {
  const rng = Rng.of(seed, 'institutions');
  const countryPick = new Weighted(PLACES.map((p) => Math.pow(p.weight, 0.85)));
  const rows: InstitutionRow[] = [];
  const weight: number[] = [];
  const affiliation: string[] = [];
  const used = new Set<string>();
  const sizeCap = Math.max(8, Math.pow(count, 0.45));
  for (let i = 0; i < count; i++) {
    const place = PLACES[countryPick.draw(rng)]!;
    const type = TYPES.draw(rng);
    // Earlier cities in each list are the bigger research hubs.
    const city = place.cities[Math.floor(place.cities.length * Math.pow(rng.next(), 1.6))]!;
    const name = uniqueName(rng, type, place, city, names, used);
    const country = countryName(place.code) ?? place.code;
    const id = baseId + i;
    const slug = slugify(name).replace(/-(of|the|and|for)-/g, '-');
    const acronym = acronymOf(name);
    const local =
      type === 'education' && name === `University of ${city.name}` ? LOCAL_UNIVERSITY[place.code] : undefined;
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
      ror: rng.chance(0.92) ? rorFrom(1e8 + scatter(i, 1e8)) : null,
      country_code: place.code,
      type,
      city: city.name,
      region: city.region,
      latitude: round(city.lat + (rng.next() - 0.5) * 0.08, 4),
      longitude: round(city.lon + (rng.next() - 0.5) * 0.08, 4),
      homepage_url: homepage(type, place, slug, acronym),
      image_url: null,
      display_name_acronyms: acronym && rng.chance(0.6) ? [acronym] : [],
      display_name_alternatives: local ? [local.replace('{city}', city.name)] : [],
      lineage: [id],
      associated_institutions: [],
      ids_grid: rng.chance(0.6) ? `grid.${100000 + scatter(i, 900000)}.${rng.int(10)}` : null,
      ids_wikidata: rng.chance(0.5) ? `https://www.wikidata.org/wiki/Q${1000 + scatter(i, 1e7)}` : null,
    });
    // A moderate tail: big universities stand out without one of them dominating a country.
    weight.push(Math.min(rng.pareto(1.5), sizeCap) * (SIZE_FACTOR[type] ?? 1));
    affiliation.push(`${name}, ${city.name}, ${country}`);
  }
  linkHierarchies(rng, rows);
  const byCountry = new Map<string, { ids: number[]; weights: Weighted }>();
  const groups = new Map<string, number[]>();
  rows.forEach((r, i) => {
    const list = groups.get(r.country_code!) ?? [];
    list.push(i);
    groups.set(r.country_code!, list);
  });
  for (const [code, ids] of groups) byCountry.set(code, { ids, weights: new Weighted(ids.map((i) => weight[i]!)) });
  return { rows, weights: new Weighted(weight), affiliation, byCountry };
}

function uniqueName(rng: Rng, type: string, place: Place, city: City, names: NamePools, used: Set<string>): string {
  const patterns = PATTERNS[type]!.filter(
    (p) =>
      (!p.includes('State University') || place.code === 'US') &&
      (!p.includes('Normal University') || place.code === 'CN' || place.code === 'TW'),
  );
  let name = '';
  for (let attempt = 0; attempt < 25; attempt++) {
    name = rng
      .pick(patterns)
      .replace('{city}', city.name)
      .replace('{region}', city.region)
      .replace('{surname}', names.surname(rng, place.code))
      .replace('{surname2}', names.surname(rng, place.code))
      .replace('{saint}', rng.pick(SAINTS))
      .replace('{brand}', rng.pick(BRAND_WORDS))
      .replace('{country}', countryPhrase(countryName(place.code) ?? place.code));
    if (!used.has(name)) break;
  }
  // Rare collisions (many institutions in one city) get a campus qualifier, as ROR names do.
  for (let n = 2; used.has(name); n++) name = `${name.replace(/ \(.*\)$/, '')} (${city.region}${n > 2 ? ` ${n}` : ''})`;
  used.add(name);
  return name;
}

function acronymOf(name: string): string | null {
  const words = name.split(/[\s-]+/).filter((w) => /^[A-Z]/.test(w));
  if (words.length < 2) return null;
  return words.map((w) => w[0]).join('');
}

function homepage(type: string, place: Place, slug: string, acronym: string | null): string {
  const host = (acronym && acronym.length >= 3 ? acronym.toLowerCase() : slug).slice(0, 40);
  if (type === 'company') return `https://www.${host}.${COMPANY_TLD}`;
  if (type === 'education') return `https://www.${host}.${place.academicTld}`;
  const tld = place.academicTld.replace(/^(ac|edu)\./, '');
  return `https://www.${host}.${tld === 'edu' ? 'org' : tld}`;
}

/**
 * Parent/child links: some hospitals belong to a university of the same country (ideally city),
 * some facilities to a government body or university; neighbours in a city are sometimes 'related'.
 */
function linkHierarchies(rng: Rng, rows: InstitutionRow[]): void {
  const parentsByCountry = new Map<string, InstitutionRow[]>();
  for (const r of rows) {
    if (r.type !== 'education' && r.type !== 'government') continue;
    const list = parentsByCountry.get(r.country_code!) ?? [];
    list.push(r);
    parentsByCountry.set(r.country_code!, list);
  }
  for (const child of rows) {
    const p = child.type === 'healthcare' ? 0.15 : child.type === 'facility' ? 0.3 : 0;
    if (!rng.chance(p)) continue;
    const candidates = (parentsByCountry.get(child.country_code!) ?? []).filter((r) => r.lineage.length === 1);
    if (candidates.length === 0) continue;
    const sameCity = candidates.filter((r) => r.city === child.city);
    const parent = rng.pick(sameCity.length ? sameCity : candidates);
    child.lineage = [parent.id, child.id];
    child.associated_institutions.push({ id: parent.id, relationship: 'parent' });
    parent.associated_institutions.push({ id: child.id, relationship: 'child' });
  }
  const byCity = new Map<string, InstitutionRow[]>();
  for (const r of rows) {
    const key = `${r.country_code}:${r.city}`;
    const list = byCity.get(key) ?? [];
    list.push(r);
    byCity.set(key, list);
  }
  for (const list of byCity.values()) {
    if (list.length < 2 || !rng.chance(0.3)) continue;
    const a = rng.pick(list);
    const b = rng.pick(list);
    if (a === b || a.associated_institutions.some((x) => x.id === b.id)) continue;
    a.associated_institutions.push({ id: b.id, relationship: 'related' });
    b.associated_institutions.push({ id: a.id, relationship: 'related' });
  }
}
