import { http } from '../../../api/http-clients';

interface GroupByResponse {
  group_by?: { key: string; key_display_name?: string | null; count: number }[];
}

/** Names that read as search words: no filter syntax (commas, pipes, quotes, colons). */
const PLAIN_NAME = /^[\p{L}\p{N}][\p{L}\p{N} '\u2019-]*$/u;

/** 'Climate change' → '"Climate change"': a name of several words is searched as a phrase. */
function asTerm(name: string): string {
  return name.includes(' ') ? `"${name}"` : name;
}

async function frequentNames(groupBy: string, signal: AbortSignal): Promise<string[]> {
  const response = await http.data.get<GroupByResponse>('/works', { signal, params: { group_by: groupBy } });
  return (response.data.group_by ?? [])
    .map((group) => group.key_display_name?.trim() ?? '')
    .filter((name) => PLAIN_NAME.test(name));
}

async function countOf(search: string, signal: AbortSignal): Promise<number> {
  const response = await http.data.get<{ meta?: { count?: number } }>('/works', {
    signal,
    params: { filter: `default.search:${search}`, per_page: 1, select: 'id' },
  });
  return response.data.meta?.count ?? 0;
}

/**
 * A text search with OR over two of the catalogue's most frequent keywords (its topics when it has
 * no keywords), e.g. 'Ecology OR Geography'; kept only if it finds works in the titles and
 * abstracts the search looks at, since a keyword need not be written in the text. Null if none does.
 */
export async function catalogueTextSearch(signal: AbortSignal): Promise<string | null> {
  let names = await frequentNames('keywords.id', signal);
  if (names.length < 2) names = await frequentNames('primary_topic.id', signal);
  for (let i = 0; i + 1 < Math.min(names.length, 4); i += 2) {
    const search = `${asTerm(names[i] ?? '')} OR ${asTerm(names[i + 1] ?? '')}`;
    if ((await countOf(search, signal)) > 0) return search;
  }
  return null;
}
