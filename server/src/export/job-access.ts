import { newToken, tokenHash } from '../users/secrets.js';
import type { JobRow } from './export-job.js';

/** What a request brings to see a job: its signed-in user, and the key of a job's links. */
export interface JobAccess {
  userId?: string | undefined;
  key?: string | undefined;
}

/** A new key for a job's links, and what is stored of it. */
export function newJobKey(): { key: string; hash: string } {
  const key = newToken();
  return { key, hash: tokenHash(key) };
}

/** Whether the key opens the job: the one its creator got, or the one its mail carried. */
export function isJobKey(row: JobRow, key: string | undefined): boolean {
  if (!key) return false;
  const hash = tokenHash(key);
  return hash === row.key_hash || hash === row.mail_key_hash;
}

/**
 * Whether the request may see, cancel and download the job: the signed-in user who started it, or
 * whoever holds one of its keys (an anonymous export's creator; a mailed link opened in a browser).
 */
export function mayAccess(row: JobRow, access: JobAccess): boolean {
  return (row.user_id !== null && row.user_id === access.userId) || isJobKey(row, access.key);
}
