/** Query keys of the filter editors, host first. */
export const filterKeys = {
  /** a facet's top values under the other filters, for its option list */
  options: (entityType: string, filter: string, key: string) =>
    ['data', entityType, 'filter-options', { filter, key }] as const,
};
