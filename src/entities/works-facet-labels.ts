import type { FacetLabelsFor } from './facet';
import type { WORKS_FACETS } from './works-facets';

const OPEN_ACCESS = { true: 'Open Access', false: 'NOT Open Access' } as const;

/** Presentation of the works facets: lower case except acronyms; the UI title-cases headings. */
export const WORKS_FACET_LABELS = {
  'ids.openalex': { displayName: 'work', icon: 'ArticleOutlined', category: 'ids' },
  doi: { displayName: 'DOI', icon: 'ArticleOutlined', category: 'ids' },
  doi_starts_with: { displayName: 'DOI prefix', icon: 'Search', category: 'ids', verb: 'starts with' },
  has_doi: {
    displayName: 'has a DOI',
    icon: 'Fingerprint',
    category: 'ids',
    booleanValues: { true: 'Has a DOI', false: 'No DOI' },
  },
  mag_only: {
    displayName: 'indexed by MAG only',
    icon: 'Fingerprint',
    category: 'ids',
    booleanValues: { true: 'Indexed by MAG only', false: 'Indexed beyond MAG' },
  },
  has_orcid: {
    displayName: 'has an ORCID',
    icon: 'Fingerprint',
    category: 'ids',
    booleanValues: { true: 'At least one ORCID', false: 'No ORCID' },
  },
  has_pmid: {
    displayName: 'indexed by PubMed',
    icon: 'Fingerprint',
    category: 'ids',
    booleanValues: { true: 'Has a PubMed ID', false: 'No PubMed ID' },
  },

  'primary_topic.id': { displayName: 'topic', icon: 'LocalOfferOutlined', category: 'aboutness' },
  'primary_topic.subfield.id': { displayName: 'subfield', icon: 'LocalOfferOutlined', category: 'aboutness' },
  'primary_topic.field.id': { displayName: 'field', icon: 'LocalOfferOutlined', category: 'aboutness' },
  'primary_topic.domain.id': { displayName: 'domain', icon: 'LocalOfferOutlined', category: 'aboutness' },
  'concepts.id': { displayName: 'concept', icon: 'LocalOfferOutlined', category: 'aboutness' },
  'keywords.id': { displayName: 'keyword', icon: 'LocalOfferOutlined', category: 'aboutness' },
  'sustainable_development_goals.id': {
    displayName: 'Sustainable Development Goal',
    icon: 'SpaOutlined',
    category: 'aboutness',
    displayNullAs: 'Unknown',
  },

  'default.search': { displayName: 'title or abstract', icon: 'Search', category: 'other' },
  'title_and_abstract.search': { displayName: 'title & abstract', icon: 'Search', category: 'other' },
  'display_name.search': { displayName: 'title', icon: 'Search', category: 'other' },
  'raw_affiliation_strings.search': { displayName: 'raw affiliation string', icon: 'Search', category: 'other' },
  display_name: { displayName: 'title', icon: 'Title', category: 'other' },
  abstract: { displayName: 'abstract', icon: 'Notes', category: 'other' },
  has_abstract: {
    displayName: 'has an abstract',
    icon: 'Notes',
    category: 'other',
    booleanValues: { true: 'Has an abstract', false: 'No abstract' },
  },

  'authorships.author.id': { displayName: 'author', icon: 'PersonOutlined', category: 'author' },
  'authorships.author.orcid': { displayName: 'ORCID', icon: 'PersonOutlined', category: 'ids' },
  authors_count: { displayName: 'authors count', icon: 'PersonOutlined', category: 'author' },
  corresponding_author_ids: { displayName: 'corresponding author', icon: 'EmailOutlined', category: 'author' },

  'authorships.institutions.lineage': {
    displayName: 'institution',
    icon: 'AccountBalanceOutlined',
    category: 'institution',
  },
  'authorships.institutions.ror': { displayName: 'ROR ID', icon: 'AccountBalanceOutlined', category: 'ids' },
  'authorships.institutions.type': {
    displayName: 'institution type',
    icon: 'AccountBalanceOutlined',
    category: 'institution',
  },
  corresponding_institution_ids: {
    displayName: 'corresponding institution',
    icon: 'EmailOutlined',
    category: 'institution',
  },
  institutions_distinct_count: {
    displayName: 'institutions count',
    icon: 'AccountBalanceOutlined',
    category: 'institution',
  },
  'authorships.countries': { displayName: 'country', icon: 'Public', category: 'geo' },
  'authorships.institutions.country_code': { displayName: 'country', icon: 'Public', category: 'geo' },
  countries_distinct_count: { displayName: 'countries count', icon: 'Public', category: 'geo' },
  'authorships.institutions.continent': { displayName: 'continent', icon: 'Public', category: 'geo' },
  'institutions.is_global_south': {
    displayName: 'from the Global South',
    icon: 'Public',
    category: 'geo',
    booleanValues: { true: 'Global South', false: 'Global North' },
  },

  'primary_location.source.id': { displayName: 'source', icon: 'MenuBookOutlined', category: 'source' },
  'primary_location.source.issn': { displayName: 'ISSN', icon: 'MenuBookOutlined', category: 'ids' },
  'primary_location.source.type': { displayName: 'source type', icon: 'MenuBookOutlined', category: 'source' },
  'primary_location.source.is_in_doaj': {
    displayName: 'indexed by DOAJ',
    icon: 'MenuBookOutlined',
    category: 'source',
    booleanValues: { true: 'In DOAJ', false: 'Not in DOAJ' },
  },
  'primary_location.source.is_oa': {
    displayName: 'in an Open Access source',
    icon: 'MenuBookOutlined',
    category: 'source',
    booleanValues: OPEN_ACCESS,
  },
  'primary_location.source.publisher_lineage': { displayName: 'publisher', icon: 'Domain', category: 'source' },
  repository: { displayName: 'repository', icon: 'LibraryBooksOutlined', category: 'source' },

  'grants.funder': { displayName: 'funder', icon: 'PaymentsOutlined', category: 'funder' },
  'grants.award_id': { displayName: 'award ID', icon: 'PaymentsOutlined', category: 'funder' },

  'open_access.is_oa': {
    displayName: 'Open Access',
    icon: 'LockOpenOutlined',
    category: 'open access',
    booleanValues: OPEN_ACCESS,
  },
  'open_access.oa_status': { displayName: 'Open Access status', icon: 'LockOpenOutlined', category: 'open access' },
  'open_access.any_repository_has_fulltext': {
    displayName: 'full text in a repository',
    icon: 'LibraryBooksOutlined',
    category: 'open access',
    booleanValues: { true: 'In a repository', false: 'Not in any repository' },
  },
  'best_oa_location.license': {
    displayName: 'license',
    icon: 'LockOpenOutlined',
    category: 'open access',
    displayNullAs: 'All rights reserved',
  },
  'best_oa_location.is_accepted': {
    displayName: 'Open Access accepted version',
    icon: 'LockOpenOutlined',
    category: 'open access',
    booleanValues: { true: 'Accepted version is Open Access', false: 'No Open Access accepted version' },
  },
  'best_oa_location.is_published': {
    displayName: 'Open Access published version',
    icon: 'LockOpenOutlined',
    category: 'open access',
    booleanValues: { true: 'Published version is Open Access', false: 'No Open Access published version' },
  },
  'apc_paid.value_usd': { displayName: 'APC paid (USD)', icon: 'AttachMoney', category: 'open access' },

  type: { displayName: 'type', icon: 'CategoryOutlined', category: 'other' },
  language: { displayName: 'language', icon: 'Translate', category: 'other', displayNullAs: 'Unknown' },
  is_retracted: {
    displayName: 'retracted',
    icon: 'DangerousOutlined',
    category: 'other',
    booleanValues: { true: 'Is retracted', false: "Isn't retracted" },
  },
  is_xpac: {
    displayName: 'xpac',
    icon: 'CategoryOutlined',
    category: 'other',
    booleanValues: { true: 'Is an xpac work', false: "Isn't an xpac work" },
  },
  publication_year: { displayName: 'year', icon: 'CalendarMonth', category: 'other' },
  publication_date: { displayName: 'date', icon: 'CalendarMonth', category: 'other' },

  cited_by_count: { displayName: 'citations', icon: 'FormatQuote', category: 'citation' },
  referenced_works_count: { displayName: 'references count', icon: 'FormatQuote', category: 'citation' },
  'cited_by_percentile_year.min': {
    displayName: 'citation percentile (year)',
    icon: 'FormatQuote',
    category: 'citation',
  },
  cited_by: { displayName: 'cited by', icon: 'FormatQuote', category: 'citation', verb: 'is cited by' },
  cites: { displayName: 'cites', icon: 'FormatQuote', category: 'citation', verb: 'cites' },
  related_to: { displayName: 'related to', icon: 'FormatQuote', category: 'citation', verb: 'is related to' },

  apc_sum: { displayName: 'APC sum', icon: 'AttachMoney', category: 'open access' },
  cited_by_count_sum: { displayName: 'citations sum', icon: 'FormatQuote', category: 'citation' },
} as const satisfies FacetLabelsFor<typeof WORKS_FACETS>;
