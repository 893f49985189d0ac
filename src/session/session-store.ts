import { create } from 'zustand';
import { readStoredToken, storeToken } from '../api/auth-token';
import type { User } from './user';

interface SessionState {
  token: string | null;
  user: User | null;
  loggedIn: (token: string, user: User) => void;
  userLoaded: (user: User) => void;
  loggedOut: () => void;
}

/** The browser's session: the stored token and, once fetched, the user it belongs to. */
export const useSessionStore = create<SessionState>()((set) => ({
  token: readStoredToken(),
  user: null,
  loggedIn: (token, user) => {
    storeToken(token);
    set({ token, user });
  },
  userLoaded: (user) => set({ user }),
  loggedOut: () => {
    storeToken(null);
    set({ token: null, user: null });
  },
}));

export const selectUser = (state: SessionState) => state.user;
export const selectIsAdmin = (state: SessionState) => state.user?.isAdmin ?? false;
