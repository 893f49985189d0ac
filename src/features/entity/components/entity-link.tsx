import Link, { type LinkProps } from '@mui/material/Link';
import { useContext, type MouseEvent, type ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { InsideEntityDrawer, useOpenEntity, zoomHref } from '../lib/use-open-entity';

/** A plain left click, which a page may handle itself; a modified one opens a tab or window. */
function isPlainClick(event: MouseEvent): boolean {
  return (
    !event.defaultPrevented && event.button === 0 && !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}

/**
 * The click handler of a link to an entity's page (`path`, e.g. '/A5'): inside the entity drawer a
 * plain click opens the entity in the drawer, on its trail; elsewhere the link is left alone.
 */
export function useEntityLinkClick(path: string): ((event: MouseEvent) => void) | undefined {
  const isInsideDrawer = useContext(InsideEntityDrawer);
  const openEntity = useOpenEntity();
  if (!isInsideDrawer) return undefined;
  return (event) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    openEntity(path.slice(1));
  };
}

type EntityLinkProps = Omit<LinkProps, 'href' | 'onClick'> & { path: string; children: ReactNode };

/** A link to an entity's page that, inside the entity drawer, opens the entity there instead. */
export function EntityLink({ path, ...props }: EntityLinkProps) {
  const onClick = useEntityLinkClick(path);
  return <Link component={RouterLink} to={path} onClick={onClick} {...props} />;
}

type ZoomLinkProps = Omit<LinkProps, 'href' | 'onClick'> & { entityId: string; children: ReactNode };

/**
 * A link that opens an entity in the drawer over the current page: its href is this page with
 * `zoom` (a new tab or a copied link shows the same), a plain click opens it through the zoom store.
 */
export function ZoomLink({ entityId, ...props }: ZoomLinkProps) {
  const location = useLocation();
  const openEntity = useOpenEntity();
  const onClick = (event: MouseEvent) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    openEntity(entityId);
  };
  return <Link component={RouterLink} to={zoomHref(location, entityId)} onClick={onClick} {...props} />;
}
