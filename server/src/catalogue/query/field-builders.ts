import type { NativeEntity } from '../store/ids.js';
import type { FieldDef } from './fields.js';
import { entityFormat, entityParser, RAW_FORMAT } from './formats.js';

/** Short constructors for the field tables of works and the other entities. */
/**
 * A boolean column or expression. An expression is parenthesised: predicates append `IS NOT TRUE`
 * or `IS NULL` to it, which would otherwise bind to its last term (`a OR b IS NOT TRUE`).
 */
export const bool = (sql: string): FieldDef => ({
  kind: 'boolean',
  sql: /^[\w.]+$/.test(sql) ? sql : `(${sql})`,
  groupable: true,
  format: RAW_FORMAT,
});

export const num = (sql: string, opts: { groupable?: boolean; sortable?: boolean } = {}): FieldDef => ({
  kind: 'number',
  sql,
  groupable: opts.groupable ?? false,
  sortable: opts.sortable ?? false,
  format: RAW_FORMAT,
});

/** A column (or list column) of native entity ids: filters take W123 / URLs, groups print URLs. */
export const ids = (sql: string, entity: NativeEntity, list: boolean, groupable = true): FieldDef => ({
  kind: 'string',
  sql,
  list,
  parse: entityParser(entity),
  entity,
  groupable,
  format: entityFormat(entity),
  displayName: `${entity.replace(/s$/, '')} id`,
});

export const str = (sql: string, opts: Partial<Extract<FieldDef, { kind: 'string' }>> = {}): FieldDef => ({
  kind: 'string',
  sql,
  groupable: true,
  format: RAW_FORMAT,
  ...opts,
});

export const search = (...columns: string[]): FieldDef => ({ kind: 'search', sql: '', columns });
