import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { WorkRow } from '../store/rows.js';
import { WorkNamesBatch } from './work-names.js';
import { WorkNamesSort, type RankedWorkName } from './work-names-sort.js';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Batches of works with few distinct citation counts (ties broken by id), some untitled, some non-ASCII. */
function batches(count: number, size: number) {
  const all: RankedWorkName[] = [];
  const out = [];
  let id = 1_000_000;
  for (let b = 0; b < count; b++) {
    const batch = new WorkNamesBatch(size);
    for (let k = 0; k < size; k++) {
      id += 1 + ((b * 7 + k * 13) % 5);
      const citedBy = (id * 2654435761) % 7;
      const titled = id % 11 !== 0;
      const title = titled ? `Über ${id} — ${'x'.repeat(id % 40)}` : null;
      const name = `Author ${id % 97}`;
      const doi = id % 3 === 0 ? `10.1/${id}` : null;
      batch.add({
        id,
        cited_by_count: citedBy,
        title,
        doi,
        authorships: [{ author_display_name: name }],
      } as unknown as WorkRow);
      if (titled) all.push({ id, citedBy, title: title!, hint: name, external: doi ? `https://doi.org/${doi}` : '' });
    }
    out.push(batch.finish());
  }
  all.sort((a, b) => b.citedBy - a.citedBy || a.id - b.id);
  return { batches: out, expected: all };
}

describe('WorkNamesSort', () => {
  it('gives the titled works most cited first, then by id, from memory when they fit', () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'names-sort-'));
    const { batches: bs, expected } = batches(5, 40);
    const sort = new WorkNamesSort(path.join(dir, 'run'));
    for (const b of bs) sort.add(b);
    expect([...sort.ranked()]).toEqual(expected);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('gives the same order through run files merged in rounds, and removes them', () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'names-sort-'));
    const { batches: bs, expected } = batches(23, 37);
    // a run per batch or two, merged three at a time
    const sort = new WorkNamesSort(path.join(dir, 'run'), 4096, 3);
    for (const b of bs) sort.add(b);
    expect(readdirSync(dir).length).toBeGreaterThan(3);
    const got = [...sort.ranked()];
    expect(got.length).toBe(expected.length);
    expect(got).toEqual(expected);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('removes its run files when closed before they are read', () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'names-sort-'));
    const sort = new WorkNamesSort(path.join(dir, 'run'), 1);
    for (const b of batches(4, 10).batches) sort.add(b);
    expect(readdirSync(dir).length).toBe(4);
    sort.close();
    expect(readdirSync(dir)).toEqual([]);
  });
});
