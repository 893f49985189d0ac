/**
 * The scale benchmark's figures: what one size measured in one format, and the tables that compare
 * the sizes (each request kind's p50 and p95 at every size, and how much it grew from one size to
 * the next beside how much the catalogue grew).
 */
import type { RequestTimes } from '../api-mix.js';
import type { AnalyticsTimes } from '../analytics-mix.js';
import type { Format } from './snapshot-writer.js';

export interface ImportRun {
  workers: number;
  seconds: number;
  worksPerSecond: number;
  /** uncompressed JSON Lines of the snapshot, per second */
  mbPerSecond: number;
  peakRssMb: number;
  diskBytes: number;
  /** bytes per work of each store */
  stores: Record<string, number>;
  /** the catalogue on disk against the snapshot's gzipped JSON Lines */
  diskToGz: number;
  stages: { stage: string; atSeconds: number; peakRssMb: number }[];
}

export interface UpdateRun {
  seconds: number;
  peakRssMb: number;
  replaced: number;
  added: number;
  deleted: number;
  merged: number;
  worksAfter: number;
  /** the served version's files, and every version's (the previous one is kept for a rollback) */
  servedDiskBytes: number;
  allVersionsDiskBytes: number;
}

export interface FormatRun {
  format: Format;
  imports: ImportRun[];
  update: UpdateRun;
  api: RequestTimes[];
  analytics: AnalyticsTimes[];
}

export interface SizeRun {
  works: number;
  snapshot: {
    jsonBytes: number;
    gzBytes: number;
    parquetBytes: number;
    partitions: number;
    parts: number;
    writeSeconds: number;
  };
  formats: FormatRun[];
}

const mb = (bytes: number) => (bytes / 1e6).toFixed(0);
const ms = (x: number | undefined) => (x === undefined ? '–' : String(x));
const factor = (a: number | undefined, b: number | undefined) =>
  a === undefined || b === undefined || a <= 0 ? '–' : `×${(b / a).toFixed(2)}`;

/** One size in one format, as lines. */
export function sizeLines(size: SizeRun, run: FormatRun): string[] {
  const lines = [`${size.works.toLocaleString('en-US')} works, ${run.format}:`];
  for (const r of run.imports) {
    lines.push(
      `  import --workers ${r.workers}: ${r.seconds.toFixed(1)} s, ${r.worksPerSecond.toFixed(0)} works/s, ${r.mbPerSecond.toFixed(1)} MB/s of JSON, peak RSS ${r.peakRssMb.toFixed(0)} MB, disk ${mb(r.diskBytes)} MB = ${r.diskToGz.toFixed(2)}× the gzipped snapshot`,
      `    bytes per work: ${Object.entries(r.stores)
        .filter(([, v]) => v >= 1)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')}`,
    );
  }
  const u = run.update;
  lines.push(
    `  update: ${u.seconds.toFixed(1)} s, peak RSS ${u.peakRssMb.toFixed(0)} MB; ${u.replaced} replaced, ${u.added} added, ${u.deleted} deleted, ${u.merged} merged ids → ${u.worksAfter.toLocaleString('en-US')} works; served version ${mb(u.servedDiskBytes)} MB, with the previous ${mb(u.allVersionsDiskBytes)} MB`,
  );
  return lines;
}

interface Row {
  kind: string;
  /** p50 and p95 at each size, in the order of the sizes */
  p50: (number | undefined)[];
  p95: (number | undefined)[];
}

function rows(sizes: SizeRun[], format: Format): Row[] {
  const byKind = new Map<string, Row>();
  sizes.forEach((size, k) => {
    const run = size.formats.find((f) => f.format === format);
    const add = (kind: string, p50: number, p95: number) => {
      const row = byKind.get(kind) ?? { kind, p50: sizes.map(() => undefined), p95: sizes.map(() => undefined) };
      row.p50[k] = p50;
      row.p95[k] = p95;
      byKind.set(kind, row);
    };
    for (const r of run?.api ?? []) add(r.query, r.p50_ms, r.p95_ms);
    for (const r of run?.analytics ?? []) add(`analytics: ${r.query}`, r.cold_p50_ms, r.cold_p95_ms);
    for (const r of run?.imports ?? [])
      add(`import --workers ${r.workers} (s)`, +r.seconds.toFixed(1), +r.seconds.toFixed(1));
    if (run) add('update (s)', +run.update.seconds.toFixed(1), +run.update.seconds.toFixed(1));
  });
  return [...byKind.values()];
}

/**
 * For each format, a table of every request kind (and the import and update times) at each size:
 * p50 / p95 in ms, and the p50's growth from each size to the next. A kind whose growth matches
 * the catalogue's (×3.33 from 3 M to 10 M) is linear in the works; one near ×1 stays flat.
 */
export function comparisonLines(sizes: SizeRun[], formats: Format[]): string[] {
  const lines: string[] = [];
  const names = sizes.map((s) => s.works.toLocaleString('en-US'));
  for (const format of formats) {
    const header = [
      'request kind',
      ...names.map((n) => `${n}: p50 / p95 ms`),
      ...sizes.slice(1).map((s, k) => `p50 growth (works ×${(s.works / sizes[k]!.works).toFixed(2)})`),
    ];
    const body = rows(sizes, format).map((r) => [
      r.kind,
      ...r.p50.map((p, k) => `${ms(p)} / ${ms(r.p95[k])}`),
      ...r.p50.slice(1).map((p, k) => factor(r.p50[k], p)),
    ]);
    const widths = header.map((h, c) => Math.max(h.length, ...body.map((b) => b[c]!.length)));
    const line = (cells: string[]) => `| ${cells.map((cell, c) => cell.padEnd(widths[c]!)).join(' | ')} |`;
    lines.push(
      '',
      `${format}:`,
      line(header),
      `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`,
      ...body.map(line),
    );
  }
  return lines;
}
