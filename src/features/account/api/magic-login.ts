import * as z from 'zod/mini';
import { http } from '../../../api/http-clients';

const tokenResponse = z.object({ access_token: z.string().check(z.minLength(1)) });

/** POST {userApi}/user/magic-login — trades a magic-link token for a session token. */
export async function magicLogin(token: string, signal?: AbortSignal): Promise<string> {
  const response = await http.user.post<unknown>('/user/magic-login', { token }, { signal });
  return tokenResponse.parse(response.data).access_token;
}
