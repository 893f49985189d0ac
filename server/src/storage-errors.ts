/**
 * What a storage failure means for a client or an operator, from the error's code: better-sqlite3's
 * SqliteError carries SQLITE_* (extended codes too, such as SQLITE_BUSY_SNAPSHOT), Node's fs errors
 * carry E* codes. Anything else is not a storage problem we can name.
 */
export type StorageProblem = 'busy' | 'full' | 'read-only';

const FULL = new Set(['SQLITE_FULL', 'ENOSPC', 'EDQUOT']);
const READ_ONLY = new Set(['EACCES', 'EPERM', 'EROFS']);

export function storageProblem(error: unknown): StorageProblem | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return undefined;
  if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED')) return 'busy';
  if (FULL.has(code)) return 'full';
  if (code.startsWith('SQLITE_READONLY') || READ_ONLY.has(code)) return 'read-only';
  return undefined;
}

export interface StorageFaultAnswer {
  status: 503 | 507;
  error: string;
  message: string;
}

/** The HTTP answer to a storage problem: the client can wait out a lock; a full or read-only disk needs an operator. */
export function storageFaultAnswer(problem: StorageProblem): StorageFaultAnswer {
  switch (problem) {
    case 'busy':
      return {
        status: 503,
        error: 'Service unavailable',
        message: 'The account database is busy; try again in a moment.',
      };
    case 'full':
      return {
        status: 507,
        error: 'Insufficient storage',
        message: "The server's disk is full, so nothing can be saved right now; please try again later.",
      };
    case 'read-only':
      return {
        status: 503,
        error: 'Service unavailable',
        message: 'The server cannot save anything right now (its data folder is read-only); please try again later.',
      };
  }
}

/**
 * Pauses before each new try of a handler that met a locked app database: about a second in all,
 * spent between other requests (better-sqlite3 itself would wait on the event loop, holding up
 * every request, the data API's included).
 */
export const RETRY_DELAYS_MS = [10, 20, 40, 80, 160, 320, 370];

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `attempt` again while it fails on a lock, then lets the last failure through (answered
 * 503 by the error handlers). A statement that met the lock changed nothing, so trying the whole
 * handler again is safe: the writes before it, if any, succeeded only when there was no lock.
 */
export async function retryWhileBusy<T>(attempt: () => T | Promise<T>, delays = RETRY_DELAYS_MS): Promise<T> {
  for (let i = 0; ; i++) {
    try {
      return await attempt();
    } catch (error) {
      if (storageProblem(error) !== 'busy' || i >= delays.length) throw error;
      await pause(delays[i]!);
    }
  }
}
