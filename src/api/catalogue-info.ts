import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { appEnv } from '../config/env';
import { http } from './http-clients';
import { isPublicOpenAlex } from './local-counts';

/** What the bundled catalogue server says of its catalogue; other data hosts send none of it. */
const rootResponse = z.object({
  catalogue: z.optional(z.object({ kind: z.optional(z.string()) })),
});

export interface CatalogueInfo {
  /** 'demo' (generated), 'imported' (real OpenAlex records), or null when the host does not say */
  kind: string | null;
}

/** GET {api}/: the data host's description of itself, with the catalogue's kind on the bundled server. */
export async function getCatalogueInfo(signal?: AbortSignal): Promise<CatalogueInfo> {
  const response = await http.data.get<unknown>('/', { signal });
  const parsed = rootResponse.safeParse(response.data);
  return { kind: parsed.success ? (parsed.data.catalogue?.kind ?? null) : null };
}

export function catalogueInfoQueryOptions() {
  return queryOptions({
    queryKey: ['data', 'catalogue-info'] as const,
    queryFn: ({ signal }) => getCatalogueInfo(signal),
    // a catalogue changes kind only when its server is rebuilt and restarted
    staleTime: 60 * 60_000,
    // the public OpenAlex API holds no generated data and has no such answer to ask for
    enabled: !isPublicOpenAlex(appEnv.hosts.data),
  });
}

/** Whether the data host serves the generated demo catalogue (false while unknown or on failure). */
export function useIsDemoCatalogue(): boolean {
  const info = useQuery(catalogueInfoQueryOptions());
  return info.data?.kind === 'demo';
}
