/** What the stats summary panel counts, in the order it shows them (spec 1 §2 "Stats summary panel"). */

export const STATS_ENTITY_TYPES = ['works', 'authors', 'institutions', 'sources', 'publishers', 'funders'] as const;
export type StatsEntityType = (typeof STATS_ENTITY_TYPES)[number];

/** A sub-row is either its own filtered count or one group of the shared `works?group_by=type` call. */
export type StatsSubRow =
  | { kind: 'count'; id: string; label: string; entityType: StatsEntityType; filter: string }
  | { kind: 'work-type'; id: string; label: string; workType: string };

export interface StatsRow {
  entityType: StatsEntityType;
  label: string;
  subRows: readonly StatsSubRow[];
}

export const STATS_ROWS = [
  {
    entityType: 'works',
    label: 'Works',
    subRows: [
      {
        kind: 'count',
        id: 'oa-works',
        label: 'Open-access works',
        entityType: 'works',
        filter: 'open_access.is_oa:true',
      },
      { kind: 'work-type', id: 'articles', label: 'Articles', workType: 'article' },
      { kind: 'work-type', id: 'book-chapters', label: 'Book chapters', workType: 'book-chapter' },
      { kind: 'work-type', id: 'dissertations', label: 'Dissertations', workType: 'dissertation' },
      { kind: 'work-type', id: 'books', label: 'Books', workType: 'book' },
      { kind: 'work-type', id: 'datasets', label: 'Datasets', workType: 'dataset' },
      {
        kind: 'count',
        id: 'global-south-works',
        label: 'Global South works',
        entityType: 'works',
        filter: 'institutions.is_global_south:true',
      },
    ],
  },
  {
    entityType: 'authors',
    label: 'Authors',
    subRows: [
      {
        kind: 'count',
        id: 'orcid-authors',
        label: 'Authors with ORCID',
        entityType: 'authors',
        filter: 'has_orcid:true',
      },
      {
        kind: 'count',
        id: 'global-south-authors',
        label: 'Global South authors',
        entityType: 'authors',
        // The spec's key; the catalogue server accepts it as an alias of last_known_institutions.is_global_south.
        filter: 'last_known_institution.is_global_south:true',
      },
    ],
  },
  { entityType: 'institutions', label: 'Institutions', subRows: [] },
  {
    entityType: 'sources',
    label: 'Sources',
    subRows: [
      { kind: 'count', id: 'oa-sources', label: 'Open-access sources', entityType: 'sources', filter: 'is_oa:true' },
    ],
  },
  { entityType: 'publishers', label: 'Publishers', subRows: [] },
  { entityType: 'funders', label: 'Funders', subRows: [] },
] as const satisfies readonly StatsRow[];

/** Every stats count refreshes this often (spec 1 §9). */
export const STATS_REFRESH_MS = 30_000;
