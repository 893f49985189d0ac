import { closeSync, openSync, readSync } from 'node:fs';

/** Each line of a JSON Lines file, read in chunks (names files reach hundreds of megabytes). */
export function* fileLines(file: string): Generator<string> {
  const fd = openSync(file, 'r');
  const chunk = Buffer.allocUnsafe(4 * 2 ** 20);
  let rest = Buffer.alloc(0);
  try {
    for (;;) {
      const n = readSync(fd, chunk, 0, chunk.length, null);
      const data = rest.length ? Buffer.concat([rest, chunk.subarray(0, n)]) : chunk.subarray(0, n);
      let start = 0;
      for (let nl = data.indexOf(10, start); nl >= 0; nl = data.indexOf(10, start)) {
        if (nl > start) yield data.toString('utf8', start, nl);
        start = nl + 1;
      }
      rest = Buffer.from(data.subarray(start));
      if (n === 0) break;
    }
    if (rest.length) yield rest.toString('utf8');
  } finally {
    closeSync(fd);
  }
}
