import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { http } from '../../../api/http-clients';
import { selectUser, useSessionStore } from '../../../session/session-store';

const savedSearchResponse = z.object({
  id: z.string(),
  search_url: z.string(),
  name: z.string(),
  description: z.nullish(z.string()),
  has_alert: z.nullish(z.boolean()),
  updated: z.nullish(z.string()),
});

/** A saved search (spec 2 §3): where it points, what it is called and whether it mails alerts. */
export interface SavedSearch {
  id: string;
  /** path and query of the results page it reopens, e.g. `/works?filter=…&id=…` */
  searchUrl: string;
  name: string;
  description: string;
  hasAlert: boolean;
  /** ISO time of the last change, '' when the host did not say */
  updated: string;
}

export type SavedSearchInput = Omit<SavedSearch, 'updated'>;

function parseSavedSearch(data: unknown): SavedSearch {
  const search = savedSearchResponse.parse(data);
  return {
    id: search.id,
    searchUrl: search.search_url,
    name: search.name,
    description: search.description ?? '',
    hasAlert: search.has_alert ?? false,
    updated: search.updated ?? '',
  };
}

const listResponse = z.object({
  meta: z.optional(z.object({ count: z.number() })),
  results: z.array(z.unknown()),
});

/** Searches asked for a page: the bundled host keeps at most this many an account. */
const LIST_PAGE_SIZE = 500;
/** Pages followed at most, against a host that keeps saying there are more. */
const LIST_MAX_PAGES = 20;

/** The signed-in user's saved searches, newest change first, gathered page by page. */
export function savedSearchesQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['saved-searches', userId],
    queryFn: async ({ signal }) => {
      const searches: SavedSearch[] = [];
      for (let page = 1; page <= LIST_MAX_PAGES; page++) {
        const response = await http.user.get<unknown>('/saved-search', {
          signal,
          params: { page, per_page: LIST_PAGE_SIZE },
          headers: { 'Cache-Control': 'no-cache' },
        });
        const { meta, results } = listResponse.parse(response.data);
        searches.push(...results.map(parseSavedSearch));
        // a host that does not page (no meta) sends everything at once
        if (!meta || results.length === 0 || searches.length >= meta.count) break;
      }
      return searches.sort((a, b) => b.updated.localeCompare(a.updated));
    },
    staleTime: 30_000,
  });
}

/** PUT {userApi}/saved-search/{id}: creates or replaces the search. */
export async function putSavedSearch(search: SavedSearchInput): Promise<SavedSearch> {
  const response = await http.user.put<unknown>(`/saved-search/${encodeURIComponent(search.id)}`, {
    search_url: search.searchUrl,
    name: search.name,
    description: search.description,
    has_alert: search.hasAlert,
  });
  return parseSavedSearch(response.data);
}

/** DELETE {userApi}/saved-search/{id}. */
export async function deleteSavedSearch(id: string): Promise<void> {
  await http.user.delete(`/saved-search/${encodeURIComponent(id)}`);
}

export interface SavedSearchesApi {
  /** the user's searches; empty when logged out or not loaded yet */
  searches: SavedSearch[];
  isLoggedIn: boolean;
  /** true once the list for a logged-in user has arrived */
  isLoaded: boolean;
  put: (search: SavedSearchInput) => Promise<SavedSearch>;
  remove: (id: string) => Promise<void>;
}

/** The saved searches of whoever is signed in, with writes that keep the cached list current. */
export function useSavedSearches(): SavedSearchesApi {
  const user = useSessionStore(selectUser);
  const queryClient = useQueryClient();
  const query = useQuery({ ...savedSearchesQueryOptions(user?.id ?? ''), enabled: Boolean(user) });
  const key = savedSearchesQueryOptions(user?.id ?? '').queryKey;

  async function put(input: SavedSearchInput): Promise<SavedSearch> {
    const saved = await putSavedSearch(input);
    queryClient.setQueryData(key, (list = []) => [saved, ...list.filter((search) => search.id !== saved.id)]);
    return saved;
  }
  async function remove(id: string): Promise<void> {
    await deleteSavedSearch(id);
    queryClient.setQueryData(key, (list = []) => list.filter((search) => search.id !== id));
  }
  return {
    searches: user ? (query.data ?? []) : [],
    isLoggedIn: Boolean(user),
    isLoaded: Boolean(user) && query.isSuccess,
    put,
    remove,
  };
}
