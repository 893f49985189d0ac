import { stringify } from 'csv-stringify/sync';
import { applyTruncate, type WorkFields } from './work-fields.js';
import type { WorkWriter } from './writer.js';

type Cell = string | number | boolean | null;
const join = (values: readonly (string | null)[]) =>
  values.filter((value) => value !== null && value !== '').join('; ');
/**
 * One position per author, so the nth ORCID or id is the nth author's: a missing one is an empty
 * place ("A; ; C"), and a column of no values at all is empty.
 */
const byAuthor = (values: readonly (string | null)[]) =>
  values.some((value) => value !== null && value !== '') ? values.map((value) => value ?? '').join('; ') : '';

/** The CSV columns: a header name and how each row fills it. */
const COLUMNS: [string, (work: WorkFields & { moreAuthors: boolean }) => Cell][] = [
  ['id', (w) => w.id],
  ['doi', (w) => w.doiUrl],
  ['title', (w) => w.title],
  ['publication_year', (w) => w.year],
  ['publication_date', (w) => w.date],
  ['type', (w) => w.type],
  ['language', (w) => w.language],
  ['source_display_name', (w) => w.sourceName],
  ['source_id', (w) => w.sourceId],
  ['source_issn_l', (w) => w.issnL],
  ['source_issns', (w) => join(w.issns)],
  ['host_organization', (w) => w.publisher],
  ['volume', (w) => w.volume],
  ['issue', (w) => w.issue],
  ['first_page', (w) => w.firstPage],
  ['last_page', (w) => w.lastPage],
  ['authors', (w) => join([...w.authors.map((a) => a.name), w.moreAuthors ? 'et al.' : null])],
  ['author_ids', (w) => byAuthor(w.authors.map((a) => a.id))],
  ['author_orcids', (w) => byAuthor(w.authors.map((a) => a.orcid))],
  ['institutions', (w) => join(w.institutions.map((i) => i.name))],
  ['institution_ids', (w) => join(w.institutions.map((i) => i.id))],
  ['countries', (w) => join(w.countries)],
  ['corresponding_authors', (w) => join(w.authors.filter((a) => a.isCorresponding).map((a) => a.name))],
  ['is_oa', (w) => w.isOa],
  ['oa_status', (w) => w.oaStatus],
  ['oa_url', (w) => w.oaUrl],
  ['license', (w) => w.license],
  ['cited_by_count', (w) => w.citedByCount],
  ['referenced_works_count', (w) => w.referencedWorksCount],
  ['primary_topic', (w) => w.primaryTopic],
  ['topics', (w) => join(w.topics)],
  ['keywords', (w) => join(w.keywords)],
  ['funders', (w) => join(w.funders)],
  ['is_retracted', (w) => w.isRetracted],
  ['abstract', (w) => w.abstract],
  ['landing_page_url', (w) => w.landingPageUrl],
  ['pdf_url', (w) => w.pdfUrl],
  ['created_date', (w) => w.createdDate],
  ['updated_date', (w) => w.updatedDate],
];

export const CSV_COLUMNS = COLUMNS.map(([name]) => name);

// escape_formulas: a cell starting with = + - @, tab or CR gets a leading ' so a spreadsheet shows it
// as text instead of running it (catalogue text comes from outside: CSV injection).
const OPTIONS = { record_delimiter: 'unix', escape_formulas: true } as const;

/** Cells go to csv-stringify as text (booleans as true/false), which spares it the type checks. */
function text(cell: Cell): string {
  return cell === null ? '' : typeof cell === 'string' ? cell : String(cell);
}

/** One row per work; several values joined with '; '; quoting by csv-stringify. */
export const csvWriter: WorkWriter = {
  contentType: 'text/csv; charset=utf-8',
  extension: 'csv',
  header: () => stringify([CSV_COLUMNS], OPTIONS),
  records: (works, { truncate }) =>
    stringify(
      works.map((work) => {
        const fields = applyTruncate(work, truncate);
        return COLUMNS.map(([, cell]) => text(cell(fields)));
      }),
      OPTIONS,
    ),
  footer: () => '',
};
