/**
 * Where the outside paths of the route table and the footer's external links go. One table, so a
 * deployment changes them in one place.
 */
export const outsideRedirects = {
  '/data-dump': 'https://docs.openalex.org/download-all-data/openalex-snapshot',
  '/rest-api': 'https://docs.openalex.org/how-to-use-the-api/api-overview',
  '/schema': 'https://docs.openalex.org/api-entities/entities-overview',
  '/mag-migration-guide': 'https://docs.openalex.org/download-all-data/mag-format',
  '/author-change-request': 'https://help.openalex.org/hc/en-us/articles/24347048891543-Author-profile-change-request',
  '/authorChangeRequest': 'https://help.openalex.org/hc/en-us/articles/24347048891543-Author-profile-change-request',
  '/open-houses': 'https://openalex.org/webinars',
  '/user-meeting': 'https://openalex.org/webinars',
  '/webinars/api-notebook-01': 'https://github.com/ourresearch/openalex-api-tutorials',
  '/pricing': 'https://openalex.org/pricing',
  '/help': 'https://help.openalex.org',
  '/feedback': 'https://help.openalex.org/hc/en-us/requests/new',
  '/support': 'https://help.openalex.org/hc/en-us/requests/new',
} as const satisfies Record<string, string>;

export type OutsidePath = keyof typeof outsideRedirects;

export const externalLinks = {
  apiDocs: 'https://docs.openalex.org',
  helpCenter: 'https://help.openalex.org',
  support: outsideRedirects['/support'],
  terms: 'https://openalex.org/terms-of-service',
  privacy: 'https://openalex.org/privacy-policy',
  mailingList: 'https://groups.google.com/g/openalex-users',
  social: 'https://bsky.app/profile/openalex.org',
  openAlex: 'https://openalex.org',
} as const satisfies Record<string, string>;

export function isOutsidePath(path: string): path is OutsidePath {
  return Object.hasOwn(outsideRedirects, path);
}
