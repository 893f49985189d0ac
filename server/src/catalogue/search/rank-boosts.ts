import { parseSearchTree, toFtsQuery, withColumns, type SearchNode } from './fts-query.js';

/**
 * FTS5 expressions that lift a work's relevance a tier each when it also matches them (see
 * TextSearch.scoreWorks): the search's words all in the title; its words, as typed, one phrase in
 * the searched columns; the title beginning with that phrase. BM25 alone cannot tell these apart
 * well: FTS5 weighs a whole row's words against the average row, so a title of exactly the
 * searched words counts little more than one mention in a long abstract.
 */
export interface RankBoosts {
  title: string;
  phrase?: string;
  lead?: string;
}

/**
 * The boosts of a search over `columns` (of works_fts); undefined when the search does not look
 * at titles. The phrase boosts need two words or more, joined by AND only (stop words kept, as
 * typed: "protection of biodiversity" is a phrase of three words).
 */
export function rankBoosts(search: string, columns: readonly string[]): RankBoosts | undefined {
  if (!columns.includes('title')) return undefined;
  const title = toFtsQuery(search, ['title']);
  if (!title) return undefined;
  const words = phraseWords(parseSearchTree(search));
  if (!words || words.length < 2) return { title };
  const phrase = `"${words.join(' ').replaceAll('"', '""')}"`;
  return { title, phrase: withColumns(phrase, columns), lead: `{title} : ^${phrase}` };
}

/** The words of a search made of words and phrases joined by AND, in order; undefined otherwise. */
function phraseWords(node: SearchNode | null): string[] | undefined {
  if (!node) return undefined;
  if (node.kind === 'term') return node.words;
  if (node.kind !== 'and') return undefined;
  const words: string[] = [];
  for (const kid of node.kids) {
    const more = phraseWords(kid);
    if (!more) return undefined;
    words.push(...more);
  }
  return words;
}
