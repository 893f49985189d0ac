import { Navigate, redirect, type RouteObject } from 'react-router';
import { NotFound } from '../components/not-found';
import { outsideRedirects } from '../config/outside-links';
import { AuthRoutePage } from '../features/account/components/auth-route-page';
import { MagicTokenPage } from '../features/account/components/magic-token-page';
import { MeAboutPage } from '../features/account/components/me-about-page';
import { MeLayout } from '../features/account/components/me-layout';
import { AdminPage } from '../features/admin/components/admin-page';
import { AnalyticsDocsPage } from '../features/docs/components/analytics-docs-page';
import { EntityPage } from '../features/entity/components/entity-page';
import { HomePage } from '../features/analytics/components/home-page';
import { QueryTesterPage } from '../features/analytics/components/query-tester-page';
import { SavedSearchPage } from '../features/analytics/components/saved-search-page';
import { AboutPage } from '../features/pages/components/about-page';
import { AnalyticsTestingPage } from '../features/pages/components/analytics-testing-page';
import { FaqPage } from '../features/pages/components/faq-page';
import { TestimonialsPage } from '../features/pages/components/testimonials-page';
import { StatsPage } from '../features/stats/components/stats-page';
import { TestSuitesPage } from '../features/test-suites/components/test-suites-page';
import { ComingLaterPage } from '../components/coming-later';
import { EntityTypeRoute } from './entity-type-route';
import { guestOnlyLoader, requireUserLoader, sessionLoader } from './route-guards';
import { AppShell } from './shell/app-shell';
import { RouteErrorPage } from './shell/route-error-page';

const outsideRoutes: RouteObject[] = Object.entries(outsideRedirects).map(([path, url]) => ({
  path,
  loader: () => redirect(url),
}));

/** The full route table (spec 2 §2 and spec 1 §2). */
export function createRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      element: <AppShell />,
      loader: sessionLoader,
      errorElement: <RouteErrorPage />,
      hydrateFallbackElement: null,
      children: [
        {
          errorElement: <RouteErrorPage />,
          children: [
            { index: true, element: <HomePage /> },
            { path: 's/:id', loader: requireUserLoader, element: <SavedSearchPage /> },
            { path: 'login', loader: guestOnlyLoader, element: <AuthRoutePage kind="login" /> },
            { path: 'signup', loader: guestOnlyLoader, element: <AuthRoutePage kind="signup" /> },
            { path: 'login/magic-token/:token', element: <MagicTokenPage /> },
            {
              path: 'me',
              loader: requireUserLoader,
              element: <MeLayout />,
              children: [
                { index: true, element: <ComingLaterPage title="Your account" /> },
                { path: 'about', element: <MeAboutPage /> },
                { path: 'searches', element: <ComingLaterPage title="Saved searches" /> },
                { path: 'labels', element: <ComingLaterPage title="Labels" /> },
                { path: 'labels/:labelId', element: <ComingLaterPage title="Label" /> },
                { path: 'corrections', element: <ComingLaterPage title="Corrections" /> },
              ],
            },
            { path: 'tests', element: <TestSuitesPage /> },
            { path: 'tests/:testSuiteId', element: <TestSuitesPage /> },
            { path: 'tests/:testSuiteId/:queryId', element: <TestSuitesPage /> },
            { path: 'tests/:testSuiteId/:queryId/:testType', element: <TestSuitesPage /> },
            { path: 'tests/:testSuiteId/:queryId/:testType/:testId', element: <TestSuitesPage /> },
            { path: 'about', element: <AboutPage /> },
            { path: 'faq', element: <FaqPage /> },
            { path: 'testimonials', element: <TestimonialsPage /> },
            { path: 'users', element: <Navigate to="/testimonials" replace /> },
            { path: 'stats', element: <StatsPage /> },
            { path: 'query', element: <QueryTesterPage /> },
            { path: 'tests_old', element: <ComingLaterPage title="Test runner" /> },
            { path: 'analytics-docs', element: <AnalyticsDocsPage /> },
            { path: 'analytics-testing', element: <AnalyticsTestingPage /> },
            { path: 'admin', loader: requireUserLoader, element: <AdminPage /> },
            ...outsideRoutes,
            { path: ':entityType', element: <EntityTypeRoute /> },
            { path: ':namespace/*', element: <EntityPage /> },
            { path: '*', element: <NotFound /> },
          ],
        },
      ],
    },
  ];
}
