import type { StoreApi } from 'zustand';
import { useAppEntityTypeStore } from '../components/app-entity-type';
import { useSnackbarStore } from '../components/snackbar/snackbar-store';
import { useZoomStore } from '../features/entity/lib/zoom-store';
import { useSearchTabsStore } from '../features/saved-searches/lib/search-tabs-store';
import { useAuthDialogStore } from '../session/auth-dialog-store';
import { useSessionStore } from '../session/session-store';

// The app's stores, each put back to the state it is created with.
const stores: Pick<StoreApi<object>, 'getInitialState' | 'setState'>[] = [
  useAppEntityTypeStore,
  useSnackbarStore,
  useZoomStore,
  useSearchTabsStore,
  useAuthDialogStore,
  useSessionStore,
];

/**
 * What one test file may leave behind for the next when they share a window and the modules (the
 * 'web' project, see vitest.config.ts): the stores' state, storage, and the page's body (a scroll
 * lock or aria-hidden a modal set, nodes rendered outside Testing Library's containers).
 */
export function resetSharedState(): void {
  for (const store of stores) store.setState(store.getInitialState(), true);
  globalThis.localStorage?.clear();
  globalThis.sessionStorage?.clear();
  if (typeof document === 'undefined') return;
  document.body.innerHTML = '';
  for (const { name } of [...document.body.attributes]) document.body.removeAttribute(name);
  document.title = '';
}
