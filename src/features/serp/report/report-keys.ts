import { serpKeys } from '../api/serp-keys';

/**
 * Query keys of the report view's own calls, under the results page's host prefix so they are
 * invalidated with the rest of the page's data.
 */
export const reportKeys = {
  groupBy: (entityType: string, filter: string, search: string, requestKey: string) =>
    [...serpKeys.all, entityType, 'group_by', { filter, search, key: requestKey }] as const,
  totals: (entityType: string, filter: string, search: string) =>
    [...serpKeys.all, entityType, 'totals', { filter, search }] as const,
};
