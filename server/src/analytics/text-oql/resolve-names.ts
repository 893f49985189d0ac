/**
 * Names found in a question, looked up in the catalogue in the order their cue suggests
 * ('at X': an institution, then a funder …). A name the catalogue lacks may be two joined by
 * 'and' ('Harvard and MIT'): then each part is looked up, and both must be found.
 */
import type { NameRef } from './names.js';
import type { TextOqlDeps } from './text-oql.js';

export interface NameHit {
  name: NameRef;
  kind: string;
  id: string;
}

const SINGULAR: Record<string, string> = {
  institutions: 'institution', authors: 'author', funders: 'funder', sources: 'source', topics: 'topic',
  keywords: 'keyword', publishers: 'publisher',
}; // prettier-ignore

export const singular = (kind: string) => SINGULAR[kind] ?? kind;

async function lookUp(
  name: NameRef,
  text: string,
  deps: TextOqlDeps,
): Promise<{ kind: string; id: string } | undefined> {
  for (const kind of name.kinds) {
    const resolved = await deps.resolve(kind, text);
    if (resolved) return { kind, id: resolved.id };
  }
  return undefined;
}

/** Every name's catalogue entry, or the message saying which name was not found. */
export async function resolveNames(names: NameRef[], deps: TextOqlDeps): Promise<NameHit[] | string> {
  const hits: NameHit[] = [];
  for (const name of names) {
    if (name.text.length > 200) return 'A name in the question is too long.';
    const whole = await lookUp(name, name.text, deps);
    if (whole) {
      hits.push({ name, ...whole });
      continue;
    }
    const parts = name.cue === 'leftover' ? [] : name.text.split(/\s+(?:and|&)\s+/);
    if (parts.length > 1) {
      const found = await Promise.all(parts.map((part) => lookUp(name, part, deps)));
      if (found.every(Boolean)) {
        found.forEach((hit, i) => hits.push({ name: { ...name, text: parts[i]! }, ...hit! }));
        continue;
      }
    }
    if (name.cue === 'leftover') return `Could not understand "${name.text}" in the question.`;
    const kinds = name.kinds.map(singular);
    const first = kinds[0] ?? 'entity';
    return `Could not find ${/^[aeiou]/.test(first) ? 'an' : 'a'} ${kinds.join(' or ')} named "${name.text}".`;
  }
  return hits;
}
