import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { server } from './msw-server';

// Every request a component makes must be answered by a handler the test chose.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  globalThis.localStorage?.clear();
  vi.unstubAllGlobals(); // a viewport a test chose (see viewport.ts) ends with it
});
afterAll(() => server.close());
