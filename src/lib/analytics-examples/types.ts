import type { OqlQuery } from '../oql/index.js';

/** The categories of example questions (spec 2 §3). */
export const EXAMPLE_CATEGORIES = [
  'discovery',
  'trend detection',
  'open access',
  'expert discovery',
  'compliance',
  'collaboration',
  'recommenders',
  'rankings',
] as const;
export type ExampleCategory = (typeof EXAMPLE_CATEGORIES)[number];

/** An example question of the analytics home page (spec 2 §3, "Example query record"). */
export interface AnalyticsExample {
  question: string;
  /** what the query lists: an entity type or 'summary' */
  type: string;
  category: ExampleCategory;
  query: OqlQuery;
  /** a known-broken example, listed only with ui=errors */
  broken?: boolean;
  /** why it is broken */
  error?: string;
}
