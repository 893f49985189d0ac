/** Where in the OQL text something went wrong: 0-based offset, 1-based line and column. */
export interface OqlPosition {
  offset: number;
  line: number;
  column: number;
}

/** A parse or validation error with the spec's message and, for parse errors, its place. */
export class OqlError extends Error {
  override readonly name = 'OqlError';
  constructor(
    message: string,
    readonly position: OqlPosition | null = null,
    /** how many characters the editor should underline */
    readonly length = 0,
  ) {
    super(message);
  }
}

export function positionAt(text: string, offset: number): OqlPosition {
  const before = text.slice(0, offset);
  const lines = before.split('\n');
  return { offset, line: lines.length, column: lines[lines.length - 1]!.length + 1 };
}
