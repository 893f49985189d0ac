import { TABLES, WORK_ROW_COLUMNS } from './schema.js';

/**
 * Works rows in search.sqlite as positional JSON: the stored (not derived) columns of a works row
 * in schema order, each struct as an array of its fields in declared order, JSON columns as
 * they are. Without the keys a generated work takes 2.6 KB instead of 4.7 KB, and reading it
 * back (JSON.parse, then naming the fields) costs about what parsing the keyed JSON did.
 *
 * The positional text is made from the keyed JSON's bytes (as JSON.stringify or DuckDB's to_json
 * write it), by a pass that checks every key against the schema; a row that does not follow the
 * schema exactly is stored keyed, and read as such.
 */

type Shape =
  | { kind: 'scalar' }
  | { kind: 'json' }
  | { kind: 'list'; of: Shape }
  | {
      kind: 'struct';
      fields: readonly string[];
      keys: readonly Uint8Array[];
      /** whether the quick key check (see quickCheckSuffices) tells this struct's keys apart */
      quickKeys: boolean;
      shapes: readonly Shape[];
    };

/** Split a DuckDB type's top-level comma-separated parts (`a INT, b STRUCT(c INT, d INT)`). */
function topLevelParts(body: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < body.length; i++) {
    const ch = body[i];
    if (ch === '(') depth++;
    else if (ch === ')') depth--;
    else if (ch === ',' && depth === 0) {
      parts.push(body.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(body.slice(start).trim());
  return parts;
}

/**
 * Checking a key by its length, first two and last letters is enough when no two keys of a
 * struct agree on all of them: a row with its keys out of order or missing one then fails the check as
 * surely as with a full comparison, at a third of the cost.
 */
function quickCheckSuffices(keys: readonly Uint8Array[]): boolean {
  const seen = new Set<string>();
  for (const k of keys) {
    const sig = `${k.length}:${k[1]}:${k[2]}:${k[k.length - 3]}`;
    if (seen.has(sig)) return false;
    seen.add(sig);
  }
  return true;
}

/** `"name":` as UTF-8, as it precedes a field's value in keyed JSON. */
function keyBytes(name: string): Uint8Array {
  return new Uint8Array(Buffer.from(`${JSON.stringify(name)}:`));
}

function shapeOf(type: string): Shape {
  const t = type.trim();
  if (t.endsWith('[]')) return { kind: 'list', of: shapeOf(t.slice(0, -2)) };
  if (t.startsWith('STRUCT(')) {
    const fields: string[] = [];
    const shapes: Shape[] = [];
    for (const part of topLevelParts(t.slice('STRUCT('.length, -1))) {
      const space = part.indexOf(' ');
      fields.push(part.slice(0, space).replace(/"/g, ''));
      shapes.push(shapeOf(part.slice(space + 1)));
    }
    const keys = fields.map(keyBytes);
    return { kind: 'struct', fields, keys, quickKeys: quickCheckSuffices(keys), shapes };
  }
  return t === 'JSON' ? { kind: 'json' } : { kind: 'scalar' };
}

function structShape(columns: readonly (readonly [string, string])[]): Shape {
  const keys = columns.map(([c]) => keyBytes(c));
  return {
    kind: 'struct',
    fields: columns.map(([c]) => c),
    keys,
    quickKeys: quickCheckSuffices(keys),
    shapes: columns.map(([, t]) => shapeOf(t)),
  };
}

const ROW_SHAPE = structShape(WORK_ROW_COLUMNS.map((c) => [c, TABLES.works[c as keyof typeof TABLES.works]] as const));

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COLON = 0x3a;
const COMMA = 0x2c;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;

/** The row is not in the expected form; it is kept keyed. */
class NotPositional extends Error {}

/** Rewrites keyed JSON bytes as positional JSON: drops the keys, swaps braces for brackets. */
class Compactor {
  private b: Uint8Array = new Uint8Array(0);
  private buf: Buffer = Buffer.alloc(0);
  private o: Uint8Array = new Uint8Array(0);
  private pos = 0;
  private out = 0;
  private end = 0;
  private fieldStarts: Int32Array | undefined;

  run(src: Buffer, start: number, end: number, out: Uint8Array, fieldStarts?: Int32Array): number {
    this.buf = src;
    this.b = new Uint8Array(src.buffer, src.byteOffset, src.length);
    this.o = out;
    this.pos = start;
    this.out = 0;
    this.end = end;
    this.fieldStarts = fieldStarts;
    this.value(ROW_SHAPE);
    if (this.pos !== end) throw new NotPositional();
    return this.out;
  }

  private fail(): never {
    throw new NotPositional();
  }

  private copy(from: number, to: number): void {
    const { b, o } = this;
    let out = this.out;
    if (to - from > 256) {
      o.set(b.subarray(from, to), out);
      out += to - from;
    } else for (let i = from; i < to; i++) o[out++] = b[i]!;
    this.out = out;
  }

  private put(byte: number): void {
    this.o[this.out++] = byte;
  }

  /** Just past the closing quote of the string starting at pos. */
  private stringEnd(pos: number): number {
    const b = this.b;
    const end = this.end;
    let i = pos + 1;
    // Most strings are short: scan them here; search long ones natively.
    for (const stop = Math.min(end, i + 64); i < stop; i++) {
      const c = b[i];
      if (c === QUOTE) return i + 1;
      if (c === BACKSLASH) i++;
    }
    for (;;) {
      const q = this.buf.indexOf(QUOTE, i);
      if (q < 0 || q >= end) this.fail();
      // A quote preceded by an odd number of backslashes is part of the string.
      let k = q - 1;
      while (b[k] === BACKSLASH) k--;
      if ((q - 1 - k) % 2 === 0) return q + 1;
      i = q + 1;
    }
  }

  /** Just past the JSON value starting at pos. */
  private valueEnd(pos: number): number {
    const b = this.b;
    const first = b[pos];
    if (first === QUOTE) return this.stringEnd(pos);
    let i = pos;
    if (first !== OPEN_BRACE && first !== OPEN_BRACKET) {
      // a number, true, false or null
      while (i < this.end) {
        const c = b[i];
        if (c === COMMA || c === CLOSE_BRACE || c === CLOSE_BRACKET) break;
        i++;
      }
      return i;
    }
    let depth = 0;
    while (i < this.end) {
      const c = b[i]!;
      if (c === QUOTE) {
        i = this.stringEnd(i);
        continue;
      }
      if (c === OPEN_BRACE || c === OPEN_BRACKET) depth++;
      else if ((c === CLOSE_BRACE || c === CLOSE_BRACKET) && --depth === 0) return i + 1;
      i++;
    }
    this.fail();
  }

  private value(shape: Shape): void {
    const b = this.b;
    const c = b[this.pos];
    if (shape.kind === 'scalar' || shape.kind === 'json' || c === 0x6e /* null */) {
      const end = this.valueEnd(this.pos);
      this.copy(this.pos, end);
      this.pos = end;
      return;
    }
    if (shape.kind === 'list') {
      if (c !== OPEN_BRACKET) this.fail();
      this.put(OPEN_BRACKET);
      if (b[++this.pos] === CLOSE_BRACKET) {
        this.put(CLOSE_BRACKET);
        this.pos++;
        return;
      }
      for (;;) {
        this.value(shape.of);
        const next = b[this.pos++];
        if (next !== COMMA && next !== CLOSE_BRACKET) this.fail();
        this.put(next);
        if (next === CLOSE_BRACKET) return;
      }
    }
    if (c !== OPEN_BRACE) this.fail();
    this.put(OPEN_BRACKET);
    this.pos++;
    const { keys, shapes } = shape;
    const last = keys.length - 1;
    const starts = shape === ROW_SHAPE ? this.fieldStarts : undefined;
    for (let f = 0; f <= last; f++) {
      const key = keys[f]!;
      const at = this.pos;
      if (starts) starts[f] = at;
      const n = key.length;
      if (b[at] !== QUOTE || b[at + n - 2] !== QUOTE || b[at + n - 1] !== COLON) this.fail();
      if (shape.quickKeys) {
        if (b[at + 1] !== key[1] || b[at + 2] !== key[2] || b[at + n - 3] !== key[n - 3]) this.fail();
      } else {
        for (let k = 1; k < n - 2; k++) if (b[at + k] !== key[k]) this.fail();
      }
      this.pos = at + key.length;
      this.value(shapes[f]!);
      if (b[this.pos++] !== (f === last ? CLOSE_BRACE : COMMA)) this.fail();
      this.put(f === last ? CLOSE_BRACKET : COMMA);
    }
    if (starts) starts[last + 1] = this.pos - 1;
  }
}

const compactor = new Compactor();

/**
 * Write the keyed JSON of a works row (bytes start … end of src) as positional JSON into out
 * (at least end − start long); returns its length, or −1 when the row does not follow the schema
 * exactly and is to be stored keyed. With fieldStarts (WORK_ROW_COLUMNS.length + 1 long) it also
 * notes where each column's `"key":value` starts in src, and last where the closing brace is.
 */
export function compactWorkRow(
  src: Buffer,
  start: number,
  end: number,
  out: Uint8Array,
  fieldStarts?: Int32Array,
): number {
  try {
    return compactor.run(src, start, end, out, fieldStarts);
  } catch (e) {
    if (e instanceof NotPositional) return -1;
    throw e;
  }
}

type Decoder = (value: unknown) => unknown;

function decoderOf(shape: Shape): Decoder | undefined {
  switch (shape.kind) {
    case 'scalar':
    case 'json':
      return undefined;
    case 'list': {
      const item = decoderOf(shape.of);
      if (!item) return undefined;
      return (value) => (value === null ? null : (value as unknown[]).map(item));
    }
    case 'struct': {
      const { fields } = shape;
      const parts = shape.shapes.map(decoderOf);
      return (value) => {
        if (value === null) return null;
        const values = value as unknown[];
        const out: Record<string, unknown> = {};
        for (let i = 0; i < fields.length; i++) {
          const decode = parts[i];
          out[fields[i]!] = decode ? decode(values[i]) : values[i];
        }
        return out;
      };
    }
  }
}

const decodeRow = decoderOf(ROW_SHAPE)!;

/** A stored works row: positional JSON (see compactWorkRow) or keyed. */
export function decodeWorkRow(text: string): Record<string, unknown> {
  const value = JSON.parse(text) as unknown;
  return (Array.isArray(value) ? decodeRow(value) : value) as Record<string, unknown>;
}
