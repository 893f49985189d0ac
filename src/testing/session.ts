import { storeToken } from '../api/auth-token';
import { useSessionStore } from '../session/session-store';

/** Starts a test with a saved token and no loaded user, as after a page reload. */
export function withSavedToken(token = 'test-token'): void {
  storeToken(token);
  useSessionStore.setState({ token, user: null });
}

export function resetSession(): void {
  storeToken(null);
  useSessionStore.setState({ token: null, user: null });
}
