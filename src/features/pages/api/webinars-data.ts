import * as z from 'zod/mini';

/**
 * The installation's webinar file, public/webinars.json (build/web/webinars.json once built; it
 * can be edited there without a rebuild): where to register, and the completed webinars with
 * their recordings. Empty by default: nothing is listed that did not happen.
 */
export const WEBINARS_FILE = 'webinars.json';

const completedWebinar = z.object({
  title: z.string().check(z.minLength(1)),
  /** when it took place: an ISO date or date-time */
  date: z.string().check(z.minLength(1)),
  recordingUrl: z.string().check(z.url()),
  description: z.optional(z.string()),
});
const webinarsFile = z.object({
  registrationUrl: z.optional(z.string()),
  completed: z.array(completedWebinar),
});
export type CompletedWebinar = z.infer<typeof completedWebinar>;
export type WebinarsFile = z.infer<typeof webinarsFile>;

export const webinarsQueryKey = ['webinars-file'] as const;

/** Reads the file; a missing or malformed one is an error the page shows, not an empty list. */
export async function fetchWebinarsFile(signal?: AbortSignal): Promise<WebinarsFile> {
  const url = new URL(`${import.meta.env.BASE_URL}${WEBINARS_FILE}`, window.location.href);
  const response = await fetch(url, { signal, headers: { Accept: 'application/json' }, cache: 'no-cache' });
  if (!response.ok) throw new Error(`${WEBINARS_FILE}: ${response.status}`);
  const parsed = webinarsFile.parse(await response.json());
  // newest first
  return { ...parsed, completed: [...parsed.completed].sort((a, b) => b.date.localeCompare(a.date)) };
}
