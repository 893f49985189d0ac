import { openalexUrl } from '../catalogue/store/ids.js';
import type { RefResolver } from '../catalogue/openalex/build-record.js';
import type { WorkRow } from '../catalogue/store/rows.js';
import { unique, type AuthorFields, type InstitutionFields, type WorkFields } from './formats/work-fields.js';

const DOI_RESOLVER = 'https://doi.org/';
const ORCID_RESOLVER = 'https://orcid.org/';

/**
 * The export fields of a stored work row, read straight from the row and the reference cache: the
 * same values `workFields` reads from the work's API record (a test holds the two together), without
 * building the whole record — exports read 100,000 works.
 */
export function workFieldsFromRow(row: WorkRow, refs: RefResolver): WorkFields {
  const id = openalexUrl('works', row.id);
  const doiUrl = row.doi ? `${DOI_RESOLVER}${row.doi}` : null;
  const primary = row.primary_location;
  const source = primary?.source_id != null ? refs.source(primary.source_id) : undefined;
  const hostId = source?.host_organization_id ?? null;
  const host =
    hostId === null
      ? undefined
      : source?.host_organization_kind === 'institution'
        ? refs.institution(hostId)
        : refs.publisher(hostId);
  const institution = (instId: number, fallbackCountry: string | null): InstitutionFields => {
    const inst = refs.institution(instId);
    return {
      id: openalexUrl('institutions', instId),
      name: inst?.display_name || 'Unknown institution',
      countryCode: inst?.country_code ?? fallbackCountry,
    };
  };
  // One pass over the authorships: the authors, and their institutions and countries each once.
  const authors: AuthorFields[] = [];
  const institutions: InstitutionFields[] = [];
  const seenInstitutions = new Set<number>();
  const countries: string[] = [];
  const seenCountries = new Set<string>();
  const addCountry = (code: string | null | undefined) => {
    if (code && !seenCountries.has(code)) {
      seenCountries.add(code);
      countries.push(code);
    }
  };
  for (const a of row.authorships) {
    const own: InstitutionFields[] = [];
    for (const code of a.countries) addCountry(code);
    a.institution_ids.forEach((instId, index) => {
      const inst = institution(instId, a.countries[index] ?? null);
      own.push(inst);
      addCountry(refs.institution(instId)?.country_code);
      if (!seenInstitutions.has(instId)) {
        seenInstitutions.add(instId);
        institutions.push(inst);
      }
    });
    authors.push({
      name: a.author_display_name || a.raw_author_name || 'Unknown',
      id: a.author_id === null ? null : openalexUrl('authors', a.author_id),
      orcid: a.author_orcid ? `${ORCID_RESOLVER}${a.author_orcid}` : null,
      isCorresponding: a.is_corresponding,
      institutions: own,
    });
  }
  const topicName = (topicId: number) => refs.topic(topicId)?.display_name || null;
  const best = row.best_oa_location;
  return {
    id,
    shortId: id.replace(/^https:\/\/openalex\.org\//, ''),
    doiUrl,
    doi: row.doi,
    title: row.title || null,
    year: row.publication_year,
    date: row.publication_date || null,
    type: row.type || null,
    language: row.language || null,
    sourceId: primary?.source_id != null ? openalexUrl('sources', primary.source_id) : null,
    sourceName: source?.display_name || null,
    sourceType: source?.type || null,
    issnL: source?.issn_l || null,
    issns: source?.issn ?? [],
    publisher: host?.display_name || null,
    volume: row.biblio?.volume || null,
    issue: row.biblio?.issue || null,
    firstPage: row.biblio?.first_page || null,
    lastPage: row.biblio?.last_page || null,
    authors,
    institutions,
    countries,
    isOa: row.is_oa,
    oaStatus: row.oa_status || null,
    oaUrl: row.oa_url || null,
    license: primary?.license || best?.license || null,
    citedByCount: row.cited_by_count,
    referencedWorksCount: row.referenced_works.length,
    primaryTopic: row.topics[0] ? topicName(row.topics[0].id) : null,
    topics: row.topics.map((t) => topicName(t.id)).filter((name): name is string => Boolean(name)),
    keywords: row.keywords
      .map((k) => refs.keyword(k.id)?.display_name || null)
      .filter((name): name is string => Boolean(name)),
    funders: unique(
      row.grants
        .map((g) => (g.funder_id === null ? null : refs.funder(g.funder_id)?.display_name || null))
        .filter((name): name is string => Boolean(name)),
      (name) => name,
    ),
    isRetracted: row.is_retracted,
    abstract: row.abstract || null,
    landingPageUrl: primary?.landing_page_url || doiUrl,
    pdfUrl: primary?.pdf_url || best?.pdf_url || null,
    createdDate: row.created_date || null,
    updatedDate: row.updated_date || null,
  };
}
