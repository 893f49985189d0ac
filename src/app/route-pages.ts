import { preloadable } from '../components/preloadable';
import type { ShortcutSearchBoxProps } from '../components/shortcut-search-box';
import type { EntityType } from '../entities/entity-types';

/** The shortcut search box of the top bar (on phones, on results routes). */
export const shortcutSearchBox = preloadable<ShortcutSearchBoxProps>(() =>
  import('../components/shortcut-search-box').then((m) => m.ShortcutSearchBox),
);

/**
 * The pages `/:entityType` shows, loaded on demand. The route's loader waits for the one the URL
 * needs, so the page renders at once: a bare `lazy` page suspends on its first render, React
 * shows the shell's "Loading page" fallback, and then holds the page back until 300 ms after that
 * fallback appeared (its throttle on revealing suspended content), which kept the first results
 * off screen for a quarter of a second after they had arrived.
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
