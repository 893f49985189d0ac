/** The route table's paths, with builders for the links the app makes. */
export const paths = {
  home: '/',
  results: '/:entityType',
  entity: '/:namespace/:identifier',
  savedSearch: '/s/:id',
  login: '/login',
  signup: '/signup',
  magicToken: '/login/magic-token/:token',
  me: '/me',
  meAbout: '/me/about',
  meSearches: '/me/searches',
  meLabels: '/me/labels',
  meLabel: '/me/labels/:labelId',
  meCorrections: '/me/corrections',
  tests: '/tests',
  about: '/about',
  faq: '/faq',
  testimonials: '/testimonials',
  users: '/users',
  webinars: '/webinars',
  stats: '/stats',
  query: '/query',
  testsOld: '/tests_old',
  analyticsDocs: '/analytics-docs',
  analyticsTesting: '/analytics-testing',
  admin: '/admin',
} as const;

export const faqAnchors = ['sources', 'coverage-compared-to-mag', 'requester-pays', 'sustainability'] as const;

export const hrefs = {
  results: (entityType: string, search?: URLSearchParams | string) => {
    const query = search === undefined ? '' : String(search);
    return `/${encodeURIComponent(entityType)}${query ? `?${query}` : ''}`;
  },
  login: (redirect?: string) => (redirect ? `/login?${new URLSearchParams({ redirect })}` : '/login'),
  signup: (redirect?: string) => (redirect ? `/signup?${new URLSearchParams({ redirect })}` : '/signup'),
  meLabel: (labelId: string) => `/me/labels/${encodeURIComponent(labelId)}`,
  savedSearch: (id: string) => `/s/${encodeURIComponent(id)}`,
  faq: (anchor?: (typeof faqAnchors)[number]) => (anchor ? `/faq#${anchor}` : '/faq'),
};

/** Keeps a `redirect` query value on this site: only same-origin paths are followed. */
export function safeRedirect(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  return value;
}
