import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const shared = { testTimeout: 30_000, hookTimeout: 120_000 };

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          ...shared,
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'tests/contract/**/*.test.ts'],
          exclude: ['**/node_modules/**', '**/*.conformance.test.ts'],
          globalSetup: ['server/test/global-setup.ts'],
        },
      },
      {
        plugins: [react()],
        test: {
          ...shared,
          name: 'web',
          environment: 'jsdom',
          globals: true,
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: ['**/node_modules/**', '**/*.conformance.test.ts'],
          setupFiles: ['src/testing/setup-tests.ts'],
        },
      },
    ],
  },
});
