import * as z from 'zod/mini';
import { http } from '../../../api/http-clients';

const refResponse = z.object({ ref: z.string(), expires: z.string() });

/**
 * POST {userApi}/user/{userId}/collections/{labelId}/ref — a short-lived reference with which the
 * bundled server's data API reads this label (the user's own or a shared one), so a results page
 * filters by a label of any size without its ids in the URL or the user's token at the data host.
 */
export async function getLabelRef(userId: string, labelId: string, signal?: AbortSignal): Promise<string> {
  const path = `/user/${encodeURIComponent(userId)}/collections/${encodeURIComponent(labelId)}/ref`;
  const response = await http.user.post<unknown>(path, undefined, { signal });
  return refResponse.parse(response.data).ref;
}
