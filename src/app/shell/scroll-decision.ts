export const HASH_SCROLL_OFFSET = 75;

export type ScrollAction =
  { kind: 'hash'; id: string } | { kind: 'restore'; y: number } | { kind: 'top' } | { kind: 'keep' };

interface ScrollInput {
  hash: string;
  /** 'POP' for back/forward (and the first load), 'PUSH' or 'REPLACE' for app navigations. */
  navigationType: 'POP' | 'PUSH' | 'REPLACE';
  savedY: number | undefined;
  previousPathname: string | null;
  pathname: string;
  isResultsList: boolean;
}

/**
 * Where the window scrolls after a navigation: to a hash target (with the top bar's offset), back to
 * the saved position on back/forward, nowhere within the results list (it keeps its place while
 * filters and pages change), otherwise to the top.
 */
export function decideScroll(input: ScrollInput): ScrollAction {
  if (input.hash.length > 1) return { kind: 'hash', id: decodeURIComponent(input.hash.slice(1)) };
  if (input.navigationType === 'POP' && input.savedY !== undefined) return { kind: 'restore', y: input.savedY };
  if (input.isResultsList && input.previousPathname === input.pathname) return { kind: 'keep' };
  return { kind: 'top' };
}
