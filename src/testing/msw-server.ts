import { setupServer } from 'msw/node';

/** The msw server for component tests; tests add handlers with `server.use(...)`. */
export const server = setupServer();
