/**
 * OpenAlex source types (sources.type).
 *
 * `id` is the value OpenAlex stores and filters on (`filter=type:ebook platform`); two of them
 * contain a space. OpenAlex's own vocabulary entity keeps that space in the id
 * ('source-types/ebook platform'), which in a URL becomes 'source-types/ebook%20platform'.
 * `slug` is a hyphenated form ('ebook-platform') for places where a space is awkward (our own
 * routes, CSS classes, file names). parseSourceType accepts all of these spellings.
 * `metadata` is the newest type: indexes that hold metadata records rather than hosting content.
 */

export interface SourceType {
  id: string;
  slug: string;
  display_name: string;
  description: string;
}

export const SOURCE_TYPES = [
  {
    id: 'journal',
    slug: 'journal',
    display_name: 'journal',
    description: 'A serial publication of peer-reviewed articles, usually with an ISSN.',
  },
  {
    id: 'repository',
    slug: 'repository',
    display_name: 'repository',
    description: 'A preprint server or institutional or subject repository hosting copies of works.',
  },
  {
    id: 'conference',
    slug: 'conference',
    display_name: 'conference',
    description: 'A conference or meeting series whose papers appear in proceedings.',
  },
  {
    id: 'ebook platform',
    slug: 'ebook-platform',
    display_name: 'ebook platform',
    description: 'A platform that hosts scholarly books and their chapters.',
  },
  {
    id: 'book series',
    slug: 'book-series',
    display_name: 'book series',
    description: 'A numbered series of books issued under one title, often with an ISSN.',
  },
  {
    id: 'metadata',
    slug: 'metadata',
    display_name: 'metadata',
    description: 'An index or aggregator that holds metadata records rather than full content.',
  },
  {
    id: 'other',
    slug: 'other',
    display_name: 'other',
    description: 'Any other kind of source.',
  },
] as const satisfies readonly SourceType[];

export type SourceTypeId = (typeof SOURCE_TYPES)[number]['id'];

const SOURCE_TYPE_URL_PREFIX = 'https://openalex.org/source-types/';

function normalise(value: string): string {
  return value
    .trim()
    .toLowerCase()
    .replace(/%20|[-_+]/g, ' ')
    .replace(/\s+/g, ' ');
}

const BY_NORMALISED: ReadonlyMap<string, SourceType> = new Map(SOURCE_TYPES.map((t) => [normalise(t.id), t]));

/**
 * 'ebook platform', 'ebook-platform', 'ebook_platform', 'source-types/ebook%20platform' or the
 * full OpenAlex URL → the source type; undefined when it is none of them.
 */
export function parseSourceType(value: string): SourceType | undefined {
  const bare = value.trim().replace(/^(?:https?:\/\/openalex\.org\/)?source-types\//i, '');
  return BY_NORMALISED.get(normalise(bare));
}

/** The OpenAlex entity URL of a source type, with the space percent-encoded. */
export function sourceTypeUrl(id: string): string {
  return `${SOURCE_TYPE_URL_PREFIX}${encodeURIComponent(id)}`;
}
