import * as z from 'zod/mini';
import { ApiError } from '../../../api/api-error';
import { http } from '../../../api/http-clients';
import { getCurrentUser } from '../../../session/get-current-user';
import { parseUser, type User } from '../../../session/user';

const sessionResponse = z.object({ access_token: z.string().check(z.minLength(1)), user: z.optional(z.unknown()) });

export interface Session {
  token: string;
  user: User;
}

/** The user of a fresh token: from the answer when it has one, else GET /user with the token. */
async function sessionOf(data: unknown): Promise<Session> {
  const answer = sessionResponse.parse(data);
  if (answer.user !== undefined) return { token: answer.access_token, user: parseUser(answer.user) };
  const user = await getCurrentUser({ token: answer.access_token });
  return { token: answer.access_token, user };
}

/** Spec 1 §8: what a failed login or sign-up says, by status. */
function accountError(error: unknown, byStatus: Record<number, string>): Error {
  if (error instanceof ApiError && byStatus[error.status]) return new Error(byStatus[error.status]);
  return error instanceof Error ? error : new Error(String(error));
}

/** POST {userApi}/user/login — 404 'Email not found', 403 'Wrong password'. */
export async function logIn(email: string, password: string): Promise<Session> {
  try {
    const response = await http.user.post<unknown>('/user/login', { email, password });
    return await sessionOf(response.data);
  } catch (error) {
    throw accountError(error, { 404: 'Email not found', 403: 'Wrong password' });
  }
}

/** POST {userApi}/user/{newId} — a new account; 409 'Sorry, this email already has an account.' */
export async function signUp(input: { email: string; displayName: string; password: string }): Promise<Session> {
  const id = crypto.randomUUID();
  try {
    const response = await http.user.post<unknown>(`/user/${id}`, {
      email: input.email,
      display_name: input.displayName,
      password: input.password,
    });
    return await sessionOf(response.data);
  } catch (error) {
    throw accountError(error, { 409: 'Sorry, this email already has an account.' });
  }
}

/** POST {userApi}/user/magic-login-request — mails a one-time login link. */
export async function requestLoginLink(email: string): Promise<void> {
  try {
    await http.user.post('/user/magic-login-request', { email });
  } catch (error) {
    throw accountError(error, { 404: 'Email not found' });
  }
}

/** POST {userApi}/user/{userId}/author/{authorId}: claims the author profile, pending moderation. */
export async function claimAuthor(userId: string, authorId: string): Promise<User> {
  const response = await http.user.post<unknown>(
    `/user/${encodeURIComponent(userId)}/author/${encodeURIComponent(authorId)}`,
  );
  return parseUser(response.data);
}

/** DELETE {userApi}/user/{userId}/author/{authorId}: withdraws the claim. */
export async function unclaimAuthor(userId: string, authorId: string): Promise<User> {
  const response = await http.user.delete<unknown>(
    `/user/${encodeURIComponent(userId)}/author/${encodeURIComponent(authorId)}`,
  );
  return parseUser(response.data);
}

export type CorrectionInput =
  | { entityId: string; property: 'display_name_alternatives'; value: string[]; comment?: string }
  | { entityId: string; property: 'orcid'; value: string; comment?: string };

export interface Correction {
  id: string;
  entityId: string;
  property: string;
  value: unknown;
  status: string;
  created: string;
}

const correctionResponse = z.object({
  id: z.string(),
  entity_id: z.string(),
  property: z.string(),
  value: z.unknown(),
  status: z.string(),
  created: z.string(),
});

/** POST {userApi}/user/{userId}/corrections — an approved claimant's edit of their profile. */
export async function submitCorrection(userId: string, input: CorrectionInput): Promise<void> {
  await http.user.post(`/user/${encodeURIComponent(userId)}/corrections`, {
    entity_id: input.entityId,
    property: input.property,
    value: input.value,
    ...(input.comment ? { comment: input.comment } : {}),
  });
}

/** GET {userApi}/user/{userId}/corrections — the user's corrections, newest first. */
export async function getCorrections(userId: string, signal?: AbortSignal): Promise<Correction[]> {
  const response = await http.user.get<unknown>(`/user/${encodeURIComponent(userId)}/corrections`, {
    signal,
    headers: { 'Cache-Control': 'no-cache' },
  });
  const results = z.object({ results: z.array(correctionResponse) }).parse(response.data).results;
  return results.map((item) => ({
    id: item.id,
    entityId: item.entity_id,
    property: item.property,
    value: item.value,
    status: item.status,
    created: item.created,
  }));
}
