import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError } from '../config.js';

/**
 * Catalogue versions in DATA_DIR. Each catalogue built by `catalogue update` is a folder
 * `catalogues/<version>/` (catalogue.duckdb, search.sqlite, names.sqlite); `catalogues/current`
 * names the one served and `catalogues/previous` the one before it (kept for `rollback`). Each
 * pointer is a one-line file written beside and renamed over, so a reader sees the old name or
 * the new one, never half of one. A DATA_DIR of the older layout (the catalogue's files at its
 * root, no pointer) is version `0`, served and updated as it is: the first update copies it into
 * `catalogues/` and leaves the root files as the previous version.
 */

/** The version id of a catalogue whose files are at DATA_DIR's root (the layout before versions). */
export const ROOT_VERSION = '0';

const VERSION_ID = /^[0-9A-Za-z_-]{1,64}$/;

function versionsDir(dataDir: string): string {
  return path.join(dataDir, 'catalogues');
}

function pointerFile(dataDir: string, which: 'current' | 'previous'): string {
  return path.join(versionsDir(dataDir), which);
}

function readPointer(dataDir: string, which: 'current' | 'previous'): string | undefined {
  const file = pointerFile(dataDir, which);
  if (!existsSync(file)) return undefined;
  const id = readFileSync(file, 'utf8').trim();
  if (!VERSION_ID.test(id)) throw new Error(`${file} names no catalogue version ('${id.slice(0, 80)}').`);
  return id;
}

function writePointer(dataDir: string, which: 'current' | 'previous', id: string): void {
  const file = pointerFile(dataDir, which);
  mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, `${id}\n`);
  renameSync(tmp, file);
}

/** The served catalogue's version id (`0` for the older layout). */
export function currentVersion(dataDir: string): string {
  return readPointer(dataDir, 'current') ?? ROOT_VERSION;
}

export function previousVersion(dataDir: string): string | undefined {
  return readPointer(dataDir, 'previous');
}

/** The folder holding a version's files. */
export function versionDir(dataDir: string, id: string): string {
  return id === ROOT_VERSION ? dataDir : path.join(versionsDir(dataDir), id);
}

/** The folder of the served catalogue's files. */
export function currentCatalogueDir(dataDir: string): string {
  return versionDir(dataDir, currentVersion(dataDir));
}

/**
 * A new version's id: the time (sortable, to the millisecond) and a counter against two in the
 * same millisecond. Its folder is created empty.
 */
export function newVersion(dataDir: string, now = new Date()): { id: string; dir: string } {
  const stamp = now.toISOString().replace(/[-:.]/g, '').replace('T', '-').replace('Z', '');
  for (let n = 0; ; n++) {
    const id = n === 0 ? stamp : `${stamp}-${n}`;
    const dir = versionDir(dataDir, id);
    if (existsSync(dir)) continue;
    mkdirSync(dir, { recursive: true });
    return { id, dir };
  }
}

/**
 * Serve `id` from now on: `previous` names the version served until now, and versions older than
 * both are removed (their files are no longer needed once no server reads them: a server that
 * still does keeps its open files until it switches).
 */
export function switchTo(dataDir: string, id: string): { previous: string } {
  const before = currentVersion(dataDir);
  writePointer(dataDir, 'previous', before);
  writePointer(dataDir, 'current', id);
  removeOlderVersions(dataDir, [id, before]);
  return { previous: before };
}

/** Serve the previous version again (and keep the one served until now as the previous). */
export function rollback(dataDir: string): { from: string; to: string } {
  const to = previousVersion(dataDir);
  const from = currentVersion(dataDir);
  if (to === undefined || to === from)
    throw new ConfigError(`There is no previous catalogue version in ${dataDir} to roll back to.`);
  if (!existsSync(path.join(versionDir(dataDir, to), 'catalogue.duckdb')))
    throw new ConfigError(
      `The previous catalogue version ${to} has no catalogue.duckdb in ${versionDir(dataDir, to)}.`,
    );
  writePointer(dataDir, 'previous', from);
  writePointer(dataDir, 'current', to);
  return { from, to };
}

function removeOlderVersions(dataDir: string, keep: string[]): void {
  const dir = versionsDir(dataDir);
  if (!keep.includes(ROOT_VERSION)) {
    for (const f of ['catalogue.duckdb', 'catalogue.duckdb.wal', 'search.sqlite', 'names.sqlite'])
      rmSync(path.join(dataDir, f), { force: true });
  }
  for (const name of readdirSync(dir, { withFileTypes: true })) {
    if (!name.isDirectory() || keep.includes(name.name) || !VERSION_ID.test(name.name)) continue;
    rmSync(path.join(dir, name.name), { recursive: true, force: true });
  }
}

/** Remove a version that was never served (a failed or refused update). */
export function discardVersion(dataDir: string, id: string): void {
  if (id === ROOT_VERSION || id === currentVersion(dataDir) || id === previousVersion(dataDir)) return;
  rmSync(versionDir(dataDir, id), { recursive: true, force: true });
}
