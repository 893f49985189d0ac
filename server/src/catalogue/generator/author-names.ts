import { ByteBuffer } from '../search/byte-buffer.js';
import type { AuthorIdentity } from './authors.js';

/**
 * The names the works print for their authors (display name, ORCID, the name as printed), by
 * author index, as UTF-8 back to back in one buffer: an object with three strings per author was
 * ~170 bytes (300 MB for the 1.8 M authors of 3 M works, in each generator thread), this is ~40.
 * The works' authorships read their strings from it as they are made.
 */
export class AuthorNames {
  private constructor(
    private readonly text: Buffer,
    /** where each author's name, ORCID ('' for none) and raw name ('' when it is the name) end */
    private readonly ends: Int32Array,
  ) {}

  /** The names of authors 0 … count − 1 (an author without an identity gets empty ones). */
  static build(count: number, identity: (a: number) => AuthorIdentity | undefined): AuthorNames {
    const text = new ByteBuffer(Math.max(1024, 32 * count));
    const ends = new Int32Array(3 * count);
    for (let a = 0; a < count; a++) {
      const who = identity(a);
      if (who) {
        text.write(who.name);
        ends[3 * a] = text.length;
        text.write(who.orcid ?? '');
        ends[3 * a + 1] = text.length;
        if (who.raw !== who.name) text.write(who.raw);
      } else ends[3 * a] = ends[3 * a + 1] = text.length;
      ends[3 * a + 2] = text.length;
    }
    return new AuthorNames(Buffer.from(text.bytes.subarray(0, text.length)), ends);
  }

  name(a: number): string {
    return this.text.toString('utf8', a > 0 ? this.ends[3 * a - 1]! : 0, this.ends[3 * a]!);
  }

  orcid(a: number): string | null {
    const from = this.ends[3 * a]!;
    const to = this.ends[3 * a + 1]!;
    return to > from ? this.text.toString('latin1', from, to) : null;
  }

  /** The name as printed on the author's papers. */
  raw(a: number): string {
    const from = this.ends[3 * a + 1]!;
    const to = this.ends[3 * a + 2]!;
    return to > from ? this.text.toString('utf8', from, to) : this.name(a);
  }
}
