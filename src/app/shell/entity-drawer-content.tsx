import Drawer from '@mui/material/Drawer';
import { useLayoutEffect, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { EntityPanel } from '../../features/entity/components/entity-panel';
import { InsideEntityDrawer } from '../../features/entity/lib/use-open-entity';
import { useZoomStore } from '../../features/entity/lib/zoom-store';

const DRAWER_WIDTH = 500;
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
