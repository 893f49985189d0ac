import { createContext, useCallback, useContext } from 'react';
import { entityRefPath } from './property-values';
import { useZoomStore } from './zoom-store';

/** True inside the entity drawer: an entity opened there joins the drawer's trail. */
export const InsideEntityDrawer = createContext(false);

/** The `zoom` form of an entity id: 'https://openalex.org/A5' or 'authors/A5' → 'A5', an SDG → 'sdgs/3'. */
export function zoomIdOf(id: string): string {
  return entityRefPath(id).slice(1);
}

/**
 * Opens an entity in the drawer over the current page (the URL gains `zoom`). From a page that
 * starts a new trail; from inside the drawer the entity joins its trail, and Back returns.
 */
export function useOpenEntity(): (id: string) => void {
  const isInsideDrawer = useContext(InsideEntityDrawer);
  return useCallback(
    (id: string) => {
      const store = useZoomStore.getState();
      if (isInsideDrawer) store.linkedEntityOpened(zoomIdOf(id));
      else store.entityOpened(zoomIdOf(id));
    },
    [isInsideDrawer],
  );
}
