/**
 * Publishers and sources. A few large publishers (some with imprints: parent/child lineage) host
 * most journals; journals are tied to a field, have valid ISSNs and a consistent open-access
 * profile (is_oa ⇒ gold or diamond works; is_in_doaj ⇒ is_oa; apc_usd 0 in DOAJ ⇒ diamond).
 */
import type { PublisherRow, SourceRow } from '../store/rows.js';
import { FIELDS, SUBFIELDS } from '../vocab/taxonomy.js';
import { termsForField } from '../vocab/field-terms.js';
import { bareTerm, FIELD_IDS, FIELD_WEIGHTS, issnFrom, rorFrom, scatter, slugify, titleCase } from './common.js';
import { BRAND_WORDS, type Institutions } from './institutions.js';
import type { NamePools } from './names.js';
import { PLACES } from './places.js';
import { Rng, Weighted, WeightedList } from './prng.js';

export const SOURCE_TYPES = ['journal', 'repository', 'conference', 'book series', 'ebook platform'] as const;
export type SourceKind = 0 | 1 | 2 | 3 | 4; // index into SOURCE_TYPES

export interface Sources {
  rows: SourceRow[];
  publishers: PublisherRow[];
  kind: Uint8Array;
  field: Int8Array; // field index, -1 for multidisciplinary
  startYear: Uint16Array;
  /** DOI prefix ('10.1234') of each source's works; null when it mints none */
  doiPrefix: (string | null)[];
  doiStyle: Uint8Array;
  code: string[]; // short lower-case code used in DOI suffixes and URLs
  homepage: string[];
  /** pickers per (kind, field): key `${kind}:${field}`, field -1 = any */
  pickers: Map<string, { ids: Int32Array; weights: Weighted }>;
  /** the repository hosted by an institution, if any (institution index → source index) */
  repositoryOf: Map<number, number>;
}

const KIND_MIX = new WeightedList<SourceKind>([
  [0, 70],
  [1, 15],
  [2, 7],
  [3, 4],
  [4, 4],
]);

// prettier-ignore
const JOURNAL_PATTERNS = ['Journal of {S}', '{S} Research', 'International Journal of {T}', '{F} Letters', 'Annals of {S}', 'Advances in {T}', 'Journal of {T}', 'Frontiers in {T}', '{T} Reports', 'Reviews in {S}', '{S}: An International Journal', 'Open Journal of {T}', 'Current {S}', '{S} Today', 'Journal of Applied {S}', '{F} Communications', 'European Journal of {S}', 'Asian Journal of {T}', 'American Journal of {S}', 'Progress in {T}'];
const CONFERENCE_PATTERNS = [
  'Proceedings of the International Conference on {T}',
  'International Symposium on {T}',
  'Workshop on {T}',
  'Annual Conference on {T}',
  'Conference on {T}',
  'European Conference on {T}',
];
const SERIES_PATTERNS = [
  'Lecture Notes in {S}',
  'Studies in {T}',
  'Advances in {S} Series',
  'Briefs in {S}',
  'Handbooks of {T}',
  'Monographs in {S}',
];
const ABBREVIATIONS: Readonly<Record<string, string>> = {
  Journal: 'J.',
  International: 'Int.',
  Research: 'Res.',
  Advances: 'Adv.',
  Annals: 'Ann.',
  Reviews: 'Rev.',
  Letters: 'Lett.',
  Communications: 'Commun.',
  Proceedings: 'Proc.',
  Conference: 'Conf.',
  European: 'Eur.',
  American: 'Am.',
  Asian: 'Asian',
  Applied: 'Appl.',
  Frontiers: 'Front.',
  Reports: 'Rep.',
  Progress: 'Prog.',
  Current: 'Curr.',
  Open: 'Open',
  Symposium: 'Symp.',
};
const SMALL = new Set(['of', 'and', 'in', 'the', 'on', 'for', 'an', 'a']);

export interface SourceOptions {
  sources: number;
  publishers: number;
  created: string;
  updated: string;
}

export function buildSources(seed: number, o: SourceOptions, inst: Institutions, names: NamePools): Sources {
  const rng = Rng.of(seed, 'sources');
  const publishers = buildPublishers(rng, o, names);
  const pubWeights = new Weighted(
    publishers.rows.map((p, i) =>
      p.hierarchy_level === 0 && publishers.hasChildren[i] ? publishers.size[i]! * 0.3 : publishers.size[i]!,
    ),
  );
  const fieldPick = new Weighted(FIELD_WEIGHTS);
  const n = o.sources;
  const rows: SourceRow[] = [];
  const kind = new Uint8Array(n);
  const field = new Int8Array(n);
  const startYear = new Uint16Array(n);
  const doiPrefix: (string | null)[] = [];
  const doiStyle = new Uint8Array(n);
  const code: string[] = [];
  const homepage: string[] = [];
  const weights: number[] = [];
  const usedNames = new Set<string>();
  const repositoryOf = new Map<number, number>();
  let ebooks = 0;
  for (let i = 0; i < n; i++) {
    let k = KIND_MIX.draw(rng);
    // One ebook platform per large publisher; beyond that, make it a book series.
    if (k === 4 && ebooks >= publishers.rows.length) k = 3;
    const f =
      k === 1 && rng.chance(0.75) ? -1 : k === 2 ? conferenceField(rng, fieldPick) : k === 4 ? -1 : fieldPick.draw(rng);
    const pub = k === 4 ? publishers.bySize[ebooks++]! : pubWeights.draw(rng);
    let hostInstitution = -1;
    let name: string;
    if (k === 1) {
      hostInstitution = inst.weights.draw(rng);
      const host = inst.rows[hostInstitution]!;
      if (f >= 0) name = `${rng.pick(['Open', 'Global', 'International'])} ${FIELDS[f]!.display_name} Archive`;
      else if (!repositoryOf.has(hostInstitution))
        name = `${host.display_name} ${rng.pick(['Repository', 'Digital Commons', 'Research Archive', 'Open Archive'])}`;
      else name = `${host.display_name} Data Repository`;
      if (f < 0 && !repositoryOf.has(hostInstitution)) repositoryOf.set(hostInstitution, i);
    } else if (k === 4) {
      name = `${publishers.rows[pub]!.display_name} eBooks`;
    } else {
      const patterns = k === 0 ? JOURNAL_PATTERNS : k === 2 ? CONFERENCE_PATTERNS : SERIES_PATTERNS;
      name = '';
      for (let attempt = 0; attempt < 20 && (!name || usedNames.has(name)); attempt++)
        name = fillSourceName(rng, rng.pick(patterns), f);
    }
    for (let m = 2; usedNames.has(name); m++) name = `${name.replace(/ \(\d+\)$/, '')} (${m})`;
    usedNames.add(name);
    const isRepo = k === 1;
    const isJournal = k === 0;
    const isOa = isRepo || (isJournal && rng.chance(0.28)) || (k === 3 && rng.chance(0.1));
    const inDoaj = isJournal && isOa && rng.chance(0.85);
    const hybrid = isJournal && !isOa && rng.chance(0.6);
    const apc =
      isJournal && isOa
        ? inDoaj && rng.chance(0.25)
          ? 0
          : 50 * rng.range(8, 90)
        : hybrid
          ? 50 * rng.range(50, 100)
          : null;
    const start =
      isJournal && isOa
        ? rng.range(1995, 2021)
        : isRepo
          ? rng.range(1991, 2015)
          : k === 4
            ? rng.range(1995, 2012)
            : 1880 + Math.floor(Math.pow(rng.next(), 0.6) * 140);
    const sizeBoost = isJournal ? 1 : k === 1 ? (f >= 0 ? 8 : 1) : 0.8;
    weights.push(Math.min(rng.pareto(1.25), 300) * sizeBoost);
    const publisher = publishers.rows[pub]!;
    const issns = isJournal
      ? rng.chance(0.97)
        ? rng.chance(0.65)
          ? 2
          : 1
        : 0
      : k === 3
        ? rng.chance(0.8)
          ? 2
          : 0
        : k === 2 && rng.chance(0.3)
          ? 1
          : 0;
    const issn = Array.from({ length: issns }, (_, j) => issnFrom(scatter(2 * i + j + 7, 1e7)));
    const short = codeOf(name);
    const hostRow = hostInstitution >= 0 ? inst.rows[hostInstitution]! : null;
    kind[i] = k;
    field[i] = f;
    startYear[i] = start;
    // Institutional repositories rarely mint DOIs; subject repositories and publishers do.
    doiPrefix.push(isRepo ? (f >= 0 ? `10.${20000 + i}` : null) : publishers.prefix[pub]!);
    doiStyle[i] = isRepo ? 5 : publishers.style[pub]!;
    code.push(short);
    const home = isRepo
      ? `${hostRow!.homepage_url ?? 'https://repository.example.org'}/${slugify(name).slice(0, 30)}`
      : `${publishers.rows[pub]!.homepage_url}/${k === 4 ? 'books' : short}`;
    homepage.push(home);
    rows.push({
      id: 0, // set by the caller's id base below
      display_name: name,
      is_stub: false,
      works_count: 0,
      cited_by_count: 0,
      summary_stats: null,
      counts_by_year: [],
      created_date: o.created,
      updated_date: o.updated,
      extra: null,
      issn_l: issn[0] ?? null,
      issn,
      type: SOURCE_TYPES[k]!,
      host_organization_id: hostRow ? hostRow.id : publisher.id,
      host_organization_kind: hostRow ? 'institution' : 'publisher',
      is_oa: isOa,
      is_in_doaj: inDoaj,
      is_core: (isJournal && rng.chance(0.55)) || (k === 2 && rng.chance(0.3)),
      apc_usd: apc,
      country_code: hostRow ? hostRow.country_code : (publisher.country_codes[0] ?? null),
      homepage_url: home,
      abbreviated_title: k === 0 || k === 2 ? abbreviate(name) : null,
      alternate_titles: k === 0 && rng.chance(0.3) ? [abbreviate(name).replace(/\./g, '')] : [],
    });
    if (!hostRow) publisher.sources_count++;
  }
  const pickers = new Map<string, { ids: Int32Array; weights: Weighted }>();
  const groups = new Map<string, number[]>();
  for (let i = 0; i < n; i++) {
    for (const key of [`${kind[i]}:${field[i]}`, `${kind[i]}:*`]) {
      const list = groups.get(key) ?? [];
      list.push(i);
      groups.set(key, list);
    }
  }
  for (const [key, ids] of groups)
    pickers.set(key, { ids: Int32Array.from(ids), weights: new Weighted(ids.map((i) => weights[i]!)) });
  return {
    rows,
    publishers: publishers.rows,
    kind,
    field,
    startYear,
    doiPrefix,
    doiStyle,
    code,
    homepage,
    pickers,
    repositoryOf,
  };
}

function conferenceField(rng: Rng, fieldPick: Weighted): number {
  const r = rng.next();
  if (r < 0.55) return FIELD_IDS.indexOf(17);
  if (r < 0.8) return FIELD_IDS.indexOf(22);
  return fieldPick.draw(rng);
}

function fillSourceName(rng: Rng, pattern: string, f: number): string {
  const fieldId = FIELD_IDS[f]!;
  const subfields = SUBFIELDS.filter((s) => s.field_id === fieldId && !s.display_name.startsWith('General'));
  const sub = subfields.length ? rng.pick(subfields).display_name : FIELDS[f]!.display_name;
  return pattern
    .replace('{S}', sub)
    .replace('{F}', FIELDS[f]!.display_name)
    .replace('{T}', titleCase(bareTerm(rng.pick(termsForField(fieldId)))));
}

/** ISO 4-like abbreviation: 'Journal of Applied Ecology' → 'J. Appl. Ecol.'. */
function abbreviate(name: string): string {
  return name
    .replace(/[:,()]/g, '')
    .split(/\s+/)
    .filter((w) => w && !SMALL.has(w.toLowerCase()))
    .map((w) => ABBREVIATIONS[w] ?? (w.length > 6 ? `${w.slice(0, 4)}.` : w))
    .join(' ');
}

/** 'Journal of Applied Ecology' → 'jae': the short code publishers put in URLs and DOIs. */
function codeOf(name: string): string {
  const initials = name
    .split(/[\s:,()-]+/)
    .filter((w) => w && !SMALL.has(w.toLowerCase()) && /^[A-Za-z]/.test(w))
    .map((w) => w[0]!.toLowerCase())
    .join('');
  return initials.slice(0, 6) || 'src';
}

interface Publishers {
  rows: PublisherRow[];
  size: number[];
  prefix: string[];
  style: number[];
  hasChildren: boolean[];
  bySize: number[];
}

// prettier-ignore
const PUBLISHER_PATTERNS = ['{surname} Publishing', '{surname} & {surname2}', '{city} University Press', '{brand} Science Publishers', '{brand} Academic', '{brand} Open', 'Society for {field}', '{brand} Press', '{surname} Scientific', '{brand} Media Group'];

function buildPublishers(rng: Rng, o: SourceOptions, names: NamePools): Publishers {
  // Publishing is concentrated in a handful of countries, with a long tail elsewhere.
  const countryPick = new Weighted(
    PLACES.map((p) => (['US', 'GB', 'DE', 'NL', 'CH'].includes(p.code) ? p.weight * 3 : p.weight)),
  );
  const rows: PublisherRow[] = [];
  const size: number[] = [];
  const prefix: string[] = [];
  const style: number[] = [];
  const used = new Set<string>();
  const add = (name: string, code: string, level: number, parent: PublisherRow | null, weight: number) => {
    const id = 0; // assigned below, once the order is final
    const slug = slugify(name).replace(/-(and|of|for)-/g, '-');
    const row: PublisherRow = {
      id,
      display_name: name,
      is_stub: false,
      works_count: 0,
      cited_by_count: 0,
      summary_stats: null,
      counts_by_year: [],
      created_date: o.created,
      updated_date: o.updated,
      extra: null,
      alternate_titles: rng.chance(0.3)
        ? [name.replace(/ (Publishing|Press|Academic|Scientific|Media Group)$/, '')]
        : [],
      hierarchy_level: level,
      parent_publisher_id: parent ? parent.id : null,
      lineage: [],
      country_codes: [code],
      homepage_url: `https://www.${slug.slice(0, 30)}.com`,
      image_url: null,
      ror: rng.chance(0.5) ? rorFrom(3e8 + scatter(rows.length, 1e8)) : null,
      sources_count: 0,
    };
    rows.push(row);
    size.push(weight);
    // Unique DOI prefixes: a permutation of 1000–9999 (7919 is coprime to 9000).
    prefix.push(`10.${1000 + ((rows.length * 7919 + 1013) % 9000)}`);
    style.push(rng.int(5));
    return row;
  };
  const nTop = Math.min(6, Math.max(2, Math.floor(o.publishers / 10)));
  while (rows.length < o.publishers) {
    const place = PLACES[countryPick.draw(rng)]!;
    let name = '';
    for (let attempt = 0; attempt < 20 && (!name || used.has(name)); attempt++) {
      name = rng
        .pick(PUBLISHER_PATTERNS)
        .replace('{surname}', names.surname(rng, place.code))
        .replace('{surname2}', names.surname(rng, place.code))
        .replace('{city}', rng.pick(place.cities).name)
        .replace('{brand}', rng.pick(BRAND_WORDS))
        .replace('{field}', FIELDS[rng.int(FIELDS.length)]!.display_name);
    }
    for (let m = 2; used.has(name); m++) name = `${name.replace(/ \d+$/, '')} ${m}`;
    used.add(name);
    const big = rows.length < nTop;
    add(name, place.code, 0, null, big ? 150 + rng.next() * 250 : Math.min(rng.pareto(1.0), 100));
  }
  // Imprints: the biggest publishers get one to three children that replace tail publishers.
  const hasChildren = rows.map(() => false);
  let tail = rows.length - 1;
  for (let p = 0; p < nTop && tail > nTop + 2; p++) {
    const parent = rows[p]!;
    for (let c = rng.range(1, 3); c > 0 && tail > nTop + 2; c--, tail--) {
      const child = rows[tail]!;
      const suffix = rng.pick(['Open', 'Medical', 'Research', 'Engineering', 'Humanities', 'Life Sciences']);
      const childName = `${parent.display_name} ${suffix}`;
      if (used.has(childName)) continue;
      used.add(childName);
      child.display_name = childName;
      child.hierarchy_level = 1;
      child.parent_publisher_id = p; // index for now; made an id below
      child.country_codes = [...parent.country_codes];
      hasChildren[p] = true;
      size[tail] = size[p]! * 0.2;
    }
  }
  rows.forEach((r, i) => (r.id = i));
  const bySize = rows.map((_, i) => i).sort((a, b) => size[b]! - size[a]! || a - b);
  return { rows, size, prefix, style, hasChildren, bySize };
}

/** Give publishers and sources their final ids and publisher lineages. */
export function assignSourceIds(s: Sources, publisherBase: number, sourceBase: number): void {
  for (const p of s.publishers) {
    p.id += publisherBase;
    if (p.parent_publisher_id !== null) p.parent_publisher_id += publisherBase;
  }
  for (const p of s.publishers) p.lineage = p.parent_publisher_id === null ? [p.id] : [p.parent_publisher_id, p.id];
  s.rows.forEach((r, i) => {
    r.id = sourceBase + i;
    if (r.host_organization_kind === 'publisher' && r.host_organization_id !== null)
      r.host_organization_id += publisherBase;
  });
}
