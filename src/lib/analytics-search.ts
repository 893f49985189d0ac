import type { OqlQuery } from './oql/types.js';

/**
 * The search object of the analytics search service (spec 2 §3, "Search"), as the server makes
 * it and the app reads it.
 */

/** An entity a results cell points at: `{id: 'institutions/I1', display_name}`. */
export interface EntityCell {
  id: string;
  display_name: string | null;
}
export type ResultCell = string | number | boolean | null | EntityCell | (string | number | boolean | EntityCell)[];

/** A column of results_header. */
export interface ResultsColumn {
  id: string;
  type: string;
  displayName: string;
  isDate: boolean;
  /** a year (the entity configuration's isYear), when the server says so */
  isYear?: boolean;
  actions: string[];
  actionsPopular: string[];
  objectEntity: string | null;
}

export interface ResultRow {
  id: string;
  cells: Record<string, ResultCell>;
}

export interface AnalyticsSearch {
  id: string;
  query: OqlQuery;
  oql: string;
  /** the SQL that ran (the spec's field name, from the warehouse OpenAlex used) */
  redshift_sql: string;
  is_completed: boolean;
  results_header: ResultsColumn[];
  /** the first 100 rows */
  results: ResultRow[];
  meta: { count: number | null; works_count: number | null; page: number; per_page: number };
  timestamps: {
    started: string | null;
    completed: string | null;
    /** seconds */
    duration: number | null;
    /** the share of the duration spent in the catalogue's engine */
    duration_core_percent: number | null;
  };
  backend_error: string | null;
  /** the data API's filter of the works behind the result (show_underlying_works), or null */
  underlying_works_filter: string | null;
}
