import { getCurrentUser } from './get-current-user';
import { useSessionStore } from './session-store';
import type { User } from './user';

let pending: Promise<User | null> | null = null;

/**
 * Route guard step: a saved token with no loaded user fetches the user first; if that fails the
 * session is dropped (logged out). Concurrent navigations share one request.
 */
export function loadSession(): Promise<User | null> {
  const { token, user } = useSessionStore.getState();
  if (!token) return Promise.resolve(null);
  if (user) return Promise.resolve(user);
  pending ??= getCurrentUser()
    .then((loaded) => {
      if (useSessionStore.getState().token === token) useSessionStore.getState().userLoaded(loaded);
      return loaded;
    })
    .catch((error: unknown) => {
      console.warn('Could not load the signed-in user; logging out.', error);
      if (useSessionStore.getState().token === token) useSessionStore.getState().loggedOut();
      return null;
    })
    .finally(() => {
      pending = null;
    });
  return pending;
}
