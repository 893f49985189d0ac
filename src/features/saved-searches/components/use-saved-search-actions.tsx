import { useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { MountWhen } from '../../../components/mount-when';
import { showSnackbar } from '../../../components/snackbar/snackbar-store';
import type { EntityType } from '../../../entities/entity-types';
import { useSessionStore } from '../../../session/session-store';
import { useSavedSearches, type SavedSearch } from '../api/saved-searches-api';
import { isSameSearch, newSavedSearchId, searchUrlFor } from '../lib/saved-search-url';
import { NAME_MAX } from '../lib/saved-search-limits';
import type { OpenDialog } from './saved-search-dialogs';
import type { SaveSearchFields } from './save-search-dialog';
import { lazyPart } from '../../../components/lazy-part';

// The dialogs' code loads when one is first opened.
const SavedSearchDialogs = lazyPart(() => import('./saved-search-dialogs').then((module) => module.SavedSearchDialogs));

export interface SavedSearchActions {
  /** the saved search the URL's `id` names, once the user's list has loaded */
  current: SavedSearch | null;
  /** the page shows something other than what `current` saved */
  isEdited: boolean;
  searches: SavedSearch[];
  isLoggedIn: boolean;
  /** alerts mail new works, so only works searches have them */
  canAlert: boolean;
  newSearch: () => void;
  open: (search: SavedSearch) => void;
  save: () => void;
  copy: () => void;
  rename: () => void;
  remove: () => void;
  toggleAlert: () => void;
  /** the dialogs these actions open; render once */
  dialogs: ReactNode;
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Spec 1 §4 saved searches on the results page: save, save as, copy, rename, delete and the alert
 * flag, the generated id written into the URL, and the login-required dialogs for visitors.
 */
export function useSavedSearchActions(entityType: EntityType): SavedSearchActions {
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const saved = useSavedSearches();
  const hasToken = useSessionStore((state) => Boolean(state.token));
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const id = searchParams.get('id');
  const current = (id && saved.searches.find((search) => search.id === id)) || null;
  const url = `${location.pathname}${location.search}`;
  const canAlert = entityType === 'works';

  // Spec 1 §1: an id that names none of the user's saved searches leaves the URL. Not after a
  // logout on this page, though: logging out goes home, and taking the id out here would have
  // replaced that navigation with this page again.
  const [wasLoggedIn, setWasLoggedIn] = useState(hasToken);
  if (hasToken && !wasLoggedIn) setWasLoggedIn(true);
  const isUnknownId = Boolean(id) && !current && (hasToken ? saved.isLoaded : !wasLoggedIn);
  useEffect(() => {
    if (!isUnknownId) return;
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        next.delete('id');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [isUnknownId, setSearchParams]);

  const close = () => setDialog(null);

  async function write(search: SavedSearch, message: string, navigateTo?: string): Promise<void> {
    await saved.put(search);
    if (navigateTo) void navigate(navigateTo, { preventScrollReset: true });
    showSnackbar(message, 'success');
  }

  function attempt(task: () => Promise<void>) {
    task().catch((error: unknown) => showSnackbar(`Could not update the saved search: ${errorText(error)}`, 'error'));
  }

  async function saveAs(fields: SaveSearchFields) {
    const newId = newSavedSearchId();
    const searchUrl = searchUrlFor(url, newId);
    await write({ id: newId, searchUrl, ...fields, updated: '' }, 'Search saved.', withId(url, newId));
    close();
  }

  async function renameTo(fields: SaveSearchFields) {
    if (!current) return;
    await write({ ...current, name: fields.name, description: fields.description }, 'Search renamed');
    close();
  }

  async function confirmDelete() {
    if (!current) return;
    try {
      await saved.remove(current.id);
      void navigate(withId(url, null), { replace: true, preventScrollReset: true });
      showSnackbar('Search deleted', 'success');
    } catch (error) {
      showSnackbar(`Could not delete the saved search: ${errorText(error)}`, 'error');
    }
    close();
  }

  const actions: Omit<SavedSearchActions, 'dialogs'> = {
    current,
    isEdited: Boolean(current) && !isSameSearch(current?.searchUrl ?? '', url),
    searches: saved.searches,
    isLoggedIn: saved.isLoggedIn,
    canAlert,
    newSearch: () => void navigate(`/${entityType}`),
    open: (search) => {
      void navigate(search.searchUrl);
      showSnackbar('Search opened.', 'success');
    },
    save: () => {
      if (!saved.isLoggedIn) return setDialog('login-save');
      if (!current) return setDialog('save');
      attempt(() => write({ ...current, searchUrl: searchUrlFor(url, current.id) }, 'Search saved.'));
    },
    copy: () => {
      if (!current) return;
      const newId = newSavedSearchId();
      const copy = {
        ...current,
        id: newId,
        name: `Copy of ${current.name}`.slice(0, NAME_MAX),
        searchUrl: searchUrlFor(url, newId),
      };
      attempt(() => write(copy, 'Search copied', withId(url, newId)));
    },
    rename: () => {
      if (current) setDialog('rename');
    },
    remove: () => {
      if (current) setDialog('delete');
    },
    toggleAlert: () => {
      if (!saved.isLoggedIn) return setDialog('login-alert');
      if (!current) return setDialog('save-alert');
      const hasAlert = !current.hasAlert;
      attempt(() => write({ ...current, hasAlert }, hasAlert ? 'Alert added' : 'Alert removed'));
    },
  };

  const dialogs = (
    <MountWhen when={dialog !== null}>
      <SavedSearchDialogs
        dialog={dialog}
        current={current}
        canAlert={canAlert}
        onSave={saveAs}
        onRename={renameTo}
        onDelete={() => void confirmDelete()}
        onClose={close}
      />
    </MountWhen>
  );

  return { ...actions, dialogs };
}

/** The current page's URL with its `id` set or removed. */
function withId(url: string, id: string | null): string {
  const parsed = new URL(url, 'http://local');
  if (id) parsed.searchParams.set('id', id);
  else parsed.searchParams.delete('id');
  return `${parsed.pathname}${parsed.search}`;
}
