import { useQuery } from '@tanstack/react-query';
import { appEnv } from '../config/env';
import { catalogueInfoQueryOptions } from './catalogue-info';
import { isPublicOpenAlex } from './local-counts';

/** Whose citations a record's own `cited_by_count` counts. */
export type CitationScope = 'catalogue' | 'openalex';

/**
 * A generated (demo) catalogue's records are counted here; an imported record's figures, and every
 * figure of the public OpenAlex API, count all of OpenAlex. Undefined while the host has not said.
 */
export function useCitationScope(host: string = appEnv.hosts.data): CitationScope | undefined {
  const info = useQuery(catalogueInfoQueryOptions());
  if (isPublicOpenAlex(host)) return 'openalex';
  if (!info.data) return undefined;
  return info.data.kind === 'demo' ? 'catalogue' : 'openalex';
}
