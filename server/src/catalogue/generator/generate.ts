/**
 * The demo catalogue generator: a deterministic, OpenAlex-shaped catalogue of N works and the
 * entities around them, written through a CatalogueWriter.
 *
 * Stages (see prepare.ts): entities → plan → citation graph and impact → rows. Every stage
 * draws from its own seeded stream, and the works from one stream per chunk, so the same
 * (works, seed, currentYear) always gives byte-identical rows, whichever thread made them.
 */
import v8 from 'node:v8';
import type { AuthorRow, CatalogueBatch } from '../rows.js';
import type { BatchExtras } from '../writer.js';
import type { EncodedWorks } from '../works-encode.js';
import { AuthorStatsMaker } from './author-stats.js';
import { authorRow } from './authors.js';
import { catalogueSizes, chunkCount, chunkWorks, prepareGeneration, WORKS_BATCH, WORKS_CHUNK } from './prepare.js';
import { helperOwns, WorksHelper } from './works-helper.js';

export { catalogueSizes };

/** What the generator needs of a writer; CatalogueWriter satisfies it, so does a discarding sink. */
export interface CatalogueSink {
  add(batch: Partial<CatalogueBatch>, extras?: BatchExtras): Promise<void>;
  flush(): Promise<void>;
  /** Works encoded elsewhere (CatalogueWriter takes them; the generator then uses a helper thread). */
  addEncodedWorks?(encoded: EncodedWorks): Promise<void>;
}

export interface GenerateOptions {
  works: number;
  seed?: number;
  /**
   * Last publication year, and the year the authors' counts are for; defaults to the clock's.
   * Fix it for reproducible output.
   */
  currentYear?: number;
  /** Rows written so far (works, then authors) out of the total. */
  onProgress?: (done: number, total: number) => void;
}

export interface GenerateSummary {
  seed: number;
  currentYear: number;
  works: number;
  authors: number;
  institutions: number;
  sources: number;
  publishers: number;
  funders: number;
  topics: number;
  concepts: number;
  keywords: number;
  citations: number;
  /** milliseconds per stage */
  timings: Record<string, number>;
}

export async function generateCatalogue(writer: CatalogueSink, opts: GenerateOptions): Promise<GenerateSummary> {
  // V8 judges allocation sites by how many of their objects survive a scavenge; rows held in a
  // batch look long-lived, so their sites get "pretenured" and every later row is allocated in
  // old space, which made GC dominate (1M works: 65 s → 45 s, peak heap 1.1 GB → 0.3 GB).
  // The flag is process-wide, so it is switched off only while generating.
  v8.setFlagsFromString('--no-allocation-site-pretenuring');
  try {
    return await generate(writer, opts);
  } finally {
    v8.setFlagsFromString('--allocation-site-pretenuring');
  }
}

async function generate(writer: CatalogueSink, opts: GenerateOptions): Promise<GenerateSummary> {
  const n = Math.floor(opts.works);
  if (!(n > 0)) throw new Error('works must be a positive number');
  const seed = (opts.seed ?? 1) >>> 0;
  const currentYear = opts.currentYear ?? new Date().getUTCFullYear();
  const timings: Record<string, number> = {};
  let t0 = performance.now();
  const lap = (name: string) => {
    const now = performance.now();
    timings[name] = Math.round(now - t0);
    t0 = now;
  };
  // The helper prepares the same catalogue in its own thread meanwhile.
  const helper =
    writer.addEncodedWorks && n >= 4 * WORKS_CHUNK ? WorksHelper.start({ seed, works: n, currentYear }) : undefined;
  try {
    const p = prepareGeneration(seed, n, currentYear, lap);
    await writer.add(p.entities);
    lap('entity rows');

    const total = n + p.used.length;
    for (let c = 0; c < chunkCount(n); c++) {
      const end = Math.min(n, (c + 1) * WORKS_CHUNK);
      if (helper && helperOwns(c)) {
        for (let got = c * WORKS_CHUNK; got < end;) {
          const batch = await helper.next();
          got += batch.ids.length;
          await writer.addEncodedWorks!(batch);
        }
        helper.chunkTaken();
      } else {
        for (const { works, derived } of chunkWorks(p, c)) await writer.add({ works }, { worksDerivedJson: derived });
      }
      opts.onProgress?.(end, total);
    }
    lap('works');

    // Authors go out in pool order (memory order); their ids were shuffled.
    const authorBatch = Math.max(WORKS_BATCH, 2_000);
    let rows: AuthorRow[] = [];
    let written = 0;
    const sendAuthors = async () => {
      await writer.add({ authors: rows });
      written += rows.length;
      rows = [];
      opts.onProgress?.(n + written, total);
    };
    const { pool, inst, authorIds, authorOff, authorWorks, identities, plan } = p;
    const stats = new AuthorStatsMaker(plan.year, p.cites, currentYear);
    for (let a = 0; a < pool.count; a++) {
      if (authorIds[a] === 0) continue;
      const works = authorWorks.subarray(authorOff[a]!, authorOff[a + 1]!);
      const row = authorRow(authorIds[a]!, identities[a]!, pool, inst, a, works, plan.year, p.dates);
      rows.push(Object.assign(row, stats.of(works)));
      if (rows.length >= authorBatch) await sendAuthors();
    }
    if (rows.length) await sendAuthors();
    await writer.flush();
    lap('authors');

    return {
      seed,
      currentYear,
      works: n,
      authors: p.used.length,
      institutions: inst.rows.length,
      sources: p.src.rows.length,
      publishers: p.src.publishers.length,
      funders: p.funders.rows.length,
      topics: p.cls.topics.length,
      concepts: p.cls.rows.concepts.length,
      keywords: p.cls.keywordIds.length,
      citations: p.cites.refs.length,
      timings,
    };
  } finally {
    await helper?.close();
  }
}
