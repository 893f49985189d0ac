/**
 * Times the generator alone (no DuckDB): rows go to a sink that only counts them.
 *   npx tsx server/src/catalogue/generator/bench-generate.ts 1000000 [seed]
 * For a million works run node with a larger heap:
 *   NODE_OPTIONS=--max-old-space-size=4096 npx tsx server/src/catalogue/generator/bench-generate.ts 1000000
 */
import type { CatalogueBatch } from '../store/rows.js';
import { generateCatalogue, type CatalogueSink } from './generate.js';

/** Counts rows and drops them, so only generation is measured. */
export class DiscardSink implements CatalogueSink {
  readonly counts: Record<string, number> = {};
  async add(batch: Partial<CatalogueBatch>): Promise<void> {
    for (const [table, rows] of Object.entries(batch))
      this.counts[table] = (this.counts[table] ?? 0) + (rows?.length ?? 0);
  }
  async flush(): Promise<void> {}
}

async function main(): Promise<void> {
  const works = Number(process.argv[2] ?? 100_000);
  const seed = Number(process.argv[3] ?? 1);
  const sink = new DiscardSink();
  let peakHeap = 0;
  const sample = setInterval(() => (peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed)), 100);
  const started = performance.now();
  const summary = await generateCatalogue(sink, {
    works,
    seed,
    currentYear: 2025,
    onProgress: (done, total) => {
      peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed);
      if (done % 100_000 === 0 || done === total) process.stderr.write(`\r${done}/${total}`);
    },
  });
  clearInterval(sample);
  const seconds = (performance.now() - started) / 1000;
  const mb = (b: number) => `${Math.round(b / 2 ** 20)} MB`;
  process.stderr.write('\n');
  console.log(JSON.stringify({ ...summary, rows: sink.counts }, null, 1));
  console.log(`${works} works in ${seconds.toFixed(1)} s = ${Math.round(works / seconds)} works/s`);
  console.log(`peak heap used ${mb(peakHeap)}, rss now ${mb(process.memoryUsage().rss)}`);
}

await main();
