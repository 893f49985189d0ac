import { NATIVE_PREFIX } from '../catalogue/store/ids.js';
import { countryName } from '../catalogue/vocab/geo.js';
import { languageName } from '../catalogue/vocab/languages.js';
import type { EntityCell, ResultCell } from '../../../src/lib/analytics-search.js';
import type { ServedColumn } from './served-config.js';

export type Cell = ResultCell;

type Json = Record<string, unknown>;
const LETTER_ENTITY = new Map<string, string>(
  Object.entries(NATIVE_PREFIX).map(([entity, letter]) => [letter, entity]),
);

/** An id as the query language writes it: 'https://openalex.org/I1' → 'institutions/I1'. */
export function shortEntityId(value: string, objectEntity?: string | null): string {
  const sdg = /^https:\/\/metadata\.un\.org\/sdg\/(\d+)$/.exec(value);
  if (sdg) return `sdgs/${sdg[1]}`;
  const bare = value.replace(/^https?:\/\/openalex\.org\//i, '');
  if (bare.includes('/')) return bare;
  const native = /^([A-Z])\d+$/.exec(bare);
  const entity = native ? LETTER_ENTITY.get(native[1]!) : undefined;
  if (entity) return `${entity}/${bare}`;
  return objectEntity ? `${objectEntity}/${bare}` : bare;
}

function vocabName(objectEntity: string, code: string): string {
  if (objectEntity === 'countries') return countryName(code) ?? code;
  if (objectEntity === 'languages') return languageName(code) ?? code;
  return code;
}

/** The values at a dotted path, arrays flattened; `parents` are the objects holding the last key. */
function walk(record: Json, path: string[]): { values: unknown[]; parents: Json[]; throughList: boolean } {
  let current: unknown[] = [record];
  let parents: Json[] = [];
  let throughList = false;
  for (const key of path) {
    const next: unknown[] = [];
    parents = [];
    for (const item of current) {
      if (item === null || typeof item !== 'object' || Array.isArray(item)) continue;
      const value = (item as Json)[key];
      if (value === undefined || value === null) continue;
      if (Array.isArray(value)) {
        throughList = true;
        for (const element of value) {
          parents.push(item as Json);
          next.push(element);
        }
      } else {
        parents.push(item as Json);
        next.push(value);
      }
    }
    current = next;
  }
  return { values: current, parents, throughList };
}

/** One shown column of a record (as the data API serves it) for the results table. */
export function cellOf(record: Json, column: ServedColumn, entity: string): Cell {
  if (column.id === 'id') return shortEntityId(String(record.id ?? ''), entity);
  const path = column.id.split('.');
  const last = path[path.length - 1]!;
  const objectEntity = column.objectEntity ?? null;
  // 'authorships.institutions.id' names the institutions; 'grants.funder' a funder with its name beside it
  const isIdPath = last === 'id' && path.length > 1;
  const { values, parents, throughList } = walk(record, isIdPath ? path.slice(0, -1) : path);
  const cells: (string | number | boolean | EntityCell)[] = [];
  const seen = new Set<string>();
  values.forEach((value, i) => {
    let cell: string | number | boolean | EntityCell;
    if (isIdPath && value && typeof value === 'object') {
      const object = value as Json;
      if (object.id === undefined || object.id === null) return;
      cell = {
        id: shortEntityId(String(object.id), objectEntity),
        display_name: (object.display_name as string | undefined) ?? null,
      };
    } else if (typeof value === 'string' && objectEntity && last !== 'display_name') {
      const named = parents[i]?.[`${last}_display_name`] ?? parents[i]?.[`${last}_name`];
      const id = shortEntityId(value, objectEntity);
      cell = { id, display_name: typeof named === 'string' ? named : vocabName(objectEntity, id.split('/').pop()!) };
    } else if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      cell = value;
    } else return;
    const key = typeof cell === 'object' ? cell.id : String(cell);
    if (seen.has(key)) return;
    seen.add(key);
    cells.push(cell);
  });
  if (throughList || column.type === 'array') return cells;
  return cells[0] ?? null;
}

/** A cell as CSV text: names for entities, lists joined with '; ' (spec 2 §9). */
export function cellText(cell: Cell): string | number | boolean | null {
  if (cell === null || typeof cell !== 'object') return cell;
  if (Array.isArray(cell)) return cell.map((c) => String(cellText(c) ?? '')).join('; ');
  return cell.display_name ?? cell.id;
}
