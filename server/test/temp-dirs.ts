import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';

/**
 * A maker of temporary folders (`alexandria-{prefix}-…` in the temp dir) that are removed after
 * the file's tests. Call it at the top of a test file.
 */
export function useTempDirs(prefix: string): () => string {
  const dirs: string[] = [];
  afterAll(() => {
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });
  return () => {
    const d = mkdtempSync(path.join(os.tmpdir(), `alexandria-${prefix}-`));
    dirs.push(d);
    return d;
  };
}
