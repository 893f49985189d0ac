import { DISCOVERY } from './discovery.js';
import { TREND_DETECTION } from './trend-detection.js';
import { OPEN_ACCESS } from './open-access.js';
import { EXPERT_DISCOVERY } from './expert-discovery.js';
import { COMPLIANCE } from './compliance.js';
import { COLLABORATION } from './collaboration.js';
import { RECOMMENDERS } from './recommenders.js';
import { RANKINGS } from './rankings.js';
import type { AnalyticsExample } from './types.js';

export { EXAMPLE_CATEGORIES, type AnalyticsExample, type ExampleCategory } from './types.js';

/**
 * The example questions of the analytics home page: written for this product, across the eight
 * categories and the entity types, with 2020–2024 where a question needs years. Every one runs
 * through the engine on the demo catalogue and finds rows (server/src/analytics/examples.test.ts).
 */
export const ANALYTICS_EXAMPLES: readonly AnalyticsExample[] = [
  ...DISCOVERY,
  ...TREND_DETECTION,
  ...OPEN_ACCESS,
  ...EXPERT_DISCOVERY,
  ...COMPLIANCE,
  ...COLLABORATION,
  ...RECOMMENDERS,
  ...RANKINGS,
];
