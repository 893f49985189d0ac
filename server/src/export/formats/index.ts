import { bibtexWriter } from './bibtex.js';
import { csvWriter } from './csv.js';
import { risWriter } from './ris.js';
import { wosWriter } from './wos.js';
import type { WorkWriter } from './writer.js';

export type { WorkWriter } from './writer.js';
export type ExportFormat = 'csv' | 'ris' | 'wos-plaintext' | 'bibtex';
export const EXPORT_FORMATS: readonly ExportFormat[] = ['csv', 'ris', 'wos-plaintext', 'bibtex'];

const WRITERS: Record<ExportFormat, WorkWriter> = {
  csv: csvWriter,
  ris: risWriter,
  'wos-plaintext': wosWriter,
  bibtex: bibtexWriter,
};

export function writerFor(format: ExportFormat): WorkWriter {
  return WRITERS[format];
}
