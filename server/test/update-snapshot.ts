import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

/* Test snapshots for `catalogue update`: works cloned from the fixture snapshot's first work. */

const TEMPLATE = JSON.parse(
  readFileSync(
    fileURLToPath(
      new URL(
        '../src/catalogue/openalex/fixtures/snapshot-2023/works/updated_date=2023-06-01/part_000',
        import.meta.url,
      ),
    ),
    'utf8',
  ).split('\n')[0]!,
) as Record<string, unknown>;

/** A work record of id W<n>, titled `title`, last updated on `date`. */
export function work(n: number, title: string, date: string): Record<string, unknown> {
  const id = `https://openalex.org/W${n}`;
  return {
    ...TEMPLATE,
    id,
    doi: `https://doi.org/10.5555/update.${n}`,
    ids: { openalex: id, doi: `https://doi.org/10.5555/update.${n}` },
    title,
    display_name: title,
    updated_date: `${date}T12:00:00.000000`,
  };
}

/** Write works into `root/works/updated_date=<date>/part_000.gz`'s uncompressed twin (part_000). */
export function writePartition(root: string, date: string, works: Record<string, unknown>[]): void {
  const dir = path.join(root, 'works', `updated_date=${date}`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'part_000'), works.map((w) => JSON.stringify(w)).join('\n') + '\n');
}

export function writeFile(root: string, rel: string, text: string): void {
  mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
  writeFileSync(path.join(root, rel), text);
}
