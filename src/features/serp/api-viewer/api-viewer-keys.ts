/** Query keys of the API viewer, host first. */
export const apiViewerKeys = {
  all: ['data', 'api-viewer'] as const,
  response: (url: string) => ['data', 'api-viewer', url] as const,
};
