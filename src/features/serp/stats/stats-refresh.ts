/**
 * A refetchInterval that keeps a stats count fresh until its first failure: a failed count is not
 * refreshed again (spec 1 §8 "next refresh not scheduled") until the panel mounts it anew.
 */
export function refreshUntilFailure(intervalMs: number) {
  return (query: { state: { status: string } }): number | false =>
    query.state.status === 'error' ? false : intervalMs;
}

/** Runs a stats fetch; a failure is logged (no message for the reader) and rethrown. */
export async function logFailure<T>(what: string, fetch: () => Promise<T>): Promise<T> {
  try {
    return await fetch();
  } catch (error) {
    console.error(`Stats: could not load ${what}.`, error);
    throw error;
  }
}
