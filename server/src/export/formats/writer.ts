import type { WorkFields } from './work-fields.js';

/** Writes works in one file format, batch by batch: header, records…, footer. */
export interface WorkWriter {
  contentType: string;
  extension: string;
  header(): string;
  records(works: readonly WorkFields[], options: { truncate: boolean }): string;
  footer(): string;
}
