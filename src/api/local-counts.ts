import { appEnv } from '../config/env';

/**
 * A record's counts over this catalogue, which the bundled catalogue server adds on request
 * (`local_counts=true`, see the README's data API): an imported record's own works_count and
 * cited_by_count count all of OpenAlex, while the app's links open this catalogue's works.
 */
export interface LocalCounts {
  works_count?: number;
  cited_by_count?: number;
}

/**
 * Whether a data host is the public OpenAlex API: there every figure and every list is
 * OpenAlex-wide, and the local-counts parameter and sort keys do not exist.
 */
export function isPublicOpenAlex(host: string): boolean {
  if (!/^https?:\/\//i.test(host)) return false;
  try {
    const { hostname } = new URL(host);
    return hostname === 'openalex.org' || hostname.endsWith('.openalex.org');
  } catch {
    return false;
  }
}

/** The parameter that asks the data host for local counts, unless it is the public OpenAlex API. */
export function localCountsParams(host: string = appEnv.hosts.data): { local_counts?: true } {
  return isPublicOpenAlex(host) ? {} : { local_counts: true };
}

/**
 * The sort an entity list is run with: by its works and citations in this catalogue, so that
 * imported records (counting all of OpenAlex) and records counted here are ranked alike. Works
 * lists keep their sort: a work's own citations are what it shows beside its local ones.
 */
export function localSort(entityType: string, sort: string, host: string = appEnv.hosts.data): string {
  if (entityType === 'works' || isPublicOpenAlex(host)) return sort;
  return sort
    .split(',')
    .map((part) => part.replace(/^(works_count|cited_by_count)(?=:|$)/, 'local_$1'))
    .join(',');
}
