/**
 * The layout of a snapshot folder, as OpenAlex publishes it since 2026 —
 * `data/jsonl/<entity>/updated_date=…/part_*.gz` and `data/parquet/<entity>/updated_date=…/part_*.parquet`,
 * each format with a combined `manifest.json` — or in the older flat layout
 * `data/<entity>/updated_date=…/part_*.gz` with a `manifest` per entity. Manifests list each part
 * file's url, content_length and record_count (Redshift manifest format); listSnapshot pairs every
 * file with its entry and picks one format per entity. The merged_ids and deleted_ids files are
 * listed for the update step.
 */

import { readdir, readFile, stat } from 'node:fs/promises';
import { basename, dirname, join, sep } from 'node:path';
import { isObj } from './json.js';

export interface ManifestEntry {
  url: string;
  content_length: number | null;
  record_count: number | null;
}

/**
 * A snapshot manifest: {entries: [{url, meta: {content_length, record_count}}], meta}. The same
 * shape is assumed for the combined manifest.json; content_length and record_count are also read
 * from the entry itself when it has no `meta`.
 */
export async function readManifest(file: string): Promise<{ entries: ManifestEntry[]; record_count: number | null }> {
  const json: unknown = JSON.parse(await readFile(file, 'utf8'));
  if (!isObj(json) || !Array.isArray(json.entries))
    throw new Error('a manifest must be an object with an "entries" array');
  const entries = json.entries.flatMap((e): ManifestEntry[] => {
    if (!isObj(e) || typeof e.url !== 'string') return [];
    const meta = isObj(e.meta) ? e.meta : e;
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
  for (const file of files.filter(isManifest)) {
    const entries = await readManifest(file).then(
      (m) => m.entries,
      () => undefined,
    );
    if (!entries) continue;
    const dir = dirname(file);
    const parts = entries.flatMap((e) => {
      const rel = manifestRelativePath(e.url, basename(dir), basename(file) === COMBINED_MANIFEST);
      return rel === null ? [] : [{ rel: stripGz(rel), records: e.record_count }];
    });
    const here = parts.filter((p) => present.has(join(dir, p.rel)));
    if (here.length === parts.length) continue;
    const listed = new Set(parts.map((p) => join(dir, p.rel)));
    const unlisted = files
      .filter((f) => f.startsWith(dir + sep) && /^part_\d+$/.test(partName(f)) && !listed.has(stripGz(f)))
      .map((f) => f.slice(dir.length + 1));
    const missing = parts.length - here.length;
    const missingRecords = parts.reduce((n, p) => n + (present.has(join(dir, p.rel)) ? 0 : (p.records ?? 0)), 0);
    const which = basename(file) === COMBINED_MANIFEST ? `${basename(dir)} manifest.json` : `${basename(dir)} manifest`;
    let text =
      `${which} lists ${parts.length} parts, ${here.length || 'none'} present` +
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

/**
 * 's3://openalex/data/works/updated_date=2023-05-16/part_000.gz' → 'updated_date=2023-05-16/part_000.gz'
 * for the manifest in folder `works`; for a combined manifest (in `jsonl`, `parquet`, …) the path
 * keeps the entity: 'works/updated_date=…/part_0000.gz'. A folder named otherwise keeps the url's
 * last 2 (3 for a combined manifest) segments.
 */
export function manifestRelativePath(url: string, entityDir: string, combined = false): string | null {
  const parts = url
    .replace(/^[a-z0-9]+:\/\//i, '')
    .split('/')
    .filter(Boolean);
  const at = parts.lastIndexOf(entityDir);
  const rel = at >= 0 ? parts.slice(at + 1) : parts.slice(combined ? -3 : -2);
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

const COMBINED_MANIFEST = 'manifest.json';

/** A snapshot manifest: an entity's `manifest` or a format's combined `manifest.json`. */
export function isManifest(file: string): boolean {
  const name = basename(file);
  return name === 'manifest' || name === COMBINED_MANIFEST;
}

function partName(file: string): string {
  return stripGz(basename(file)).replace(/\.parquet$/i, '');
}

export type SnapshotFormat = 'jsonl' | 'parquet';

/** A manifest's entry for one file, and the manifest that states it. */
export interface ManifestListing extends ManifestEntry {
  manifest: string;
}

/** One file of a snapshot that may hold records. */
export interface SnapshotFile {
  path: string;
  /** the folder above `updated_date=…` ('works', 'authors', …); null outside the snapshot layout */
  entity: string | null;
  format: SnapshotFormat;
  /** '2026-06-24' for a file under updated_date=2026-06-24; null outside a partition */
  updatedDate: string | null;
  /** its manifest entry, when a manifest lists it */
  manifest: ManifestListing | null;
}

export interface SnapshotListing {
  /** the files to read, in name order: one format per entity, and files outside the snapshot layout */
  files: SnapshotFile[];
  /** the format read for each entity */
  formats: Record<string, SnapshotFormat>;
  /** files of the other format, left out */
  leftOut: SnapshotFile[];
  manifests: string[];
  /** manifests that could not be read, with why */
  unreadableManifests: { file: string; error: string }[];
}

export type FormatChoice = SnapshotFormat | 'auto';

/**
 * The snapshot's files with their entity, format, partition and manifest entry. Where an entity
 * is there in both formats, `auto` reads Parquet when its manifest lists no file that is missing
 * (or, without a manifest, when it is the only copy) and JSON Lines otherwise; `jsonl` or `parquet`
 * reads that format wherever the entity has it.
 */
export async function listSnapshot(root: string, choice: FormatChoice = 'auto'): Promise<SnapshotListing> {
  const all = (await stat(root)).isDirectory() ? await walk(root) : [root];
  const manifests = all.filter(isManifest);
  const listed = new Map<string, ManifestListing>();
  const unreadableManifests: { file: string; error: string }[] = [];
  for (const file of manifests) {
    try {
      const combined = basename(file) === COMBINED_MANIFEST;
      for (const e of (await readManifest(file)).entries) {
        const rel = manifestRelativePath(e.url, basename(dirname(file)), combined);
        if (rel !== null) listed.set(manifestKey(join(dirname(file), rel)), { ...e, manifest: file });
      }
    } catch (err) {
      unreadableManifests.push({ file, error: err instanceof Error ? err.message : String(err) });
    }
  }
  const files = all
    .filter((f) => !isManifest(f))
    .map((path): SnapshotFile => {
      const segments = path.split(sep);
      const at = segments.findIndex((s) => s.startsWith('updated_date='));
      return {
        path,
        entity: at > 0 ? segments[at - 1]! : null,
        format: /\.parquet$/i.test(path) ? 'parquet' : 'jsonl',
        updatedDate: at > 0 ? segments[at]!.slice('updated_date='.length) : null,
        manifest: listed.get(manifestKey(path)) ?? null,
      };
    });
  const formats: Record<string, SnapshotFormat> = {};
  for (const entity of new Set(files.flatMap((f) => (f.entity ? [f.entity] : [])))) {
    const of = files.filter((f) => f.entity === entity);
    const has = (fmt: SnapshotFormat) => of.some((f) => f.format === fmt);
    if (!has('parquet') || !has('jsonl')) formats[entity] = has('parquet') ? 'parquet' : 'jsonl';
    else if (choice !== 'auto') formats[entity] = choice;
    else formats[entity] = parquetComplete(entity, of, listed) ? 'parquet' : 'jsonl';
  }
  const chosen = (f: SnapshotFile) => f.entity === null || formats[f.entity] === f.format;
  return {
    files: files.filter(chosen),
    formats,
    leftOut: files.filter((f) => !chosen(f)),
    manifests,
    unreadableManifests,
  };
}

/** Parquet parts present for every Parquet entry of the entity's manifests, and at least one such entry. */
function parquetComplete(entity: string, of: SnapshotFile[], listed: Map<string, ManifestListing>): boolean {
  const present = new Set(of.filter((f) => f.format === 'parquet').map((f) => manifestKey(f.path)));
  const entityDir = of.find((f) => f.format === 'parquet')!.path.split(sep);
  const base = entityDir.slice(0, entityDir.lastIndexOf(entity) + 1).join(sep) + sep;
  const wanted = [...listed.keys()].filter((k) => k.startsWith(base) && /\.parquet$/i.test(k));
  return wanted.length > 0 && wanted.every((k) => present.has(k));
}

/** Manifest entries name `.gz` parts, which may have been decompressed since. */
function manifestKey(path: string): string {
  return stripGz(path);
}

/**
 * The size a manifest states for a file, when the file is as listed (a `.gz` part still gzipped):
 * a problem to name, or null.
 */
export async function sizeProblem(file: SnapshotFile): Promise<string | null> {
  const m = file.manifest;
  if (!m || m.content_length === null || basename(m.url) !== basename(file.path)) return null;
  const size = (await stat(file.path)).size;
  if (size === m.content_length) return null;
  const fmt = (n: number) => n.toLocaleString('en-US');
  return (
    `${size < m.content_length ? 'short file' : 'file larger than listed'}: ${fmt(size)} bytes, ` +
    `${m.manifest} states ${fmt(m.content_length)} (content_length of ${m.url})`
  );
}

/** The merged_ids files, `merged_ids/<entity>/*.csv(.gz)` (also under legacy-data/), with their entity. */
export async function listMergedIds(root: string): Promise<{ entity: string; path: string }[]> {
  if (!(await stat(root)).isDirectory()) return [];
  return (await walk(root)).flatMap((path) => {
    const segments = path.split(sep);
    const ok = segments.at(-3) === 'merged_ids' && /\.csv(\.gz)?$/i.test(path);
    return ok ? [{ entity: segments.at(-2)!, path }] : [];
  });
}

/** The deleted works' id lists: `works/deleted_ids.csv(.gz)`, in either format's folder. */
export async function listDeletedIds(root: string): Promise<string[]> {
  if (!(await stat(root)).isDirectory()) return [];
  return (await walk(root)).filter((path) => {
    const segments = path.split(sep);
    return segments.at(-2) === 'works' && /^deleted_ids\.csv(\.gz)?$/i.test(segments.at(-1)!);
  });
}
