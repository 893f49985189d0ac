import type { EntityType } from './entity-types';
import type { IconName } from './icon-names';

/**
 * How a facet's values are entered and shown:
 * - boolean: true/false, chips toggle, labelled by `booleanValues`;
 * - range: numbers (or years) with a dash for ranges, '1999-2020';
 * - search: free text;
 * - select: plain string values (DOIs, ORCIDs, OA statuses, levels);
 * - entity: ids of the entity type named by `entityId` (authors, countries, types …), shown by
 *   their display names and usable with label operators;
 * - sum: a total of the current search (list meta), shown as a card, never a filter.
 */
export const FACET_KINDS = ['boolean', 'range', 'search', 'select', 'entity', 'sum'] as const;
export type FacetKind = (typeof FACET_KINDS)[number];

/** What a facet can be used for: a filter, a results column, a sort key, a group-by card. */
export const FACET_ACTIONS = ['filter', 'column', 'sort', 'group_by'] as const;
export type FacetAction = (typeof FACET_ACTIONS)[number];

interface FacetMeaningBase {
  key: string;
  /** an empty list means: a property shown in the entity panel only */
  actions: readonly FacetAction[];
  /** the actions for which the facet is listed among the first, popular ones */
  actionsPopular?: readonly FacetAction[];
  /** a record holds a list of values (several authors, countries …) */
  isMultiple?: boolean;
  /** so many values exist that options come from autocomplete, not a full list */
  isManyOptions?: boolean;
  /** values are identifiers (DOI, ORCID, ROR, OpenAlex id) */
  isId?: boolean;
  isDate?: boolean;
  isCountry?: boolean;
  isCurrency?: boolean;
  /** group-by rows are ordered by value (years, counts), not by count */
  sortByValue?: boolean;
  isHidden?: boolean;
  /** a column that cannot be switched off (display_name) */
  isColumnMandatory?: boolean;
  /** values are shown as how many there are ('cited by 12 works'), not listed */
  isDisplayedAsCount?: boolean;
}

/** Meaning of a facet: what the server and the query model need. Kind-specific fields are required. */
export type FacetMeaning =
  | (FacetMeaningBase & { kind: 'boolean' | 'range' | 'search' | 'select'; entityId?: undefined; metaKey?: undefined })
  | (FacetMeaningBase & { kind: 'entity'; entityId: EntityType; metaKey?: undefined })
  /** `metaKey`: the field of a works list response's meta holding the total */
  | (FacetMeaningBase & { kind: 'sum'; metaKey: string; entityId?: undefined });

/** Menu sections facets are grouped in. */
export const FACET_CATEGORIES = [
  'aboutness',
  'author',
  'source',
  'funder',
  'institution',
  'geo',
  'open access',
  'citation',
  'ids',
  'other',
] as const;
export type FacetCategory = (typeof FACET_CATEGORIES)[number];

export const FACET_CATEGORY_ICONS = {
  aboutness: 'LightbulbOutlined',
  author: 'PersonOutlined',
  source: 'LibraryBooksOutlined',
  funder: 'PaymentsOutlined',
  institution: 'AccountBalanceOutlined',
  geo: 'PlaceOutlined',
  'open access': 'LockOpenOutlined',
  citation: 'FormatQuote',
  ids: 'Fingerprint',
  other: 'MoreHoriz',
} as const satisfies Record<FacetCategory, IconName>;

/** Labels of a boolean facet's two values, e.g. { true: 'Open Access', false: 'NOT Open Access' }. */
export interface BooleanValues {
  true: string;
  false: string;
}

interface FacetLabelBase {
  displayName: string;
  icon: IconName;
  category: FacetCategory;
  /** replaces the kind's default verb in a filter sentence ('DOI prefix starts with 10.1') */
  verb?: string;
  /** how a null group key or value is shown ('Unknown') */
  displayNullAs?: string;
}

/** Presentation of a facet; a boolean facet must label both values. */
export type FacetLabel = FacetLabelBase & { booleanValues?: undefined };
export type BooleanFacetLabel = FacetLabelBase & { booleanValues: BooleanValues };

/** The presentation table a meaning table needs: one label per key, boolean ones with values. */
export type FacetLabelsFor<T extends readonly FacetMeaning[]> = {
  readonly [F in T[number] as F['key']]: F['kind'] extends 'boolean' ? BooleanFacetLabel : FacetLabel;
};

/** A facet as the app sees it: meaning and presentation merged, with the entity type it belongs to. */
export type Facet<K extends string = string> = FacetMeaning &
  (FacetLabel | BooleanFacetLabel) & {
    key: K;
    /** the entity type whose lists this facet filters, sorts or groups */
    entityType: EntityType;
  };

/** Joins a meaning table with its presentation table. */
export function defineFacets<const T extends readonly FacetMeaning[]>(
  entityType: EntityType,
  meanings: T,
  labels: FacetLabelsFor<T>,
): readonly Facet<T[number]['key']>[] {
  const byKey = labels as Readonly<Record<string, FacetLabel | BooleanFacetLabel>>;
  return meanings.map((meaning) => ({ ...meaning, ...byKey[meaning.key]!, entityType }));
}
