/**
 * Where a work can be read: DOI, open-access status, locations, licence and APC, kept mutually
 * consistent the way OpenAlex/Unpaywall define them:
 *  gold     – in a fully OA journal (with an APC, or not in DOAJ)
 *  diamond  – in a DOAJ journal without APC
 *  hybrid   – openly licensed in a subscription journal
 *  bronze   – free to read at the publisher, no licence
 *  green    – closed at the publisher, a copy in a repository (best_oa_location is the copy)
 *  closed   – none of these
 */
import type { Apc, WorkLocation } from '../store/rows.js';
import type { LicenseId } from '../vocab/licenses.js';
import { WeightedList, type Rng } from './prng.js';
import { T } from './plan.js';
import type { Sources } from './publishing.js';

export interface Access {
  doi: string | null;
  oaStatus: string;
  isOa: boolean;
  primary: WorkLocation | null;
  best: WorkLocation | null;
  locations: WorkLocation[];
  apcList: Apc | null;
  apcPaid: Apc | null;
  anyRepositoryFulltext: boolean;
}

const GOLD_LICENSES = new WeightedList<LicenseId>([
  ['cc-by', 70],
  ['cc-by-nc', 9],
  ['cc-by-nc-nd', 8],
  ['cc-by-sa', 3],
  ['cc-by-nc-sa', 3],
  ['cc-by-nd', 1],
  ['public-domain', 1],
  ['other-oa', 2],
  ['publisher-specific-oa', 3],
]);
const HYBRID_LICENSES = new WeightedList<LicenseId>([
  ['cc-by', 60],
  ['cc-by-nc-nd', 20],
  ['cc-by-nc', 10],
  ['publisher-specific-oa', 10],
]);
const REPOSITORY_LICENSES = new WeightedList<LicenseId | null>([
  [null, 55],
  ['cc-by', 25],
  ['cc-by-nc-nd', 5],
  ['other-oa', 10],
  ['public-domain', 2],
  ['mit', 1],
  ['apache-2-0', 1],
  ['gpl-v3', 1],
]);

export interface AccessInput {
  i: number;
  source: number; // -1 none
  field: number;
  year: number;
  date: string;
  type: number;
  homeRepository: number | undefined; // repository of the lead author's institution
}

export function decideAccess(rng: Rng, src: Sources, w: AccessInput): Access {
  const s = w.source;
  const row = s >= 0 ? src.rows[s]! : null;
  const kind = s >= 0 ? src.kind[s]! : -1;
  const y = w.year;
  // DOI: registered for most publisher content and subject-repository preprints.
  const prefix = s >= 0 ? src.doiPrefix[s] : `10.${60000 + (w.i % 97)}`;
  const doiChance = kind < 0 ? 0.3 : kind === 1 ? 0.85 : y < 1970 ? 0.7 : 0.91;
  const doi = prefix && rng.chance(doiChance) ? `${prefix}/${doiSuffix(src, s, w)}` : null;

  let status = 'closed';
  if (row && kind === 1) status = 'green';
  else if (row && row.is_oa) status = row.is_in_doaj && row.apc_usd === 0 ? 'diamond' : 'gold';
  else {
    const r = rng.next();
    const recent = y >= 2005 ? 1 : y >= 1995 ? 0.6 : 0.3;
    const hybrid = row && row.apc_usd !== null && y >= 2005 ? 0.16 : kind === 4 && y >= 2010 ? 0.08 : 0;
    const bronze = kind < 0 ? 0 : 0.09;
    const green = (kind < 0 ? 0.25 : 0.13) * recent;
    if (r < hybrid) status = 'hybrid';
    else if (r < hybrid + bronze) status = 'bronze';
    else if (r < hybrid + bronze + green) status = 'green';
  }
  const isOa = status !== 'closed';

  const locations: WorkLocation[] = [];
  let primary: WorkLocation | null = null;
  const landing = doi ? `https://doi.org/${doi}` : row ? `${src.homepage[s]}/${w.i.toString(36)}` : null;
  if (row || landing) {
    const publisherOa = status === 'gold' || status === 'diamond' || status === 'hybrid' || status === 'bronze';
    const repoPrimary = kind === 1;
    const license: string | null = repoPrimary
      ? REPOSITORY_LICENSES.draw(rng)
      : status === 'gold' || status === 'diamond'
        ? GOLD_LICENSES.draw(rng)
        : status === 'hybrid'
          ? HYBRID_LICENSES.draw(rng)
          : null;
    const version =
      repoPrimary && (w.type === T.preprint || w.type === T.report) ? 'submittedVersion' : 'publishedVersion';
    primary = {
      source_id: row ? row.id : null,
      is_oa: repoPrimary || publisherOa,
      landing_page_url: landing,
      pdf_url:
        row && (repoPrimary || publisherOa) && rng.chance(0.7) ? `${src.homepage[s]}/${w.i.toString(36)}.pdf` : null,
      license,
      version,
      is_accepted: version !== 'submittedVersion',
      is_published: version === 'publishedVersion',
    };
    locations.push(primary);
  }
  // Repository copies: the only OA copy for green works, an extra one for some others.
  const wantCopy = status === 'green' && kind !== 1 ? 1 : isOa && y >= 2000 && rng.chance(0.25) ? 1 : 0;
  for (let c = 0; c < wantCopy; c++) {
    const repo = pickRepository(rng, src, w);
    if (repo < 0 || repo === s) continue;
    const accepted = rng.chance(0.6);
    const base = `${src.homepage[repo]}/record/${w.i.toString(36)}`;
    locations.push({
      source_id: src.rows[repo]!.id,
      is_oa: true,
      landing_page_url: base,
      pdf_url: rng.chance(0.8) ? `${base}/file.pdf` : null,
      license: REPOSITORY_LICENSES.draw(rng),
      version: accepted ? 'acceptedVersion' : 'submittedVersion',
      is_accepted: accepted,
      is_published: false,
    });
  }
  // A green work without any repository copy (no repository found) is closed after all.
  if (status === 'green' && !locations.some((l) => l.is_oa)) status = 'closed';
  const best =
    status === 'closed'
      ? null
      : status === 'green'
        ? (locations.find((l) => l.is_oa && l !== primary) ?? (primary?.is_oa ? primary : null))
        : primary;
  const apc = row && (status === 'gold' || status === 'hybrid') && row.apc_usd ? row.apc_usd : null;
  return {
    doi,
    oaStatus: status,
    isOa: status !== 'closed',
    primary,
    best,
    locations,
    apcList: apc ? { value: apc, currency: 'USD', value_usd: apc, provenance: 'doaj' } : null,
    apcPaid:
      apc && rng.chance(0.8)
        ? { value: apc, currency: 'USD', value_usd: apc, provenance: status === 'gold' ? 'doaj' : 'openapc' }
        : null,
    anyRepositoryFulltext: locations.some(
      (l) => l.is_oa && l.source_id !== null && l.pdf_url !== null && isRepository(src, l.source_id),
    ),
  };
}

function isRepository(src: Sources, sourceId: number): boolean {
  const s = sourceId - (src.rows[0]?.id ?? 0);
  return src.kind[s] === 1;
}

function pickRepository(rng: Rng, src: Sources, w: AccessInput): number {
  if (w.homeRepository !== undefined && rng.chance(0.4)) return w.homeRepository;
  const picker = (rng.chance(0.6) && src.pickers.get(`1:${w.field}`)) || src.pickers.get('1:*');
  return picker ? picker.ids[picker.weights.draw(rng)]! : -1;
}

/** A unique DOI suffix in the style of the source's publisher (the work index makes it unique). */
function doiSuffix(src: Sources, s: number, w: AccessInput): string {
  const n = String(w.i);
  if (s < 0) return `rec.${n}`;
  const code = src.code[s]!;
  const yy = String(w.year % 100).padStart(2, '0');
  switch (src.doiStyle[s]) {
    case 0:
      return `j.${code}.${w.year}.${n.padStart(6, '0')}`;
    case 1:
      return `s${10000 + s}-${yy}-${n}`;
    case 2:
      return `${code}.${w.year}.${n}`;
    case 3:
      return `journal.${code}.${n.padStart(7, '0')}`;
    case 4:
      return `${code}${w.year}${n}`;
    default:
      return `${code}.${yy}${w.date.slice(5, 7)}.${n.padStart(5, '0')}`;
  }
}
