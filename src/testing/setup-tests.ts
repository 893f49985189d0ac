import '@testing-library/jest-dom/vitest';
import { setMaxListeners } from 'node:events';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { ASYNC_TIMEOUT_MS } from './async-timeout';
import { server } from './msw-server';

// findBy* and waitFor wait this long by default (Testing Library's own default is one second).
configure({ asyncUtilTimeout: ASYNC_TIMEOUT_MS });

// jsdom lays nothing out, so it has no scrolling: its window.scrollTo prints "Not implemented" for
// each call the scroll manager makes on navigation. A test that checks scrolling stubs its own
// (and a test in the node environment has no window).
if (typeof window !== 'undefined') window.scrollTo = () => undefined;

// One query's AbortSignal is shared by the requests it fans out to (the stats page's count per
// entity type, a report's group-by per card): more than Node's default of ten listeners, a limit
// browsers do not have. Node warns past this higher one, so a signal that leaks listeners still shows.
setMaxListeners(40);

// Every request a component makes must be answered by a handler the test chose.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  globalThis.localStorage?.clear();
  vi.unstubAllGlobals(); // a viewport a test chose (see viewport.ts) ends with it
});
afterAll(() => server.close());
