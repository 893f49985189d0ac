import { preloadable } from '../../../components/preloadable';

/** A filter row: chips, editors, option pickers. Loaded with the first filter shown, or ahead. */
export const filterRow = preloadable(() => import('./filter-row').then((module) => module.FilterRow));

/** The Add filter menu: a popover with a search field and the facets' icons. */
export const addFilterPopover = preloadable(() =>
  import('./add-filter-popover').then((module) => module.AddFilterPopover),
);
