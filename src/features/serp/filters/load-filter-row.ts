import { preloadable } from '../../../components/preloadable';

/** A filter row: chips, editors, option pickers. Loaded with the first filter shown, or ahead. */
export const filterRow = preloadable(() => import('./filter-row').then((module) => module.FilterRow));

/** The Add filter menu: a popover with a search field and the facets' icons. */
export const addFilterPopover = preloadable(() =>
  import('./add-filter-popover').then((module) => module.AddFilterPopover),
);

let isPreloaded = false;

/**
 * Loads the filter rows' and the Add filter menu's code when the browser is next idle, so the
 * first filter added (from a report row, a suggestion or the menu) shows at once. A results page
 * calls it once its results are on screen, keeping that code out of the first paint.
 */
export function preloadFilterRows(): void {
  if (isPreloaded || typeof window.requestIdleCallback !== 'function') return;
  isPreloaded = true;
  window.requestIdleCallback(() => {
    Promise.all([filterRow.load(), addFilterPopover.load()]).catch(() => (isPreloaded = false));
  });
}
