import os from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const shared = { testTimeout: 30_000, hookTimeout: 120_000 };

// Component tests that need the page as a first visit finds it: lazy chunks not loaded yet, nothing
// preloaded, module state as imported. They run with a fresh window and fresh modules per file.
const FIRST_VISIT_TESTS = [
  'src/app/first-render.test.tsx',
  'src/app/results-route-loader.test.ts',
  'src/components/deferred-tooltip-focus.test.tsx',
  'src/components/deferred-tooltip-hover.test.tsx',
  'src/components/deferred-tooltip-press.test.tsx',
  'src/components/shortcut-search-box.test.tsx',
  'src/features/contact/components/contact-page.test.tsx',
  'src/features/serp/filters/filter-list-loading.test.tsx',
  'src/features/serp/report/group-by-chart.test.tsx', // vi.resetModules / vi.doMock
];

// Server tests that open a catalogue other than the generated test catalogue get fresh modules: the
// selectable fields and sort keys' value kinds are kept per open catalogue now (they were per table
// once), and these files stay apart so that no other module state of one catalogue reaches another.
const OWN_CATALOGUE_TESTS = [
  'server/src/catalogue/generated-merge.test.ts',
  'server/src/catalogue/harvest-into.test.ts',
  'server/src/catalogue/names-file.test.ts',
  'server/src/catalogue/older-catalogue.test.ts',
  'server/src/catalogue/openalex/safe-urls.test.ts',
  'server/src/catalogue/xpac.test.ts',
];

const server = {
  ...shared,
  environment: 'node',
  globalSetup: ['server/test/global-setup.ts'],
};

const web = {
  ...shared,
  environment: 'jsdom',
  globals: true,
  setupFiles: ['src/testing/setup-tests.ts'],
};

export default defineConfig({
  test: {
    // Vitest's default on a 2-core machine is one worker (cores - 1): the run then uses one core.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      {
        test: {
          ...server,
          name: 'server',
          // The files of a worker share the imported modules (Fastify, DuckDB, the catalogue code)
          // instead of importing them again for each file.
          isolate: false,
          include: ['server/**/*.test.ts', 'tests/contract/**/*.test.ts'],
          exclude: ['**/node_modules/**', '**/*.conformance.test.ts', ...OWN_CATALOGUE_TESTS],
        },
      },
      {
        test: { ...server, name: 'server-own-catalogue', include: OWN_CATALOGUE_TESTS },
      },
      {
        plugins: [react()],
        test: {
          ...web,
          name: 'web',
          // The files of a worker share one jsdom window and the imported modules (MUI, the app):
          // setting those up costs about two seconds a file. setup-shared-window.ts resets what a
          // file leaves behind.
          isolate: false,
          setupFiles: [...web.setupFiles, 'src/testing/setup-shared-window.ts'],
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: ['**/node_modules/**', '**/*.conformance.test.ts', ...FIRST_VISIT_TESTS],
        },
      },
      {
        plugins: [react()],
        // (Vitest starts projects in the order of their names: these slow files first, not last.)
        test: { ...web, name: 'first-visit', include: FIRST_VISIT_TESTS },
      },
    ],
  },
});
