import { deriveAuthor, deriveWork, type EntityMaps } from './derive.js';
import type { AuthorRow, WorkRow } from '../store/rows.js';

/** JSON of two objects merged, without building the merged object (rows are wide). */
export function joinJson(a: object, b: object): string {
  const right = JSON.stringify(b);
  const left = JSON.stringify(a);
  return right === '{}' ? left : `${left.slice(0, -1)},${right.slice(1)}`;
}

/** An author's loader line: its row with its derived a_* columns. */
export function authorLine(a: AuthorRow, maps: EntityMaps): string {
  return joinJson(a, deriveAuthor(a, maps));
}

/** A work's loader line: its row with its derived w_* columns. */
export function workLine(w: WorkRow, maps: EntityMaps): string {
  return joinJson(w, deriveWork(w, maps));
}
