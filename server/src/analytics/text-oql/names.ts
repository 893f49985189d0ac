/**
 * Names in a question ('at the University of Victoria', 'by Kyle Demes', 'funded by NSERC', 'in
 * Nature', 'about coral bleaching'): where they are, and which kinds of entity they may name, in
 * the order to try them. The catalogue's autocomplete index decides what each name is.
 */
import type { Sentence } from './sentence.js';
import {
  CONTINENT_PHRASES,
  COUNTRY_ADJECTIVES,
  COUNTRY_PHRASES,
  LANGUAGE_PHRASES,
  SDG_PHRASES,
  TAXONOMY_PHRASES,
} from './vocabulary.js';

export interface NameRef {
  text: string;
  pos: number;
  /** entity types to try, most likely first */
  kinds: string[];
  /** how the name was introduced ('at', 'by', 'funded by', 'about', 'subject' …) */
  cue: string;
}

const CONNECTORS = new Set([
  'of',
  'the',
  'for',
  'and',
  'de',
  'la',
  'del',
  'des',
  'du',
  'di',
  'da',
  '&',
  'at',
  'y',
  'für',
]);
const INSTITUTION_WORDS =
  /\b(?:universit\w*|univ|college|institut\w*|school|academy|hospital|labs?|laborator\w*|center|centre|clinic|observatory|museum|polytechnic|tech|ucl|mit|nasa|cern|inc|corp\w*|company|ltd|gmbh)\b|^U of\b/i;
const FUNDER_WORDS =
  /\b(?:foundation|fund|council|agency|trust|endowment|ministry|government|nih|nsf|nserc|erc|dfg|nsfc|sshrc|cihr|wellcome|programme|department of|national institutes? of health)\b/i;
const PUBLISHER_WORDS =
  /\b(?:elsevier|springer|wiley|taylor (?:&|and) francis|sage|mdpi|frontiers media|press|publishing|publishers|publications ltd|hindawi|ieee|acm|oxford university press|cambridge university press)\b/i;
const SOURCE_WORDS =
  /\b(?:journal|nature|science|lancet|cell|pubmed|arxiv|review|letters|proceedings|annals|bulletin|transactions|plos)\b/i;

/** Words that may start a capitalised run but are not names ('Which', 'Show', …). */
const NOT_NAMES = new Set(
  `which what who where how does do did has have are is show give get list find all the a an i please works papers
   authors journals institutions researchers topics summarize count any openalex could would can me my or and
   either also sort columns column orcid doi doaj apc fwci oa sdg issn ror`.split(/\s+/),
);

const VOCAB = new Set(
  [COUNTRY_PHRASES, COUNTRY_ADJECTIVES, CONTINENT_PHRASES, LANGUAGE_PHRASES, SDG_PHRASES, TAXONOMY_PHRASES]
    .flat()
    .map((p) => p.phrase),
);

/** True when the whole text is a word of the fixed vocabularies (a country, a field …). */
export function isVocabulary(text: string): boolean {
  return VOCAB.has(
    text
      .toLowerCase()
      .replace(/[\s-]+/g, ' ')
      .trim(),
  );
}

const VOCAB_AT = new RegExp(
  String.raw`^(?:${[...VOCAB]
    .sort((a, b) => b.length - a.length)
    .map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, String.raw`[\s-]+`))
    .join('|')})\b`,
);

/**
 * True when a fixed-vocabulary phrase starts the text and covers at least the capitalised run
 * ('Good health and well-being', 'SDG 13'), but not 'Russian Science Foundation'.
 */
function vocabularyAt(text: string, runLength: number): boolean {
  if (/^(?:the\s+)?(?:un\s+)?sdgs?\b/i.test(text)) return true;
  const m = VOCAB_AT.exec(text.toLowerCase());
  return Boolean(m && m[0].length >= runLength);
}

/** The capitalised run that starts at `start` in the original text ('University of Michigan'). */
function capitalisedRun(s: Sentence, start: number): { text: string; end: number } | undefined {
  const re = /[^\s,;:()?!]+/g;
  re.lastIndex = start;
  const words: { w: string; end: number }[] = [];
  let m: RegExpExecArray | null;
  while ((m = re.exec(s.text)) !== null) {
    if (m.index !== start && !/\s/.test(s.text[m.index - 1] ?? '')) break;
    if (words.length && s.text.slice(words[words.length - 1]!.end, m.index).trim()) break;
    const w = m[0].replace(/\.+$/, '').replace(/['’]s$/, '');
    const capital =
      /^\p{Lu}/u.test(w) || (words.length > 0 && /^\d/.test(w)) || (/^[\p{Ll}]{1,3}[\p{Lu}]/u.test(w) && w.length > 2);
    if (capital && !(words.length === 0 && NOT_NAMES.has(w.toLowerCase()))) {
      words.push({ w, end: m.index + w.length });
      if (m[0] !== w) break; // a possessive ends the name
    } else if (words.length && CONNECTORS.has(w.toLowerCase())) {
      words.push({ w, end: m.index + m[0].length });
    } else break;
    if (!s.isFree(m.index, m.index + w.length)) return undefined;
  }
  while (words.length && CONNECTORS.has(words[words.length - 1]!.w.toLowerCase())) words.pop();
  if (!words.length) return undefined;
  const end = words[words.length - 1]!.end;
  return { text: s.text.slice(start, end), end };
}

const ROLE_KINDS: Record<string, string> = {
  source: 'sources',
  journal: 'sources',
  venue: 'sources',
  funder: 'funders',
  institution: 'institutions',
  author: 'authors',
};

/** Kinds to try for a name by its shape and the words that introduced it. */
export function kindsFor(name: string, cue: string): string[] {
  if (cue === 'funded by') return ['funders'];
  if (cue === 'about') return ['keywords', 'topics'];
  // 'Elsevier', 'Oxford University Press': a publisher before anything else
  if (PUBLISHER_WORDS.test(name) && cue !== 'by' && cue !== 'funded by')
    return ['publishers', 'institutions', 'sources'];
  const funder = FUNDER_WORDS.test(name);
  // an acronym ('MIT', 'UT Austin') is most often an institution
  const institution = INSTITUTION_WORDS.test(name) || /^[A-Z]{2,6}\b/.test(name);
  const source = SOURCE_WORDS.test(name);
  if (cue === 'by') {
    if (funder) return ['funders', 'institutions'];
    return institution ? ['institutions', 'authors'] : ['authors', 'institutions'];
  }
  if (cue === 'in') return source ? ['sources', 'institutions'] : ['sources', 'institutions', 'funders'];
  if (cue === 'possessive' || cue === 'subject') {
    if (funder) return ['funders', 'institutions'];
    if (institution) return ['institutions', 'funders'];
    return ['authors', 'institutions', 'funders'];
  }
  // 'at', 'from', or a name before a noun ('University of Michigan works')
  if (funder && !institution) return ['funders', 'institutions'];
  if (source && !institution) return ['sources', 'institutions'];
  return ['institutions', 'funders', 'sources'];
}

/**
 * Capitalised names after cue words, as subjects ('does NASA collaborate') or possessives
 * ('Stephen Hawking's'); each consumed unless it is a fixed-vocabulary word.
 */
export function readNames(s: Sentence, names: NameRef[]): void {
  const take = (cue: string, start: number, m: RegExpExecArray, kinds?: string[]) => {
    const run = capitalisedRun(s, start);
    if (!run || isVocabulary(run.text.replace(/[\s-]language$/i, ''))) return false;
    if (vocabularyAt(s.text.slice(start), run.text.length)) return false;
    if (/^(?:US|USA|UK|EU|U\.S\.|U\.K\.)$/.test(run.text)) return false;
    // 'France and Germany': a list of countries, not one name
    if (run.text.split(/\s+(?:and|or|&)\s+|\s*,\s*/).every((part) => isVocabulary(part))) return false;
    // 'University of Michigan in Ann Arbor': the place is part of what the person typed
    let end = run.end;
    let text = run.text;
    const more = /^\s+in\s+/.exec(s.text.slice(end));
    if (more) {
      const place = capitalisedRun(s, end + more[0].length);
      // a place ends the question ('… in Ann Arbor'); 'in Journal of Tests' is a source of its own
      const last = place && /^\s*$/.test(s.text.slice(place.end));
      if (place && last && !isVocabulary(place.text) && !SOURCE_WORDS.test(place.text)) {
        text = s.text.slice(start, place.end);
        end = place.end;
      }
    }
    const possessive = /^['’]s\b/.test(s.text.slice(end));
    // 'Pubmed as a source', 'NIH as the funder': the role is said outright
    const role = /^\s+as\s+(?:an?|the|its|their)?\s*(source|journal|venue|funder|institution|author)s?\b/i.exec(
      s.text.slice(end),
    );
    const roleKind = role && ROLE_KINDS[role[1]!.toLowerCase()];
    names.push({
      text,
      pos: m.index,
      kinds: roleKind ? [roleKind] : (kinds ?? kindsFor(text, possessive ? 'possessive' : cue)),
      cue,
    });
    s.consume(m.index, end + (possessive ? 2 : 0) + (roleKind ? role[0].length : 0));
    return false; // consumed above
  };
  // a name that opens the question or stands before a noun: 'University of Michigan works'
  // A capital inside a run already read starts a run that ends where that one does (or none at all):
  // when no noun follows that end, it is skipped, rather than read to the end again ('X at X at X …').
  let noNounUntil = -1;
  for (const m of s.text.matchAll(/(?<!\S)\p{Lu}/gu)) {
    const start = m.index;
    if (start < noNounUntil) continue;
    // only where a run of capitalised words begins ('Political Science' inside 'Sociology and …' does not)
    if (/(?:^|\s)(?:\p{Lu}[\p{L}\d'.-]*|of|and|the|for|de|la)\s+$/u.test(s.text.slice(0, start))) continue;
    const run = capitalisedRun(s, start);
    if (!run) continue;
    const beforeNoun =
      /^\s+(?:works|papers|publications|research|articles|books|datasets|preprints|reviews|theses|dissertations|output)\b/i.test(
        s.text.slice(run.end),
      );
    if (!beforeNoun) noNounUntil = run.end;
    if (isVocabulary(run.text.replace(/[\s-]language$/i, '')) || NOT_NAMES.has(run.text.toLowerCase())) continue;
    if (!beforeNoun) continue;
    names.push({ text: run.text, pos: start, kinds: kindsFor(run.text, 'at'), cue: 'at' });
    s.consume(start, run.end);
  }
  // a name before its verb: 'NSERC funded', 'NASA-funded'
  s.scan(/[\s-](?:funded|supported|sponsored|funds|fund)\b(?!\s+by)/, (m) => {
    const before = s.text.slice(0, m.index);
    const name = /((?:\p{Lu}[\p{L}\d&.'-]*\s+(?:(?:of|the|for|and|de)\s+)*)*\p{Lu}[\p{L}\d&.'-]*)$/u.exec(before);
    if (!name || !s.isFree(name.index, m.index) || isVocabulary(name[1]!) || NOT_NAMES.has(name[1]!.toLowerCase()))
      return false;
    names.push({ text: name[1]!, pos: name.index, kinds: ['funders'], cue: 'funded by' });
    return [name.index, m.index + m[0].length];
  });
  const cues: [RegExp, string][] = [
    [/\b(?:funded|supported|sponsored|financed)\s+by\s+(?:the\s+)?/, 'funded by'],
    [/\b(?:funding|grants?|money|support)\s+from\s+(?:the\s+)?/, 'funded by'],
    [/\b(?:co-?authored|written)\s+by\s+(?:the\s+)?/, 'by'],
    [/\b(?:at|from|with|for|affiliated with|authored by|produced by|published by)\s+(?:the\s+)?/, 'at'],
    [/\bby\s+(?:the\s+)?/, 'by'],
    [/\b(?:in|on)\s+(?:the\s+)?/, 'in'],
    [/\b(?:primary\s+)?(?:source|journal|venue)\s+is\s+(?:the\s+)?/, 'in'],
    [/\b(?:does|do|did|has|have|is|are)\s+(?:the\s+)?/, 'subject'],
  ];
  // who funds is a funder even when named by a country: 'funding from the Chinese government'
  s.scan(
    /\b(?:funded|supported|sponsored|financed)\s+by\s+(?:the\s+)?|\b(?:funding|grants?|money)\s+from\s+(?:the\s+)?/,
    (m) => {
      const start = m.index + m[0].length;
      const phrase =
        /^((?:[\p{L}][\p{L}'’.-]*)(?:\s+(?:of|for|and|the|de)?\s*[\p{L}][\p{L}'’.-]*){0,6}?)\s+(?:government|ministry|agency)\b/iu.exec(
          s.text.slice(start),
        );
      if (!phrase) return false;
      const end = start + phrase[0].length;
      if (!s.isFree(start, end)) return false;
      names.push({ text: s.slice(start, end), pos: m.index, kinds: ['funders'], cue: 'funded by' });
      return [m.index, end];
    },
  );
  for (const [re, cue] of cues) {
    s.scan(re, (m) => take(cue, m.index + m[0].length, m));
  }
}

const EXPLICIT_SUBJECT =
  /\b(?:tagged with(?: the)?|with the keyword|(?:in|with) the topic of|have the topic of|topic of|the topic|the keyword|(?:keyword|topic) is)\s+/;
const ANY_SUBJECT =
  /\b(?:about|on|regarding|concerning|relating to|related to|researching|studying|in the area of|that talk about|talk about|working on|work on|spans?)\s+/;

/**
 * What a question is about, in its own words: 'on coral bleaching', 'about Diagnosis', 'experts
 * on macrocytosis', 'tagged with the Diagnosis keyword'. Runs to the end of the free words. With
 * `explicit`, only subjects marked as a topic or keyword (read before names, so 'tagged with the
 * Diagnosis keyword' is not an institution).
 */
export function readSubjects(
  s: Sentence,
  names: NameRef[],
  isFiller: (word: string) => boolean,
  explicit = false,
): void {
  if (explicit) {
    // 'Biblical Studies and Christian Theology topic'
    const postfix =
      /^(?:(?:show|get|give|find)\s+(?:me\s+)?)?(?:(?:all\s+)?(?:works|papers)\s+(?:in|on|about|with|from)\s+(?:the\s+)?)?(.+?)\s+(topic|keyword)$/.exec(
        s.lower,
      );
    if (postfix && s.isFree(0, s.lower.length)) {
      const start = postfix[0].length - postfix[2]!.length - 1 - postfix[1]!.length;
      names.push({
        text: s.slice(start, start + postfix[1]!.length),
        pos: start,
        kinds: postfix[2] === 'keyword' ? ['keywords'] : ['topics', 'keywords'],
        cue: 'about',
      });
      s.consume(start, s.lower.length);
      return;
    }
  }
  s.scan(explicit ? EXPLICIT_SUBJECT : ANY_SUBJECT, (m) => {
    const start = m.index + m[0].length;
    const words: string[] = [];
    const re = /[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu;
    re.lastIndex = start;
    let w: RegExpExecArray | null;
    let end = start;
    while ((w = re.exec(s.lower)) !== null) {
      if (s.lower.slice(end, w.index).trim() && s.lower.slice(end, w.index).trim() !== ',') break;
      if (!s.isFree(w.index, w.index + w[0].length)) break;
      if (words.length && isFiller(w[0]) && !['and', 'of', 'in'].includes(w[0])) break;
      words.push(s.text.slice(w.index, w.index + w[0].length));
      end = w.index + w[0].length;
    }
    while (words.length && ['and', 'of', 'in', 'the'].includes(words[words.length - 1]!.toLowerCase())) {
      words.pop();
    }
    if (!words.length || words.every((x) => isFiller(x.toLowerCase()))) return false;
    const text = words.join(' ');
    const kinds = /\bkeyword\b/.test(m[0] + s.lower.slice(end, end + 10))
      ? ['keywords']
      : /\btopic\b/.test(m[0] + s.lower.slice(end, end + 8))
        ? ['topics', 'keywords']
        : ['keywords', 'topics'];
    names.push({ text, pos: m.index, kinds, cue: 'about' });
    const tail = /^\s+(?:keyword|topic)\b/.exec(s.lower.slice(end));
    return [m.index, end + (tail ? tail[0].length : 0)];
  });
}
