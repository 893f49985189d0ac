import type { LabelLookup } from '../filters.js';
import type { SuiteEntry } from './entry.js';

/**
 * The labels the labels suite names: fixtures every caller may read (a user's label is theirs
 * alone, so a suite cannot name one), never written, with ids of the first entities of every demo
 * catalogue. Their ids start with 'suite-', which no user's label has.
 */
const AUTHORS = Array.from({ length: 10 }, (_, i) => `A${1800000000 + i}`);
const INSTITUTIONS = ['I1200000000', 'I1200000001'];
export const SUITE_LABELS: Record<string, { entity_type: string; ids: string[]; updated: string }> = {
  'suite-authors': { entity_type: 'authors', ids: AUTHORS, updated: '2026-01-01T00:00:00.000Z' },
  'suite-one-author': { entity_type: 'authors', ids: [AUTHORS[0]!], updated: '2026-01-01T00:00:00.000Z' },
  'suite-institutions': { entity_type: 'institutions', ids: INSTITUTIONS, updated: '2026-01-01T00:00:00.000Z' },
};

/** A caller's label lookup with the suite's labels beside it. */
export function withSuiteLabels(lookup: LabelLookup): LabelLookup {
  return (labelId) => SUITE_LABELS[labelId] ?? lookup(labelId);
}

const any = 'matches any item in label';
const every = 'matches every item in label';
const works = (column_id: string, operator: string, value: string) => ({
  get_rows: 'works',
  filter_works: [{ column_id, operator, value }],
});

export const LABELS: SuiteEntry[] = [
  {
    title: 'Works with Label of Authors',
    oql: `get works where authorships.author.id ${any} suite-authors;`,
    query: works('authorships.author.id', any, 'suite-authors'),
    dataApiCount: `/works?filter=authorships.author.id:${AUTHORS.join('|')}`,
  },
  {
    title: 'Authors with Label of Authors',
    oql: `get authors where id ${any} suite-authors;`,
    query: { get_rows: 'authors', filter_aggs: [{ column_id: 'id', operator: any, value: 'suite-authors' }] },
    dataApiCount: `/authors?filter=openalex:${AUTHORS.join('|')}`,
  },
  {
    title: 'Works with every author of a one-author label',
    oql: `get works where authorships.author.id ${every} suite-one-author;`,
    query: works('authorships.author.id', every, 'suite-one-author'),
    dataApiCount: `/works?filter=authorships.author.id:${AUTHORS[0]}`,
  },
  {
    title: 'Works with Label of Institutions',
    oql: `get works where authorships.institutions.id ${any} suite-institutions;`,
    query: works('authorships.institutions.id', any, 'suite-institutions'),
    dataApiCount: `/works?filter=authorships.institutions.id:${INSTITUTIONS.join('|')}`,
  },
];
