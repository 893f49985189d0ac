import { OqlConfig } from './config.js';
import { OqlError } from './errors.js';

/** A small configuration of our own, shaped as /entities/config serves it. */
export const testConfig = new OqlConfig({
  works: {
    showOnTablePage: ['display_name', 'publication_year', 'cited_by_count'],
    sortByDefault: 'cited_by_count',
    sortDirDefault: 'desc',
    columns: {
      display_name: { id: 'display_name', displayName: 'title', actions: ['column', 'sort'] },
      type: { id: 'type', displayName: 'type', actions: ['filter', 'column'] },
      publication_year: { id: 'publication_year', displayName: 'year', actions: ['filter', 'sort', 'column'] },
      cited_by_count: { id: 'cited_by_count', displayName: 'citations', actions: ['filter', 'sort', 'column'] },
      doi: { id: 'doi', displayName: 'DOI', actions: ['filter'] },
      'authorships.author.id': { id: 'authorships.author.id', displayName: 'author', actions: ['filter'] },
      'open_access.is_oa': { id: 'open_access.is_oa', displayName: 'is open access', actions: ['filter'] },
      'display_name.search': { id: 'display_name.search', displayName: 'title search', actions: ['filter'] },
    },
  },
  authors: {
    showOnTablePage: ['display_name', 'count(works)'],
    columns: {
      display_name: { id: 'display_name', displayName: 'name', actions: ['column', 'sort'] },
      has_orcid: { id: 'has_orcid', displayName: 'has ORCID', actions: ['filter'] },
      'count(works)': { id: 'count(works)', displayName: 'works count', actions: ['sort', 'column', 'filter'] },
    },
  },
});

/** The OqlError `run` throws; any other outcome fails the test. */
export function oqlErrorOf(run: () => unknown): OqlError {
  try {
    run();
  } catch (error) {
    if (error instanceof OqlError) return error;
    throw error;
  }
  throw new Error('no OqlError');
}
