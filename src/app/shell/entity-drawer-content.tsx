import Drawer from '@mui/material/Drawer';
import { useLocation, useSearchParams } from 'react-router';
import { EntityPanel } from '../../features/entity/components/entity-panel';

const DRAWER_WIDTH = 500;
const RESULTS_ROUTES = new Set(['/works', '/authors', '/sources', '/institutions']);

/**
 * Right drawer, open while the URL's `zoom` holds an entity id; closing clears it (and since zoom
 * is in the URL, the browser's back button closes it too). Half the screen over a results page
 * (95% on a phone), 500 wide elsewhere.
 */
export function EntityDrawerContent() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { pathname } = useLocation();
  const zoom = searchParams.get('zoom');
  function handleClose() {
    setSearchParams((params) => {
      params.delete('zoom');
      return params;
    });
  }
  const width = RESULTS_ROUTES.has(pathname) ? { xs: '95%', sm: '50%' } : { xs: '95%', sm: DRAWER_WIDTH };
  return (
    <Drawer
      anchor="right"
      open={Boolean(zoom)}
      onClose={handleClose}
      slotProps={{ paper: { sx: { width }, 'aria-label': 'Entity details' } }}
    >
      {zoom && <EntityPanel key={zoom} entityId={zoom} onClose={handleClose} />}
    </Drawer>
  );
}
