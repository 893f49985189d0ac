/**
 * OpenAlex work types (works.type). The display name of every type is its id.
 *
 * WORK_TYPES is the long-standing vocabulary that the API's filters and the demo catalogue use.
 * OpenAlex has since stopped listing `grant` and `database` and begun rolling out five finer
 * types (EMERGING_WORK_TYPES); we accept them on input but do not generate them, because
 * OpenAlex itself still has little or no data under them.
 *
 * crossref_types lists the Crossref `type` values that map onto each OpenAlex type. Types with
 * an empty list (review, editorial, letter, erratum, retraction, paratext, libguides, software)
 * are never a Crossref type: OpenAlex infers them from titles, sections, PubMed publication
 * types or DataCite, so there is no one-to-one source mapping.
 */

export interface WorkType {
  id: string;
  display_name: string;
  description: string;
  crossref_types: readonly string[];
}

export const WORK_TYPES = [
  {
    id: 'article',
    display_name: 'article',
    description: 'Original research, usually in a journal or conference proceedings.',
    crossref_types: ['journal-article', 'proceedings-article'],
  },
  {
    id: 'book-chapter',
    display_name: 'book-chapter',
    description: 'A chapter or section of a book, such as a contribution to an edited volume.',
    crossref_types: ['book-chapter', 'book-section', 'book-part', 'book-track'],
  },
  {
    id: 'dataset',
    display_name: 'dataset',
    description: 'A deposited data set with its own identifier, not a paper about the data.',
    crossref_types: ['dataset'],
  },
  {
    id: 'preprint',
    display_name: 'preprint',
    description: 'A manuscript whose primary location is a preprint server or repository.',
    crossref_types: ['posted-content'],
  },
  {
    id: 'dissertation',
    display_name: 'dissertation',
    description: "A doctoral or master's thesis submitted for a degree.",
    crossref_types: ['dissertation'],
  },
  {
    id: 'book',
    display_name: 'book',
    description: 'A complete scholarly book: a monograph, edited volume or reference book.',
    crossref_types: ['book', 'monograph', 'edited-book', 'reference-book', 'book-set', 'book-series'],
  },
  {
    id: 'review',
    display_name: 'review',
    description: 'A literature review, systematic review or meta-analysis of existing research.',
    crossref_types: [],
  },
  {
    id: 'paratext',
    display_name: 'paratext',
    description: 'Front or back matter that frames a publication: covers, contents, indexes.',
    crossref_types: [],
  },
  {
    id: 'libguides',
    display_name: 'libguides',
    description: 'A library research guide curated by librarians.',
    crossref_types: [],
  },
  {
    id: 'letter',
    display_name: 'letter',
    description: 'A letter to the editor, reply or short reader comment.',
    crossref_types: [],
  },
  {
    id: 'other',
    display_name: 'other',
    description: 'Anything that fits no other type, such as news items, obituaries or whole issues.',
    crossref_types: ['other', 'journal-issue', 'journal-volume', 'journal', 'proceedings', 'proceedings-series'],
  },
  {
    id: 'reference-entry',
    display_name: 'reference-entry',
    description: 'An entry in an encyclopedia, dictionary or handbook.',
    crossref_types: ['reference-entry'],
  },
  {
    id: 'report',
    display_name: 'report',
    description: 'A technical report, working paper or white paper issued outside journals.',
    crossref_types: ['report', 'report-series', 'report-component'],
  },
  {
    id: 'editorial',
    display_name: 'editorial',
    description: 'An editorial, commentary or interview expressing a view on a broad topic.',
    crossref_types: [],
  },
  {
    id: 'peer-review',
    display_name: 'peer-review',
    description: 'A referee report or open peer review of a single other work.',
    crossref_types: ['peer-review'],
  },
  {
    id: 'erratum',
    display_name: 'erratum',
    description: 'A correction notice for a published work.',
    crossref_types: [],
  },
  {
    id: 'standard',
    display_name: 'standard',
    description: 'A formal standard or technical specification from a standards body.',
    crossref_types: ['standard', 'standard-series'],
  },
  {
    id: 'grant',
    display_name: 'grant',
    description: 'A record of a research grant or award, registered with a DOI.',
    crossref_types: ['grant'],
  },
  {
    id: 'supplementary-materials',
    display_name: 'supplementary-materials',
    description: 'Supporting files of a primary work: supplementary figures, tables or appendices.',
    crossref_types: ['component'],
  },
  {
    id: 'retraction',
    display_name: 'retraction',
    description: 'A notice that formally withdraws an earlier work and says why.',
    crossref_types: [],
  },
  {
    id: 'database',
    display_name: 'database',
    description: 'A structured database or one of its records, registered as a citable object.',
    crossref_types: ['database'],
  },
  {
    id: 'software',
    display_name: 'software',
    description: 'Research software or code released as a citable artefact.',
    crossref_types: [],
  },
] as const satisfies readonly WorkType[];

/** Types OpenAlex is rolling out; accepted on input, not generated (see the header comment). */
export const EMERGING_WORK_TYPES = [
  {
    id: 'book-review',
    display_name: 'book-review',
    description: 'An evaluation of a single book, usually in a journal review section.',
    crossref_types: [],
  },
  {
    id: 'conference-abstract',
    display_name: 'conference-abstract',
    description: 'A meeting or poster abstract published without a full paper.',
    crossref_types: [],
  },
  {
    id: 'conference-paper',
    display_name: 'conference-paper',
    description: 'A full paper presented at a conference and published in its proceedings.',
    crossref_types: [],
  },
  {
    id: 'data-paper',
    display_name: 'data-paper',
    description: 'A peer-reviewed paper written mainly to describe a data set.',
    crossref_types: [],
  },
  {
    id: 'software-paper',
    display_name: 'software-paper',
    description: 'A peer-reviewed paper written mainly to describe research software.',
    crossref_types: [],
  },
] as const satisfies readonly WorkType[];

export type WorkTypeId = (typeof WORK_TYPES)[number]['id'];
export type EmergingWorkTypeId = (typeof EMERGING_WORK_TYPES)[number]['id'];

export const ALL_WORK_TYPES: readonly WorkType[] = [...WORK_TYPES, ...EMERGING_WORK_TYPES];

const BY_ID: ReadonlyMap<string, WorkType> = new Map(ALL_WORK_TYPES.map((t) => [t.id, t]));

const BY_CROSSREF: ReadonlyMap<string, WorkTypeId> = new Map(
  WORK_TYPES.flatMap((t) => t.crossref_types.map((c): [string, WorkTypeId] => [c, t.id])),
);

export function workTypeById(id: string): WorkType | undefined {
  return BY_ID.get(id.trim().toLowerCase());
}

export function isWorkTypeId(id: string): id is WorkTypeId | EmergingWorkTypeId {
  return BY_ID.has(id);
}

/** Crossref `type` → OpenAlex type; unknown Crossref types fall back to 'other'. */
export function workTypeFromCrossref(crossrefType: string): WorkTypeId {
  return BY_CROSSREF.get(crossrefType.trim().toLowerCase()) ?? 'other';
}

/**
 * A work's type as OpenAlex serves it since its 2023 type migration: a legacy (Crossref) value
 * that is not an OpenAlex type, such as `journal-article` in 2023 snapshot records, becomes the
 * OpenAlex type it was mapped to (`article`); any other value is kept.
 */
export function currentWorkType(type: string): string {
  if (BY_ID.has(type)) return type;
  return BY_CROSSREF.get(type.trim().toLowerCase()) ?? type;
}
