export { compareQueries } from './compare.js';
export { DEFAULT_OPERATOR, OPERATORS, OqlConfig, SUMMARY_COLUMNS } from './config.js';
export { OqlError, type OqlPosition } from './errors.js';
export * from './limits.js';
export { parseOql, type OqlParseStats } from './parse.js';
export { renderOql, renderValue } from './render.js';
export * from './types.js';
export { fromLegacyQuery, LEGACY_FIELD_NAMES, type LegacyFilter, type LegacyQuery } from './legacy.js';
export {
  changeGetRows,
  cleanFilters,
  defaultQuery,
  isMetricColumn,
  normalizeQuery,
  orderColumns,
  removeColumn,
} from './structure.js';
