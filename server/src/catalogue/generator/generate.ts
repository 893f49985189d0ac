/**
 * The demo catalogue generator: a deterministic, OpenAlex-shaped catalogue of N works and the
 * entities around them, written through a CatalogueWriter.
 *
 * Stages (see prepare.ts): entities → plan → citation graph and impact → rows. Every stage
 * draws from its own seeded stream, and the works from one stream per chunk, so the same
 * (works, seed, currentYear) always gives byte-identical rows, whichever thread made them.
 */
import v8 from 'node:v8';
import type { CatalogueBatch } from '../store/rows.js';
import type { BatchExtras } from '../ingest/writer.js';
import { WorksEncoder, type EncodedWorks } from '../search/works-encode.js';
import { authorRows, authorsSplit } from './author-rows.js';
import {
  catalogueSizes,
  chunkCount,
  chunkEncoded,
  chunkWorks,
  prepareGeneration,
  prepareGenerationSplit,
  sharePlan,
  shareSkeleton,
  WORKS_CHUNK,
} from './prepare.js';
import { helperOwns, WorksHelper } from './works-helper.js';

export { catalogueSizes };

/** What the generator needs of a writer; CatalogueWriter satisfies it, so does a discarding sink. */
export interface CatalogueSink {
  add(batch: Partial<CatalogueBatch>, extras?: BatchExtras): Promise<void>;
  flush(): Promise<void>;
  /** Works encoded elsewhere (CatalogueWriter takes them; the generator then uses a helper thread). */
  addEncodedWorks?(encoded: EncodedWorks): Promise<void>;
  /** Author rows made into loader lines elsewhere (with addEncodedWorks). */
  addAuthorLines?(lines: Uint8Array, rows: number): Promise<void>;
  /** The works are all in (the authors follow). */
  endWorks?(): Promise<void>;
}

export interface GenerateOptions {
  works: number;
  seed?: number;
  /**
   * Last publication year, and the year the authors' counts are for; defaults to the clock's.
   * Fix it for reproducible output.
   */
  currentYear?: number;
  /**
   * Write the works in chunks of a shuffled order, numbered as written, rather than in
   * publication order (see file-order.ts): the storage order of an imported snapshot.
   */
  fileOrder?: boolean;
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
  const fileOrder = opts.fileOrder ?? false;
  const timings: Record<string, number> = {};
  let t0 = performance.now();
  const lap = (name: string) => {
    const now = performance.now();
    timings[name] = Math.round(now - t0);
    t0 = now;
  };
  // The helper prepares the same catalogue in its own thread meanwhile.
  const helper =
    writer.addEncodedWorks && n >= 4 * WORKS_CHUNK
      ? WorksHelper.start({ seed, works: n, currentYear, fileOrder })
      : undefined;
  try {
    // With a helper, this thread makes the plan and the helper the citation graph from its
    // skeleton (the two long stages, at the same time), each handing its result to the other.
    const p = helper
      ? await prepareGenerationSplit(seed, n, currentYear, {
          lap,
          fileOrder,
          shareSkeleton: (skeleton) => helper.sendSkeleton(shareSkeleton(skeleton)),
          sharePlan: (plan) => helper.sendPlan(sharePlan(plan)),
          citations: () => helper.citations(),
        })
      : prepareGeneration(seed, n, currentYear, lap, fileOrder);
    await writer.add(p.entities);
    lap('entity rows');

    // Authors first: they need only the preparation, so they are loaded (and their names indexed)
    // while the works are made. In pool order: the first half made here, the second by the
    // helper, which sends them before its works and they are written as they come.
    const total = n + p.used.length;
    let written = 0;
    const wrote = (rows: number) => {
      written += rows;
      opts.onProgress?.(written, total);
    };
    const split = helper ? authorsSplit(p) : p.pool.count;
    for (const rows of authorRows(p, 0, split, currentYear)) {
      await writer.add({ authors: rows });
      wrote(rows.length);
    }
    let helperAuthors = helper !== undefined;
    const takeHelperAuthors = async (wait: boolean) => {
      while (helperAuthors) {
        const next = wait ? await helper!.nextAuthors() : helper!.authorsWaiting();
        if (next === 'none') return;
        if (next === undefined) helperAuthors = false;
        else {
          await writer.addAuthorLines!(next.lines, next.rows);
          wrote(next.rows);
        }
      }
    };
    lap('authors');

    const encoder = new WorksEncoder();
    // Chunk by chunk in the written order; the helper makes those at its positions.
    for (let q = 0; q < chunkCount(n); q++) {
      const c = p.chunkAt[q]!;
      const end = Math.min(n, (c + 1) * WORKS_CHUNK);
      if (helper && helperOwns(q)) {
        for (let got = c * WORKS_CHUNK; got < end;) {
          const batch = await helper.next();
          // (counted first: the writer hands the batch's buffers on to the indexer's thread)
          const rows = batch.ids.length;
          got += rows;
          await writer.addEncodedWorks!(batch);
          wrote(rows);
        }
        helper.chunkTaken();
        await takeHelperAuthors(false);
      } else if (writer.addEncodedWorks) {
        for (const batch of chunkEncoded(p, c, encoder)) {
          const rows = batch.ids.length;
          await writer.addEncodedWorks(batch);
          wrote(rows);
        }
      } else {
        for (const { works, json, derived } of chunkWorks(p, c)) {
          await writer.add({ works }, { worksJson: json, worksDerivedJson: derived });
          wrote(works.length);
        }
      }
    }
    await takeHelperAuthors(true);
    await writer.endWorks?.();
    await writer.flush();
    lap('works');

    return {
      seed,
      currentYear,
      works: n,
      authors: p.used.length,
      institutions: p.inst.rows.length,
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
