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

const noneYet = () => HttpResponse.json({ meta: { count: 0, page: 1, per_page: 500 }, results: [] });

/**
 * A signed-in user's own lists, which the shell and the analytics area read in the background (the
 * labels a query may name, the searches the account menu counts): none yet, unless a test gives some.
 */
export const emptyUserListHandlers = [
  http.get('/user-api/user/:userId/collections', noneYet),
  http.get('/user-api/saved-search', noneYet),
];

/** The msw server for component tests; tests add handlers with `server.use(...)`. */
export const server = setupServer(catalogueRootHandler(), ...emptyUserListHandlers);
