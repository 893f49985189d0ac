/**
 * The derived w_* columns of generated works, written straight to JSON text: equal to
 * JSON.stringify(deriveWork(row, maps)) (generate.test.ts compares every work), without the
 * intermediate arrays of deriveWork and a second pass to stringify them. Drawing, stringifying
 * and deriving the works are the generator threads' work, and this is a quarter of it.
 */
import { countryBits } from '../vocab/country-bits.js';
import { firstAuthors, type EntityMaps } from '../derive.js';
import type { WorkRow } from '../rows.js';

/** Characters JSON.stringify escapes in a string (any surrogate, to be safe). */
// eslint-disable-next-line no-control-regex -- control characters are what JSON escapes
const NEEDS_ESCAPE = /["\\\u0000-\u001f\ud800-\udfff]/;

/** A string's JSON, as JSON.stringify gives it. */
export function jsonString(value: string | null | undefined): string {
  if (value === null || value === undefined) return 'null';
  return NEEDS_ESCAPE.test(value) ? JSON.stringify(value) : `"${value}"`;
}

function add<T>(out: T[], value: T | null | undefined): void {
  if (value !== null && value !== undefined && !out.includes(value)) out.push(value);
}

function flag(value: boolean | null | undefined): string {
  return value === null || value === undefined ? 'null' : value ? 'true' : 'false';
}

/**
 * Writes the derived columns of generated works as JSON. The entity maps must be complete before
 * the first work (as they are: the generator writes its entities first), since parts that depend
 * on one entity alone are kept.
 */
export class DerivedJson {
  private readonly sources = new Map<number, string>();

  constructor(private readonly maps: EntityMaps) {}

  private num(value: number | null | undefined): string {
    if (value === null || value === undefined || !Number.isFinite(value)) return 'null';
    return String(value);
  }

  private nums(values: readonly number[]): string {
    let out = '[';
    for (let i = 0; i < values.length; i++) out += (i === 0 ? '' : ',') + this.num(values[i]);
    return `${out}]`;
  }

  private strs(values: readonly string[]): string {
    let out = '[';
    for (let i = 0; i < values.length; i++) out += (i === 0 ? '' : ',') + jsonString(values[i]);
    return `${out}]`;
  }

  /** `,"w_source_id":…` to `"w_source_publisher_lineage":[…]`: they depend on the source alone. */
  private sourcePart(sourceId: number | null): string {
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
    part =
      `,"w_source_id":${this.num(sourceId)},"w_source_issns":${this.strs(issns)},"w_source_type":${jsonString(source?.type)}` +
      `,"w_source_is_in_doaj":${flag(source?.is_in_doaj)},"w_source_is_oa":${flag(source?.is_oa)}` +
      `,"w_source_is_core":${flag(source?.is_core)},"w_source_host_id":${this.num(source?.host_organization_id)}` +
      `,"w_source_publisher_lineage":${this.nums(publisherLineage)}`;
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
    return (
      `{"w_author_ids":${this.nums(authorIds)},"w_orcids":${this.strs(orcids)},"w_institution_ids":${this.nums(institutionIds)}` +
      `,"w_lineage":${this.nums(lineage)},"w_institution_rors":${this.strs(rors)},"w_institution_types":${this.strs(types)}` +
      `,"w_countries":${this.strs(countries)},"w_continents":${this.strs(continents)},"w_is_global_south":${flag(isGlobalSouth)}` +
      `,"w_corresponding_author_ids":${this.nums(correspondingAuthors)}` +
      `,"w_corresponding_institution_ids":${this.nums(correspondingInstitutions)}` +
      `,"w_authors_count":${w.authorships.length},"w_countries_count":${countries.length}` +
      `,"w_country_bits":${countryBits(countries)}` +
      `,"w_institutions_count":${institutionIds.length},"w_has_raw_affiliations":${flag(hasRaw)}` +
      `,"w_primary_topic_id":${this.num(w.topics[0]?.id)},"w_primary_subfield_id":${this.num(primary?.subfield_id)}` +
      `,"w_primary_field_id":${this.num(primary?.field_id)},"w_primary_domain_id":${this.num(primary?.domain_id)}` +
      `,"w_topic_ids":${this.nums(topicIds)},"w_subfield_ids":${this.nums(subfields)},"w_field_ids":${this.nums(fields)}` +
      `,"w_domain_ids":${this.nums(domains)},"w_concept_ids":${this.nums(concepts)},"w_keyword_ids":${this.strs(keywords)}` +
      `,"w_sdg_ids":${this.nums(sdgs)},"w_funder_ids":${this.nums(funders)},"w_award_ids":${this.strs(awards)}` +
      this.sourcePart(sourceId) +
      `,"w_location_source_ids":${this.nums(locationSources)}` +
      `,"w_repository_ids":${this.nums(repositories)},"w_license":${jsonString(best?.license)}` +
      `,"w_referenced_works_count":${w.referenced_works.length},"w_has_orcid":${flag(hasOrcid)}` +
      `,"w_has_pdf_url":${flag(hasPdf || best?.pdf_url != null)},"w_has_abstract":${flag(w.abstract !== null)}` +
      `,"w_first_authors":${this.strs(firstAuthors(w))}}`
    );
  }
}
