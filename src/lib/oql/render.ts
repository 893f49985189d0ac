import { DEFAULT_OPERATOR } from './config.js';
import { isGroup, type OqlFilter, type OqlQuery, type OqlValue } from './types.js';

/** Whether unquoted text would read back as something else (a number, a boolean, a split value). */
function needsQuotes(text: string): boolean {
  if (text === '' || text === 'true' || text === 'false' || /^\d+$/.test(text)) return true;
  if (/[\s";]/.test(text) || text.startsWith('"')) return true;
  // parentheses must balance, or the value would end at a ')' that looks like a group's end
  let depth = 0;
  for (const char of text) {
    if (char === '(') depth++;
    if (char === ')' && --depth < 0) return true;
  }
  return depth !== 0;
}

export function renderValue(value: OqlValue): string {
  if (typeof value !== 'string') return String(value);
  return needsQuotes(value) ? `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"` : value;
}

function renderFilter(filter: OqlFilter): string {
  if (isGroup(filter)) return `(${filter.filters.map(renderFilter).join(` ${filter.join} `)})`;
  return `${filter.column_id} ${filter.operator ?? DEFAULT_OPERATOR} ${renderValue(filter.value)}`;
}

function renderWhere(filters: OqlFilter[] | undefined): string {
  return filters?.length ? ` where ${filters.map(renderFilter).join(' and ')}` : '';
}

/**
 * Query object → canonical OQL: `[using works where …; ]get <entity>[ where …][; sort by <column>
 * asc|desc][; show <column>, …];` — values quoted when they would not read back as themselves.
 */
export function renderOql(query: OqlQuery): string {
  const statements: string[] = [];
  const worksRows = query.get_rows === 'works' || query.get_rows === 'summary';
  if (!worksRows && query.filter_works?.length) statements.push(`using works${renderWhere(query.filter_works)}`);
  statements.push(`get ${query.get_rows}${renderWhere(worksRows ? query.filter_works : query.filter_aggs)}`);
  if (query.sort_by_column) statements.push(`sort by ${query.sort_by_column} ${query.sort_by_order ?? 'desc'}`);
  if (query.show_columns?.length) statements.push(`show ${query.show_columns.join(', ')}`);
  return `${statements.join('; ')};`;
}
