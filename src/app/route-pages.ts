import { preloadable } from '../components/preloadable';
import type { ShortcutSearchBoxProps } from '../components/shortcut-search-box';
import type { EntityType } from '../entities/entity-types';

/** The shortcut search box of the top bar (on phones, on results routes). */
export const shortcutSearchBox = preloadable<ShortcutSearchBoxProps>(() =>
  import('../components/shortcut-search-box').then((m) => m.ShortcutSearchBox),
);

/**
 * The pages `/:entityType` shows, loaded on demand: the route's loader starts loading the one
 * the URL needs, and the route swaps it in by hand once it is there (see LoadedPart).
 */
export const resultsPage = preloadable<{ entityType: EntityType }>(() =>
  // The results page has the search box in its code, so the top bar's (on phones) is ready with it.
  Promise.all([import('../features/serp/components/results-page'), shortcutSearchBox.load()]).then(
    ([m]) => m.ResultsPage,
  ),
);
export const entityPage = preloadable<object>(() =>
  import('../features/entity/components/entity-page').then((m) => m.EntityPage),
);
