import { useEffect } from 'react';
import { useNavigate, useNavigationType, useSearchParams } from 'react-router';
import { lazyPart } from '../../components/lazy-part';
import { MountWhen } from '../../components/mount-when';
import { resetZoomStore, useZoomStore } from '../../features/entity/lib/zoom-store';

const EntityDrawerContent = lazyPart(() =>
  import('./entity-drawer-content').then((module) => module.EntityDrawerContent),
);

/** The entity drawer, whose code (the panel, its property rows, the claim flow) loads when `zoom` is first set. */
export function EntityDrawer() {
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const navigationType = useNavigationType();
  const zoom = searchParams.get('zoom') || null;

  // The zoom store writes the URL through this: a new history entry per entity shown, so the
  // browser's Back and Forward walk the drawer's trail.
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

  return (
    <MountWhen when={zoom !== null}>
      <EntityDrawerContent />
    </MountWhen>
  );
}
