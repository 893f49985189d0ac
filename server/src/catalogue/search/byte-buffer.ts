/** UTF-8 bytes written back to back into one buffer that can be handed to another thread. */
export class ByteBuffer {
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
