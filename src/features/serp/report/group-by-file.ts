import type { GroupBysResult } from '../api/openalex-types';
import { parseCardEntry } from './group-by-rows';

export type DownloadFormat = 'csv' | 'json';

const MIME_TYPES = { csv: 'text/csv;charset=utf-8', json: 'application/json' } as const satisfies Record<
  DownloadFormat,
  string
>;

/** RFC 4180: a cell holding a comma, quote or line break is quoted, its quotes doubled. */
export function csvCell(value: string | number): string {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(rows: readonly (readonly (string | number)[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/**
 * The groups as the API sends them (key, key_display_name, count); with several cards a first
 * column names the group-by each row belongs to.
 */
export function groupsToCsv(results: readonly GroupBysResult[]): string {
  const isMultiple = results.length > 1;
  const header = isMultiple ? ['group_by', 'key', 'key_display_name', 'count'] : ['key', 'key_display_name', 'count'];
  const rows = results.flatMap((result) =>
    result.groups.map((group) => {
      const cells = [group.key, group.key_display_name ?? '', group.count];
      return isMultiple ? [parseCardEntry(result.groupByKey).key, ...cells] : cells;
    }),
  );
  return toCsv([header, ...rows]);
}

/** One card: `{ group_by, groups }`; several cards: a list of those. */
export function groupsToJson(results: readonly GroupBysResult[]): string {
  const shaped = results.map((result) => ({
    group_by: parseCardEntry(result.groupByKey).key,
    groups: result.groups.map(({ key, key_display_name, count }) => ({ key, key_display_name, count })),
  }));
  return JSON.stringify(shaped.length === 1 ? shaped[0] : shaped, null, 2);
}

/** 'works-group-by-type.csv'; several cards: 'works-group-bys.csv'. Dots in keys become dashes. */
export function groupsFileName(entityType: string, keys: readonly string[], format: DownloadFormat): string {
  const name = keys.length === 1 ? `group-by-${keys[0]!.replace(/[^\w-]+/g, '-')}` : 'group-bys';
  return `${entityType}-${name}.${format}`;
}

export function groupsFileContent(results: readonly GroupBysResult[], format: DownloadFormat): string {
  return format === 'csv' ? groupsToCsv(results) : groupsToJson(results);
}

/** Hands a text file to the browser's download through a temporary link. */
export function saveTextFile(fileName: string, content: string, format: DownloadFormat): void {
  const url = URL.createObjectURL(new Blob([content], { type: MIME_TYPES[format] }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task, once the click has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
