import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';

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
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import-x/no-cycle': 'off',
      // Imports flow one way (STYLE.md): lib, entities, api, components → features → app; the
      // server never imports the SPA except its pure shared library (src/lib); the catalogue
      // never imports HTTP routes; reference vocabularies import nothing of ours.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './server', from: './src', except: ['./lib'] },
            { target: './server/src/catalogue', from: './server/src/routes' },
            { target: './server/src/catalogue', from: './server/src/app.ts' },
            // the analytics engine uses the catalogue and is used only by routes (and the app that mounts them)
            { target: './server/src/catalogue', from: './server/src/analytics' },
            { target: './server/src/users', from: './server/src/analytics' },
            { target: './server/src/export', from: './server/src/analytics' },
            { target: './server/src/analytics', from: './server/src/routes' },
            { target: './server/src/catalogue/vocab', from: './server/src/catalogue', except: ['./vocab'] },
            { target: './src/lib', from: './src', except: ['./lib'] },
            { target: './src/config', from: './src', except: ['./config', './lib'] },
            { target: './src/entities', from: './src', except: ['./entities', './lib'] },
            { target: './src/api', from: './src', except: ['./api', './config', './lib'] },
            { target: './src/components', from: './src/features' },
            { target: './src/components', from: './src/app' },
            { target: './src/features', from: './src/app' },
          ],
        },
      ],
    },
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
