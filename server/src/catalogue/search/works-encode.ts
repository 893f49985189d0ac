import type { WorkRow } from '../store/rows.js';
import { ByteBuffer } from './byte-buffer.js';
import { WorkNamesBatch, workNamesTransferables, type WorkNames } from './work-names.js';

/**
 * Works encoded once for loading and indexing: each work's loader line (its row JSON with the
 * derived columns, then a newline) as UTF-8, back to back, with what the search index needs.
 * Everything is in typed arrays or strings, so a batch can be made in one thread and handed to
 * another (the lines without copying).
 */
export interface EncodedWorks {
  lines: Uint8Array;
  /** where each work's line starts, and where its row JSON ends (before its closing brace) */
  starts: Int32Array;
  rowEnds: Int32Array;
  ids: Float64Array;
  /**
   * Title, abstract, author names and affiliation strings of each work (four per work, '' for
   * none) as UTF-8, back to back, and where each ends: text j is text[textEnds[j − 1] … textEnds[j]].
   * Bytes, not strings, so that handing a batch to another thread copies nothing, and the
   * search index takes them as they are (FTS5 reads a blob's bytes as UTF-8 text).
   */
  text: Uint8Array;
  textEnds: Int32Array;
  /** the works' autocomplete rows, for the name table */
  names?: WorkNames;
}

const COMMA = 0x2c;
const NEWLINE = 0x0a;

function authorNames(w: WorkRow): string {
  let out = '';
  for (let i = 0; i < w.authorships.length; i++) out += (i ? ' ' : '') + (w.authorships[i]!.author_display_name ?? '');
  return out;
}

/** The distinct raw affiliation strings of a work, space-separated, for the text index. */
function rawAffiliations(w: WorkRow): string {
  const seen: string[] = [];
  for (const a of w.authorships) {
    for (const f of a.affiliations) {
      const s = f.raw_affiliation_string;
      if (s !== null && s !== undefined && !seen.includes(s)) seen.push(s);
    }
  }
  return seen.join(' ');
}

/** A work's JSON text, by the work and its place in the batch. */
export type WorkText = (w: WorkRow, k: number) => string;

const stringify: WorkText = (w) => JSON.stringify(w);

/** A batch being encoded, work by work (see encodeWorks). */
export class EncodingBatch {
  private readonly out: ByteBuffer;
  private readonly text: ByteBuffer;
  private readonly starts: Int32Array;
  private readonly rowEnds: Int32Array;
  private readonly ids: Float64Array;
  private readonly textEnds: Int32Array;
  private readonly names: WorkNamesBatch;
  private k = 0;

  /** For n works; `capacity` is a first guess of the bytes their lines need. */
  constructor(n: number, capacity: number) {
    this.out = new ByteBuffer(capacity);
    this.text = new ByteBuffer(capacity >> 1);
    this.starts = new Int32Array(n);
    this.rowEnds = new Int32Array(n);
    this.ids = new Float64Array(n);
    this.textEnds = new Int32Array(4 * n);
    this.names = new WorkNamesBatch(n);
  }

  /**
   * The next work, with its JSON (as JSON.stringify gives it) and its derived columns' (as
   * JSON.stringify(deriveWork(…)) gives it).
   */
  add(w: WorkRow, json: string, derived: string): void {
    const { out, text, textEnds } = this;
    const k = this.k++;
    this.starts[k] = out.length;
    out.write(json.slice(0, -1));
    this.rowEnds[k] = out.length;
    out.byte(COMMA);
    out.write(derived.slice(1));
    out.byte(NEWLINE);
    this.ids[k] = w.id;
    text.write(w.title ?? '');
    textEnds[4 * k] = text.length;
    text.write(w.abstract ?? '');
    textEnds[4 * k + 1] = text.length;
    text.write(authorNames(w));
    textEnds[4 * k + 2] = text.length;
    text.write(rawAffiliations(w));
    textEnds[4 * k + 3] = text.length;
    this.names.add(w);
  }

  /** The batch (of the n works it was made for). */
  finish(): EncodedWorks {
    if (this.k !== this.ids.length) throw new Error(`Encoded ${this.k} of ${this.ids.length} works.`);
    const { out, text } = this;
    return {
      lines: out.bytes.subarray(0, out.length),
      starts: this.starts,
      rowEnds: this.rowEnds,
      ids: this.ids,
      text: text.bytes.subarray(0, text.length),
      textEnds: this.textEnds,
      names: this.names.finish(),
    };
  }
}

/**
 * Encode works with their derived columns (each a JSON object's text, as
 * JSON.stringify(deriveWork(…)) gives it) and their JSON (as JSON.stringify gives it, which is the
 * default). `capacity` is a first guess of the bytes needed.
 */
export function encodeWorks(
  works: readonly WorkRow[],
  derived: WorkText,
  json: WorkText = stringify,
  capacity = 1 << 20,
): EncodedWorks {
  const batch = new EncodingBatch(works.length, capacity);
  works.forEach((w, k) => batch.add(w, json(w, k), derived(w, k)));
  return batch.finish();
}

/**
 * Encodes batch after batch, each time starting from a buffer a quarter larger than the last
 * batch took (batches are alike, so the buffer rarely grows while being filled).
 */
export class WorksEncoder {
  private lastBytes = 1 << 20;

  encode(works: readonly WorkRow[], derived: WorkText, json?: WorkText): EncodedWorks {
    return this.sized(encodeWorks(works, derived, json, this.capacity()));
  }

  /** A batch of n works to add to one by one; hand it to finish when full. */
  begin(n: number): EncodingBatch {
    return new EncodingBatch(n, this.capacity());
  }

  finish(batch: EncodingBatch): EncodedWorks {
    return this.sized(batch.finish());
  }

  private capacity(): number {
    return this.lastBytes + (this.lastBytes >> 2);
  }

  /** Note the size of a finished batch, the next one's guess. */
  private sized(encoded: EncodedWorks): EncodedWorks {
    this.lastBytes = encoded.lines.length;
    return encoded;
  }
}

/** Works from … to of a batch, as a batch of their own (its lines copied into a new buffer). */
export function sliceEncoded(e: EncodedWorks, from: number, to: number): EncodedWorks {
  const base = e.starts[from] ?? e.lines.length;
  const end = to < e.ids.length ? e.starts[to]! : e.lines.length;
  const textBase = from > 0 ? e.textEnds[4 * from - 1]! : 0;
  const textEnd = to > 0 ? e.textEnds[4 * to - 1]! : 0;
  return {
    lines: e.lines.slice(base, end),
    starts: e.starts.slice(from, to).map((s) => s - base),
    rowEnds: e.rowEnds.slice(from, to).map((s) => s - base),
    ids: e.ids.slice(from, to),
    text: e.text.slice(textBase, textEnd),
    textEnds: e.textEnds.slice(4 * from, 4 * to).map((x) => x - textBase),
  };
}

/** The buffers of a batch that can be handed to another thread rather than copied. */
export function transferables(e: EncodedWorks): ArrayBuffer[] {
  return [
    e.lines.buffer,
    e.starts.buffer,
    e.rowEnds.buffer,
    e.ids.buffer,
    e.text.buffer,
    e.textEnds.buffer,
    ...(e.names ? workNamesTransferables(e.names) : []),
  ] as ArrayBuffer[];
}
