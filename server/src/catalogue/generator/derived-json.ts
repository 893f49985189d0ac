/**
 * The derived w_* columns of generated works as JSON: equal to JSON.stringify(deriveWork(row,
 * maps)) (generate.test.ts compares every work), from lists made once per work, and the parts
 * that depend on the source alone kept per source. Drawing, stringifying and deriving the works
 * are the generator threads' work, and this is about a third of it (19.7 of 56.4 µs a work in
 * one thread, 2026-11-26).
 *
 * The JSON is one JSON.stringify of an object literal (one shape for every work), which writes
 * one flat string. Writing it from a template of pieces, as before, made a string of hundreds of
 * parts that V8 had to flatten before it could be written out: that cost more than stringifying.
 */
import { countryBits } from '../vocab/country-bits.js';
import type { EntityMaps } from '../ingest/derive.js';
import { firstAuthors } from '../search/work-names.js';
import type { WorkRow } from '../store/rows.js';

function add<T>(out: T[], value: T | null | undefined): void {
  if (value !== null && value !== undefined && !out.includes(value)) out.push(value);
}

/** A number as deriveWork has it (null for none, as JSON.stringify would write a non-finite one). */
function num(value: number | null | undefined): number | null {
  return value === null || value === undefined || !Number.isFinite(value) ? null : value;
}

/** The derived columns that depend on the work's source alone. */
interface SourceColumns {
  id: number | null;
  issns: string[];
  type: string | null;
  inDoaj: boolean | null;
  isOa: boolean | null;
  isCore: boolean | null;
  hostId: number | null;
  publisherLineage: readonly number[];
}

/**
 * Writes the derived columns of generated works as JSON. The entity maps must be complete before
 * the first work (as they are: the generator writes its entities first), since parts that depend
 * on one entity alone are kept.
 */
export class DerivedJson {
  private readonly sources = new Map<number, SourceColumns>();

  constructor(private readonly maps: EntityMaps) {}

  private sourceColumns(sourceId: number | null): SourceColumns {
    const key = sourceId ?? -1;
    let part = this.sources.get(key);
    if (part !== undefined) return part;
    const source = sourceId === null ? undefined : this.maps.sources.get(sourceId);
    const issns: string[] = [];
    if (source) {
      add(issns, source.issn_l);
      for (const x of source.issn) add(issns, x);
    }
    let publisherLineage: readonly number[] = [];
    if (source && source.host_organization_id !== null && source.host_organization_kind === 'publisher') {
      const p = this.maps.publishers.get(source.host_organization_id);
      publisherLineage = p && p.lineage.length ? p.lineage : [source.host_organization_id];
    }
    part = {
      id: num(sourceId),
      issns,
      type: source?.type ?? null,
      inDoaj: source?.is_in_doaj ?? null,
      isOa: source?.is_oa ?? null,
      isCore: source?.is_core ?? null,
      hostId: num(source?.host_organization_id),
      publisherLineage,
    };
    this.sources.set(key, part);
    return part;
  }

  /** The work's derived columns as JSON, equal to JSON.stringify(deriveWork(w, maps)). */
  of(w: WorkRow): string {
    const maps = this.maps;
    const authorIds: number[] = [];
    const orcids: string[] = [];
    const institutionIds: number[] = [];
    const countries: string[] = [];
    let hasRaw = false;
    const correspondingAuthors: number[] = [];
    const correspondingInstitutions: number[] = [];
    let hasOrcid = false;
    for (const a of w.authorships) {
      add(authorIds, a.author_id);
      add(orcids, a.author_orcid);
      if (a.author_orcid !== null) hasOrcid = true;
      for (const id of a.institution_ids) add(institutionIds, id);
      for (const c of a.countries) add(countries, c);
      // Once one is found the others need not be read (each is a cache miss).
      if (!hasRaw) for (const f of a.affiliations) if (f.raw_affiliation_string != null) hasRaw = true;
      if (a.is_corresponding) {
        add(correspondingAuthors, a.author_id);
        for (const id of a.institution_ids) add(correspondingInstitutions, id);
      }
    }
    const lineage: number[] = [];
    const rors: string[] = [];
    const types: string[] = [];
    for (const id of institutionIds) {
      const inst = maps.institutions.get(id);
      add(countries, inst?.country_code);
      add(rors, inst?.ror);
      add(types, inst?.type);
      const l = inst?.lineage;
      if (l && l.length) for (const x of l) add(lineage, x);
      else add(lineage, id);
    }
    const continents: string[] = [];
    let isGlobalSouth = false;
    for (const c of countries) {
      const info = maps.countries.get(c);
      add(continents, info?.continent_id);
      if (info?.is_global_south === true) isGlobalSouth = true;
    }
    const topicIds: number[] = [];
    const subfields: number[] = [];
    const fields: number[] = [];
    const domains: number[] = [];
    for (const t of w.topics) {
      add(topicIds, t.id);
      const info = maps.topics.get(t.id);
      add(subfields, info?.subfield_id);
      add(fields, info?.field_id);
      add(domains, info?.domain_id);
    }
    const primary = w.topics[0] ? maps.topics.get(w.topics[0].id) : undefined;
    const concepts: number[] = [];
    for (const c of w.concepts) add(concepts, c.id);
    const keywords: string[] = [];
    for (const k of w.keywords) add(keywords, k.id);
    const sdgs: number[] = [];
    for (const s of w.sdgs) add(sdgs, s.id);
    const funders: number[] = [];
    const awards: string[] = [];
    for (const g of w.grants) add(funders, g.funder_id);
    for (const g of w.grants) add(awards, g.award_id);
    const sourceId = w.primary_location?.source_id ?? null;
    const locationSources: number[] = [];
    let hasPdf = false;
    for (const l of w.locations) {
      add(locationSources, l.source_id);
      if (l.pdf_url !== null) hasPdf = true;
    }
    const repositories = locationSources.filter((id) => maps.sources.get(id)?.type === 'repository');
    const best = w.best_oa_location;
    const s = this.sourceColumns(sourceId);
    // Keys in deriveWork's order; undefined would drop a key, so absent values are null.
    return JSON.stringify({
      w_author_ids: authorIds,
      w_orcids: orcids,
      w_institution_ids: institutionIds,
      w_lineage: lineage,
      w_institution_rors: rors,
      w_institution_types: types,
      w_countries: countries,
      w_continents: continents,
      w_is_global_south: isGlobalSouth,
      w_corresponding_author_ids: correspondingAuthors,
      w_corresponding_institution_ids: correspondingInstitutions,
      w_authors_count: w.authorships.length,
      w_countries_count: countries.length,
      w_country_bits: countryBits(countries),
      w_institutions_count: institutionIds.length,
      w_has_raw_affiliations: hasRaw,
      w_primary_topic_id: num(w.topics[0]?.id),
      w_primary_subfield_id: num(primary?.subfield_id),
      w_primary_field_id: num(primary?.field_id),
      w_primary_domain_id: num(primary?.domain_id),
      w_topic_ids: topicIds,
      w_subfield_ids: subfields,
      w_field_ids: fields,
      w_domain_ids: domains,
      w_concept_ids: concepts,
      w_keyword_ids: keywords,
      w_sdg_ids: sdgs,
      w_funder_ids: funders,
      w_award_ids: awards,
      w_source_id: s.id,
      w_source_issns: s.issns,
      w_source_type: s.type,
      w_source_is_in_doaj: s.inDoaj,
      w_source_is_oa: s.isOa,
      w_source_is_core: s.isCore,
      w_source_host_id: s.hostId,
      w_source_publisher_lineage: s.publisherLineage,
      w_location_source_ids: locationSources,
      w_repository_ids: repositories,
      w_license: best?.license ?? null,
      w_referenced_works_count: w.referenced_works.length,
      w_has_orcid: hasOrcid,
      w_has_pdf_url: hasPdf || best?.pdf_url != null,
      w_has_abstract: w.abstract !== null,
      w_first_authors: firstAuthors(w),
    });
  }
}
