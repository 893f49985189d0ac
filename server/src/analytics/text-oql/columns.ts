/**
 * What people call the columns they want to see or sort by ('title', 'citations', 'OA status'),
 * per entity type, and the metric a ranking word asks for ('most cited', 'highest FWCI').
 */
import type { OqlConfig } from '../../../../src/lib/oql/index.js';

const WORK_COLUMNS: Record<string, string> = {
  title: 'display_name', titles: 'display_name', name: 'display_name', 'display name': 'display_name',
  year: 'publication_year', years: 'publication_year', 'publication year': 'publication_year',
  type: 'type', 'work type': 'type', types: 'type',
  citations: 'cited_by_count', 'number of citations': 'cited_by_count', 'citation count': 'cited_by_count',
  'citation counts': 'cited_by_count', 'cited by count': 'cited_by_count', 'times cited': 'cited_by_count',
  'field id': 'primary_topic.field.id', field: 'primary_topic.field.id',
  'topic id': 'primary_topic.id', topic: 'primary_topic.id', 'primary topic': 'primary_topic.id',
  'primary topic id': 'primary_topic.id',
  'keyword id': 'keywords.id', keywords: 'keywords.id', keyword: 'keywords.id',
  'domain id': 'primary_topic.domain.id', domain: 'primary_topic.domain.id',
  'subfield id': 'primary_topic.subfield.id', subfield: 'primary_topic.subfield.id',
  doi: 'doi', dois: 'doi',
  'oa status': 'open_access.is_oa', 'open access status': 'open_access.is_oa', 'open access': 'open_access.is_oa',
  oa: 'open_access.is_oa', 'whether it is open access': 'open_access.is_oa', 'is oa': 'open_access.is_oa',
  'whether the work is oa or not': 'open_access.is_oa', 'whether it is oa': 'open_access.is_oa',
  'open access color': 'open_access.oa_status', 'oa color': 'open_access.oa_status',
  'open access colour': 'open_access.oa_status',
  continent: 'authorships.institutions.continent', continents: 'authorships.institutions.continent',
  'source id': 'primary_location.source.id', source: 'primary_location.source.id',
  journal: 'primary_location.source.id',
  'doaj status': 'primary_location.source.is_in_doaj', doaj: 'primary_location.source.is_in_doaj',
  language: 'language', languages: 'language',
  countries: 'authorships.countries', country: 'authorships.countries',
  'global south status': 'authorships.institutions.is_global_south',
  'global south': 'authorships.institutions.is_global_south',
  "whether it's from the global south or not": 'authorships.institutions.is_global_south',
  'source type': 'primary_location.source.type',
  'author id': 'authorships.author.id', 'author ids': 'authorships.author.id', authors: 'authorships.author.id',
  institutions: 'authorships.institutions.id', institution: 'authorships.institutions.id',
  fwci: 'fwci',
}; // prettier-ignore

const ENTITY_COLUMNS: Record<string, string> = {
  name: 'display_name', names: 'display_name', 'display name': 'display_name', title: 'display_name',
  'works count': 'count(works)', 'work count': 'count(works)', 'work counts': 'count(works)',
  'number of works': 'count(works)', 'count of works': 'count(works)', 'works counts': 'count(works)',
  'counts': 'count(works)', count: 'count(works)', works: 'count(works)',
  citations: 'sum(citations)', 'citation count': 'sum(citations)', 'number of citations': 'sum(citations)',
  fwci: 'mean(fwci)', 'mean fwci': 'mean(fwci)',
  orcid: 'ids.orcid', orcids: 'ids.orcid',
  'last known institution': 'last_known_institutions.id', 'last known institutions': 'last_known_institutions.id',
  'current institution': 'last_known_institutions.id',
  issn: 'ids.issn', issns: 'ids.issn', 'doaj status': 'is_in_doaj', doaj: 'is_in_doaj',
  type: 'type', country: 'country_code', apc: 'apc_usd', apcs: 'apc_usd', publisher: 'host_organization',
  continent: 'continent', 'open access percentage': 'percent(is_open_access)',
}; // prettier-ignore

const longestKey = (table: Record<string, string>) => Math.max(...Object.keys(table).map((key) => key.length));
const LONGEST_PHRASE = new Map([WORK_COLUMNS, ENTITY_COLUMNS].map((table) => [table, longestKey(table)]));
const longestNames = new WeakMap<OqlConfig, Map<string, number>>();

/** No text longer than this names a column of `entity` in the configuration (cached per configuration). */
function longestName(config: OqlConfig, entity: string): number {
  let byEntity = longestNames.get(config);
  if (!byEntity) longestNames.set(config, (byEntity = new Map()));
  let longest = byEntity.get(entity);
  if (longest === undefined) byEntity.set(entity, (longest = config.longestColumnName(entity)));
  return longest;
}

/** The column of `entity` a phrase names, or undefined; falls back on the configuration's names. */
export function columnFor(entity: string, phrase: string, config: OqlConfig): string | undefined {
  const text = phrase
    .toLowerCase()
    .replace(/^(?:the|their|its|a|an|each|every)\s+/, '')
    .replace(/\s+(?:displayed|shown|column|columns|as well|of each.*|of the \w+|associated with them)$/, '')
    .trim();
  const table = entity === 'works' || entity === 'summary' ? WORK_COLUMNS : ENTITY_COLUMNS;
  const base = entity === 'summary' ? 'works' : entity;
  // longer than every phrase (one more for a plural 's') and every column name: no lookup can find it,
  // and a question repeating a cue ('get get get …') asks about many such texts
  if (text.length > LONGEST_PHRASE.get(table)! + 1 && text.length > longestName(config, base)) return undefined;
  const candidates = [table[text], table[text.replace(/s$/, '')], text, text.replace(/ /g, '_')];
  for (const id of candidates) {
    if (!id) continue;
    // any column of the entity: the served configuration does not flag every shown column
    const column = config.findColumn(base, id);
    if (column) return column.id;
  }
  return undefined;
}

export type Metric = 'count' | 'citations' | 'fwci' | 'oa' | 'apc' | 'year' | 'name';

/** The column a ranking metric sorts by on this entity type, if it has one. */
export function metricColumn(entity: string, metric: Metric, config: OqlConfig): string | undefined {
  const works: Record<Metric, string> = {
    count: 'cited_by_count',
    citations: 'cited_by_count',
    fwci: 'fwci',
    oa: 'cited_by_count',
    apc: 'apc_paid.value_usd',
    year: 'publication_year',
    name: 'display_name',
  };
  const others: Record<Metric, string> = {
    count: 'count(works)',
    citations: 'sum(citations)',
    fwci: 'mean(fwci)',
    oa: 'percent(is_open_access)',
    apc: 'apc_usd',
    year: 'count(works)',
    name: 'display_name',
  };
  const summary: Record<Metric, string> = { ...works, count: 'sum(cited_by_count)', citations: 'sum(cited_by_count)' };
  const id = (entity === 'works' ? works : entity === 'summary' ? summary : others)[metric];
  const column = config.findColumn(entity === 'summary' ? 'works' : entity, id);
  return column && (column.actions ?? []).includes('sort') ? column.id : undefined;
}

/** Phrases that name a metric to rank by, longest first within each metric. */
export const METRIC_WORDS: [Metric, RegExp][] = [
  ['fwci', /\b(?:mean |average )?fwci\b|field[- ]weighted citation impact|\bimpact\b/],
  ['oa', /(?:percent(?:age)?|share|proportion) of open[- ]access|open[- ]access (?:percentage|share|rate)/],
  ['apc', /\bapcs?\b|article processing charges?/],
  [
    'citations',
    /\b(?:cited|citations?|citation counts?|number of citations|citation count|cited by count|cited_by_count)\b/,
  ],
  ['count', /\b(?:works? counts?|number of works|count of works|counts|popular|productive|prolific|output)\b/],
  ['year', /\b(?:publication year|year)\b/],
  ['name', /\b(?:title|name|display name)\b/],
];
