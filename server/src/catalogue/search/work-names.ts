import { ByteBuffer } from './byte-buffer.js';
import type { WorkRow } from '../store/rows.js';

/**
 * The works' autocomplete rows as the works are made (see NamesIndex.addWorkNames), so that the
 * works' name table is filled as soon as the last work is made, not read back from DuckDB once
 * it has loaded them: per work its id, citations, and title, hint and external id as UTF-8
 * (what the works' row of AC_SOURCES gives).
 */
export interface WorkNames {
  ids: Float64Array;
  citedBy: Int32Array;
  /** 1 where the work has a title (works without one have no row) */
  titled: Uint8Array;
  /** title, hint and external id of each work ('' for none), back to back */
  text: Uint8Array;
  /** where each of those ends: text j is text[ends[j − 1] … ends[j]] */
  ends: Int32Array;
}

/** Names of the work's first three authorships (those that have one), as the autocomplete hint shows them. */
export function firstAuthors(w: WorkRow): string[] {
  const out: string[] = [];
  for (let i = 0; i < w.authorships.length && i < 3; i++) {
    const name = w.authorships[i]!.author_display_name;
    if (name !== null && name !== undefined) out.push(name);
  }
  return out;
}

/** A work's name-row hint: its first authors, as the works' row of AC_SOURCES gives it. */
export function worksHint(w: WorkRow): string {
  return firstAuthors(w).join(', ') + (w.authorships.length > 3 ? ' et al.' : '');
}

/** The names of a batch of works, added one by one. */
export class WorkNamesBatch {
  private readonly text: ByteBuffer;
  private readonly ids: Float64Array;
  private readonly citedBy: Int32Array;
  private readonly titled: Uint8Array;
  private readonly ends: Int32Array;
  private k = 0;

  constructor(n: number) {
    this.text = new ByteBuffer(Math.max(1024, 192 * n));
    this.ids = new Float64Array(n);
    this.citedBy = new Int32Array(n);
    this.titled = new Uint8Array(n);
    this.ends = new Int32Array(3 * n);
  }

  add(w: WorkRow): void {
    const k = this.k++;
    this.ids[k] = w.id;
    this.citedBy[k] = w.cited_by_count;
    this.titled[k] = w.title === null || w.title === undefined ? 0 : 1;
    const text = this.text;
    text.write(w.title ?? '');
    this.ends[3 * k] = text.length;
    text.write(worksHint(w));
    this.ends[3 * k + 1] = text.length;
    if (w.doi) text.write(`https://doi.org/${w.doi}`);
    this.ends[3 * k + 2] = text.length;
  }

  finish(): WorkNames {
    return {
      ids: this.ids.subarray(0, this.k),
      citedBy: this.citedBy.subarray(0, this.k),
      titled: this.titled.subarray(0, this.k),
      text: this.text.bytes.subarray(0, this.text.length),
      ends: this.ends.subarray(0, 3 * this.k),
    };
  }
}

/** The buffers of a batch's names, to hand to another thread. */
export function workNamesTransferables(n: WorkNames): ArrayBuffer[] {
  return [n.ids.buffer, n.citedBy.buffer, n.titled.buffer, n.text.buffer, n.ends.buffer] as ArrayBuffer[];
}
