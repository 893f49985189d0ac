/** Parameters that belong to one visit, not to the search: the open panel and the page number. */
const TRANSIENT_PARAMS = ['zoom', 'page'];
const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** A new saved search's id (spec 2 §5 "New saved search"): 12 random letters and digits. */
export function newSavedSearchId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (byte) => ID_ALPHABET[byte % ID_ALPHABET.length]).join('');
}

function searchParamsOf(url: string): { path: string; params: URLSearchParams } {
  const parsed = new URL(url, 'http://local');
  return { path: parsed.pathname, params: parsed.searchParams };
}

/** The `search_url` stored for the page at `url`: its path and query with `id`, without the open panel or page. */
export function searchUrlFor(url: string, id: string | null): string {
  const { path, params } = searchParamsOf(url);
  for (const key of TRANSIENT_PARAMS) params.delete(key);
  if (id) params.set('id', id);
  else params.delete('id');
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** Whether two results-page URLs show the same search (same path and parameters but id, panel and page). */
export function isSameSearch(a: string, b: string): boolean {
  const normalize = (url: string) => {
    const { path, params } = searchParamsOf(searchUrlFor(url, null));
    params.sort();
    return `${path}?${params}`;
  };
  return normalize(a) === normalize(b);
}

/** Spec 1 §2: a saved search's time shows as a time of day within the last day, else as a short date. */
export function formatSavedTime(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (!iso || Number.isNaN(date.getTime())) return '';
  const age = now.getTime() - date.getTime();
  if (age >= 0 && age < 24 * 60 * 60 * 1000) {
    return date.toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' });
  }
  return date.toLocaleDateString(undefined, { month: 'short', day: 'numeric', year: 'numeric' });
}
