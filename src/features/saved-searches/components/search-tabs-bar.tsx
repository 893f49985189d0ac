import Box from '@mui/material/Box';
import { lazy } from 'react';
import type { EntityType } from '../../../entities/entity-types';
import { selectUser, useSessionStore } from '../../../session/session-store';
import { MountWhen } from '../../../components/mount-when';

const SearchTabsBarContent = lazy(() =>
  import('./search-tabs-bar-content').then((module) => ({ default: module.SearchTabsBarContent })),
);

/** The search tabs of a logged-in user; visitors never load their code. */
export function SearchTabsBar({ entityType }: { entityType: EntityType }) {
  const isLoggedIn = useSessionStore((state) => Boolean(selectUser(state)));
  return (
    // while the code loads, a space as tall as the bar (a chip, its padding and margin)
    <MountWhen when={isLoggedIn} fallback={<Box sx={{ height: 44 }} />}>
      <SearchTabsBarContent entityType={entityType} />
    </MountWhen>
  );
}
