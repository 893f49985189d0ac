import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { groupBysQueryOptions } from '../api/get-group-bys';
import type { GroupBysResult } from '../api/openalex-types';

/** The API answers at most this many group_bys in one request. */
export const MAX_GROUP_BYS_PER_REQUEST = 10;

export type CardGroupsState =
  | { status: 'pending' }
  | { status: 'error'; error: Error }
  /** `isStale`: the previous search's groups, shown while the new ones load */
  | { status: 'success'; result: GroupBysResult; isStale: boolean };

function chunk<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
}

type Answers = readonly (GroupBysResult[] | undefined)[];

/**
 * Each request's answer, or while a new one loads the last one it had. useQueries makes a new
 * observer for a new key, so `keepPreviousData` has nothing to keep there; the last answers are
 * kept here instead (React's pattern for information from previous renders), per entity type.
 */
function useKeptAnswers(scope: string, answers: Answers): Answers {
  const [kept, setKept] = useState<{ scope: string; answers: Answers }>({ scope, answers });
  const previous = kept.scope === scope ? kept.answers : [];
  const next = answers.map((answer, index) => answer ?? previous[index]);
  if (kept.scope !== scope || next.length !== previous.length || next.some((a, index) => a !== previous[index]))
    setKept({ scope, answers: next });
  return next;
}

/**
 * The groups of every card in as few requests as the API allows (one `group_bys` request per ten
 * cards). While a new search loads, cards keep the previous groups rather than flashing skeletons
 * (and their charts are not taken down and drawn again).
 */
export function useReportGroups(
  entityType: string,
  filter: string,
  search: string,
  requestKeys: readonly string[],
): ReadonlyMap<string, CardGroupsState> {
  const chunks = chunk(requestKeys, MAX_GROUP_BYS_PER_REQUEST);
  const queries = useQueries({
    queries: chunks.map((keys) => groupBysQueryOptions(entityType, filter, search, keys)),
  });
  const answers = useKeptAnswers(
    entityType,
    queries.map((query) => query.data),
  );
  const states = new Map<string, CardGroupsState>();
  chunks.forEach((keys, chunkIndex) => {
    const query = queries[chunkIndex];
    const data = answers[chunkIndex];
    const isStale = query?.data === undefined;
    keys.forEach((key, index) => {
      if (query?.isError) return states.set(key, { status: 'error', error: query.error });
      if (!data) return states.set(key, { status: 'pending' });
      // Answers name their group_by; by position only when they are this request's own answers.
      const result = data.find((entry) => entry.groupByKey === key) ?? (isStale ? undefined : data[index]);
      states.set(key, result ? { status: 'success', result, isStale } : { status: 'pending' });
    });
  });
  return states;
}
