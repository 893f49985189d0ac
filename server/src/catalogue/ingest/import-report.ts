import { Duck } from '../store/duck.js';
import { detectEntity } from '../openalex/parse-record.js';
import { TABLES, type TableName } from '../store/schema.js';

/** What an import or harvest read and kept, for the CLI to print and tests to check. */
export interface ImportReport {
  /** records imported (all types) */
  records: number;
  /** records that could not be imported, with where they were */
  errors: { file: string; line: number; error: string }[];
  /** files the reader skipped as holding no records (listed in emptyFiles with their reason) */
  skipped: number;
  /**
   * Per entity type (from the record's id; 'unknown' when it has none): records read from the
   * files, kept (imported; the others are in errors), and full records of the type in the
   * catalogue afterwards, where the copies of one record found in several files count once.
   */
  byType: Record<string, { read: number; kept: number; inCatalogue?: number }>;
  /** files that gave no record, and why */
  emptyFiles: { file: string; reason: string }[];
  /** problems of the source as a whole, e.g. a snapshot manifest listing parts that are not present */
  warnings: { file: string; message: string }[];
}

export function emptyReport(): ImportReport {
  return { records: 0, errors: [], skipped: 0, byType: {}, emptyFiles: [], warnings: [] };
}

/**
 * The entity type a record's id names, under which it is counted: a partial record without one
 * (select=ids) by its ids.openalex, and 'unknown' when neither names a type.
 */
export function recordType(record: unknown): string {
  const r = (typeof record === 'object' && record !== null ? record : {}) as { id?: unknown; ids?: unknown };
  const alt = typeof r.ids === 'object' && r.ids !== null ? (r.ids as { openalex?: unknown }).openalex : undefined;
  for (const id of [r.id, alt]) {
    const type = typeof id === 'string' ? detectEntity(id)?.entity : undefined;
    if (type) return type;
  }
  return 'unknown';
}

/**
 * Follows the items of one file after another and notes each file that gave no record: a file
 * the reader skipped comes with its reason; one whose every record was bad is noted here.
 */
export class FileTally {
  private file: string | undefined;
  private kept = 0;
  private bad = 0;
  private isSkipped = false;

  constructor(private readonly report: ImportReport) {}

  item(file: string, kind: 'kept' | 'bad' | 'skipped', reason?: string): void {
    if (file !== this.file) this.finish();
    this.file = file;
    if (kind === 'kept') this.kept++;
    else if (kind === 'bad') this.bad++;
    else {
      this.isSkipped = true;
      this.report.skipped++;
      this.report.emptyFiles.push({ file, reason: (reason ?? '').replace(/^skipped: /, '') });
    }
  }

  finish(): void {
    if (this.file !== undefined && this.kept === 0 && this.bad > 0 && !this.isSkipped) {
      const reason =
        this.bad === 1 ? 'its one record was bad (see errors)' : `all ${this.bad} records were bad (see errors)`;
      this.report.emptyFiles.push({ file: this.file, reason });
    }
    this.file = undefined;
    this.kept = this.bad = 0;
    this.isSkipped = false;
  }
}

/** Fills byType[…].inCatalogue from the finished catalogue (stubs made from references left out). */
export async function countInCatalogue(duckFile: string, report: ImportReport): Promise<void> {
  const duck = await Duck.open(duckFile, { readOnly: true });
  try {
    for (const [type, counts] of Object.entries(report.byType)) {
      if (!(type in TABLES)) continue;
      // table names come from our schema, not from the files
      const stubs = 'is_stub' in TABLES[type as TableName] ? ' WHERE NOT is_stub' : '';
      const row = await duck.one<{ n: number }>(`SELECT count(*) AS n FROM "${type}"${stubs}`);
      counts.inCatalogue = Number(row?.n ?? 0);
    }
  } finally {
    duck.close();
  }
}

/** The report as the CLI prints it: counts per type, bad records, files without records, warnings. */
export function reportLines(
  report: ImportReport,
  opts: { maxListed?: number; path?: (file: string) => string } = {},
): string[] {
  const { maxListed = 50, path = (file: string) => file } = opts;
  const n = (v: number) => v.toLocaleString('en-US');
  const short = (text: string) => (text.length > 160 ? `${text.slice(0, 160)}…` : text);
  const lines = [`Imported ${n(report.records)} records.`];
  const types = Object.entries(report.byType).sort(([a], [b]) => (a < b ? -1 : 1));
  const width = Math.max(0, ...types.map(([t]) => t.length));
  for (const [type, c] of types) {
    const inCatalogue = c.inCatalogue === undefined ? '' : `; ${n(c.inCatalogue)} in the catalogue`;
    lines.push(`  ${type.padEnd(width)}  ${n(c.read)} read, ${n(c.kept)} kept${inCatalogue}`);
  }
  const list = <T>(title: string, items: T[], line: (item: T) => string) => {
    if (items.length === 0) return;
    lines.push(title);
    for (const item of items.slice(0, maxListed)) lines.push(`  ${line(item)}`);
    if (items.length > maxListed) lines.push(`  … and ${n(items.length - maxListed)} more`);
  };
  list(
    `${n(report.errors.length)} bad records skipped:`,
    report.errors,
    (e) => `${path(e.file)}:${e.line}: ${e.error}`,
  );
  list(
    `${n(report.emptyFiles.length)} files held no records:`,
    report.emptyFiles,
    (f) => `${path(f.file)}: ${short(f.reason)}`,
  );
  list('Warnings:', report.warnings, (w) => `${w.message} (${path(w.file)})`);
  return lines;
}
