import type { QueryClient } from '@tanstack/react-query';
import { Navigate, redirect, type RouteObject } from 'react-router';
import { NotFound } from '../components/not-found';
import { outsideRedirects } from '../config/outside-links';
import { resultsRouteLoader } from './results-route-loader';
import { guestOnlyLoader, requireUserLoader, sessionLoader } from './route-guards';
import { AppShell } from './shell/app-shell';
import { RouteErrorPage } from './shell/route-error-page';

/** Pages load with their route (route-level code splitting): the shell alone is in the first chunk. */
const page = <M,>(load: () => Promise<M>, pick: (module: M) => React.ComponentType) => ({
  lazy: async () => ({ Component: pick(await load()) }),
});
const testsPage = page(
  () => import('../features/test-suites/components/test-suites-page'),
  (m) => m.TestSuitesPage,
);
const testsPaths = [
  'tests',
  'tests/:testSuiteId',
  'tests/:testSuiteId/:queryId',
  'tests/:testSuiteId/:queryId/:testType',
  'tests/:testSuiteId/:queryId/:testType/:testId',
];

const outsideRoutes: RouteObject[] = Object.entries(outsideRedirects).map(([path, url]) => ({
  path,
  loader: () => redirect(url),
}));

/**
 * What shows while the first loaders run (the session, the results route's start): nothing, as
 * they take a moment. A component rather than a `null` element, which the router takes for no
 * fallback at all and warns about in the console.
 */
function NothingYet() {
  return null;
}

/** The full route table (spec 2 §2 and spec 1 §2). */
export function createRoutes(options: { queryClient?: QueryClient } = {}): RouteObject[] {
  return [
    {
      id: 'root',
      element: <AppShell />,
      loader: sessionLoader,
      errorElement: <RouteErrorPage />,
      HydrateFallback: NothingYet,
      children: [
        {
          errorElement: <RouteErrorPage />,
          children: [
            {
              index: true,
              ...page(
                () => import('../features/analytics/components/home-page'),
                (m) => m.HomePage,
              ),
            },
            {
              path: 's/:id',
              loader: requireUserLoader,
              ...page(
                () => import('../features/analytics/components/saved-search-page'),
                (m) => m.SavedSearchPage,
              ),
            },
            {
              path: 'login',
              loader: guestOnlyLoader,
              ...page(
                () => import('../features/account/components/auth-route-page'),
                (m) => m.LoginRoutePage,
              ),
            },
            {
              path: 'signup',
              loader: guestOnlyLoader,
              ...page(
                () => import('../features/account/components/auth-route-page'),
                (m) => m.SignupRoutePage,
              ),
            },
            {
              path: 'login/magic-token/:token',
              ...page(
                () => import('../features/account/components/magic-token-page'),
                (m) => m.MagicTokenPage,
              ),
            },
            {
              path: 'me',
              loader: requireUserLoader,
              ...page(
                () => import('../features/account/components/me-layout'),
                (m) => m.MeLayout,
              ),
              children: [
                {
                  index: true,
                  ...page(
                    () => import('../features/account/components/me-home-page'),
                    (m) => m.MeHomePage,
                  ),
                },
                {
                  path: 'about',
                  ...page(
                    () => import('../features/account/components/me-about-page'),
                    (m) => m.MeAboutPage,
                  ),
                },
                {
                  path: 'searches',
                  ...page(
                    () => import('../features/saved-searches/components/me-searches-page'),
                    (m) => m.MeSearchesPage,
                  ),
                },
                {
                  path: 'labels',
                  ...page(
                    () => import('../features/labels/components/me-labels-page'),
                    (m) => m.MeLabelsPage,
                  ),
                },
                {
                  path: 'labels/:labelId',
                  ...page(
                    () => import('../features/labels/components/label-page'),
                    (m) => m.LabelPage,
                  ),
                },
                {
                  path: 'corrections',
                  ...page(
                    () => import('../features/account/components/me-corrections-page'),
                    (m) => m.MeCorrectionsPage,
                  ),
                },
              ],
            },
            ...testsPaths.map((path) => ({ path, ...testsPage })),
            {
              path: 'about',
              ...page(
                () => import('../features/pages/components/about-page'),
                (m) => m.AboutPage,
              ),
            },
            {
              path: 'faq',
              ...page(
                () => import('../features/pages/components/faq-page'),
                (m) => m.FaqPage,
              ),
            },
            {
              path: 'testimonials',
              ...page(
                () => import('../features/pages/components/testimonials-page'),
                (m) => m.TestimonialsPage,
              ),
            },
            { path: 'users', element: <Navigate to="/testimonials" replace /> },
            {
              path: 'webinars',
              ...page(
                () => import('../features/pages/components/webinars-page'),
                (m) => m.WebinarsPage,
              ),
            },
            {
              path: 'stats',
              ...page(
                () => import('../features/stats/components/stats-page'),
                (m) => m.StatsPage,
              ),
            },
            {
              path: 'query',
              ...page(
                () => import('../features/analytics/components/query-tester-page'),
                (m) => m.QueryTesterPage,
              ),
            },
            {
              path: 'tests_old',
              ...page(
                () => import('../features/test-suites/components/tests-old-page'),
                (m) => m.TestsOldPage,
              ),
            },
            {
              path: 'test-queries/:queryId/natlang/:testId',
              ...page(
                () => import('../features/test-suites/components/test-suites-page'),
                (m) => m.NatLangTestPage,
              ),
            },
            {
              path: 'analytics-docs',
              ...page(
                () => import('../features/docs/components/analytics-docs-page'),
                (m) => m.AnalyticsDocsPage,
              ),
            },
            {
              path: 'analytics-testing',
              ...page(
                () => import('../features/pages/components/analytics-testing-page'),
                (m) => m.AnalyticsTestingPage,
              ),
            },
            {
              path: 'contact',
              ...page(
                () => import('../features/contact/components/contact-page'),
                (m) => m.ContactPage,
              ),
            },
            {
              path: 'admin',
              loader: requireUserLoader,
              ...page(
                () => import('../features/admin/components/admin-page'),
                (m) => m.AdminPage,
              ),
            },
            ...outsideRoutes,
            {
              path: ':entityType',
              loader: resultsRouteLoader(options.queryClient),
              ...page(
                () => import('./entity-type-route'),
                (m) => m.EntityTypeRoute,
              ),
            },
            {
              path: ':namespace/*',
              ...page(
                () => import('../features/entity/components/entity-page'),
                (m) => m.EntityPage,
              ),
            },
            { path: '*', element: <NotFound /> },
          ],
        },
      ],
    },
  ];
}
