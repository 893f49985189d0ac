import Box from '@mui/material/Box';
import type { EntityType } from '../../../entities/entity-types';
import { selectUser, useSessionStore } from '../../../session/session-store';
import { MountWhen } from '../../../components/mount-when';
import { lazyPart } from '../../../components/lazy-part';

// while the code loads, a space as tall as the bar (a chip, its padding and margin)
const SearchTabsBarContent = lazyPart(
  () => import('./search-tabs-bar-content').then((module) => module.SearchTabsBarContent),
  <Box sx={{ height: 44 }} />,
);

/** The search tabs of a logged-in user; visitors never load their code. */
export function SearchTabsBar({ entityType }: { entityType: EntityType }) {
  const isLoggedIn = useSessionStore((state) => Boolean(selectUser(state)));
  return (
    <MountWhen when={isLoggedIn}>
      <SearchTabsBarContent entityType={entityType} />
    </MountWhen>
  );
}
