import { existsSync } from 'node:fs';
import { catalogueFiles, generateCatalogueInto } from '../server/src/catalogue/ingest/build.js';

/**
 * The benchmarks' catalogue: generated into `dataDir` with seed 42 unless it is there already.
 * Returns the generation time in seconds, or null when an existing catalogue was reused.
 */
export async function ensureCatalogue(dataDir: string, works: number): Promise<number | null> {
  if (existsSync(catalogueFiles(dataDir).duck)) return null;
  console.log(`Generating ${works} works into ${dataDir}…`);
  const t0 = performance.now();
  let last = '';
  await generateCatalogueInto(dataDir, {
    works,
    seed: 42,
    onProgress: (stage) => {
      if (stage !== last) console.log(`  ${((performance.now() - t0) / 1000).toFixed(1)} s  ${stage}`);
      last = stage;
    },
  });
  const seconds = (performance.now() - t0) / 1000;
  console.log(`Generated in ${seconds.toFixed(1)} s`);
  return seconds;
}
