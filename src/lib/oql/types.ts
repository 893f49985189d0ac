/** A filter on one column (spec 2 §3): `operator` absent means the column's default ('is'). */
export interface OqlLeaf {
  column_id: string;
  operator?: string;
  value: OqlValue;
}

/** Filters joined by and/or, nested freely. */
export interface OqlGroup {
  join: 'and' | 'or';
  filters: OqlFilter[];
}

export type OqlFilter = OqlLeaf | OqlGroup;
export type OqlValue = string | number | boolean | null;

/** The query object (OQO) of the analytics area. */
export interface OqlQuery {
  /** an entity type ('works', 'authors', …) or 'summary' */
  get_rows: string;
  /** filters on the works that rows are made from (`using works where …`) */
  filter_works?: OqlFilter[];
  /** filters on the rows themselves (`get authors where …`) */
  filter_aggs?: OqlFilter[];
  sort_by_column?: string;
  sort_by_order?: 'asc' | 'desc';
  show_columns?: string[];
  show_underlying_works?: boolean;
  summarize_by?: string;
}

export function isGroup(filter: OqlFilter): filter is OqlGroup {
  return Array.isArray((filter as OqlGroup).filters);
}

/** One column of the entity configuration (the fields the language needs). */
export interface OqlColumnConfig {
  id: string;
  displayName?: string;
  operators?: string[];
  defaultOperator?: string;
  actions?: string[];
  /** the actions the builder offers first (spec 2 §3) */
  actionsPopular?: string[];
  type?: string;
  /** the entity type the column's values are (institutions, types, countries …), or null */
  objectEntity?: string | null;
  isList?: boolean;
  description?: string;
}

/** One entity of the configuration served at /entities/config. */
export interface OqlEntityConfig {
  id?: string;
  columns?: Record<string, OqlColumnConfig>;
  showOnTablePage?: string[] | null;
  sortByDefault?: string | null;
  sortDirDefault?: string | null;
}

export type OqlEntitiesConfig = Record<string, OqlEntityConfig>;
