import { defineConfig } from 'vitest/config';

// Tests against ../shared/conformance (real OpenAlex records and recorded responses); CI runs them
// only when that folder exists.
export default defineConfig({
  test: {
    include: ['server/**/*.conformance.test.ts', 'src/**/*.conformance.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
