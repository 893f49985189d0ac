/** Query keys of the entity feature, host first. */
export const entityKeys = {
  all: ['data', 'entity'] as const,
  name: (entityPath: string) => ['data', 'entity', entityPath, 'name'] as const,
};
