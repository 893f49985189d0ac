import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';

// Imports flow one way (STYLE.md): lib, entities, api, components → features → app; the server
// never imports the SPA except its pure shared library (src/lib); reference vocabularies import
// nothing of ours.
const layerZones = [
  { target: './server', from: './src', except: ['./lib'] },
  { target: './server/src/catalogue/vocab', from: './server/src/catalogue', except: ['./vocab'] },
  { target: './src/lib', from: './src', except: ['./lib'] },
  { target: './src/config', from: './src', except: ['./config', './lib'] },
  { target: './src/entities', from: './src', except: ['./entities', './lib'] },
  { target: './src/api', from: './src', except: ['./api', './config', './lib', './testing'] },
  { target: './src/components', from: './src/features' },
  { target: './src/components', from: './src/app' },
  { target: './src/features', from: './src/app' },
];

// The catalogue never imports HTTP routes or the app, and its stages point toward the store
// (schema, DuckDB access, row types and codecs): openalex (record parser and builder) and search
// (text and name indexes) use the store; ingest (importer, writers, finalize) and the generator
// use those; query (filters, records, SQL) uses search and openalex; catalogue.ts, the facade
// the routes use, sits on top.
const stage = (name) => `./server/src/catalogue/${name}`;
const forbid = (target, froms) => froms.map((from) => ({ target: stage(target), from: stage(from) }));
const catalogueZones = [
  { target: './server/src/catalogue', from: './server/src/routes' },
  { target: './server/src/catalogue', from: './server/src/app.ts' },
  ...forbid('store', ['openalex', 'search', 'ingest', 'generator', 'query', 'catalogue.ts']),
  ...forbid('openalex', ['search', 'ingest', 'generator', 'query', 'catalogue.ts']),
  ...forbid('search', ['ingest', 'generator', 'query', 'catalogue.ts']),
  ...forbid('ingest', ['query', 'catalogue.ts']),
  ...forbid('generator', ['query', 'catalogue.ts']),
  ...forbid('query', ['ingest', 'generator', 'catalogue.ts']),
];

// The analytics engine (compiler, runner, cache, text to OQL) uses the catalogue and the OQL
// library and is used only by routes and the app that mounts them.
const analyticsZones = [
  { target: './server/src/catalogue', from: './server/src/analytics' },
  { target: './server/src/users', from: './server/src/analytics' },
  { target: './server/src/export', from: './server/src/analytics' },
  { target: './server/src/analytics', from: './server/src/routes' },
];

export default tseslint.config(
  {
    ignores: [
      'build/**',
      'dist/**',
      'data/**',
      'node_modules/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'import-x': importX },
    // Resolve our TypeScript sources (the SPA imports them without an extension, the server with
    // .js): an import the resolver cannot find is one the path zones below silently let through.
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.node'],
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import-x/no-cycle': 'off',
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: [...layerZones, ...catalogueZones, ...analyticsZones] },
      ],
    },
  },
  {
    // Tests make their fixtures with any stage (the generator, a whole import) and ask the app, so
    // the catalogue's rules hold its code, not its tests.
    files: ['server/src/catalogue/**/*.test.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: layerZones }] },
  },
  {
    files: ['src/**/*.tsx', 'src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.js', '**/*.cjs', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
);
