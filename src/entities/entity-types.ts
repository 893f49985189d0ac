import type { IconName } from './icon-names.js';

/** Letters of native ids (W123, A5…, T10017). */
export type NativeIdPrefix = 'W' | 'A' | 'S' | 'I' | 'P' | 'F' | 'C' | 'T';

interface EntityTypeBase {
  /** the works filter that selects this entity's works (spec 1 §3) */
  worksFilterKey: string;
  /** only works, authors, sources and institutions have a results page */
  hasResultsPage: boolean;
  hasAutocomplete: boolean;
  /** its records carry counts_by_year (as in OpenAlex; not topics, keywords or derived lists) */
  hasCountsByYear?: true;
}

/**
 * Native entities have letter ids (https://openalex.org/A123); derived lists are computed from the
 * works and have `namespace/value` ids (https://openalex.org/countries/US).
 */
export type EntityTypeDef =
  | (EntityTypeBase & { kind: 'native'; idPrefix: NativeIdPrefix })
  | (EntityTypeBase & { kind: 'derived'; idNamespace: string });

/** Meaning of every entity type of spec 1 §1, in that order. */
export const ENTITY_TYPES = {
  works: { kind: 'native', idPrefix: 'W', worksFilterKey: 'ids.openalex', hasResultsPage: true, hasAutocomplete: true },
  authors: {
    kind: 'native',
    idPrefix: 'A',
    worksFilterKey: 'authorships.author.id',
    hasResultsPage: true,
    hasAutocomplete: true,
    hasCountsByYear: true,
  },
  sources: {
    kind: 'native',
    idPrefix: 'S',
    worksFilterKey: 'primary_location.source.id',
    hasResultsPage: true,
    hasAutocomplete: true,
    hasCountsByYear: true,
  },
  publishers: {
    kind: 'native',
    idPrefix: 'P',
    worksFilterKey: 'primary_location.source.publisher_lineage',
    hasResultsPage: false,
    hasAutocomplete: true,
    hasCountsByYear: true,
  },
  funders: {
    kind: 'native',
    idPrefix: 'F',
    worksFilterKey: 'grants.funder',
    hasResultsPage: false,
    hasAutocomplete: true,
    hasCountsByYear: true,
  },
  institutions: {
    kind: 'native',
    idPrefix: 'I',
    worksFilterKey: 'authorships.institutions.lineage',
    hasResultsPage: true,
    hasAutocomplete: true,
    hasCountsByYear: true,
  },
  concepts: {
    kind: 'native',
    idPrefix: 'C',
    worksFilterKey: 'concepts.id',
    hasResultsPage: false,
    hasAutocomplete: true,
    hasCountsByYear: true,
  },
  // Keywords have their own table and autocomplete, but their ids are keywords/{slug}, so by the
  // id rule of spec 1 §3 they are not native.
  keywords: {
    kind: 'derived',
    idNamespace: 'keywords',
    worksFilterKey: 'keywords.id',
    hasResultsPage: false,
    hasAutocomplete: true,
  },
  topics: {
    kind: 'native',
    idPrefix: 'T',
    worksFilterKey: 'primary_topic.id',
    hasResultsPage: false,
    hasAutocomplete: true,
  },
  subfields: {
    kind: 'derived',
    idNamespace: 'subfields',
    worksFilterKey: 'primary_topic.subfield.id',
    hasResultsPage: false,
    hasAutocomplete: false,
  },
  fields: {
    kind: 'derived',
    idNamespace: 'fields',
    worksFilterKey: 'primary_topic.field.id',
    hasResultsPage: false,
    hasAutocomplete: false,
  },
  domains: {
    kind: 'derived',
    idNamespace: 'domains',
    worksFilterKey: 'primary_topic.domain.id',
    hasResultsPage: false,
    hasAutocomplete: false,
  },
  sdgs: {
    kind: 'derived',
    idNamespace: 'sdgs',
    worksFilterKey: 'sustainable_development_goals.id',
    hasResultsPage: false,
    hasAutocomplete: false,
  },
  countries: {
    kind: 'derived',
    idNamespace: 'countries',
    worksFilterKey: 'authorships.countries',
    hasResultsPage: false,
    hasAutocomplete: false,
  },
  continents: {
    kind: 'derived',
    idNamespace: 'continents',
    worksFilterKey: 'authorships.institutions.continent',
    hasResultsPage: false,
    hasAutocomplete: false,
  },
  languages: {
    kind: 'derived',
    idNamespace: 'languages',
    worksFilterKey: 'language',
    hasResultsPage: false,
    hasAutocomplete: false,
  },
  types: {
    kind: 'derived',
    idNamespace: 'types',
    worksFilterKey: 'type',
    hasResultsPage: false,
    hasAutocomplete: false,
  },
  'source-types': {
    kind: 'derived',
    idNamespace: 'source-types',
    worksFilterKey: 'primary_location.source.type',
    hasResultsPage: false,
    hasAutocomplete: false,
  },
  'institution-types': {
    kind: 'derived',
    idNamespace: 'institution-types',
    worksFilterKey: 'authorships.institutions.type',
    hasResultsPage: false,
    hasAutocomplete: false,
  },
  licenses: {
    kind: 'derived',
    idNamespace: 'licenses',
    worksFilterKey: 'best_oa_location.license',
    hasResultsPage: false,
    hasAutocomplete: false,
  },
} as const satisfies Record<string, EntityTypeDef>;

export type EntityType = keyof typeof ENTITY_TYPES;

type TypesWhere<P extends 'hasResultsPage' | 'hasAutocomplete' | 'kind', V> = {
  [K in EntityType]: (typeof ENTITY_TYPES)[K][P] extends V ? K : never;
}[EntityType];

/** 'works' | 'authors' | 'sources' | 'institutions' */
export type ResultsEntityType = TypesWhere<'hasResultsPage', true>;
export type NativeEntityType = TypesWhere<'kind', 'native'>;
export type AutocompleteEntityType = TypesWhere<'hasAutocomplete', true>;

export const ENTITY_TYPE_NAMES = Object.keys(ENTITY_TYPES) as readonly EntityType[];

/** Whether records of this type carry counts_by_year (works and citations per year). */
export function hasCountsByYear(type: EntityType): boolean {
  const def: EntityTypeDef = ENTITY_TYPES[type];
  return def.hasCountsByYear === true;
}

export interface EntityTypeLabel {
  displayNameSingular: string;
  displayNamePlural: string;
  icon: IconName;
}

/** Presentation: lower case; the UI capitalises where a heading needs it. */
export const ENTITY_TYPE_LABELS = {
  works: { displayNameSingular: 'work', displayNamePlural: 'works', icon: 'ArticleOutlined' },
  authors: { displayNameSingular: 'author', displayNamePlural: 'authors', icon: 'PersonOutlined' },
  sources: { displayNameSingular: 'source', displayNamePlural: 'sources', icon: 'MenuBookOutlined' },
  publishers: { displayNameSingular: 'publisher', displayNamePlural: 'publishers', icon: 'Domain' },
  funders: { displayNameSingular: 'funder', displayNamePlural: 'funders', icon: 'PaymentsOutlined' },
  institutions: {
    displayNameSingular: 'institution',
    displayNamePlural: 'institutions',
    icon: 'AccountBalanceOutlined',
  },
  concepts: { displayNameSingular: 'concept', displayNamePlural: 'concepts', icon: 'LocalOfferOutlined' },
  keywords: { displayNameSingular: 'keyword', displayNamePlural: 'keywords', icon: 'LocalOfferOutlined' },
  topics: { displayNameSingular: 'topic', displayNamePlural: 'topics', icon: 'LocalOfferOutlined' },
  subfields: { displayNameSingular: 'subfield', displayNamePlural: 'subfields', icon: 'LocalOfferOutlined' },
  fields: { displayNameSingular: 'field', displayNamePlural: 'fields', icon: 'LocalOfferOutlined' },
  domains: { displayNameSingular: 'domain', displayNamePlural: 'domains', icon: 'LocalOfferOutlined' },
  sdgs: {
    displayNameSingular: 'Sustainable Development Goal',
    displayNamePlural: 'Sustainable Development Goals',
    icon: 'SpaOutlined',
  },
  countries: { displayNameSingular: 'country', displayNamePlural: 'countries', icon: 'Public' },
  continents: { displayNameSingular: 'continent', displayNamePlural: 'continents', icon: 'Public' },
  languages: { displayNameSingular: 'language', displayNamePlural: 'languages', icon: 'Translate' },
  types: { displayNameSingular: 'work type', displayNamePlural: 'work types', icon: 'CategoryOutlined' },
  'source-types': { displayNameSingular: 'source type', displayNamePlural: 'source types', icon: 'CategoryOutlined' },
  'institution-types': {
    displayNameSingular: 'institution type',
    displayNamePlural: 'institution types',
    icon: 'CategoryOutlined',
  },
  licenses: { displayNameSingular: 'license', displayNamePlural: 'licenses', icon: 'LockOpenOutlined' },
} as const satisfies Record<EntityType, EntityTypeLabel>;

export function isEntityType(value: unknown): value is EntityType {
  return typeof value === 'string' && Object.hasOwn(ENTITY_TYPES, value);
}

/** Older or alternative names the API and old links use. */
const NAME_ALIASES: Readonly<Record<string, EntityType>> = {
  venues: 'sources',
  'work-types': 'types',
};

/** 'Authors', 'source_types', 'work-types', 'venues' → the entity type; undefined if unknown. */
export function entityTypeByName(name: string): EntityType | undefined {
  const normalized = name.trim().toLowerCase().replace(/_/g, '-');
  if (isEntityType(normalized)) return normalized;
  return NAME_ALIASES[normalized];
}

const TYPE_BY_PREFIX: Readonly<Record<string, EntityType>> = {
  ...Object.fromEntries(
    ENTITY_TYPE_NAMES.flatMap((type) => {
      const def: EntityTypeDef = ENTITY_TYPES[type];
      return def.kind === 'native' ? [[def.idPrefix, type]] : [];
    }),
  ),
  // Venues were renamed sources; their V ids still resolve.
  V: 'sources',
};

/** 'w' / 'W' → 'works', 'V' → 'sources'; undefined for letters that are no native type. */
export function entityTypeByIdPrefix(prefix: string): EntityType | undefined {
  return prefix.length === 1 ? TYPE_BY_PREFIX[prefix.toUpperCase()] : undefined;
}

const TYPE_BY_NAMESPACE: Readonly<Record<string, EntityType>> = Object.fromEntries(
  ENTITY_TYPE_NAMES.flatMap((type) => {
    const def: EntityTypeDef = ENTITY_TYPES[type];
    return def.kind === 'derived' ? [[def.idNamespace, type]] : [];
  }),
);

const NATIVE_ID = /^(?:https?:\/\/(?:api\.)?openalex\.org\/)?(?:[a-z-]+\/)?([a-z])\d+$/i;
const DERIVED_ID = /^(?:https?:\/\/(?:api\.)?openalex\.org\/)?([a-z-]+)\/[^/]+$/i;
const SDG_URL = /^https?:\/\/metadata\.un\.org\/sdg\/\d+$/i;

/**
 * The entity type of an id in any form a link or filter holds: 'W123', 'https://openalex.org/A1',
 * 'countries/US', 'https://openalex.org/keywords/machine-learning', an SDG URL.
 */
export function entityTypeOfId(id: string): EntityType | undefined {
  const value = id.trim();
  const derived = DERIVED_ID.exec(value);
  const byNamespace = derived ? TYPE_BY_NAMESPACE[derived[1]!.toLowerCase()] : undefined;
  if (byNamespace) return byNamespace;
  const native = NATIVE_ID.exec(value);
  if (native) return entityTypeByIdPrefix(native[1]!);
  return SDG_URL.test(value) ? 'sdgs' : undefined;
}
