import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { ASYNC_TIMEOUT_MS } from './async-timeout';
import { server } from './msw-server';

// findBy* and waitFor wait this long by default (Testing Library's own default is one second).
configure({ asyncUtilTimeout: ASYNC_TIMEOUT_MS });

// Every request a component makes must be answered by a handler the test chose.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  globalThis.localStorage?.clear();
  vi.unstubAllGlobals(); // a viewport a test chose (see viewport.ts) ends with it
});
afterAll(() => server.close());
