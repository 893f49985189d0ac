import { OqlError } from './errors.js';
import type { OqlColumnConfig, OqlEntitiesConfig, OqlEntityConfig } from './types.js';

/** Every operator of the language (spec 2 §9), longest first so a scan finds the whole phrase. */
export const OPERATORS = [
  'matches every item in label',
  'matches any item in label',
  'is greater than or equal to',
  'is less than or equal to',
  'does not include',
  'does not contain',
  'is greater than',
  'is less than',
  'is not in',
  'includes',
  'contains',
  'is not',
  'is in',
  '>=',
  '<=',
  'is',
  '>',
  '<',
] as const;

export const DEFAULT_OPERATOR = 'is';

/** The summary row's defaults (spec 2 §3). */
export const SUMMARY_COLUMNS = [
  'sum(cited_by_count)',
  'mean(cited_by_count)',
  'mean(fwci)',
  'percent(is_oa)',
  'sum(is_oa)',
] as const;

/**
 * The entity configuration as the language reads it: entities and their columns, each found by
 * id or display name in any case.
 */
export class OqlConfig {
  constructor(readonly entities: OqlEntitiesConfig) {}

  hasEntity(name: string): boolean {
    return Object.hasOwn(this.entities, name);
  }

  entity(name: string): OqlEntityConfig {
    if (name === 'summary') return this.entities.works ?? {};
    const entity = this.entities[name];
    if (!entity) throw new OqlError(`${name} is not a valid subjectEntity`);
    return entity;
  }

  /** The column of `entity` whose id or display name is `text` (any case), or undefined. */
  findColumn(entity: string, text: string): OqlColumnConfig | undefined {
    const columns = this.entity(entity).columns ?? {};
    const wanted = text.trim().toLowerCase();
    if (Object.hasOwn(columns, text)) return columns[text];
    for (const column of Object.values(columns)) {
      if (column.id.toLowerCase() === wanted) return column;
    }
    for (const column of Object.values(columns)) {
      if (column.displayName?.toLowerCase() === wanted) return column;
    }
    return undefined;
  }

  /**
   * No text longer than this is a column name of `entity` for findColumn, which compares whole keys,
   * ids and display names, lowercased (and lowercasing never shortens a string), so a parser can stop
   * trying longer texts.
   */
  longestColumnName(entity: string): number {
    let longest = 0;
    for (const [key, column] of Object.entries(this.entity(entity).columns ?? {})) {
      const names = [key, column.id.toLowerCase(), column.displayName?.toLowerCase() ?? ''];
      for (const name of names) longest = Math.max(longest, name.length);
    }
    return longest;
  }

  column(entity: string, text: string): OqlColumnConfig {
    const column = this.findColumn(entity, text);
    if (!column) throw new OqlError(`${entity}.${text} is not a valid column`);
    return column;
  }

  /** The columns a new query of this entity shows, and how it sorts (spec 2 §3). */
  defaults(entity: string): { columns: string[]; sortColumn: string | null; sortOrder: 'asc' | 'desc' } {
    if (entity === 'summary') {
      return { columns: [...SUMMARY_COLUMNS], sortColumn: 'sum(cited_by_count)', sortOrder: 'desc' };
    }
    const config = this.entity(entity);
    const columns = config.showOnTablePage ?? ['display_name'];
    const sortColumn = config.sortByDefault ?? columns.find((id) => id.includes('(')) ?? columns[0] ?? null;
    const sortOrder = config.sortDirDefault === 'asc' ? 'asc' : 'desc';
    return { columns: [...columns], sortColumn, sortOrder };
  }
}
