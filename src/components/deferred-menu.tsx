import type { MenuProps } from '@mui/material/Menu';
import { LoadedPart } from './loaded-part';
import { MountWhen } from './mount-when';
import { preloadable } from './preloadable';

export const deferredMenu = preloadable<MenuProps>(() => import('@mui/material/Menu').then((module) => module.default));

/**
 * MUI's Menu, loaded when it is first opened. A page shows several menu buttons (sort, page size,
 * the user and help menus …) but opens few; the menu's popover, modal and transitions stay out of
 * the first paint's code. Once opened it stays mounted, so it closes with its transition.
 */
export function DeferredMenu(props: MenuProps) {
  return (
    <MountWhen when={props.open}>
      <LoadedPart part={deferredMenu} props={props} />
    </MountWhen>
  );
}
