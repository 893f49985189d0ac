import { entityLabel } from '../../../lib/entity-label';
import { ENTITY_TYPE_LABELS, type EntityType } from '../../../entities/entity-types';
import type { Facet } from '../../../entities/facet';
import { formatNumber } from '../../../lib/format-number';
import { parseEntityId } from '../../../lib/ids';
import type { GroupRow } from '../api/openalex-types';

/** A `group_by` URL entry with this suffix shows its unknown group (`type:include_unknown`). */
export const INCLUDE_UNKNOWN_SUFFIX = ':include_unknown';
/** Rows a card shows before 'More'; range facets (years, counts) show more because they are short. */
export const CARD_ROW_LIMIT = 5;
export const RANGE_CARD_ROW_LIMIT = 25;
/** The most groups the API sends for one group_by (More dialog, downloads). */
export const MAX_GROUPS = 200;

const DEFAULT_NULL_LABEL = 'Unknown';
const UNKNOWN_KEYS = new Set(['', 'unknown', 'null']);
const SDG_URL = /^https?:\/\/metadata\.un\.org\/sdg\/(\d+)$/i;

/** One card as its `group_by` URL entry describes it. */
export interface CardEntry {
  /** the entry as written in the URL, also the key sent to the API */
  entry: string;
  /** the facet key: the entry without its option */
  key: string;
  isUnknownShown: boolean;
}

export function parseCardEntry(entry: string): CardEntry {
  const isUnknownShown = entry.endsWith(INCLUDE_UNKNOWN_SUFFIX);
  const key = isUnknownShown ? entry.slice(0, -INCLUDE_UNKNOWN_SUFFIX.length) : entry;
  return { entry, key, isUnknownShown };
}

export function toCardEntry(key: string, isUnknownShown: boolean): string {
  return isUnknownShown ? `${key}${INCLUDE_UNKNOWN_SUFFIX}` : key;
}

/** The API's group for records without a value ('unknown'; some APIs send null). */
export function isUnknownGroupKey(key: string | null | undefined): boolean {
  return key === null || key === undefined || UNKNOWN_KEYS.has(key.trim().toLowerCase());
}

/** What a row is called: boolean labels, the facet's null label, else the API's display name. */
export function groupLabel(facet: Facet | undefined, group: GroupRow): string {
  if (isUnknownGroupKey(group.key)) return facet?.displayNullAs ?? DEFAULT_NULL_LABEL;
  if (facet?.booleanValues) {
    const value = group.key.trim().toLowerCase();
    if (value === 'true' || value === 'false') return facet.booleanValues[value];
  }
  return entityLabel(group.key, group.key_display_name);
}

/**
 * The value a filter on this group takes: native ids short ('I27837315'), vocabulary ids bare
 * ('https://openalex.org/types/article' → 'article', an SDG URL → '3'), plain values as they are.
 */
export function groupFilterValue(key: string): string {
  const text = key.trim();
  if (isUnknownGroupKey(text)) return 'unknown';
  const sdg = SDG_URL.exec(text);
  if (sdg) return sdg[1]!;
  if (!/^https?:\/\//i.test(text)) return text;
  const parsed = parseEntityId(text);
  if (!parsed) return text;
  return parsed.isNative ? parsed.shortId : parsed.value;
}

export interface ReportRow {
  key: string;
  label: string;
  count: number;
  /** count over the records matching the search (a work counts in each of its rows), 0–1 */
  share: number;
  filterValue: string;
  isUnknown: boolean;
}

function numericKey(key: string): number {
  const value = Number(key);
  return Number.isFinite(value) ? value : Number.NaN;
}

/** Years newest first; other values (author counts …) smallest first; unknown always last. */
function compareByValue(facet: Facet) {
  const direction = facet.isDate ? -1 : 1;
  return (a: GroupRow, b: GroupRow) => {
    const aUnknown = isUnknownGroupKey(a.key);
    const bUnknown = isUnknownGroupKey(b.key);
    if (aUnknown !== bUnknown) return aUnknown ? 1 : -1;
    const difference = numericKey(a.key) - numericKey(b.key);
    if (Number.isFinite(difference) && difference !== 0) return difference * direction;
    return String(a.key).localeCompare(String(b.key)) * direction;
  };
}

/**
 * A card's rows: the unknown group dropped unless shown, value-sorted facets in value order (the
 * API sends most frequent first), each with its share of the records matching the search
 * (`recordsCount`, the response's `meta.count`). A work with authors in three countries counts in
 * three rows, so the shares of a multi-valued facet can add up to more than 100%; the sum of the
 * groups is only the fallback for an answer without a count.
 */
export function toReportRows(
  facet: Facet | undefined,
  groups: readonly GroupRow[],
  isUnknownShown: boolean,
  recordsCount: number | null,
): ReportRow[] {
  const kept = groups.filter((group) => isUnknownShown || !isUnknownGroupKey(group.key));
  const ordered = facet?.sortByValue ? [...kept].sort(compareByValue(facet)) : kept;
  const total =
    recordsCount !== null && recordsCount > 0 ? recordsCount : groups.reduce((sum, group) => sum + group.count, 0);
  return ordered.map((group) => ({
    key: group.key ?? 'unknown',
    label: groupLabel(facet, group),
    count: group.count,
    share: total > 0 ? group.count / total : 0,
    filterValue: groupFilterValue(group.key ?? ''),
    isUnknown: isUnknownGroupKey(group.key),
  }));
}

/**
 * The Share header's tooltip: what a share is of, and for a multi-valued facet why the shares can
 * add up to more than 100%.
 */
export function shareNote(entityType: EntityType, recordsCount: number | null, facet: Facet | undefined): string {
  const { displayNameSingular, displayNamePlural } = ENTITY_TYPE_LABELS[entityType];
  const records =
    recordsCount === null
      ? `the ${displayNamePlural} matching this search`
      : `the ${formatNumber(recordsCount)} ${recordsCount === 1 ? displayNameSingular : displayNamePlural} matching this search`;
  const multiple = facet?.isMultiple ? `; a ${displayNameSingular} can count in several rows` : '';
  return `Share of ${records}${multiple}.`;
}

export function rowLimitFor(facet: Facet | undefined): number {
  return facet?.kind === 'range' ? RANGE_CARD_ROW_LIMIT : CARD_ROW_LIMIT;
}

/**
 * Points of a year trend, oldest first, unknown and non-year keys left out. A year between the
 * first and the last with no group had no works: it is a 0, so the line drops there instead of
 * sloping from 2010 straight to 2023.
 */
export function toTrendPoints(rows: readonly ReportRow[]): { year: number; count: number }[] {
  const counts = new Map<number, number>();
  for (const row of rows) {
    const year = Number(row.key);
    if (!row.isUnknown && Number.isInteger(year)) counts.set(year, (counts.get(year) ?? 0) + row.count);
  }
  if (counts.size === 0) return [];
  const years = [...counts.keys()];
  const first = Math.min(...years);
  const last = Math.max(...years);
  return Array.from({ length: last - first + 1 }, (_, i) => ({ year: first + i, count: counts.get(first + i) ?? 0 }));
}

const axisFormat = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

/** Chart axis ticks: 1500 → '1.5K', so neighbouring ticks never read the same. */
export function formatAxisCount(value: number): string {
  return Number.isFinite(value) ? axisFormat.format(value) : '';
}

const percentFormat = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });

/** 0.4234 → '42.3%'; a share too small to show as 0.1% reads '<0.1%' rather than '0%'. */
export function formatShare(share: number): string {
  if (!Number.isFinite(share) || share <= 0) return '0%';
  if (share < 0.001) return '<0.1%';
  return percentFormat.format(share);
}
