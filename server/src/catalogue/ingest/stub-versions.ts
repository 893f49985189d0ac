import type { TouchedIds } from './rederive.js';

/**
 * Which stub rows written by parsing threads (id, hash of its line, id, hash, …) touch their
 * referrers, so that rederive makes their derived columns right: every stub when the catalogue
 * had entities before, otherwise a stub printed otherwise than the first time. In an import into
 * an empty catalogue a work's derived columns were made from the stubs in its own record; if
 * every stub of an entity is printed the same, the merged entity is that stub and the columns are
 * already right (rederive read every work back for nothing: 4 s of a 10,000-work import).
 */
export class StubVersions {
  /** Whether the catalogue had no entity rows when the import began. */
  startedEmpty = true;
  private readonly first: Partial<Record<keyof TouchedIds, Map<number, number>>> = {};

  note(table: keyof TouchedIds, pairs: readonly number[], touched: Set<number>): void {
    const first = this.startedEmpty ? (this.first[table] ??= new Map()) : undefined;
    for (let i = 0; i < pairs.length; i += 2) {
      const id = pairs[i]!;
      if (!first) touched.add(id);
      else {
        const seen = first.get(id);
        if (seen === undefined) first.set(id, pairs[i + 1]!);
        else if (seen !== pairs[i + 1]) touched.add(id);
      }
    }
  }
}
