import type { Catalogue } from '../catalogue/catalogue.js';
import type { WorkRow } from '../catalogue/store/rows.js';
import type { JobRow } from './export-job.js';
import type { WorkWriter } from './formats/index.js';
import { workFieldsFromRow } from './work-row-fields.js';

/** A piece of an export file and how many records it holds (0 for a header or footer). */
export interface ExportChunk {
  text: string;
  rows: number;
}

/**
 * Every row of an analytics search as CSV pieces, header first, read with the labels of `userId`.
 * The analytics engine provides it (the app registers it): this folder must not import the engine.
 */
export type AnalyticsCsvSource = (searchId: string, userId: string | null) => AsyncIterable<ExportChunk>;

/** Records read and written per step of a works export; memory holds one batch. */
const BATCH_SIZE = 50;

/** The pieces of a job's file: the works it asks for in its format, or the rows of its analytics search. */
export async function* jobChunks(
  job: JobRow,
  writer: WorkWriter,
  sources: { catalogue: Catalogue; analyticsCsv: AnalyticsCsvSource | undefined },
): AsyncGenerator<ExportChunk> {
  if (job.analytics_search) {
    if (!sources.analyticsCsv) throw new Error('analytics exports are not served by this process');
    yield* sources.analyticsCsv(job.analytics_search, job.user_id);
    return;
  }
  yield { text: writer.header(), rows: 0 };
  const query = { filter: job.filter ?? undefined, search: job.search ?? undefined, sort: job.sort ?? undefined };
  const { catalogue } = sources;
  const batches = catalogue.rowBatches('works', query, { batchSize: BATCH_SIZE, limit: job.max_records });
  for await (const rows of batches) {
    const works = rows.map((row) => workFieldsFromRow(row as unknown as WorkRow, catalogue.refs));
    yield { text: writer.records(works, { truncate: job.truncate === 1 }), rows: works.length };
  }
  yield { text: writer.footer(), rows: 0 };
}
