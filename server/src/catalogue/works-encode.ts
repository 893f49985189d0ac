import type { WorkRow } from './rows.js';

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
  /** title, abstract, author names and affiliation strings of each work, four per work */
  texts: (string | null)[];
}

/** UTF-8 bytes written back to back into one buffer that can be handed to another thread. */
class ByteBuffer {
  bytes: Buffer;
  length = 0;

  constructor(capacity: number) {
    this.bytes = Buffer.allocUnsafeSlow(capacity);
  }

  write(text: string): void {
    // A UTF-16 code unit takes at most three bytes in UTF-8.
    if (this.length + 3 * text.length > this.bytes.length) {
      const bigger = Buffer.allocUnsafeSlow(Math.max(2 * this.bytes.length, this.length + 3 * text.length));
      this.bytes.copy(bigger, 0, 0, this.length);
      this.bytes = bigger;
    }
    this.length += this.bytes.write(text, this.length);
  }

  byte(value: number): void {
    if (this.length === this.bytes.length) this.write(String.fromCharCode(value));
    else this.bytes[this.length++] = value;
  }
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

/**
 * Encode works with their derived columns (each a JSON object's text, as
 * JSON.stringify(deriveWork(…)) gives it). `capacity` is a first guess of the bytes needed.
 */
export function encodeWorks(
  works: readonly WorkRow[],
  derived: (w: WorkRow, k: number) => string,
  capacity = 1 << 20,
): EncodedWorks {
  const n = works.length;
  const out = new ByteBuffer(capacity);
  const starts = new Int32Array(n);
  const rowEnds = new Int32Array(n);
  const ids = new Float64Array(n);
  const texts = new Array<string | null>(4 * n);
  for (let k = 0; k < n; k++) {
    const w = works[k]!;
    const row = JSON.stringify(w);
    starts[k] = out.length;
    out.write(row.slice(0, -1));
    rowEnds[k] = out.length;
    out.byte(COMMA);
    out.write(derived(w, k).slice(1));
    out.byte(NEWLINE);
    ids[k] = w.id;
    texts[4 * k] = w.title;
    texts[4 * k + 1] = w.abstract;
    texts[4 * k + 2] = authorNames(w);
    texts[4 * k + 3] = rawAffiliations(w);
  }
  return { lines: out.bytes.subarray(0, out.length), starts, rowEnds, ids, texts };
}

/**
 * Encodes batch after batch, each time starting from a buffer a quarter larger than the last
 * batch took (batches are alike, so the buffer rarely grows while being filled).
 */
export class WorksEncoder {
  private lastBytes = 1 << 20;

  encode(works: readonly WorkRow[], derived: (w: WorkRow, k: number) => string): EncodedWorks {
    const encoded = encodeWorks(works, derived, this.lastBytes + (this.lastBytes >> 2));
    this.lastBytes = encoded.lines.length;
    return encoded;
  }
}

/** Works from … to of a batch, as a batch of their own (its lines copied into a new buffer). */
export function sliceEncoded(e: EncodedWorks, from: number, to: number): EncodedWorks {
  const base = e.starts[from] ?? e.lines.length;
  const end = to < e.ids.length ? e.starts[to]! : e.lines.length;
  return {
    lines: e.lines.slice(base, end),
    starts: e.starts.slice(from, to).map((s) => s - base),
    rowEnds: e.rowEnds.slice(from, to).map((s) => s - base),
    ids: e.ids.slice(from, to),
    texts: e.texts.slice(4 * from, 4 * to),
  };
}

/** The buffers of a batch that can be handed to another thread rather than copied. */
export function transferables(e: EncodedWorks): ArrayBuffer[] {
  return [e.lines.buffer, e.starts.buffer, e.rowEnds.buffer, e.ids.buffer] as ArrayBuffer[];
}
