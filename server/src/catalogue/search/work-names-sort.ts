import { closeSync, openSync, readSync, rmSync, writeSync } from 'node:fs';
import type { WorkNames } from './work-names.js';

/** A work's autocomplete row, in rank order (see WorkNamesSort). */
export interface RankedWorkName {
  id: number;
  citedBy: number;
  title: string;
  hint: string;
  /** the external id ('' for none) */
  external: string;
}

/** Bytes of names kept in memory before they are sorted and written out as a run. */
const RUN_BYTES = 96 * 2 ** 20;
/** Runs merged at once (each with a read buffer); more are merged in rounds first. */
const FAN_IN = 128;
const READ_BUFFER = 1 << 16;
/** A run entry's head: citations (int32), id (float64), then the three texts' byte lengths (uint32). */
const HEAD = 24;

/**
 * The works' names in the rank order of their autocomplete table (most cited first, then by id),
 * in memory that does not grow with the catalogue: names are kept until RUN_BYTES of them are
 * held, then sorted and written to a run file beside the index; the runs are merged as they are
 * read back. Works without a title have no row and are left out as they come.
 */
export class WorkNamesSort {
  private pending: WorkNames[] = [];
  private pendingBytes = 0;
  /** runs still to merge */
  private readonly runs: string[] = [];
  /** every run file made (removed by close, if reading them back did not) */
  private readonly files: string[] = [];

  /** Run files are named `${prefix}.<n>` (removed as they are read, and by close). */
  constructor(
    private readonly prefix: string,
    private readonly runBytes = RUN_BYTES,
    private readonly fanIn = FAN_IN,
  ) {}

  add(names: WorkNames): void {
    this.pending.push(names);
    this.pendingBytes += names.text.buffer.byteLength + 24 * names.ids.length;
    if (this.pendingBytes >= this.runBytes) this.spill();
  }

  /** Every name added, in rank order; the sort is empty afterwards. */
  *ranked(): Generator<RankedWorkName> {
    if (this.runs.length === 0) {
      const batches = this.takePending();
      const texts = batches.map(textOf);
      for (const [b, k] of pendingOrder(batches)) yield nameAt(batches[b]!, texts[b]!, k);
      return;
    }
    this.spill();
    while (this.runs.length > this.fanIn) {
      const group = this.runs.splice(0, this.fanIn);
      const out = new RunWriter(this.nextRun());
      for (const e of merged(group)) out.add(e);
      out.close();
    }
    yield* merged(this.runs.splice(0));
  }

  /** Remove any run files left (a build that failed half-way). */
  close(): void {
    for (const f of this.files.splice(0)) rmSync(f, { force: true });
    this.runs.length = 0;
    this.pending = [];
  }

  private nextRun(): string {
    const file = `${this.prefix}.${this.files.length}`;
    this.files.push(file);
    this.runs.push(file);
    return file;
  }

  private takePending(): WorkNames[] {
    const batches = this.pending;
    this.pending = [];
    this.pendingBytes = 0;
    return batches;
  }

  private spill(): void {
    const batches = this.takePending();
    if (batches.length === 0) return;
    const texts = batches.map(textOf);
    const out = new RunWriter(this.nextRun());
    for (const [b, k] of pendingOrder(batches)) out.add(nameAt(batches[b]!, texts[b]!, k));
    out.close();
  }
}

function textOf(b: WorkNames): Buffer {
  return Buffer.from(b.text.buffer, b.text.byteOffset, b.text.byteLength);
}

/** The titled works of some batches as [batch, position], in rank order. */
function pendingOrder(batches: WorkNames[]): Generator<[number, number]> {
  let total = 0;
  for (const b of batches) for (let k = 0; k < b.ids.length; k++) total += b.titled[k]!;
  const batchOf = new Int32Array(total);
  const at = new Int32Array(total);
  const cites = new Int32Array(total);
  const ids = new Float64Array(total);
  let g = 0;
  batches.forEach((b, i) => {
    for (let k = 0; k < b.ids.length; k++) {
      if (!b.titled[k]) continue;
      batchOf[g] = i;
      at[g] = k;
      cites[g] = b.citedBy[k]!;
      ids[g++] = b.ids[k]!;
    }
  });
  const order = Int32Array.from({ length: total }, (_, i) => i);
  order.sort((x, y) => cites[y]! - cites[x]! || ids[x]! - ids[y]!);
  return (function* () {
    for (const w of order) yield [batchOf[w]!, at[w]!] as [number, number];
  })();
}

function nameAt(b: WorkNames, text: Buffer, k: number): RankedWorkName {
  const from = k > 0 ? b.ends[3 * k - 1]! : 0;
  return {
    id: b.ids[k]!,
    citedBy: b.citedBy[k]!,
    title: text.toString('utf8', from, b.ends[3 * k]),
    hint: text.toString('utf8', b.ends[3 * k], b.ends[3 * k + 1]),
    external: text.toString('utf8', b.ends[3 * k + 1], b.ends[3 * k + 2]),
  };
}

/** Rank order: most cited first, then by id. */
function before(a: RankedWorkName, b: RankedWorkName): boolean {
  return a.citedBy !== b.citedBy ? a.citedBy > b.citedBy : a.id < b.id;
}

/** Writes run entries through a buffer. */
class RunWriter {
  private readonly fd: number;
  private buf = Buffer.allocUnsafe(1 << 20);
  private at = 0;

  constructor(file: string) {
    this.fd = openSync(file, 'w');
  }

  add(e: RankedWorkName): void {
    const need = HEAD + 3 * (e.title.length + e.hint.length + e.external.length);
    if (this.at + need > this.buf.length) {
      this.flush();
      if (need > this.buf.length) this.buf = Buffer.allocUnsafe(2 * need);
    }
    const buf = this.buf;
    const head = this.at;
    buf.writeInt32LE(e.citedBy, head);
    buf.writeDoubleLE(e.id, head + 4);
    let at = head + HEAD;
    for (const [i, s] of [e.title, e.hint, e.external].entries()) {
      const n = buf.write(s, at);
      buf.writeUInt32LE(n, head + 12 + 4 * i);
      at += n;
    }
    this.at = at;
  }

  close(): void {
    this.flush();
    closeSync(this.fd);
  }

  private flush(): void {
    if (this.at > 0) writeSync(this.fd, this.buf, 0, this.at);
    this.at = 0;
  }
}

/** Reads a run's entries back one by one. */
class RunReader {
  private readonly fd: number;
  private buf = Buffer.allocUnsafe(READ_BUFFER);
  private start = 0;
  private end = 0;
  private eof = false;
  current: RankedWorkName | undefined;

  constructor(readonly file: string) {
    this.fd = openSync(file, 'r');
    this.advance();
  }

  /** Move to the next entry (current is undefined at the end, and the file is removed). */
  advance(): void {
    if (!this.fill(HEAD)) return this.finish();
    const buf = this.buf;
    const h = this.start;
    const lens = [buf.readUInt32LE(h + 12), buf.readUInt32LE(h + 16), buf.readUInt32LE(h + 20)] as const;
    if (!this.fill(HEAD + lens[0] + lens[1] + lens[2])) throw new Error(`Run file ${this.file} ends mid-entry.`);
    const b = this.buf;
    const s = this.start;
    let at = s + HEAD;
    const text = lens.map((n) => b.toString('utf8', at, (at += n)));
    this.current = {
      citedBy: b.readInt32LE(s),
      id: b.readDoubleLE(s + 4),
      title: text[0]!,
      hint: text[1]!,
      external: text[2]!,
    };
    this.start = at;
  }

  /** Have at least n bytes from start in the buffer; false at the end of the file. */
  private fill(n: number): boolean {
    while (this.end - this.start < n && !this.eof) {
      if (this.start > 0) {
        this.buf.copy(this.buf, 0, this.start, this.end);
        this.end -= this.start;
        this.start = 0;
      }
      if (n > this.buf.length) {
        const bigger = Buffer.allocUnsafe(2 * n);
        this.buf.copy(bigger, 0, 0, this.end);
        this.buf = bigger;
      }
      const got = readSync(this.fd, this.buf, this.end, this.buf.length - this.end, null);
      if (got === 0) this.eof = true;
      this.end += got;
    }
    return this.end - this.start >= n;
  }

  private finish(): void {
    if (this.end > this.start) throw new Error(`Run file ${this.file} ends mid-entry.`);
    this.current = undefined;
    closeSync(this.fd);
    rmSync(this.file, { force: true });
  }
}

/** The entries of sorted runs, merged (a binary heap of their readers). */
function* merged(files: string[]): Generator<RankedWorkName> {
  const heap = files.map((f) => new RunReader(f)).filter((r) => r.current !== undefined);
  const less = (i: number, j: number) => before(heap[i]!.current!, heap[j]!.current!);
  const down = (i: number) => {
    for (;;) {
      const l = 2 * i + 1;
      if (l >= heap.length) return;
      const c = l + 1 < heap.length && less(l + 1, l) ? l + 1 : l;
      if (!less(c, i)) return;
      [heap[c], heap[i]] = [heap[i]!, heap[c]!];
      i = c;
    }
  };
  for (let i = (heap.length >> 1) - 1; i >= 0; i--) down(i);
  while (heap.length > 0) {
    const top = heap[0]!;
    yield top.current!;
    top.advance();
    if (top.current === undefined) {
      heap[0] = heap[heap.length - 1]!;
      heap.pop();
    }
    down(0);
  }
}
