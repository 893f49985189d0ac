import { stat } from 'node:fs/promises';
import path from 'node:path';
import { Duck } from '../store/duck.js';
import { walk } from '../openalex/snapshot-files.js';

/**
 * The `updated_date=YYYY-MM-DD` partitions of OpenAlex's snapshot, and the catalogue's watermark:
 * the newest partition it imported (see update.ts).
 */
export const WATERMARK_META = 'snapshot_watermark';

const PARTITION = /^updated_date=(\d{4}-\d{2}-\d{2})$/;

/** The `updated_date=` partition a snapshot file is in: its folder and date. */
export function partitionOf(file: string): { dir: string; date: string } | undefined {
  const parts = file.split(/[\\/]/);
  for (let i = parts.length - 2; i >= 0; i--) {
    const m = PARTITION.exec(parts[i]!);
    if (m) return { dir: parts.slice(0, i + 1).join(path.sep), date: m[1]! };
  }
  return undefined;
}

/** The newest partition date among the files, or undefined for files outside partitions. */
export function newestPartition(files: readonly string[]): string | undefined {
  let newest: string | undefined;
  for (const f of files) {
    const date = partitionOf(f)?.date;
    if (date && (!newest || date > newest)) newest = date;
  }
  return newest;
}

/** The newest partition among the files of snapshot folders (or files). */
export async function newestPartitionIn(sources: readonly string[]): Promise<string | undefined> {
  const dates: string[] = [];
  for (const source of sources) {
    const date = newestPartition((await stat(source)).isDirectory() ? await walk(source) : [source]);
    if (date) dates.push(date);
  }
  return dates.sort().pop();
}

/** The watermark kept in a catalogue file, if any. */
export async function storedWatermark(duckFile: string): Promise<string | undefined> {
  const duck = await Duck.open(duckFile, { readOnly: true, pool: 1 });
  try {
    const row = await duck
      .one<{ value: string }>('SELECT value FROM catalogue_meta WHERE key = ?', [WATERMARK_META])
      .catch(() => undefined);
    return row?.value;
  } finally {
    duck.close();
  }
}
