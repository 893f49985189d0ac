import { http } from '../api/http-clients';
import { parseUser, type User } from './user';

/** GET {userApi}/user — the signed-in user for the stored token (or the token given). */
export async function getCurrentUser(options: { signal?: AbortSignal; token?: string } = {}): Promise<User> {
  const headers: Record<string, string> = { 'Cache-Control': 'no-cache' };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  const response = await http.user.get<unknown>('/user', { signal: options.signal, headers });
  return parseUser(response.data);
}
