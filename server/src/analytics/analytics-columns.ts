/**
 * The columns the analytics area shows, filters and sorts (spec 2 §3, §9), in the shape of the
 * 2024-09-17 entity configuration the query-language suites were written against: the same ids,
 * names, types and operators where our catalogue has the column, and the metric columns computed
 * from each entity's works. Only columns the catalogue can serve are listed.
 */

export const ANALYTICS_ACTIONS = ['filter', 'sort', 'column', 'group_by'] as const;
export type AnalyticsAction = (typeof ANALYTICS_ACTIONS)[number];
export type AnalyticsColumnType = 'string' | 'number' | 'boolean' | 'array' | 'object';

/** One analytics column as /entities/config serves it. */
export interface AnalyticsColumn {
  id: string;
  displayName: string;
  type: AnalyticsColumnType;
  operators: string[];
  defaultOperator: string;
  objectEntity: string | null;
  actions: AnalyticsAction[];
  actionsPopular: AnalyticsAction[];
  description: string;
  /** the data API's filter key that serves a column named otherwise here */
  filterKey?: string;
}

/** id, name, type, object entity, actions, popular actions, description, data-API key if different */
type Row = readonly [
  string,
  string,
  AnalyticsColumnType,
  string | null,
  readonly AnalyticsAction[],
  readonly AnalyticsAction[],
  string,
  string?,
];

const NUMBER_OPERATORS = ['is', 'is not', 'is greater than', 'is less than'];

export function operatorsFor(type: AnalyticsColumnType, isSearch: boolean): string[] {
  if (isSearch) return ['contains', 'does not contain'];
  if (type === 'number') return NUMBER_OPERATORS;
  if (type === 'boolean') return ['is'];
  return ['is', 'is not'];
}

const F = 'filter';
const S = 'sort';
const C = 'column';
const G = 'group_by';

const NAME_ROWS: Row[] = [
  ['display_name', 'name', 'string', null, [S, C], [S, C], 'The name'],
  ['display_name.search', 'search display_name', 'string', null, [F], [F], 'Words in the name'],
];

const WORK_ROWS: Row[] = [
  ['id', 'OpenAlex ID', 'string', null, [F], [], 'The OpenAlex ID of the work'],
  ['doi', 'DOI', 'string', null, [F, C], [], 'The DOI of the work'],
  ['display_name', 'title', 'string', null, [S, C], [S, C], 'The title of the work'],
  ['display_name.search', 'search display_name', 'string', null, [F], [], 'Words in the title'],
  ['publication_year', 'year', 'number', null, [F, S, C, G], [F, S, C, G], 'The year the work was published'],
  ['type', 'type', 'object', 'types', [F, C, G], [F], 'The type of the work (article, book, …)'],
  ['language', 'language', 'object', 'languages', [F, C, G], [], 'The language of the work'],
  ['cited_by_count', 'cited by count', 'number', null, [S, C, F], [S], 'Citations the work has received'],
  ['fwci', 'FWCI', 'number', null, [S, C, F], [], 'Field-weighted citation impact'],
  ['open_access.is_oa', 'open access', 'boolean', null, [F, C, G], [F, C, G], 'Whether the work is open access'],
  ['open_access.oa_status', 'oa status', 'string', null, [C, F, G], [], 'The open-access status'],
  ['is_xpac', 'xpac', 'boolean', null, [F, C], [], 'An xpac work (DataCite, repositories); left out unless asked'],
  ['primary_topic.id', 'topic', 'object', 'topics', [F, C, G], [F, G], 'The primary topic of the work'],
  ['primary_topic.subfield.id', 'subfield', 'object', 'subfields', [F, C, G], [], 'The subfield of the topic'],
  ['primary_topic.field.id', 'field', 'object', 'fields', [F, C, G], [], 'The field of the topic'],
  ['primary_topic.domain.id', 'domain', 'object', 'domains', [F, C, G], [], 'The domain of the topic'],
  ['keywords.id', 'keyword', 'array', 'keywords', [F, C, G], [F, G], 'The keywords of the work'],
  ['authorships.author.id', 'authors', 'array', 'authors', [F, C, G], [F, G], 'The authors of the work'],
  ['authorships.author.orcid', 'ORCID', 'array', null, [F], [], 'The ORCIDs of the authors'],
  ['authorships.institutions.id', 'institutions', 'array', 'institutions', [F, C, G], [F, C], 'Institutions'],
  ['authorships.institutions.ror', 'ROR ID', 'array', null, [F], [], 'The ROR IDs of the institutions'],
  ['authorships.countries', 'Country', 'array', 'countries', [F, C, G], [G], 'Countries of the authors'],
  ['authorships.institutions.continent', 'Continent', 'array', 'continents', [F, C, G], [], 'Continents'],
  ['authorships.institutions.is_global_south', 'from Global South', 'boolean', null, [F, C], [], 'Global South'],
  ['authorships.institutions.type', 'institution type', 'object', 'institution-types', [F, G], [], 'Types'],
  ['primary_location.source.id', 'source', 'object', 'sources', [F, C, G], [], 'Where the work was published'],
  ['primary_location.source.issn', 'ISSN', 'string', null, [F], [], 'The ISSN of the source'],
  ['primary_location.source.type', 'source type', 'object', 'source-types', [F, C, G], [], 'The source type'],
  ['primary_location.source.is_in_doaj', 'indexed by DOAJ', 'boolean', null, [F, C], [], 'Source in DOAJ'],
  ['primary_location.source.is_oa', 'in OA source', 'boolean', null, [F], [], 'Source fully open access'],
  ['grants.funder', 'funder', 'array', 'funders', [F, G], [], 'The funders of the work'],
  ['sustainable_development_goals.id', 'sdgs', 'array', 'sdgs', [F, G], [], 'Sustainable development goals'],
  ['awards.funder.id', 'award funder', 'array', 'funders', [F, C], [], 'Funders of its awards', 'awards.funder_id'],
  ['open_access.has_fulltext', 'has fulltext', 'boolean', null, [F, C], [], 'Full text is held', 'has_fulltext'],
];

const AUTHOR_ROWS: Row[] = [
  ['id', 'OpenAlex ID', 'string', 'authors', [F], [], 'The OpenAlex ID of the author'],
  ['ids.orcid', 'ORCID', 'string', null, [C, F], [], 'The ORCID of the author'],
  ...NAME_ROWS,
  ['affiliations.institution.id', 'Past institutions', 'array', 'institutions', [C, F], [], 'Past affiliations'],
  ['affiliations.institution.type', 'Past institutions type', 'array', 'institution-types', [F], [F], 'Types'],
  ['last_known_institutions.id', 'institution', 'array', 'institutions', [C, F], [F], 'Latest institutions'],
  [
    'last_known_institutions.display_name',
    'institution name',
    'array',
    'institutions',
    [C],
    [],
    'Names of the latest institutions',
    'last_known_institutions.id',
  ],
  [
    'affiliations.institution.display_name',
    'Past institution names',
    'array',
    'institutions',
    [C],
    [],
    'Names of past affiliations',
    'affiliations.institution.id',
  ],
  [
    'affiliations.institution.country_code',
    'Past institutions country',
    'array',
    'countries',
    [F],
    [],
    'Countries of past affiliations',
  ],
  ['last_known_institutions.country_code', 'institution country', 'array', 'countries', [F, G], [F, G], 'Country'],
  ['last_known_institutions.type', 'Institution type', 'array', 'institution-types', [F, G], [F], 'Type'],
  ['has_orcid', 'Has an ORCID', 'boolean', null, [F, G], [F, G], 'Whether the author has an ORCID'],
];

const INSTITUTION_ROWS: Row[] = [
  ['id', 'OpenAlex ID', 'string', null, [F], [], 'The OpenAlex ID of the institution'],
  ...NAME_ROWS,
  ['ids.ror', 'ROR', 'string', null, [F], [], 'The ROR ID of the institution'],
  ['country_code', 'Country', 'object', 'countries', [F, C, G], [F], 'The country of the institution'],
  ['type', 'Institution type', 'object', 'institution-types', [C, F, G], [F], 'The type of the institution'],
];

const SOURCE_ROWS: Row[] = [
  ['id', 'OpenAlex ID', 'string', 'sources', [F], [], 'The OpenAlex ID of the source'],
  ['ids.issn', 'ISSNs', 'string', null, [C, F], [], 'The ISSNs of the source'],
  ...NAME_ROWS,
  ['host_organization', 'Publisher', 'object', 'publishers', [F, C, G], [], 'The publisher of the source'],
  [
    'host_organization_name',
    'Publisher name',
    'object',
    'publishers',
    [F, C],
    [],
    'Its publisher',
    'host_organization',
  ],
  ['type', 'Source type', 'object', 'source-types', [C, F, G], [F], 'The type of the source'],
  ['apc_usd', 'Article Processing Charge', 'number', null, [F, S, C], [], 'The APC in US dollars'],
  ['is_oa', 'Fully open access', 'boolean', null, [F, C], [], 'Whether the source is fully open access'],
  ['is_in_doaj', 'In DOAJ', 'boolean', null, [C, F], [F], 'Whether the source is in DOAJ'],
];

const COUNTRY_CODE_ROW: Row = ['country_code', 'Country', 'object', 'countries', [C, F, G], [F], 'The country'];

const ENTITY_ROWS: Record<string, Row[]> = {
  works: WORK_ROWS,
  authors: AUTHOR_ROWS,
  institutions: INSTITUTION_ROWS,
  sources: SOURCE_ROWS,
  publishers: [
    ...NAME_ROWS,
    ['country_code', 'Country', 'object', 'countries', [F, C], [F], 'Its countries', 'country_codes'],
  ],
  funders: [['id', 'OpenAlex ID', 'string', null, [F], [], 'The OpenAlex ID'], ...NAME_ROWS, COUNTRY_CODE_ROW],
  countries: [
    ['id', 'Country ID', 'string', null, [F], [], 'The country code'],
    ...NAME_ROWS,
    ['continent', 'Continent ID', 'string', 'continents', [F, C, G], [], 'The continent of the country'],
    ['is_global_south', 'Global South', 'boolean', null, [F, C], [], 'Whether the country is in the Global South'],
  ],
  topics: [
    ...NAME_ROWS,
    ['subfield', 'subfield (parent)', 'object', 'subfields', [F, C], [], 'The subfield', 'subfield.id'],
  ],
  subfields: [...NAME_ROWS, ['field', 'field (parent)', 'object', 'fields', [F, C], [], 'The field', 'field.id']],
  fields: [...NAME_ROWS, ['domain', 'domain (parent)', 'object', 'domains', [F, C], [], 'The domain', 'domain.id']],
};

function metric(id: string, displayName: string, description: string): AnalyticsColumn {
  return {
    id,
    displayName,
    type: 'number',
    operators: NUMBER_OPERATORS,
    defaultOperator: 'is',
    objectEntity: null,
    actions: [F, S, C],
    actionsPopular: [S, C],
    description,
  };
}

/** The summary row's metrics, over the matching works. */
const WORK_METRICS = [
  metric('count', 'works count', 'The number of matching works'),
  metric('sum(cited_by_count)', 'sum citation count', 'Citations of the matching works, summed'),
  metric('mean(cited_by_count)', 'mean citation count', 'Citations per matching work'),
  metric('mean(fwci)', 'mean FWCI', 'The mean FWCI of the matching works'),
  metric('percent(is_oa)', 'percent open access', 'The share of matching works that are open access'),
  metric('sum(is_oa)', 'sum of open access', 'The number of matching works that are open access'),
];

/** Every other entity's metrics, over its (matching) works. */
function entityMetrics(): AnalyticsColumn[] {
  return [
    metric('count(works)', 'works count', 'The number of its (matching) works'),
    metric('sum(citations)', 'citations sum', 'Citations of its (matching) works, summed'),
    metric('mean(citations)', 'mean citations', 'Citations per (matching) work'),
    metric('mean(fwci)', 'mean FWCI', 'The mean FWCI of its (matching) works'),
    metric('percent(is_open_access)', 'is open access %', 'The share of its (matching) works that are open access'),
  ];
}

function fromRow([id, displayName, type, objectEntity, actions, popular, description, filterKey]: Row) {
  const operators = operatorsFor(type, id.endsWith('.search'));
  const column: AnalyticsColumn = {
    id,
    displayName,
    type,
    operators,
    defaultOperator: operators[0]!,
    objectEntity,
    actions: [...actions],
    actionsPopular: [...popular],
    description,
  };
  if (filterKey) column.filterKey = filterKey;
  return column;
}

/** The analytics columns of one entity type: its own columns (by id) and its metrics. */
export function analyticsColumns(entity: string): AnalyticsColumn[] {
  // every other entity (continents, institution types, licences …) by its id and name
  const own = (ENTITY_ROWS[entity] ?? [['id', 'ID', 'string', null, [F], [], 'The id'] as Row, ...NAME_ROWS]).map(
    fromRow,
  );
  return [...own, ...(entity === 'works' ? WORK_METRICS : entityMetrics())];
}
