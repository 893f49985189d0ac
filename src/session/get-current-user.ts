import { http } from '../api/http-clients';
import { parseUser, type User } from './user';

/** GET {userApi}/user — the signed-in user for the stored token. */
export async function getCurrentUser(signal?: AbortSignal): Promise<User> {
  const response = await http.user.get<unknown>('/user', { signal, headers: { 'Cache-Control': 'no-cache' } });
  return parseUser(response.data);
}
