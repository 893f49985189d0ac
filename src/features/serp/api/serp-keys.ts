import type { ListRequestParams } from '../url-state/serp-params';

/** Query keys of the results page, host first. */
export const serpKeys = {
  all: ['data'] as const,
  list: (entityType: string, params: ListRequestParams) => ['data', entityType, 'list', params] as const,
  groupBys: (entityType: string, filter: string, search: string, keys: readonly string[]) =>
    ['data', entityType, 'group_bys', { filter, search, keys }] as const,
  count: (entityType: string, filter: string) => ['data', entityType, 'count', filter] as const,
  autocomplete: (entityType: string, q: string) => ['data', 'autocomplete', entityType, q] as const,
};
