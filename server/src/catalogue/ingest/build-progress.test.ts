import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTempDirs } from '../../../test/temp-dirs.js';
import { copyFilesWithProgress } from './build-progress.js';
import { ReadProgress } from './ingest-files.js';

const tempDir = useTempDirs('build-progress');

describe('copyFilesWithProgress', () => {
  it('copies the files as one stage whose bytes rise to their total', async () => {
    const dir = tempDir();
    const a = randomBytes(3_000_000);
    const b = randomBytes(1000);
    writeFileSync(path.join(dir, 'a'), a);
    writeFileSync(path.join(dir, 'b'), b);
    const seen: { stage: string; done: number; total?: number; unit?: string }[] = [];
    await copyFilesWithProgress(
      [
        { from: path.join(dir, 'a'), to: path.join(dir, 'a2') },
        { from: path.join(dir, 'b'), to: path.join(dir, 'b2') },
      ],
      0,
      (stage, done, total, more) => seen.push({ stage, done, total, unit: more?.unit }),
      'copying the catalogue',
    );
    expect(readFileSync(path.join(dir, 'a2')).equals(a)).toBe(true);
    expect(readFileSync(path.join(dir, 'b2')).equals(b)).toBe(true);
    expect(seen[0]).toEqual({ stage: 'copying the catalogue', done: 0, total: 3_001_000, unit: 'bytes' });
    expect(seen.at(-1)).toEqual({ stage: 'copying the catalogue', done: 3_001_000, total: 3_001_000, unit: 'bytes' });
    const done = seen.map((s) => s.done);
    expect(done).toEqual([...done].sort((x, y) => x - y));
  });
});

describe('ReadProgress', () => {
  type Seen = { done: number; total?: number; bytes?: number; totalBytes?: number };
  const tracker = (files: Record<string, { size: number; records: number | null }>) => {
    const seen: Seen[] = [];
    const p = new ReadProgress(new Map(Object.entries(files)), (_stage, done, total, more) =>
      seen.push({ done, total, bytes: more?.bytes, totalBytes: more?.totalBytes }),
    );
    return { p, seen };
  };

  it("counts records out of the manifests' record counts, and a file's bytes as its records are read", () => {
    const { p, seen } = tracker({ a: { size: 1000, records: 100 }, b: { size: 3000, records: 300 } });
    p.add('a', 50, false);
    p.add('a', 50, true);
    p.add('b', 150, false);
    expect(seen).toEqual([
      { done: 50, total: 400, bytes: 500, totalBytes: 4000 },
      { done: 100, total: 400, bytes: 1000, totalBytes: 4000 },
      { done: 250, total: 400, bytes: 2500, totalBytes: 4000 },
    ]);
  });

  it('has no total of records when a file has no record count, and counts its bytes when it ends', () => {
    const { p, seen } = tracker({ a: { size: 1000, records: 100 }, b: { size: 3000, records: null } });
    p.add('b', 150, false);
    p.add('b', 10, true);
    expect(seen).toEqual([
      { done: 150, total: undefined, bytes: 0, totalBytes: 4000 },
      { done: 160, total: undefined, bytes: 3000, totalBytes: 4000 },
    ]);
  });
});
