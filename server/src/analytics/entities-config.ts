import type { EntitySpec } from '../catalogue/query/entities.js';
import { ENTITIES } from '../catalogue/query/entities.js';
import type { FieldDef } from '../catalogue/query/fields.js';
import { showOnEntityPage } from '../catalogue/query/entity-ui.js';
import { analyticsColumns } from './analytics-columns.js';

const HAS_SERP = new Set(['works', 'authors', 'sources', 'institutions']);

function columnType(def: FieldDef): string {
  switch (def.kind) {
    case 'boolean':
      return 'boolean';
    case 'number':
      return 'number';
    case 'string':
      return def.list ? 'array' : 'string';
    default:
      return 'string';
  }
}

function operators(def: FieldDef): string[] {
  if (def.kind === 'boolean') return ['is', 'is not'];
  if (def.kind === 'number') return ['is', 'is not', 'is greater than', 'is less than'];
  if (def.kind === 'search') return ['contains', 'does not contain'];
  if (def.kind === 'string' && def.list) return ['includes', 'does not include'];
  return ['is', 'is not'];
}

function objectEntity(def: FieldDef): string | null {
  const names = def.format?.names;
  if (names?.kind === 'table') return names.table;
  const sample = def.format?.key('x');
  const m = sample ? /^https:\/\/openalex\.org\/([a-z-]+)\/x$/.exec(sample) : null;
  return m ? m[1]! : sample?.startsWith('https://metadata.un.org/sdg/') ? 'sdgs' : null;
}

function displayName(key: string): string {
  return key
    .replace(/\.search$/, ' search')
    .replace(/[._]/g, ' ')
    .replace(/\bid\b/, 'ID')
    .trim();
}

/**
 * The analytics columns (spec 2 §3) over the data API's: a column both have keeps the data API's
 * actions (what /works?sort= and group_by= accept) and takes the analytics name, type and operators
 * the query language reads; metric and renamed columns, which only the analytics area serves, come
 * marked `isDataApi: false`. A column whose data-API key the catalogue lacks is left out.
 */
function addAnalyticsColumns(spec: EntitySpec, columns: Record<string, unknown>): void {
  for (const column of analyticsColumns(spec.name)) {
    const { filterKey, ...served } = column;
    const isMetric = column.id.includes('(') || column.id === 'count';
    const existing = columns[column.id] as { actions: string[] } | undefined;
    if (existing && !filterKey) {
      // what the data API can filter, sort and group by, and what the analytics table shows
      const actions = [...existing.actions, ...(served.actions.includes('column') ? ['column'] : [])];
      const uniqueActions = [...new Set(actions)];
      // a text-search field (a title, a name) is filtered by the words it contains
      const isSearch = (existing as { isSearch?: boolean }).isSearch === true;
      const operators = isSearch ? ['contains', 'does not contain'] : served.operators;
      Object.assign(existing, served, {
        actions: uniqueActions,
        actionsPopular: served.actionsPopular.filter((action) => uniqueActions.includes(action)),
        operators,
        defaultOperator: operators[0],
      });
    } else if (isMetric || (filterKey && Object.hasOwn(spec.fields, filterKey))) {
      columns[column.id] = { ...served, subjectEntity: spec.name, isDataApi: false, filterKey: filterKey ?? null };
    }
  }
}

/** Entity types a label can hold (spec 2 §3; the same list as users/label-store.ts). */
const LABEL_TYPES = new Set([
  'works',
  'authors',
  'sources',
  'institutions',
  'publishers',
  'funders',
  'topics',
  'concepts',
]);
export const LABEL_OPERATORS = ['matches any item in label', 'matches every item in label'];

/**
 * Spec 2 §9: a column of ids of an entity type labels can hold also takes the two label matchers
 * (`authorships.institutions.lineage matches any item in label L1`), as does an entity's own id.
 */
function addLabelOperators(spec: EntitySpec, columns: Record<string, unknown>): void {
  for (const column of Object.values(columns) as {
    id: string;
    objectEntity: string | null;
    operators: string[];
    actions: string[];
  }[]) {
    const holds = column.id === 'id' ? spec.name : column.objectEntity;
    if (!holds || !LABEL_TYPES.has(holds) || !column.actions.includes('filter')) continue;
    if (column.operators.includes('contains')) continue;
    column.operators = [...column.operators.filter((op) => !LABEL_OPERATORS.includes(op)), ...LABEL_OPERATORS];
  }
}

/** Per entity: the columns this server really supports, in the shape of OpenAlex's /entities/config. */
export function entitiesConfig(): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(ENTITIES)) out[name] = entityConfig(spec);
  return out;
}

function entityConfig(spec: EntitySpec): Record<string, unknown> {
  const columns: Record<string, unknown> = {};
  for (const [key, def] of Object.entries(spec.fields)) {
    const actions = ['filter'];
    if (def.sortable || spec.sorts[key]) actions.push('sort');
    if (def.groupable && def.kind !== 'search' && def.kind !== 'special') actions.push('group_by');
    if (def.kind !== 'search' && def.kind !== 'special') actions.push('column');
    columns[key] = {
      id: key,
      subjectEntity: spec.name,
      displayName: def.displayName ?? displayName(key),
      type: columnType(def),
      operators: operators(def),
      defaultOperator: operators(def)[0],
      actions,
      actionsPopular: actions.filter((a) => a !== 'column' && (def.groupable || a === 'sort')).slice(0, 2),
      isList: def.kind === 'string' && def.list === true,
      objectEntity: objectEntity(def),
      isSearch: def.kind === 'search',
      description: def.displayName ?? displayName(key),
    };
  }
  addAnalyticsColumns(spec, columns);
  addLabelOperators(spec, columns);
  const isWorks = spec.table === 'works';
  return {
    id: spec.name,
    name: spec.name,
    displayName: spec.name.replace(/-/g, ' '),
    descr: spec.description,
    filterKey: spec.worksFilter ?? null,
    isNative: Boolean(spec.native) || spec.name === 'keywords',
    hasAutocomplete: Boolean(spec.ac),
    hasSerp: HAS_SERP.has(spec.name),
    // the analytics table's defaults, as in the 2024-09-17 configuration
    showOnTablePage: isWorks
      ? ['display_name', 'id', 'publication_year', 'type', 'cited_by_count']
      : [...(columns.display_name ? ['display_name'] : []), ...(columns.id ? ['id'] : []), 'count(works)'],
    showOnEntityPage: showOnEntityPage(spec.name),
    sortByDefault: isWorks ? 'cited_by_count' : 'count(works)',
    sortDirDefault: 'desc',
    columns,
  };
}
