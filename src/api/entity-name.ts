import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { http } from './http-clients';

const nameResponse = z.object({ id: z.string(), display_name: z.nullish(z.string()) });

export type EntityName = { id: string; displayName: string | null };

/**
 * GET {api}/{type}/{id}?select=id,display_name — the name lookup behind entity pages and filter chips.
 * Shared by several features, so it lives with the API clients.
 */
export async function getEntityName(entityPath: string, signal?: AbortSignal): Promise<EntityName> {
  const response = await http.data.get<unknown>(`/${entityPath}`, { params: { select: 'id,display_name' }, signal });
  const parsed = nameResponse.parse(response.data);
  return { id: parsed.id, displayName: parsed.display_name ?? null };
}

export function entityNameQueryOptions(entityPath: string) {
  return queryOptions({
    queryKey: ['data', 'entity-name', entityPath] as const,
    queryFn: ({ signal }) => getEntityName(entityPath, signal),
    // Names change rarely; keep them for the session.
    staleTime: 60 * 60_000,
  });
}

export function useEntityName(entityPath: string) {
  return useQuery(entityNameQueryOptions(entityPath));
}
