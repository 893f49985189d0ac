/**
 * Read OpenAlex records from files: a snapshot directory (see snapshot-files.ts: JSON Lines parts
 * with or without .gz, Parquet parts, and the manifests every listed file is checked against), single records, API
 * list pages {meta, results}, JSON arrays, recorded responses {request, status, body} and JSON
 * Lines. Gzip is detected by its magic bytes. JSON Lines are streamed line by line; JSON documents
 * (a record, an array, a page) are read whole.
 *
 * Every item names its file and line. For JSON Lines `line` is the 1-based line number; for a JSON
 * document it is the 1-based position of the record in the document (0 for file-level notices).
 * A bad line or record yields {error} and reading goes on; files that hold no records (CSV, an
 * index, a group_by page, an empty list page) yield one {error, skipped: true} notice.
 */

import { createReadStream } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import { basename, extname } from 'node:path';
import type { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { isObj, typeName } from './json.js';
import {
  type FormatChoice,
  isManifest,
  listSnapshot,
  sizeProblem,
  stripGz,
  type SnapshotFormat,
} from './snapshot-files.js';
import { readParquet } from './read-parquet.js';

export { readManifest, type ManifestEntry } from './snapshot-files.js';

export interface ReadItem {
  record?: unknown;
  error?: string;
  /** set on file-level notices for files that hold no records */
  skipped?: boolean;
  /** set where the file fails its manifest's check: an import stops, leaving the catalogue as it was */
  fatal?: boolean;
  file: string;
  line: number;
}

/** Whole JSON documents larger than this (in characters) are read as JSON Lines instead. */
const MAX_DOCUMENT_CHARS = 256 * 1024 * 1024;
const RECORD_EXTENSIONS = new Set(['', '.json', '.jsonl', '.ndjson']);

/**
 * The records under `path`. In a snapshot folder (see listSnapshot) every file a manifest lists is
 * checked against its entry: a size that differs, a file that cannot be read to its end (a corrupt
 * gzip or Parquet file) or a record count that differs yields an error with `fatal` set, which
 * names the file and what is wrong; an import stops there, as nothing half-read may be served.
 */
export async function* readRecords(path: string, opts: { format?: FormatChoice } = {}): AsyncGenerator<ReadItem> {
  const st = await stat(path);
  if (!st.isDirectory()) {
    if (isManifest(path)) {
      yield { error: 'skipped: a snapshot manifest holds no records', skipped: true, file: path, line: 0 };
      return;
    }
    yield* readOneFile(path, { n: 0 });
    return;
  }
  const listing = await listSnapshot(path, opts.format ?? 'auto');
  for (const m of listing.unreadableManifests)
    yield { error: `unreadable manifest: ${m.error}`, file: m.file, line: 0 };
  for (const file of listing.files) {
    const counter = { n: 0 };
    const listed = file.manifest;
    const size = await sizeProblem(file);
    if (size) {
      yield { error: size, fatal: true, file: file.path, line: 0 };
      continue;
    }
    for await (const item of readOneFile(file.path, counter, file.format)) {
      // a file the manifest lists is read whole or not at all
      if (listed && item.error !== undefined && /^read error|^cannot open|^unreadable Parquet/.test(item.error)) {
        yield {
          ...item,
          error: `${item.error} (${listed.manifest} lists it: the file is corrupt or incomplete)`,
          fatal: true,
        };
      } else yield item;
    }
    if (listed && listed.record_count !== null && listed.record_count !== counter.n) {
      yield {
        error: `record count mismatch: ${listed.manifest} states ${listed.record_count} records for ${listed.url}, read ${counter.n}`,
        fatal: true,
        file: file.path,
        line: 0,
      };
    }
  }
}

function message(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

async function isGzip(file: string): Promise<boolean> {
  const fh = await open(file, 'r');
  try {
    const buf = Buffer.alloc(2);
    const { bytesRead } = await fh.read(buf, 0, 2, 0);
    return bytesRead === 2 && buf[0] === 0x1f && buf[1] === 0x8b;
  } finally {
    await fh.close();
  }
}

/** Lines of a text stream with their 1-based numbers (a trailing \r is dropped). */
async function* numberedLines(stream: Readable): AsyncGenerator<[string, number]> {
  let parts: string[] = [];
  let n = 0;
  for await (const chunk of stream) {
    const s = chunk as string;
    let start = 0;
    let i: number;
    while ((i = s.indexOf('\n', start)) !== -1) {
      parts.push(s.slice(start, i));
      const line = parts.join('');
      parts = [];
      n++;
      yield [line.endsWith('\r') ? line.slice(0, -1) : line, n];
      start = i + 1;
    }
    if (start < s.length) parts.push(s.slice(start));
  }
  if (parts.length) {
    const line = parts.join('');
    yield [line.endsWith('\r') ? line.slice(0, -1) : line, n + 1];
  }
}

/** The items of one file; `counter.n` ends as the number of records it held (what a manifest counts). */
export async function* readOneFile(
  file: string,
  counter: { n: number },
  format: SnapshotFormat = /\.parquet$/i.test(file) ? 'parquet' : 'jsonl',
): AsyncGenerator<ReadItem> {
  if (format === 'parquet') {
    yield* readParquet(file, counter);
    return;
  }
  const name = basename(file);
  const inner = stripGz(name);
  const ext = extname(inner).toLowerCase();
  if (!RECORD_EXTENSIONS.has(ext)) {
    yield { error: `skipped: not a record file (${ext || name})`, skipped: true, file, line: 0 };
    return;
  }
  let raw: Readable;
  let stream: Readable;
  try {
    const gzip = await isGzip(file);
    raw = createReadStream(file);
    stream = gzip ? raw.pipe(createGunzip()) : raw;
    if (gzip) raw.on('error', (err) => stream.destroy(err));
    stream.setEncoding('utf8');
  } catch (err) {
    yield { error: `cannot open: ${message(err)}`, file, line: 0 };
    return;
  }
  let lastLine = 0;
  try {
    yield* readStream(stream, file, counter, (n) => (lastLine = n));
  } catch (err) {
    yield { error: `read error after line ${lastLine}: ${message(err)}`, file, line: lastLine + 1 };
  } finally {
    stream.destroy();
    raw.destroy();
  }
}

async function* readStream(
  stream: Readable,
  file: string,
  counter: { n: number },
  progress: (line: number) => void,
): AsyncGenerator<ReadItem> {
  const lines = numberedLines(stream);
  const buffered: [string, number][] = [];
  // unknown → first (one line that parses: JSON Lines, or a one-line document if it stays alone)
  //         → second (a first line that does not parse: decided by the next line) → document | lines
  let mode: 'unknown' | 'first' | 'second' | 'document' | 'lines' = 'unknown';
  let chars = 0;

  for await (const [rawLine, n] of lines) {
    progress(n);
    const line = n === 1 && rawLine.startsWith('\uFEFF') ? rawLine.slice(1) : rawLine;
    if (mode === 'lines') {
      yield* oneLine(line, n, file, counter);
      continue;
    }
    const t = line.trim();
    if (mode === 'unknown') {
      if (t === '') continue;
      if (t[0] !== '{' && t[0] !== '[') {
        yield { error: 'skipped: not a JSON file', skipped: true, file, line: 0 };
        return;
      }
      if (t[0] === '{' && t !== '{' && parses(t)) {
        mode = 'first';
        buffered.push([line, n]);
        continue;
      }
      mode = t === '{' || t[0] === '[' ? 'document' : 'second';
    } else if (mode === 'first') {
      if (t === '') continue;
      mode = 'lines';
      for (const [l, ln] of buffered.splice(0)) yield* oneLine(l, ln, file, counter);
      yield* oneLine(line, n, file, counter);
      continue;
    } else if (mode === 'second' && t !== '') {
      // the first line was a broken '{…' line: JSON Lines if this one parses on its own
      if (t[0] === '{' && parses(t)) {
        mode = 'lines';
        for (const [l, ln] of buffered.splice(0)) yield* oneLine(l, ln, file, counter);
        yield* oneLine(line, n, file, counter);
        continue;
      }
      mode = 'document';
    }
    buffered.push([line, n]);
    chars += line.length + 1;
    if (chars > MAX_DOCUMENT_CHARS) {
      // too big to be a single document: treat what we have and the rest as JSON Lines
      mode = 'lines';
      for (const [l, ln] of buffered.splice(0)) yield* oneLine(l, ln, file, counter);
    }
  }
  if (mode === 'unknown') yield { error: 'skipped: empty file', skipped: true, file, line: 0 };
  if (mode === 'unknown' || mode === 'lines') return;
  let doc: unknown;
  try {
    doc = JSON.parse(buffered.map(([l]) => l).join('\n'));
  } catch (err) {
    // not one document: maybe JSON Lines whose first line is broken
    const first = buffered.find(([l]) => l.trim() !== '');
    const looksLikeLines =
      buffered.filter(([l]) => l.trim() !== '').length > 1 && buffered.slice(1).some(([l]) => parses(l.trim()));
    if (looksLikeLines || !first) {
      for (const [l, ln] of buffered) yield* oneLine(l, ln, file, counter);
    } else {
      yield { error: `invalid JSON: ${message(err)}`, file, line: first[1] };
    }
    return;
  }
  for (const item of expand(doc, file, 0)) {
    if (item.record !== undefined || !item.skipped) counter.n++;
    yield item;
  }
}

function parses(text: string): boolean {
  if (text === '') return false;
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

function* oneLine(line: string, n: number, file: string, counter: { n: number }): Generator<ReadItem> {
  const t = line.trim();
  if (t === '') return;
  counter.n++;
  let value: unknown;
  try {
    value = JSON.parse(t);
  } catch (err) {
    yield { error: `invalid JSON on line ${n}: ${message(err)}`, file, line: n };
    return;
  }
  for (const item of expand(value, file, n)) {
    // inside JSON Lines, a line without records is an error, not a skippable file
    if (item.skipped) yield { error: item.error!.replace(/^skipped: /, `line ${n} holds no record: `), file, line: n };
    else yield item;
  }
}

/**
 * The records in one parsed JSON value. `line` > 0: the value is one line of JSON Lines (all its
 * records get that line); 0: a whole document (records get their 1-based position).
 */
function* expand(v: unknown, file: string, line: number): Generator<ReadItem> {
  const at = (i: number) => (line > 0 ? line : i + 1);
  // A whole file that is an empty array or list page (a cursor's last page) is named as holding
  // no records; an empty line of JSON Lines is not worth a notice.
  const list: unknown = Array.isArray(v) ? v : isObj(v) ? v.results : undefined;
  const isEmptyDocument = line === 0 && Array.isArray(list) && list.length === 0;
  if (isEmptyDocument) {
    yield {
      error: `skipped: ${Array.isArray(v) ? 'an empty JSON array' : 'a list page with no results'}`,
      skipped: true,
      file,
      line,
    };
    return;
  }
  if (Array.isArray(v)) {
    if (v.length > 0 && !v.some((x) => isObj(x) && 'id' in x)) {
      yield { error: 'skipped: a JSON array without records (no element has an "id")', skipped: true, file, line };
      return;
    }
    for (let i = 0; i < v.length; i++) {
      const x = v[i];
      if (isObj(x)) yield { record: x, file, line: at(i) };
      else yield { error: `element ${i} is not a record object (got ${typeName(x)})`, file, line: at(i) };
    }
    return;
  }
  if (!isObj(v)) {
    yield { error: `not a record: got ${typeName(v)}`, file, line: at(0) };
    return;
  }
  // a recorded HTTP interaction {request, status, body}
  if ('body' in v && ('request' in v || 'status' in v || 'response' in v)) {
    const status = typeof v.status === 'number' ? v.status : isObj(v.status) ? Number(v.status.status_code) : NaN;
    if (Number.isFinite(status) && (status < 200 || status >= 300)) {
      const body = v.body;
      const msg = isObj(body) && typeof body.message === 'string' ? body.message.slice(0, 300) : '';
      yield {
        error: `skipped: recorded response with status ${status}${msg ? `: ${msg}` : ''}`,
        skipped: true,
        file,
        line,
      };
      return;
    }
    yield* expand(v.body, file, line);
    return;
  }
  if (Array.isArray(v.results)) {
    // a list page {meta, results}
    for (let i = 0; i < v.results.length; i++) {
      const x: unknown = v.results[i];
      if (isObj(x)) yield { record: x, file, line: at(i) };
      else yield { error: `results[${i}] is not a record object (got ${typeName(x)})`, file, line: at(i) };
    }
    return;
  }
  if ('id' in v) {
    yield { record: v, file, line: at(0) };
    return;
  }
  if ('error' in v && 'message' in v) {
    yield {
      error: `skipped: an API error response: ${String(v.error)}: ${String(v.message).slice(0, 300)}`,
      skipped: true,
      file,
      line,
    };
    return;
  }
  const what = 'group_by' in v ? 'a group_by page' : `an object with keys ${Object.keys(v).slice(0, 8).join(', ')}`;
  yield { error: `skipped: no records in ${what}`, skipped: true, file, line };
}
