import { beforeAll, describe, expect, it } from 'vitest';
import { memoryWriters } from '../../../test/memory-writer.js';
import type { Duck } from '../store/duck.js';
import { finalizeCatalogue } from '../ingest/finalize.js';
import { generateCatalogue } from './generate.js';

const YEAR = 2025;
const memoryWriter = memoryWriters('author-stats');

let db: Duck;

beforeAll(async () => {
  const { duck, writer } = await memoryWriter();
  await generateCatalogue(writer, { works: 3_000, seed: 5, currentYear: YEAR });
  await writer.flush();
  db = duck;
  // The generator's figures, then the counts pass's own over the works table.
  await db.run(
    `CREATE TABLE generated AS SELECT id, works_count, cited_by_count, summary_stats, counts_by_year FROM authors`,
  );
  // Cleared, so that the comparison holds only if the counts pass finds the same figures.
  await db.run(`UPDATE authors SET works_count = 0, cited_by_count = 0, summary_stats = NULL, counts_by_year = []`);
  await finalizeCatalogue(db, { recomputeAll: true, currentYear: YEAR });
});

async function differing(column: string): Promise<number> {
  const row = await db.one<{ n: number }>(
    `SELECT count(*) AS n FROM authors a JOIN generated g USING (id) WHERE a.${column} IS DISTINCT FROM g.${column}`,
  );
  return Number(row!.n);
}

describe('generated authors', () => {
  it('come with the works and citation figures the counts pass computes from the works', async () => {
    const totals = await db.one<{ n: number; works: number; cited: number; h: number; years: number }>(
      `SELECT count(*) AS n, sum(works_count) AS works, sum(cited_by_count) AS cited,
              max(summary_stats.h_index) AS h, max(len(counts_by_year)) AS years FROM generated`,
    );
    // Figures worth comparing: authors with works, citations, an h-index and yearly counts.
    expect(Number(totals!.n)).toBeGreaterThan(1_000);
    expect(Number(totals!.works)).toBeGreaterThan(Number(totals!.n));
    expect(Number(totals!.cited)).toBeGreaterThan(0);
    expect(Number(totals!.h)).toBeGreaterThan(2);
    expect(Number(totals!.years)).toBeGreaterThan(3);
    for (const column of ['works_count', 'cited_by_count', 'summary_stats', 'counts_by_year']) {
      expect(await differing(column), column).toBe(0);
    }
  });
});
