/**
 * An OpenAlex work (2022 host_venue schema, 2023 snapshot schema, 2025–26 API schema) → WorkRow,
 * with stubs for everything it references in dehydrated form.
 */

import type { Apc, Authorship, Biblio, ScoredId, WorkLocation, WorkRow } from '../store/rows.js';
import { invertedIndexToText } from './abstract.js';
import {
  distinct,
  doiBare,
  Fields,
  isObj,
  lastSegment,
  licenseBare,
  num,
  orcidBare,
  refIds,
  sdgId,
  str,
} from './json.js';
import type { StubMaker } from './stubs.js';
import { keptOriginal } from './work-original.js';
import { currentWorkType } from '../vocab/work-types.js';

export function parseWork(rec: Fields, id: number, stubs: StubMaker): WorkRow {
  const ids = rec.obj('ids');
  const oa = rec.obj('open_access');
  const cnp = rec.raw('citation_normalized_percentile');
  const cnpObj = rec.obj('citation_normalized_percentile');
  const pct = rec.obj('cited_by_percentile_year');

  let locations: WorkLocation[];
  let primary: WorkLocation | null;
  let best: WorkLocation | null;
  if (!rec.has('locations') && !rec.has('primary_location') && rec.has('host_venue')) {
    // 2022 schema: host_venue is the primary location, alternate_host_venues the others
    const host = hostVenue(rec.obj('host_venue'), stubs);
    primary = host;
    locations = [
      ...(host ? [host] : []),
      ...rec.objs('alternate_host_venues').flatMap((v) => hostVenue(v, stubs) ?? []),
    ];
    const oaUrl = oa?.str('oa_url') ?? null;
    best =
      locations.find((l) => l.is_oa && oaUrl !== null && (l.landing_page_url === oaUrl || l.pdf_url === oaUrl)) ??
      locations.find((l) => l.is_oa) ??
      null;
  } else {
    primary = location(rec.obj('primary_location'), stubs);
    locations = rec.objs('locations').map((l) => location(l, stubs)!);
    best = location(rec.obj('best_oa_location'), stubs);
  }

  const topics: ScoredId[] = [];
  for (const t of [rec.obj('primary_topic'), ...rec.objs('topics')]) {
    const tid = stubs.topic(t);
    if (tid !== null && t && !topics.some((x) => x.id === tid)) topics.push({ id: tid, score: t.num('score') ?? 0 });
  }

  const concepts: ScoredId[] = [];
  for (const c of rec.objs('concepts')) {
    const cid = stubs.concept(c);
    if (cid !== null) concepts.push({ id: cid, score: c.num('score') ?? 0 });
  }

  const keywords: { id: string; score: number }[] = [];
  rec.list('keywords').forEach((k, i) => {
    const f = isObj(k)
      ? new Fields(k, `${rec.path}.keywords[${i}]`, rec.recordId)
      : typeof k === 'string'
        ? new Fields({ display_name: k }, '', rec.recordId)
        : null;
    const slug = stubs.keyword(f);
    if (slug !== null && f) keywords.push({ id: slug, score: f.num('score') ?? 0 });
  });

  const sdgs: ScoredId[] = [];
  for (const s of rec.objs('sustainable_development_goals')) {
    const sid = sdgId(s.raw('id'));
    if (sid !== null) sdgs.push({ id: sid, score: s.num('score') ?? 0 });
  }

  // Legacy (Crossref) types become the OpenAlex type of the 2023 migration; the Crossref value stays in type_crossref.
  const type = rec.str('type');
  const mapped = type === null ? null : currentWorkType(type);
  const row: WorkRow = {
    id,
    doi: doiBare(rec.raw('doi') ?? ids?.raw('doi')),
    title: rec.str('title') ?? rec.str('display_name'),
    publication_year: rec.int('publication_year'),
    publication_date: rec.str('publication_date'),
    type: mapped,
    type_crossref: rec.str('type_crossref') ?? (mapped !== type ? type : null),
    language: rec.str('language'),
    abstract: invertedIndexToText(rec.raw('abstract_inverted_index')),
    ids_mag: ids?.num('mag') ?? null,
    ids_pmid: lastSegment(ids?.raw('pmid')),
    ids_pmcid: lastSegment(ids?.raw('pmcid')),
    is_oa: oa?.bool('is_oa') ?? false,
    oa_status: oa?.str('oa_status') ?? null,
    oa_url: oa?.str('oa_url') ?? null,
    any_repository_has_fulltext: oa?.bool('any_repository_has_fulltext') ?? null,
    cited_by_count: rec.int('cited_by_count') ?? 0,
    fwci: rec.num('fwci'),
    citation_normalized_percentile: cnpObj ? cnpObj.num('value') : num(cnp),
    is_in_top_1_percent: cnpObj?.bool('is_in_top_1_percent') ?? null,
    is_in_top_10_percent: cnpObj?.bool('is_in_top_10_percent') ?? null,
    cited_by_percentile_year_min: pct?.num('min') ?? null,
    cited_by_percentile_year_max: pct?.num('max') ?? null,
    is_retracted: rec.bool('is_retracted') ?? false,
    is_paratext: rec.bool('is_paratext') ?? false,
    apc_list: apc(rec.obj('apc_list')),
    apc_paid: apc(rec.obj('apc_paid')),
    biblio: biblio(rec.obj('biblio')),
    primary_location: primary,
    best_oa_location: best,
    locations,
    authorships: rec.objs('authorships').map((a) => authorship(a, stubs)),
    topics,
    concepts,
    keywords,
    sdgs,
    grants: grants(rec, stubs),
    referenced_works: refIds('works', rec.raw('referenced_works')),
    related_works: refIds('works', rec.raw('related_works')),
    counts_by_year: rec.objs('counts_by_year').flatMap((c) => {
      const year = c.int('year');
      return year === null ? [] : [{ year, cited_by_count: c.int('cited_by_count') ?? 0 }];
    }),
    indexed_in: rec.strs('indexed_in'),
    created_date: rec.str('created_date'),
    updated_date: rec.str('updated_date'),
    extra: null,
    // absent before 2025-11, when OpenAlex added the xpac works: every older work is a regular one
    is_xpac: rec.bool('is_xpac') ?? false,
  };
  row.extra = keptOriginal(mapped === type ? rec.o : { ...rec.o, type: mapped }, row);
  return row;
}

function location(f: Fields | null, stubs: StubMaker): WorkLocation | null {
  if (!f) return null;
  const version = f.str('version');
  return {
    source_id: stubs.source(f.obj('source')),
    is_oa: f.bool('is_oa') ?? false,
    landing_page_url: f.str('landing_page_url'),
    pdf_url: f.str('pdf_url'),
    license: licenseBare(f.raw('license')) ?? licenseBare(f.raw('license_id')),
    version,
    is_accepted: f.bool('is_accepted') ?? (version === 'acceptedVersion' || version === 'publishedVersion'),
    is_published: f.bool('is_published') ?? version === 'publishedVersion',
  };
}

/** A 2022 host_venue / alternate_host_venue: {id, display_name, issn_l, issn, publisher, type, url, is_oa, version, license}. */
function hostVenue(f: Fields | null, stubs: StubMaker): WorkLocation | null {
  if (!f) return null;
  const url = f.str('url');
  // the venue's own fields make the source stub; is_oa/url/version/license belong to the location
  const venue = new Fields(
    {
      id: f.raw('id'),
      display_name: f.raw('display_name'),
      issn_l: f.raw('issn_l'),
      issn: f.raw('issn'),
      type: f.raw('type'),
      publisher: f.raw('publisher'),
    },
    f.path,
    f.recordId,
  );
  const source_id = stubs.source(venue);
  if (source_id === null && url === null) return null;
  const version = f.str('version');
  return {
    source_id,
    is_oa: f.bool('is_oa') ?? false,
    landing_page_url: url,
    pdf_url: null,
    license: licenseBare(f.raw('license')),
    version,
    is_accepted: version === 'acceptedVersion' || version === 'publishedVersion',
    is_published: version === 'publishedVersion',
  };
}

function authorship(f: Fields, stubs: StubMaker): Authorship {
  const author = f.obj('author');
  const institution_ids = distinct(f.objs('institutions').flatMap((i) => stubs.institution(i) ?? []));
  const raw = f.has('raw_affiliation_strings')
    ? f.strs('raw_affiliation_strings')
    : [f.str('raw_affiliation_string') ?? ''];
  const rawStrings = distinct(raw.filter((s) => s.trim() !== ''));
  // 2025: affiliations pair each raw string with the institutions matched from it
  const affiliations = f.objs('affiliations').flatMap((a) => {
    const s = a.str('raw_affiliation_string');
    return s === null
      ? []
      : [{ raw_affiliation_string: s, institution_ids: refIds('institutions', a.raw('institution_ids')) }];
  });
  for (const s of rawStrings) {
    if (affiliations.some((a) => a.raw_affiliation_string === s)) continue;
    // 2023: raw strings only; a lone string is the one the institutions were matched from
    affiliations.push({
      raw_affiliation_string: s,
      institution_ids: rawStrings.length === 1 && !f.has('affiliations') ? institution_ids : [],
    });
  }
  return {
    author_id: stubs.author(author),
    author_display_name: author?.str('display_name') ?? null,
    author_orcid: orcidBare(author?.raw('orcid')),
    author_position: f.str('author_position'),
    is_corresponding: f.bool('is_corresponding') ?? false,
    raw_author_name: f.str('raw_author_name'),
    countries: distinct(f.strs('countries').map((c) => c.toUpperCase())),
    institution_ids,
    affiliations,
  };
}

/**
 * Every funder source a record has → {funder_id, award_id}; funders become stubs. Records carry
 * `grants` (2022–25), `awards` + `funders` (2026), or both, often with an empty `grants` beside a
 * full `funders` list: OpenAlex links a work to each funder any of them names, once per award, and
 * to a funder with no award once (award_id null).
 */
function grants(rec: Fields, stubs: StubMaker): WorkRow['grants'] {
  const out: WorkRow['grants'] = [];
  const add = (funder_id: number | null, award_id: string | null) => {
    if (out.some((g) => g.funder_id === funder_id && g.award_id === award_id)) return;
    if (funder_id !== null && out.some((g) => g.funder_id === funder_id)) {
      if (award_id === null) return;
      const bare = out.findIndex((g) => g.funder_id === funder_id && g.award_id === null);
      if (bare >= 0) out.splice(bare, 1);
    }
    out.push({ funder_id, award_id });
  };
  for (const g of rec.objs('grants')) {
    add(stubs.funder(g.raw('funder'), g.str('funder_display_name')), g.str('award_id'));
  }
  for (const a of rec.objs('awards')) {
    const fid = stubs.funder(a.raw('funder_id') ?? a.raw('funder'), a.str('funder_display_name'));
    add(fid, a.str('funder_award_id') ?? a.str('award_id'));
  }
  for (const f of rec.objs('funders')) {
    const fid = stubs.funder(f.raw('id'), f.str('display_name'), f.raw('ror'));
    if (fid !== null) add(fid, null);
  }
  return out;
}

function apc(f: Fields | null): Apc | null {
  if (!f) return null;
  return {
    value: f.num('value'),
    currency: f.str('currency'),
    value_usd: f.num('value_usd'),
    provenance: f.str('provenance'),
  };
}

function biblio(f: Fields | null): Biblio | null {
  if (!f) return null;
  const s = (k: string) => str(f.raw(k));
  return { volume: s('volume'), issue: s('issue'), first_page: s('first_page'), last_page: s('last_page') };
}
