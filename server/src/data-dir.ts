import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError } from './config.js';
import { storageProblem } from './storage-errors.js';

const REASONS: Record<string, string> = {
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  EROFS: 'the file system is read-only',
  ENOTDIR: 'part of the path is a file, not a folder',
  ENOSPC: 'the disk is full',
  EDQUOT: 'the disk quota is used up',
  SQLITE_READONLY: 'the database file is read-only',
  SQLITE_CANTOPEN: 'a database file cannot be opened',
  SQLITE_FULL: 'the disk is full',
};

/** One line for the operator: which folder, what is wrong, what to do. */
export function dataDirMessage(dataDir: string, error: unknown): string {
  const code = String((error as { code?: unknown } | null)?.code ?? '');
  const reason = REASONS[code] ?? REASONS[code.replace(/_[A-Z]+$/, '')] ?? (error as Error).message;
  return (
    `DATA_DIR ${dataDir} cannot be written (${reason}${code ? `, ${code}` : ''}): the server keeps its ` +
    'catalogue, accounts and exports there. Give the server write access to it, or set DATA_DIR to a writable folder.'
  );
}

/** Is this error the data folder refusing us (rather than a bug)? Then start-up says so in one line. */
export function isDataDirProblem(error: unknown): boolean {
  const code = String((error as { code?: unknown } | null)?.code ?? '');
  return storageProblem(error) !== undefined || code === 'ENOTDIR' || code.startsWith('SQLITE_CANTOPEN');
}

/** Creates DATA_DIR if needed and checks the server can write there, before anything else does. */
export function ensureWritableDataDir(dataDir: string): void {
  const probe = path.join(dataDir, `.write-check-${process.pid}`);
  try {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(probe, '');
    rmSync(probe, { force: true });
  } catch (error) {
    throw new ConfigError(dataDirMessage(dataDir, error));
  }
}
