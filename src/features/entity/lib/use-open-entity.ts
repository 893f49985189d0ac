import { createContext, useCallback, useContext } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { entityRefPath } from './property-values';
import { useZoomStore } from './zoom-store';

/** True inside the entity drawer: an entity opened there joins the drawer's trail. */
export const InsideEntityDrawer = createContext(false);

/** The `zoom` form of an entity id: 'https://openalex.org/A5' or 'authors/A5' → 'A5', an SDG → 'sdgs/3'. */
export function zoomIdOf(id: string): string {
  return entityRefPath(id).slice(1);
}

/** This page's URL with `zoom` set: the shareable form of the drawer showing the entity. */
export function zoomHref(location: { pathname: string; search: string }, id: string): string {
  const params = new URLSearchParams(location.search);
  params.set('zoom', zoomIdOf(id));
  return `${location.pathname}?${params}`;
}

/**
 * Opens an entity in the drawer over the current page. From a page the URL gains `zoom` (the
 * drawer, mounting or already there, reads it as a trail of one); from inside the drawer the
 * entity joins its trail through the zoom store, and Back returns.
 */
export function useOpenEntity(): (id: string) => void {
  const isInsideDrawer = useContext(InsideEntityDrawer);
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (id: string) => {
      if (isInsideDrawer) useZoomStore.getState().linkedEntityOpened(zoomIdOf(id));
      else void navigate(zoomHref(location, id), { preventScrollReset: true });
    },
    [isInsideDrawer, navigate, location],
  );
}
