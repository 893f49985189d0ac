import { http } from '../api/http-clients';
import { useSessionStore } from './session-store';

/**
 * Ends the session: the server revokes the token (best effort — offline, the token still leaves
 * this browser) and the stored token and user data are cleared.
 */
export async function logOut(): Promise<void> {
  const { token } = useSessionStore.getState();
  useSessionStore.getState().loggedOut();
  if (!token) return;
  try {
    await http.user.post('/user/logout', undefined, { headers: { Authorization: `Bearer ${token}` } });
  } catch (error) {
    console.warn('The server could not revoke the session token.', error);
  }
}
