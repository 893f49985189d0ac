import Drawer from '@mui/material/Drawer';
import { useSearchParams } from 'react-router';
import { EntityPanel } from '../../features/entity/components/entity-panel';

export const DRAWER_WIDTH = 500;

/** Right drawer, open while the URL's `zoom` holds an entity id; closing clears it. */
export function EntityDrawer() {
  const [searchParams, setSearchParams] = useSearchParams();
  const zoom = searchParams.get('zoom');
  function handleClose() {
    setSearchParams((params) => {
      params.delete('zoom');
      return params;
    });
  }
  return (
    <Drawer
      anchor="right"
      open={Boolean(zoom)}
      onClose={handleClose}
      slotProps={{ paper: { sx: { width: { xs: '95%', sm: DRAWER_WIDTH } } } }}
    >
      {zoom && <EntityPanel entityId={zoom} onClose={handleClose} />}
    </Drawer>
  );
}
