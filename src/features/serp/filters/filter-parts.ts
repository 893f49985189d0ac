import { preloadable } from '../../../components/preloadable';

/** The filter rows: chips, editors, option pickers. Loaded with the first filter shown, or ahead. */
export const filterRows = preloadable(() => import('./filter-rows').then((module) => module.FilterRows));

/** The Add filter menu: a popover with a search field and the facets' icons. */
export const addFilterPopover = preloadable(() =>
  import('./add-filter-popover').then((module) => module.AddFilterPopover),
);

/** The editor of label filters ('matches any item in label'), with the labels store and picker. */
export const labelFilterEditor = preloadable(() =>
  import('./label-filter-editor').then((module) => module.LabelFilterEditor),
);
