/** Query keys of the stats summary panel, host first. */
export const statsKeys = {
  all: ['data', 'stats'] as const,
  totals: () => ['data', 'stats', 'totals'] as const,
  workTypes: () => ['data', 'stats', 'work-types'] as const,
  count: (entityType: string, filter: string) => ['data', 'stats', 'count', entityType, filter] as const,
};
