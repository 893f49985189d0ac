import type { NativeEntity } from '../store/ids.js';
import type { AcEntity } from '../search/search-index.js';
import type { FieldDef } from './fields.js';
import { WORK_FIELDS, WORK_SORTS } from './work-fields.js';
import {
  AUTHOR_FIELDS,
  CONCEPT_FIELDS,
  COUNTRY_EXTRA,
  derivedFields,
  FIELD_EXTRA,
  FUNDER_FIELDS,
  INSTITUTION_FIELDS,
  KEYWORD_FIELDS,
  PUBLISHER_FIELDS,
  SOURCE_FIELDS,
  SUBFIELD_EXTRA,
  TOPIC_FIELDS,
} from './entity-fields.js';
import { valueParsers } from './formats.js';

/**
 * Every entity type the data API serves: where it lives, which fields it offers, how it is
 * searched and which works filter points at it. Native entities have OpenAlex letter ids;
 * derived lists (countries, types, licences …) are computed from the works.
 */
export interface EntitySpec {
  name: string;
  table: string;
  /** native entities: the id letter family */
  native?: NativeEntity;
  /** derived lists: the OpenAlex namespace of their ids ('countries' → https://openalex.org/countries/US) */
  namespace?: string;
  parseId: (raw: string) => string | number | undefined;
  fields: Record<string, FieldDef>;
  sorts: Record<string, string>;
  defaultSort: string;
  /** autocomplete / name search index */
  ac?: AcEntity;
  /** the works filter that selects this entity's works */
  worksFilter?: string;
  description: string;
}

const nativeSpec = (
  name: NativeEntity,
  fields: Record<string, FieldDef>,
  worksFilter: string,
  description: string,
  ac: AcEntity = name,
): EntitySpec => ({
  name,
  table: name,
  native: name,
  parseId: (raw) => (fields.id as Extract<FieldDef, { kind: 'string' }>).parse!(raw),
  fields,
  sorts: { display_name: 't.display_name' },
  defaultSort: 'works_count:desc',
  ac,
  worksFilter,
  description,
});

const derivedSpec = (
  name: string,
  table: string,
  namespace: string,
  parse: (raw: string) => string | number | undefined,
  worksFilter: string,
  description: string,
  extra: Record<string, FieldDef> = {},
): EntitySpec => ({
  name,
  table,
  namespace,
  parseId: parse,
  fields: derivedFields(parse, extra),
  sorts: { display_name: 't.display_name' },
  defaultSort: 'works_count:desc',
  worksFilter,
  description,
});

export const ENTITIES: Record<string, EntitySpec> = {
  works: {
    name: 'works',
    table: 'works',
    native: 'works',
    parseId: (raw) => (WORK_FIELDS.id as Extract<FieldDef, { kind: 'string' }>).parse!(raw),
    fields: WORK_FIELDS,
    sorts: WORK_SORTS,
    defaultSort: 'cited_by_count:desc',
    ac: 'works',
    worksFilter: 'ids.openalex',
    description: 'Scholarly documents: articles, books, datasets, theses',
  },
  authors: nativeSpec('authors', AUTHOR_FIELDS, 'authorships.author.id', 'Creators of scholarly works'),
  sources: nativeSpec(
    'sources',
    SOURCE_FIELDS,
    'primary_location.source.id',
    'Journals, repositories and other places works are hosted',
  ),
  institutions: nativeSpec(
    'institutions',
    INSTITUTION_FIELDS,
    'authorships.institutions.lineage',
    'Universities and other organisations authors are affiliated with',
  ),
  publishers: nativeSpec(
    'publishers',
    PUBLISHER_FIELDS,
    'primary_location.source.publisher_lineage',
    'Companies and organisations that publish sources',
  ),
  funders: nativeSpec('funders', FUNDER_FIELDS, 'grants.funder', 'Organisations that fund research'),
  topics: nativeSpec(
    'topics',
    TOPIC_FIELDS,
    'primary_topic.id',
    'Research topics, the lowest level of the topic classification',
  ),
  concepts: nativeSpec('concepts', CONCEPT_FIELDS, 'concepts.id', 'The older hierarchical concept tags of works'),
  keywords: {
    name: 'keywords',
    table: 'keywords',
    namespace: 'keywords',
    parseId: valueParsers.keyword,
    fields: KEYWORD_FIELDS,
    sorts: { display_name: 't.display_name' },
    defaultSort: 'works_count:desc',
    ac: 'keywords',
    worksFilter: 'keywords.id',
    description: 'Short phrases describing works',
  },
  domains: derivedSpec(
    'domains',
    'domains',
    'domains',
    valueParsers.number('domains'),
    'primary_topic.domain.id',
    'The four top levels of the topic classification',
  ),
  fields: derivedSpec(
    'fields',
    'fields',
    'fields',
    valueParsers.number('fields'),
    'primary_topic.field.id',
    'The 26 fields of the topic classification',
    FIELD_EXTRA,
  ),
  subfields: derivedSpec(
    'subfields',
    'subfields',
    'subfields',
    valueParsers.number('subfields'),
    'primary_topic.subfield.id',
    'The 252 subfields of the topic classification',
    SUBFIELD_EXTRA,
  ),
  sdgs: derivedSpec(
    'sdgs',
    'sdgs',
    'sdgs',
    valueParsers.sdg,
    'sustainable_development_goals.id',
    'The UN Sustainable Development Goals',
  ),
  countries: derivedSpec(
    'countries',
    'countries',
    'countries',
    valueParsers.country,
    'authorships.countries',
    'Countries of authors’ institutions',
    COUNTRY_EXTRA,
  ),
  continents: derivedSpec(
    'continents',
    'continents',
    'continents',
    valueParsers.continent,
    'authorships.institutions.continent',
    'Continents of authors’ institutions',
  ),
  languages: derivedSpec(
    'languages',
    'languages',
    'languages',
    valueParsers.language,
    'language',
    'Languages works are written in',
  ),
  types: derivedSpec('types', 'types', 'types', valueParsers.type, 'type', 'Work types'),
  'work-types': derivedSpec('work-types', 'types', 'types', valueParsers.type, 'type', 'Work types'),
  'source-types': derivedSpec(
    'source-types',
    'source_types',
    'source-types',
    valueParsers.sourceType,
    'primary_location.source.type',
    'Kinds of sources',
  ),
  'institution-types': derivedSpec(
    'institution-types',
    'institution_types',
    'institution-types',
    valueParsers.institutionType,
    'authorships.institutions.type',
    'Kinds of institutions',
  ),
  licenses: derivedSpec(
    'licenses',
    'licenses',
    'licenses',
    valueParsers.license,
    'best_oa_location.license',
    'Licences of open-access copies',
  ),
};

/** Entity names the API accepts in paths (hyphenated and underscored both work). */
export function entityByName(name: string): EntitySpec | undefined {
  return ENTITIES[name.toLowerCase().replace(/_/g, '-')];
}
