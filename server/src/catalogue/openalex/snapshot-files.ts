/**
 * The layout of a snapshot folder: its files in name order, and the `manifest` of each entity,
 * which lists the part files of a full snapshot with their record counts.
 */

import { readdir, readFile, stat } from 'node:fs/promises';
import { basename, dirname, join, sep } from 'node:path';
import { isObj } from './json.js';

export interface ManifestEntry {
  url: string;
  content_length: number | null;
  record_count: number | null;
}

/** A snapshot manifest: {entries: [{url, meta: {content_length, record_count}}], meta}. */
export async function readManifest(file: string): Promise<{ entries: ManifestEntry[]; record_count: number | null }> {
  const json: unknown = JSON.parse(await readFile(file, 'utf8'));
  if (!isObj(json) || !Array.isArray(json.entries))
    throw new Error('a manifest must be an object with an "entries" array');
  const entries = json.entries.flatMap((e): ManifestEntry[] => {
    if (!isObj(e) || typeof e.url !== 'string') return [];
    const meta = isObj(e.meta) ? e.meta : {};
    const n = (v: unknown) => (typeof v === 'number' ? v : null);
    return [{ url: e.url, content_length: n(meta.content_length), record_count: n(meta.record_count) }];
  });
  const meta = isObj(json.meta) ? json.meta : {};
  return { entries, record_count: typeof meta.record_count === 'number' ? meta.record_count : null };
}

/**
 * One warning for each snapshot manifest under `path` that lists parts not present (a partial
 * download, such as a sample of one part): only the parts present are imported, and the user
 * should know how much is missing. Parts present but not listed are named too. Unreadable
 * manifests are left to readRecords, which reports them.
 */
export async function manifestWarnings(path: string): Promise<{ file: string; message: string }[]> {
  if (!(await stat(path)).isDirectory()) return [];
  const files = await walk(path);
  const present = new Set(files.map(stripGz));
  const warnings: { file: string; message: string }[] = [];
  for (const file of files.filter((f) => basename(f) === 'manifest')) {
    const entries = await readManifest(file).then(
      (m) => m.entries,
      () => undefined,
    );
    if (!entries) continue;
    const dir = dirname(file);
    const parts = entries.flatMap((e) => {
      const rel = manifestRelativePath(e.url, basename(dir));
      return rel === null ? [] : [{ rel: stripGz(rel), records: e.record_count }];
    });
    const here = parts.filter((p) => present.has(join(dir, p.rel)));
    if (here.length === parts.length) continue;
    const listed = new Set(parts.map((p) => join(dir, p.rel)));
    const unlisted = files
      .filter((f) => f.startsWith(dir + sep) && /^part_\d+$/.test(stripGz(basename(f))) && !listed.has(stripGz(f)))
      .map((f) => f.slice(dir.length + 1));
    const missing = parts.length - here.length;
    const missingRecords = parts.reduce((n, p) => n + (present.has(join(dir, p.rel)) ? 0 : (p.records ?? 0)), 0);
    let text =
      `${basename(dir)} manifest lists ${parts.length} parts, ${here.length || 'none'} present` +
      (here.length ? ` (${names(here.map((p) => p.rel))})` : '') +
      `: the ${missing} missing ${missing === 1 ? 'part' : 'parts'}` +
      (missingRecords ? ` (${missingRecords.toLocaleString('en-US')} records)` : '') +
      (missing === 1 ? ' is not imported' : ' are not imported');
    if (unlisted.length === 1) text += `; 1 part file here is not in it (${unlisted[0]})`;
    else if (unlisted.length) text += `; ${unlisted.length} part files here are not in it (${names(unlisted)})`;
    warnings.push({ file, message: text });
  }
  return warnings;
}

function names(list: string[]): string {
  return list.length > 3 ? `${list.slice(0, 3).join(', ')} and ${list.length - 3} more` : list.join(', ');
}

/** 's3://openalex/data/works/updated_date=2023-05-16/part_000.gz' → 'updated_date=2023-05-16/part_000.gz'. */
export function manifestRelativePath(url: string, entityDir: string): string | null {
  const parts = url
    .replace(/^[a-z0-9]+:\/\//i, '')
    .split('/')
    .filter(Boolean);
  const at = parts.lastIndexOf(entityDir);
  const rel = at >= 0 ? parts.slice(at + 1) : parts.slice(-2);
  return rel.length ? rel.join(sep) : null;
}

export function stripGz(p: string): string {
  return p.replace(/\.gz$/i, '');
}

/** Every file under `dir` (dot files left out), in name order. */
export async function walk(dir: string): Promise<string[]> {
  const out: string[] = [];
  const entries = (await readdir(dir, { withFileTypes: true })).sort((a, b) =>
    a.name < b.name ? -1 : a.name > b.name ? 1 : 0,
  );
  for (const e of entries) {
    if (e.name.startsWith('.')) continue;
    const p = join(dir, e.name);
    const isDir = e.isDirectory() || (e.isSymbolicLink() && (await stat(p)).isDirectory());
    if (isDir) out.push(...(await walk(p)));
    else out.push(p);
  }
  return out;
}
