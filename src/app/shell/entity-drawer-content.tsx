import Drawer from '@mui/material/Drawer';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate, useNavigationType, useSearchParams } from 'react-router';
import { EntityPanel } from '../../features/entity/components/entity-panel';
import { InsideEntityDrawer } from '../../features/entity/lib/use-open-entity';
import { resetZoomStore, useZoomStore } from '../../features/entity/lib/zoom-store';

const DRAWER_WIDTH = 500;

/**
 * Keeps the zoom store and the URL together: the store writes `zoom` through this (a new history
 * entry per entity shown, so the browser's Back and Forward walk the drawer's trail), and hears of
 * every change of it. Here rather than in the shell, to keep it out of the first paint: the drawer
 * mounts when the URL first has `zoom` and stays mounted (a trail needs no keeping before).
 */
function useZoomUrlSync(zoom: string | null) {
  const [, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const navigationType = useNavigationType();
  useEffect(() => {
    useZoomStore.getState().writerSet({
      show: (id) =>
        setSearchParams(
          (params) => {
            if (id === null) params.delete('zoom');
            else params.set('zoom', id);
            return params;
          },
          { preventScrollReset: true },
        ),
      back: () => void navigate(-1),
    });
  }, [setSearchParams, navigate]);
  useEffect(() => resetZoomStore, []);
  useEffect(() => {
    useZoomStore.getState().urlChanged(zoom, navigationType === 'POP');
  }, [zoom, navigationType]);
}
const RESULTS_ROUTES = new Set(['/works', '/authors', '/sources', '/institutions']);

/**
 * Right drawer, open while the URL's `zoom` holds an entity id; closing clears it (and since zoom
 * is in the URL, the browser's back button closes it too). Entity links inside it open their
 * entity in it, with a Back button to the one before (the zoom store's trail). Half the screen
 * over a results page (95% on a phone), 500 wide elsewhere.
 */
export function EntityDrawerContent() {
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const zoom = searchParams.get('zoom') || null;
  useZoomUrlSync(zoom);
  // The trail's last entity is the shown one once the URL sync has caught up; until then no Back.
  const canGoBack = useZoomStore((state) => state.trail.length > 1 && state.trail.at(-1) === zoom);
  const paper = useRef<HTMLDivElement>(null);
  // Another entity in the same drawer starts at its top.
  useLayoutEffect(() => {
    if (paper.current) paper.current.scrollTop = 0;
  }, [zoom]);

  const handleClose = () => useZoomStore.getState().drawerClosed();
  const handleBack = () => useZoomStore.getState().backStepped();
  const width = RESULTS_ROUTES.has(pathname) ? { xs: '95%', sm: '50%' } : { xs: '95%', sm: DRAWER_WIDTH };
  return (
    <Drawer
      anchor="right"
      open={zoom !== null}
      onClose={handleClose}
      slotProps={{ paper: { ref: paper, sx: { width }, 'aria-label': 'Entity details' } }}
    >
      <InsideEntityDrawer.Provider value={true}>
        {zoom && (
          <EntityPanel key={zoom} entityId={zoom} onClose={handleClose} onBack={canGoBack ? handleBack : undefined} />
        )}
      </InsideEntityDrawer.Provider>
    </Drawer>
  );
}
