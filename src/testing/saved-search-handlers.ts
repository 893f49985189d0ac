import { http, HttpResponse } from 'msw';
import { storeToken } from '../api/auth-token';
import { useSessionStore } from '../session/session-store';
import { parseUser } from '../session/user';

export interface StoredSearch {
  id: string;
  search_url: string;
  name: string;
  description: string;
  has_alert: boolean;
  updated: string;
}

/** A saved search of the works results filtered to open access, as tests start with. */
export const OPEN_ACCESS_SEARCH: StoredSearch = {
  id: 'oa2020',
  search_url: '/works?filter=is_oa%3Atrue&id=oa2020',
  name: 'Open access',
  description: '',
  has_alert: false,
  updated: '2026-11-20T10:00:00.000Z',
};

/**
 * A user host holding saved searches in memory: what tests start with and what PUTs arrived. It
 * pages its list as the bundled server does (`page`, `per_page` up to `maxPerPage`, `meta.count`).
 */
export function savedSearchHost(initial: StoredSearch[], { maxPerPage = 500 } = {}) {
  const host = { stored: [...initial], puts: [] as StoredSearch[] };
  const handlers = [
    http.get('/user-api/saved-search', ({ request }) => {
      const params = new URL(request.url).searchParams;
      const page = Number(params.get('page') ?? 1);
      const perPage = Math.min(Number(params.get('per_page') ?? 100), maxPerPage);
      return HttpResponse.json({
        meta: { count: host.stored.length, page, per_page: perPage },
        results: host.stored.slice((page - 1) * perPage, page * perPage),
      });
    }),
    http.put('/user-api/saved-search/:id', async ({ params, request }) => {
      const body = (await request.json()) as Omit<StoredSearch, 'id' | 'updated'>;
      const search = { ...body, id: String(params.id), updated: new Date().toISOString() };
      host.puts.push(search);
      host.stored = [search, ...host.stored.filter((s) => s.id !== search.id)];
      return HttpResponse.json(search);
    }),
    http.delete('/user-api/saved-search/:id', ({ params }) => {
      host.stored = host.stored.filter((s) => s.id !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
  ];
  return { host, handlers };
}

/** Signs a test user in without the network, as after a completed login. */
export function logInTestUser(user: Record<string, unknown> = {}): void {
  storeToken('token-1');
  useSessionStore.setState({
    token: 'token-1',
    user: parseUser({ id: 'u1', email: 'ada@example.org', display_name: 'Ada', ...user }),
  });
}
