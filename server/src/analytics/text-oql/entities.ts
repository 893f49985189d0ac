/**
 * The nouns that name what a question lists ('which universities …' → institutions) and what a
 * noun implies about those rows ('universities' are institutions of type education).
 */

export interface EntityNoun {
  entity: string;
  /** a filter on the listed rows that the noun implies when it is what the question lists */
  implies?: { column: string; value: string };
}

const E = (entity: string, implies?: EntityNoun['implies']): EntityNoun => (implies ? { entity, implies } : { entity });

/** Plural nouns (and a few phrases): a singular 'language' or 'type' names a column, not rows. */
export const ENTITY_NOUNS: Record<string, EntityNoun> = {
  works: E('works'), work: E('works'), papers: E('works'), paper: E('works'), publications: E('works'),
  publication: E('works'), research: E('works'), outputs: E('works'), documents: E('works'),
  everything: E('works'), 'research output': E('works'), studies: E('works'), items: E('works'),
  authors: E('authors'), researchers: E('authors'), researcher: E('authors'),
  people: E('authors'), scientists: E('authors'), scholars: E('authors'), experts: E('authors'),
  'co-authors': E('authors'), coauthors: E('authors'), 'co authors': E('authors'), anyone: E('authors'),
  collaborators: E('authors'), academics: E('authors'),
  institutions: E('institutions'), organizations: E('institutions'),
  organisations: E('institutions'),
  universities: E('institutions', { column: 'type', value: 'institution-types/education' }),
  colleges: E('institutions', { column: 'type', value: 'institution-types/education' }),
  companies: E('institutions', { column: 'type', value: 'institution-types/company' }),
  hospitals: E('institutions', { column: 'type', value: 'institution-types/healthcare' }),
  sources: E('sources'), venues: E('sources'),
  journals: E('sources', { column: 'type', value: 'source-types/journal' }),
  repositories: E('sources', { column: 'type', value: 'source-types/repository' }),
  conferences: E('sources', { column: 'type', value: 'source-types/conference' }),
  publishers: E('publishers'),
  funders: E('funders'), 'funding agencies': E('funders'),
  'funding organizations': E('funders'), 'funding bodies': E('funders'),
  topics: E('topics'), 'research areas': E('topics'), 'research topics': E('topics'),
  'types of research': E('topics'), 'kinds of research': E('topics'), 'areas of research': E('topics'),
  'topics of research': E('topics'),
  keywords: E('keywords'),
  concepts: E('concepts'),
  fields: E('fields'), subfields: E('subfields'),
  domains: E('domains'),
  sdgs: E('sdgs'), 'sustainable development goals': E('sdgs'),
  'un sustainable development goals': E('sdgs'),
  countries: E('countries'), nations: E('countries'),
  continents: E('continents'),
  languages: E('languages'),
  'work types': E('types'), 'types of works': E('types'), 'types of work': E('types'),
  'document types': E('types'), types: E('types'),
  'source types': E('source-types'), 'soure types': E('source-types'),
  'institution types': E('institution-types'), 'types of institutions': E('institution-types'),

  licenses: E('licenses'), 'types of licenses': E('licenses'), 'types of licences': E('licenses'), licences: E('licenses'),
}; // prettier-ignore

/** The grouping a question asks for with 'by X' / 'per X' / 'each X' (singular nouns too). */
export const GROUP_NOUNS: Record<string, string> = {
  author: 'authors', authors: 'authors', institution: 'institutions', institutions: 'institutions',
  country: 'countries', countries: 'countries', continent: 'continents', domain: 'domains', field: 'fields',
  subfield: 'subfields', topic: 'topics', funder: 'funders', source: 'sources', journal: 'sources',
  publisher: 'publishers', type: 'types', 'work type': 'types', language: 'languages', license: 'licenses',
  keyword: 'keywords', sdg: 'sdgs', year: 'publication_year',
}; // prettier-ignore

/** Common misspellings of the nouns above, seen in real questions. */
export const MISSPELLINGS: Record<string, string> = {
  reserchers: 'researchers', resarchers: 'researchers', researches: 'researchers', insitutions: 'institutions',
  institutons: 'institutions', univeristies: 'universities', jounals: 'journals', publicatons: 'publications',
  everythihng: 'everything', tiems: 'times', universtiy: 'university', avaialble: 'available',
}; // prettier-ignore
