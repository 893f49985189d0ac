/**
 * `format=ui` of a single record (spec 1 §7): the record's header fields and one `{config, value}`
 * pair per column the entity panel shows (`showOnEntityPage`), entity references flattened to
 * `{id, display_name}` and the abstract rebuilt as text. Empty values stay in the list (null or
 * []): the client hides them.
 */

type Json = Record<string, unknown>;

export interface UiColumnConfig {
  id: string;
  displayName: string;
  type: 'string' | 'number' | 'boolean' | 'array' | 'object';
  isList: boolean;
  objectEntity: string | null;
  isCurrency: boolean;
  isYear: boolean;
  isId: boolean;
}

/** How to read one column of a record. */
interface UiColumn {
  id: string;
  displayName: string;
  /** dotted path into the record (arrays along the way are flattened); defaults to id */
  path?: string;
  kind?: 'value' | 'ref' | 'abstract';
  type?: UiColumnConfig['type'];
  objectEntity?: string;
  isCurrency?: boolean;
  isYear?: boolean;
  isId?: boolean;
  /** for a reference given as an id beside its name (host_organization + host_organization_name) */
  namePath?: string;
  /** keep only array items whose field equals the value (associated_institutions by relationship) */
  where?: [string, string];
  /** the entity's children or siblings, listed from the catalogue */
  children?: { entity: string; filterKey: string; from?: string; excludeSelf?: boolean };
}

const col = (id: string, displayName: string, more: Partial<UiColumn> = {}): UiColumn => ({ id, displayName, ...more });
const ref = (id: string, displayName: string, objectEntity: string | null, more: Partial<UiColumn> = {}): UiColumn =>
  col(id, displayName, { kind: 'ref', ...(objectEntity ? { objectEntity } : {}), ...more });
const counts = [
  col('works_count', 'Works', { type: 'number' }),
  col('cited_by_count', 'Citations', { type: 'number' }),
];
const idCol = col('id', 'OpenAlex ID', { isId: true });
const nameCol = col('display_name', 'Name');

export const SHOW_ON_ENTITY_PAGE: Record<string, readonly UiColumn[]> = {
  works: [
    idCol,
    col('display_name', 'Title'),
    col('publication_year', 'Year', { type: 'number', isYear: true }),
    col('publication_date', 'Publication date'),
    col('type', 'Type'),
    col('doi', 'DOI', { isId: true }),
    col('abstract_inverted_index', 'Abstract', { kind: 'abstract' }),
    ref('primary_location.source', 'Source', 'sources'),
    ref('authorships.author', 'Authors', 'authors'),
    ref('authorships.institutions', 'Institutions', 'institutions'),
    ref('primary_topic', 'Topic', 'topics'),
    ref('primary_topic.subfield', 'Subfield', 'subfields'),
    ref('primary_topic.field', 'Field', 'fields'),
    ref('primary_topic.domain', 'Domain', 'domains'),
    ref('sustainable_development_goals', 'Sustainable Development Goals', 'sdgs'),
    col('open_access.is_oa', 'Open access', { type: 'boolean' }),
    col('open_access.oa_status', 'Open access status'),
    col('open_access.oa_url', 'Open access URL'),
    col('best_oa_location.license', 'License'),
    col('language', 'Language'),
    col('apc_list.value_usd', 'APC list price', { type: 'number', isCurrency: true }),
    col('apc_paid.value_usd', 'APC paid', { type: 'number', isCurrency: true }),
    ref('grants.funder', 'Funders', 'funders', { namePath: 'grants.funder_display_name' }),
    col('grants.award_id', 'Award IDs', { isId: true }),
    col('cited_by_count', 'Citations', { type: 'number' }),
    col('fwci', 'FWCI', { type: 'number' }),
    col('is_retracted', 'Retracted', { type: 'boolean' }),
  ],
  authors: [
    idCol,
    nameCol,
    col('display_name_alternatives', 'Other names'),
    ref('last_known_institutions', 'Last known institutions', 'institutions'),
    ref('affiliations.institution', 'Affiliations', 'institutions'),
    col('orcid', 'ORCID', { isId: true }),
    ...counts,
    col('summary_stats.h_index', 'h-index', { type: 'number' }),
  ],
  institutions: [
    idCol,
    nameCol,
    col('type', 'Type'),
    col('country_code', 'Country'),
    col('geo.city', 'City'),
    col('homepage_url', 'Homepage'),
    col('ror', 'ROR', { isId: true }),
    col('display_name_acronyms', 'Acronyms'),
    col('display_name_alternatives', 'Other names'),
    ref('associated_institutions', 'Parent institutions', 'institutions', { where: ['relationship', 'parent'] }),
    ref('associated_institutions', 'Child institutions', 'institutions', { where: ['relationship', 'child'] }),
    ref('associated_institutions', 'Related institutions', 'institutions', { where: ['relationship', 'related'] }),
    ...counts,
  ],
  sources: [
    idCol,
    nameCol,
    col('type', 'Type'),
    col('issn_l', 'ISSN-L', { isId: true }),
    col('issn', 'ISSN', { isId: true }),
    // A publisher or an institution (a repository's host).
    ref('host_organization', 'Host organization', null, { namePath: 'host_organization_name' }),
    col('alternate_titles', 'Other titles'),
    col('abbreviated_title', 'Abbreviated title'),
    col('homepage_url', 'Homepage'),
    col('is_oa', 'Open access', { type: 'boolean' }),
    col('is_in_doaj', 'In DOAJ', { type: 'boolean' }),
    col('apc_usd', 'APC', { type: 'number', isCurrency: true }),
    col('country_code', 'Country'),
    ...counts,
  ],
  publishers: [
    idCol,
    nameCol,
    col('alternate_titles', 'Other names'),
    ref('parent_publisher', 'Parent publisher', 'publishers'),
    col('country_codes', 'Countries'),
    col('homepage_url', 'Homepage'),
    ...counts,
  ],
  funders: [
    idCol,
    nameCol,
    col('alternate_titles', 'Other names'),
    col('description', 'Description'),
    col('country_code', 'Country'),
    col('homepage_url', 'Homepage'),
    col('grants_count', 'Grants', { type: 'number' }),
    ...counts,
  ],
  topics: [
    idCol,
    nameCol,
    col('description', 'Description'),
    col('keywords', 'Keywords'),
    ref('subfield', 'Subfield', 'subfields'),
    ref('field', 'Field', 'fields'),
    ref('domain', 'Domain', 'domains'),
    ref('siblings', 'Sibling topics', 'topics', {
      children: { entity: 'topics', filterKey: 'subfield.id', from: 'subfield.id', excludeSelf: true },
    }),
    ...counts,
  ],
  subfields: [
    idCol,
    nameCol,
    ref('field', 'Field', 'fields'),
    ref('domain', 'Domain', 'domains'),
    ref('topics', 'Topics', 'topics', { children: { entity: 'topics', filterKey: 'subfield.id' } }),
    ...counts,
  ],
  fields: [
    idCol,
    nameCol,
    ref('domain', 'Domain', 'domains'),
    ref('subfields', 'Subfields', 'subfields', { children: { entity: 'subfields', filterKey: 'field.id' } }),
    ...counts,
  ],
  domains: [
    idCol,
    nameCol,
    ref('fields', 'Fields', 'fields', { children: { entity: 'fields', filterKey: 'domain.id' } }),
    ...counts,
  ],
  concepts: [idCol, nameCol, col('level', 'Level', { type: 'number' }), col('description', 'Description'), ...counts],
  keywords: [idCol, nameCol, ...counts],
  types: [idCol, nameCol, col('description', 'Description'), col('crossref_types', 'Crossref types'), ...counts],
  continents: [
    idCol,
    nameCol,
    col('wikidata', 'Wikidata', { isId: true }),
    ref('countries', 'Countries', 'countries', { children: { entity: 'countries', filterKey: 'continent' } }),
    ...counts,
  ],
  countries: [
    idCol,
    nameCol,
    ref('continent', 'Continent', 'continents'),
    col('is_global_south', 'Global South', { type: 'boolean' }),
    ...counts,
  ],
};

const DEFAULT_COLUMNS: readonly UiColumn[] = [idCol, nameCol, col('description', 'Description'), ...counts];

export function showOnEntityPage(entity: string): string[] {
  return (SHOW_ON_ENTITY_PAGE[entity] ?? DEFAULT_COLUMNS).map((c) => c.id);
}

/** Every value at a dotted path, arrays along the way flattened. */
function valuesAt(value: unknown, path: readonly string[]): unknown[] {
  if (path.length === 0) return Array.isArray(value) ? value.flat(Infinity) : [value];
  if (Array.isArray(value)) return value.flatMap((item) => valuesAt(item, path));
  if (value === null || typeof value !== 'object') return [];
  return valuesAt((value as Json)[path[0]!], path.slice(1));
}

/** Whether the path crosses or ends in an array: its values are a list. */
function isListPath(value: unknown, path: readonly string[]): boolean {
  let current = value;
  for (const key of path) {
    if (Array.isArray(current)) return true;
    if (!current || typeof current !== 'object') return false;
    current = (current as Json)[key];
  }
  return Array.isArray(current);
}

/** The plain text of an abstract_inverted_index: each word at its positions. */
export function abstractText(index: unknown): string | null {
  if (!index || typeof index !== 'object') return null;
  const words: string[] = [];
  for (const [word, positions] of Object.entries(index as Record<string, unknown>)) {
    if (Array.isArray(positions)) for (const p of positions) if (typeof p === 'number') words[p] = word;
  }
  const text = words.filter((w) => w !== undefined).join(' ');
  return text || null;
}

function asRef(item: unknown, name: unknown): { id: string; display_name: string | null } | null {
  if (typeof item === 'string') return { id: item, display_name: typeof name === 'string' ? name : null };
  if (item && typeof item === 'object' && typeof (item as Json).id === 'string') {
    const display = (item as Json).display_name;
    return { id: (item as Json).id as string, display_name: typeof display === 'string' ? display : null };
  }
  return null;
}

const shortOf = (id: string) => id.replace(/^https:\/\/openalex\.org\//, '').replace(/^[a-z-]+\//, '');

/** Lists a catalogue entity (for children and siblings). */
export type Lister = (entity: string, query: Record<string, string>) => Promise<Record<string, unknown>>;

async function columnValue(column: UiColumn, record: Json, list: Lister): Promise<unknown> {
  const path = (column.path ?? column.id).split('.');
  if (column.kind === 'abstract') return abstractText(record.abstract_inverted_index);
  if (column.children) {
    const { entity, filterKey, from, excludeSelf } = column.children;
    const key = from ? valuesAt(record, from.split('.'))[0] : record.id;
    if (typeof key !== 'string') return [];
    const page = (await list(entity, {
      filter: `${filterKey}:${shortOf(key)}`,
      per_page: '50',
      select: 'id,display_name',
      sort: 'works_count:desc',
    })) as { results?: Json[] };
    return (page.results ?? [])
      .map((r) => asRef(r, null))
      .filter(
        (r): r is { id: string; display_name: string | null } => r !== null && !(excludeSelf && r.id === record.id),
      );
  }
  if (column.kind === 'ref') {
    let items = valuesAt(record, path);
    if (column.where) {
      const [field, wanted] = column.where;
      items = items.filter((item) => item && typeof item === 'object' && (item as Json)[field] === wanted);
    }
    const names = column.namePath ? valuesAt(record, column.namePath.split('.')) : [];
    const seen = new Set<string>();
    const refs = items
      .map((item, k) => asRef(item, names[k]))
      .filter((r): r is { id: string; display_name: string | null } => {
        if (!r || seen.has(r.id)) return false;
        seen.add(r.id);
        return true;
      });
    return isListPath(record, path) ? refs : (refs[0] ?? null);
  }
  const values = valuesAt(record, path).filter((v) => v !== null && v !== undefined);
  return isListPath(record, path) ? [...new Set(values)] : (values[0] ?? null);
}

function configOf(column: UiColumn, value: unknown): UiColumnConfig {
  const isList = Array.isArray(value);
  const first = isList ? value[0] : value;
  const inferred =
    column.type ??
    (isList
      ? 'array'
      : typeof first === 'number'
        ? 'number'
        : typeof first === 'boolean'
          ? 'boolean'
          : first && typeof first === 'object'
            ? 'object'
            : 'string');
  return {
    id: column.where ? `${column.id}.${column.where[1]}` : column.id,
    displayName: column.displayName,
    type: isList ? 'array' : inferred,
    isList,
    objectEntity: column.objectEntity ?? null,
    isCurrency: column.isCurrency ?? false,
    isYear: column.isYear ?? false,
    isId: column.isId ?? false,
  };
}

/** The `format=ui` answer for one record of `entity`. */
export async function entityUi(entity: string, record: Json, list: Lister): Promise<Json> {
  const columns = SHOW_ON_ENTITY_PAGE[entity] ?? DEFAULT_COLUMNS;
  const props = [];
  for (const column of columns) {
    const value = await columnValue(column, record, list);
    props.push({ config: configOf(column, value), value });
  }
  const typeValue = record.type;
  return {
    id: record.id ?? null,
    display_name: record.display_name ?? null,
    entity_type: entity,
    type: typeof typeValue === 'string' ? typeValue : null,
    roles: Array.isArray(record.roles) ? record.roles : null,
    works_count: typeof record.works_count === 'number' ? record.works_count : null,
    cited_by_count: typeof record.cited_by_count === 'number' ? record.cited_by_count : null,
    // asked for with local_counts=true (see local-counts-serve.ts)
    ...(record.local_counts ? { local_counts: record.local_counts } : {}),
    props,
  };
}
