/**
 * A generated work's JSON, equal to JSON.stringify of the row, made faster than stringifying it
 * whole: the authorships come from parts kept per affiliation (see SharedParts in works.ts).
 */
import type { Authorship, WorkRow } from '../rows.js';
import { jsonString } from './derived-json.js';

type Affiliation = Authorship['affiliations'][number];

/** What buildWork makes besides the row: its authorships as JSON (see authorshipJson). */
export interface WorkJsonParts {
  authorships: string;
}

export const POSITIONS = ['first', 'middle', 'last'] as const;
/** `"author_position":` value to `"is_corresponding":` value, by position index and flag */
const POSITION_JSON = POSITIONS.map((p) => [false, true].map((c) => `${p}","is_corresponding":${c}`));

/**
 * An authorship's JSON, equal to JSON.stringify(authorship), its affiliations' part kept per
 * affiliation: the authorships are a third of a work's JSON, and stringifying them was half of
 * stringifying the work (see workJson).
 */
export function authorshipJson(cache: Map<Affiliation, string>, a: Authorship, position: number): string {
  let rest: string | undefined;
  if (a.affiliations.length === 1) {
    const aff = a.affiliations[0]!;
    rest = cache.get(aff);
    if (rest === undefined) {
      rest = affiliationsJson(a);
      cache.set(aff, rest);
    }
  } else rest = affiliationsJson(a);
  return (
    `{"author_id":${a.author_id === null ? 'null' : a.author_id}` +
    `,"author_display_name":${jsonString(a.author_display_name)},"author_orcid":${jsonString(a.author_orcid)}` +
    `,"author_position":"${POSITION_JSON[position]![a.is_corresponding ? 1 : 0]!}` +
    `,"raw_author_name":${jsonString(a.raw_author_name)}${rest}`
  );
}

function affiliationsJson(a: Authorship): string {
  return `,"countries":${JSON.stringify(a.countries)},"institution_ids":${JSON.stringify(a.institution_ids)},"affiliations":${JSON.stringify(a.affiliations)}}`;
}

const NO_AUTHORSHIPS: Authorship[] = [];
const AUTHORSHIPS_KEY = '"authorships":[]';

/**
 * A work's JSON, equal to JSON.stringify(w), given its authorships' JSON (from buildWork). The
 * rest is stringified with no authorships and the list put in: the key cannot occur earlier,
 * as inside a JSON string every quote is escaped.
 */
export function workJson(w: WorkRow, parts: WorkJsonParts): string {
  const authorships = w.authorships;
  w.authorships = NO_AUTHORSHIPS;
  const rest = JSON.stringify(w);
  w.authorships = authorships;
  const at = rest.indexOf(AUTHORSHIPS_KEY) + AUTHORSHIPS_KEY.length - 2;
  return rest.slice(0, at) + parts.authorships + rest.slice(at + 2);
}
