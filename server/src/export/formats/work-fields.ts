import { abstractText } from '../../catalogue/query/entity-ui.js';

/** With `truncate`, abstracts keep this many characters… */
export const TRUNCATED_ABSTRACT_CHARS = 1000;
/** …and author lists this many names, then 'et al.'. */
export const TRUNCATED_AUTHORS = 20;

type Json = Record<string, unknown>;

export interface AuthorFields {
  name: string;
  id: string | null;
  orcid: string | null;
  institutions: InstitutionFields[];
  isCorresponding: boolean;
}

export interface InstitutionFields {
  id: string | null;
  name: string;
  countryCode: string | null;
}

/** What the export formats need of an OpenAlex work, with every missing field as null or []. */
export interface WorkFields {
  id: string;
  /** W123… */
  shortId: string;
  doiUrl: string | null;
  /** 10.… without the resolver */
  doi: string | null;
  title: string | null;
  year: number | null;
  date: string | null;
  type: string | null;
  language: string | null;
  sourceId: string | null;
  sourceName: string | null;
  sourceType: string | null;
  issnL: string | null;
  issns: string[];
  publisher: string | null;
  volume: string | null;
  issue: string | null;
  firstPage: string | null;
  lastPage: string | null;
  authors: AuthorFields[];
  /** the authors' institutions, each once, in order of first appearance */
  institutions: InstitutionFields[];
  countries: string[];
  isOa: boolean | null;
  oaStatus: string | null;
  oaUrl: string | null;
  license: string | null;
  citedByCount: number | null;
  referencedWorksCount: number | null;
  primaryTopic: string | null;
  topics: string[];
  keywords: string[];
  funders: string[];
  isRetracted: boolean | null;
  abstract: string | null;
  landingPageUrl: string | null;
  pdfUrl: string | null;
  createdDate: string | null;
  updatedDate: string | null;
}

const obj = (value: unknown): Json | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : null;
const arr = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const str = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : typeof value === 'number' ? String(value) : null;
const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const bool = (value: unknown): boolean | null => (typeof value === 'boolean' ? value : null);
const names = (list: unknown): string[] =>
  arr(list)
    .map((item) => (typeof item === 'string' ? item : str(obj(item)?.display_name)))
    .filter((name): name is string => Boolean(name));

/** The items with distinct keys, in order of first appearance. */
export function unique<T>(items: T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const k = key(item);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** Reads an OpenAlex work (as the API returns it) into the fields the formats write. */
export function workFields(work: Json): WorkFields {
  const id = str(work.id) ?? '';
  const doiUrl = str(work.doi);
  const primary = obj(work.primary_location);
  const source = obj(primary?.source);
  const biblio = obj(work.biblio);
  const openAccess = obj(work.open_access);
  const bestOa = obj(work.best_oa_location);
  const authors: AuthorFields[] = arr(work.authorships).map((item) => {
    const authorship = obj(item) ?? {};
    const author = obj(authorship.author) ?? {};
    const countries = names(authorship.countries);
    return {
      name: str(author.display_name) ?? str(authorship.raw_author_name) ?? 'Unknown',
      id: str(author.id),
      orcid: str(author.orcid),
      isCorresponding: authorship.is_corresponding === true,
      institutions: arr(authorship.institutions).map((inst, index) => {
        const institution = obj(inst) ?? {};
        return {
          id: str(institution.id),
          name: str(institution.display_name) ?? 'Unknown institution',
          countryCode: str(institution.country_code) ?? countries[index] ?? null,
        };
      }),
    };
  });
  const institutions = unique(
    authors.flatMap((author) => author.institutions),
    (institution) => institution.id ?? institution.name,
  );
  const countries = unique(
    arr(work.authorships).flatMap((item) => [
      ...names(obj(item)?.countries),
      ...arr(obj(item)?.institutions)
        .map((inst) => str(obj(inst)?.country_code))
        .filter((code): code is string => Boolean(code)),
    ]),
    (code) => code,
  );
  const funders = unique(
    [...arr(work.grants).map((grant) => str(obj(grant)?.funder_display_name)), ...names(work.funders)].filter(
      (name): name is string => Boolean(name),
    ),
    (name) => name,
  );
  const referenced =
    num(work.referenced_works_count) ?? (Array.isArray(work.referenced_works) ? work.referenced_works.length : null);
  return {
    id,
    shortId: id.replace(/^https:\/\/openalex\.org\//, ''),
    doiUrl,
    doi: doiUrl ? doiUrl.replace(/^https?:\/\/(dx\.)?doi\.org\//i, '') : null,
    title: str(work.title) ?? str(work.display_name),
    year: num(work.publication_year),
    date: str(work.publication_date),
    type: str(work.type),
    language: str(work.language),
    sourceId: str(source?.id),
    sourceName: str(source?.display_name),
    sourceType: str(source?.type),
    issnL: str(source?.issn_l),
    issns: arr(source?.issn)
      .map(str)
      .filter((issn): issn is string => Boolean(issn)),
    publisher: str(source?.host_organization_name),
    volume: str(biblio?.volume),
    issue: str(biblio?.issue),
    firstPage: str(biblio?.first_page),
    lastPage: str(biblio?.last_page),
    authors,
    institutions,
    countries,
    isOa: bool(openAccess?.is_oa),
    oaStatus: str(openAccess?.oa_status),
    oaUrl: str(openAccess?.oa_url),
    license: str(primary?.license) ?? str(bestOa?.license),
    citedByCount: num(work.cited_by_count),
    referencedWorksCount: referenced,
    primaryTopic: str(obj(work.primary_topic)?.display_name),
    topics: names(work.topics),
    keywords: names(work.keywords),
    funders,
    isRetracted: bool(work.is_retracted),
    // records read for export carry the abstract as text; API records as an inverted index
    abstract: typeof work.abstract === 'string' ? work.abstract || null : abstractText(work.abstract_inverted_index),
    landingPageUrl: str(primary?.landing_page_url) ?? doiUrl,
    pdfUrl: str(primary?.pdf_url) ?? str(bestOa?.pdf_url),
    createdDate: str(work.created_date),
    updatedDate: str(work.updated_date),
  };
}

/** Cuts text to `max` characters, marking the cut with '…'. */
export function cutText(text: string | null, max: number): string | null {
  if (text === null || text.length <= max) return text;
  return `${text.slice(0, max).trimEnd()}…`;
}

/** The fields as written with `truncate`: the abstract cut, the author list shortened. */
export function applyTruncate(fields: WorkFields, truncate: boolean): WorkFields & { moreAuthors: boolean } {
  if (!truncate) return { ...fields, moreAuthors: false };
  return {
    ...fields,
    abstract: cutText(fields.abstract, TRUNCATED_ABSTRACT_CHARS),
    authors: fields.authors.slice(0, TRUNCATED_AUTHORS),
    moreAuthors: fields.authors.length > TRUNCATED_AUTHORS,
  };
}

/** One line: newlines and tabs inside a value become spaces. */
export function oneLine(text: string): string {
  return text.replace(/[\r\n\t]+/g, ' ').trim();
}
