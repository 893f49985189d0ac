import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

/**
 * `GET /api/`, which the top bar asks once per app for the catalogue's kind (the demo-data chip):
 * answered, unless a test says otherwise, as the bundled server answers for imported records.
 */
export const catalogueRootHandler = (kind: string | null = 'imported') =>
  http.get('/api/', () =>
    HttpResponse.json({ name: 'Alexandria catalogue API', catalogue: kind === null ? {} : { kind } }),
  );

/** The msw server for component tests; tests add handlers with `server.use(...)`. */
export const server = setupServer(catalogueRootHandler());
