import { countryBits } from '../vocab/country-bits.js';
import { COUNTRIES } from '../vocab/geo.js';
import type { AuthorRow, InstitutionRow, PublisherRow, SourceRow, TopicRow, WorkRow } from '../store/rows.js';
import { firstAuthors } from '../search/work-names.js';

/** What the derived columns need to know about the entities a work points at. */
export interface EntityMaps {
  institutions: Map<number, Pick<InstitutionRow, 'lineage' | 'type' | 'country_code' | 'ror' | 'is_stub'>>;
  sources: Map<
    number,
    Pick<
      SourceRow,
      | 'type'
      | 'issn'
      | 'issn_l'
      | 'is_in_doaj'
      | 'is_oa'
      | 'is_core'
      | 'host_organization_id'
      | 'host_organization_kind'
      | 'is_stub'
    >
  >;
  publishers: Map<number, Pick<PublisherRow, 'lineage' | 'is_stub'>>;
  topics: Map<number, Pick<TopicRow, 'subfield_id' | 'field_id' | 'domain_id' | 'is_stub'>>;
  /** country code → continent id and Global South flag */
  countries: Map<string, { continent_id: string; is_global_south: boolean }>;
}

/** What derived columns need of every country: its continent and whether it is in the Global South. */
export function countryMap(): EntityMaps['countries'] {
  return new Map(COUNTRIES.map((c) => [c.id, { continent_id: c.continent_id, is_global_south: c.is_global_south }]));
}

export function emptyMaps(countries: EntityMaps['countries']): EntityMaps {
  return { institutions: new Map(), sources: new Map(), publishers: new Map(), topics: new Map(), countries };
}

/** Remember the parts of a batch's entities that derived columns need (full rows win over stubs). */
export function rememberEntities(
  maps: EntityMaps,
  batch: { institutions: InstitutionRow[]; sources: SourceRow[]; publishers: PublisherRow[]; topics: TopicRow[] },
): void {
  const put = <V extends { is_stub: boolean }>(map: Map<number, V>, id: number, value: V) => {
    const old = map.get(id);
    if (!old || old.is_stub || !value.is_stub) map.set(id, value);
  };
  for (const i of batch.institutions) put(maps.institutions, i.id, i);
  for (const s of batch.sources) put(maps.sources, s.id, s);
  for (const p of batch.publishers) put(maps.publishers, p.id, p);
  for (const t of batch.topics) put(maps.topics, t.id, t);
}

function distinct<T>(values: readonly (T | null | undefined)[]): T[] {
  // Lists here are short (a few authors, institutions, topics): a linear scan beats a Set.
  const out: T[] = [];
  for (const v of values) if (v !== null && v !== undefined && !out.includes(v)) out.push(v);
  return out;
}

function sourceLineage(maps: EntityMaps, sourceId: number | null): number[] {
  if (sourceId === null) return [];
  const s = maps.sources.get(sourceId);
  if (!s || s.host_organization_id === null || s.host_organization_kind !== 'publisher') return [];
  const p = maps.publishers.get(s.host_organization_id);
  return p && p.lineage.length ? p.lineage : [s.host_organization_id];
}

export type WorkDerived = Record<`w_${string}`, unknown>;

/** The derived w_* columns of one work. */
export function deriveWork(w: WorkRow, maps: EntityMaps): WorkDerived {
  const institutionIds = distinct(w.authorships.flatMap((a) => a.institution_ids));
  const insts = institutionIds.map((id) => maps.institutions.get(id));
  const countries = distinct([...w.authorships.flatMap((a) => a.countries), ...insts.map((i) => i?.country_code)]);
  const countryInfo = countries.map((c) => maps.countries.get(c));
  const topicInfo = w.topics.map((t) => maps.topics.get(t.id));
  const primary = w.topics[0] ? maps.topics.get(w.topics[0].id) : undefined;
  const sourceId = w.primary_location?.source_id ?? null;
  const source = sourceId === null ? undefined : maps.sources.get(sourceId);
  const locationSources = distinct(w.locations.map((l) => l.source_id));
  const corresponding = w.authorships.filter((a) => a.is_corresponding);
  return {
    w_author_ids: distinct(w.authorships.map((a) => a.author_id)),
    w_orcids: distinct(w.authorships.map((a) => a.author_orcid)),
    w_institution_ids: institutionIds,
    w_lineage: distinct(
      institutionIds.flatMap((id) => {
        const lineage = maps.institutions.get(id)?.lineage;
        return lineage && lineage.length ? lineage : [id];
      }),
    ),
    w_institution_rors: distinct(insts.map((i) => i?.ror)),
    w_institution_types: distinct(insts.map((i) => i?.type)),
    w_countries: countries,
    w_continents: distinct(countryInfo.map((c) => c?.continent_id)),
    w_is_global_south: countryInfo.some((c) => c?.is_global_south === true),
    w_corresponding_author_ids: distinct(corresponding.map((a) => a.author_id)),
    w_corresponding_institution_ids: distinct(corresponding.flatMap((a) => a.institution_ids)),
    w_authors_count: w.authorships.length,
    w_countries_count: countries.length,
    w_country_bits: countryBits(countries),
    w_institutions_count: institutionIds.length,
    w_has_raw_affiliations: w.authorships.some((a) => a.affiliations.some((f) => f.raw_affiliation_string != null)),
    w_primary_topic_id: w.topics[0]?.id ?? null,
    w_primary_subfield_id: primary?.subfield_id ?? null,
    w_primary_field_id: primary?.field_id ?? null,
    w_primary_domain_id: primary?.domain_id ?? null,
    w_topic_ids: distinct(w.topics.map((t) => t.id)),
    w_subfield_ids: distinct(topicInfo.map((t) => t?.subfield_id)),
    w_field_ids: distinct(topicInfo.map((t) => t?.field_id)),
    w_domain_ids: distinct(topicInfo.map((t) => t?.domain_id)),
    w_concept_ids: distinct(w.concepts.map((c) => c.id)),
    w_keyword_ids: distinct(w.keywords.map((k) => k.id)),
    w_sdg_ids: distinct(w.sdgs.map((s) => s.id)),
    w_funder_ids: distinct(w.grants.map((g) => g.funder_id)),
    w_award_ids: distinct(w.grants.map((g) => g.award_id)),
    w_source_id: sourceId,
    w_source_issns: source ? distinct([source.issn_l, ...source.issn]) : [],
    w_source_type: source?.type ?? null,
    w_source_is_in_doaj: source ? source.is_in_doaj : null,
    w_source_is_oa: source ? source.is_oa : null,
    w_source_is_core: source ? source.is_core : null,
    w_source_host_id: source?.host_organization_id ?? null,
    w_source_publisher_lineage: sourceLineage(maps, sourceId),
    w_location_source_ids: locationSources,
    w_repository_ids: locationSources.filter((id) => maps.sources.get(id)?.type === 'repository'),
    w_license: w.best_oa_location?.license ?? null,
    w_referenced_works_count: w.referenced_works.length,
    w_has_orcid: w.authorships.some((a) => a.author_orcid !== null),
    w_has_pdf_url: w.locations.some((l) => l.pdf_url !== null) || w.best_oa_location?.pdf_url != null,
    w_has_abstract: w.abstract !== null && w.abstract !== undefined,
    w_first_authors: firstAuthors(w),
  };
}

/** The derived a_* columns of one author. */
export function deriveAuthor(a: AuthorRow, maps: EntityMaps): Record<`a_${string}`, unknown> {
  const last = a.last_known_institution_ids.map((id) => maps.institutions.get(id));
  const lastCountries = distinct(last.map((i) => i?.country_code));
  const affIds = distinct(a.affiliations.map((f) => f.institution_id));
  return {
    a_last_known_countries: lastCountries,
    a_last_known_types: distinct(last.map((i) => i?.type)),
    a_last_known_lineage: distinct(
      a.last_known_institution_ids.flatMap((id) => {
        const lineage = maps.institutions.get(id)?.lineage;
        return lineage && lineage.length ? lineage : [id];
      }),
    ),
    a_last_known_is_global_south: lastCountries.some((c) => maps.countries.get(c)?.is_global_south === true),
    a_affiliation_ids: affIds,
    a_affiliation_types: distinct(affIds.map((id) => maps.institutions.get(id)?.type)),
  };
}
