import { useSearchParams } from 'react-router';
import { lazyPart } from '../../components/lazy-part';
import { MountWhen } from '../../components/mount-when';

const EntityDrawerContent = lazyPart(() =>
  import('./entity-drawer-content').then((module) => module.EntityDrawerContent),
);

/** The entity drawer, whose code (the panel, its property rows, the claim flow) loads when `zoom` is first set. */
export function EntityDrawer() {
  const [searchParams] = useSearchParams();
  return (
    <MountWhen when={searchParams.has('zoom')}>
      <EntityDrawerContent />
    </MountWhen>
  );
}
