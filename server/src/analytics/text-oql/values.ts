/**
 * Rules for the values a question states outright: identifiers, years and ranges, citation and
 * APC thresholds, open access and work types (the fixed vocabularies are in vocabulary-rules.ts).
 * Each rule consumes what it understands and records a filter at the position it was found (for
 * and/or grouping).
 */
import type { OqlLeaf } from '../../../../src/lib/oql/index.js';
import { NUMBER, toNumber, alternatives, type Sentence } from './sentence.js';
import { byLength, OA_STATUSES, WORK_TYPE_PHRASES } from './vocabulary.js';

/** A filter found in the question; `on` says whether it filters works or the listed rows. */
export interface Found {
  leaf: OqlLeaf;
  on: 'works' | 'rows';
  pos: number;
}

/** The year 'the last five years' ends with (spec 2 §9: "the last-five-years range 2020-2024"). */
export const LAST_COMPLETE_YEAR = 2024;

const leaf = (column_id: string, value: OqlLeaf['value'], operator?: string): OqlLeaf =>
  operator && operator !== 'is' ? { column_id, operator, value } : { column_id, value };

const NOT = String.raw`(?:not|non|isn't|aren't|are not|is not|that are not|which are not|except(?: for)?|excluding|other than|no)`;

export function readIdentifiers(s: Sentence, out: Found[]): void {
  const add = (pos: number, l: OqlLeaf) => out.push({ leaf: l, on: 'works', pos });
  // a DOI, with or without its resolver prefix
  s.scan(/(?:\bdoi(?:\s+is|:)?\s+)?(?:https?:\/\/)?(?:dx\.)?(?:doi\.org\/)?\b(10\.\d{4,9}\/\S+)/, (m) => {
    add(m.index, leaf('doi', s.slice(m.index + m[0].length - m[1]!.length, m.index + m[0].length)));
    return true;
  });
  s.scan(/\b(?:orcid\s+(?:id\s+)?(?:is\s+|of\s+)?)?(\d{4}-\d{4}-\d{4}-\d{3}[\dx])\b/, (m) => {
    add(m.index, leaf('authorships.author.orcid', m[1]!.toUpperCase()));
    return true;
  });
  s.scan(/\bror(?:\s+id)?(?:\s+is)?\s+(0[a-z0-9]{6}\d{2})\b/, (m) => {
    add(m.index, leaf('authorships.institutions.ror', m[1]!));
    return true;
  });
  s.scan(/\b(?:(?:source\s+)?issn(?:\s+of|\s+is)?\s+|journal issn\s+)(\d{4}-\d{3}[\dx])\b/, (m) => {
    add(m.index, leaf('primary_location.source.issn', m[1]!.toUpperCase()));
    return true;
  });
  s.scan(/\b(?:grant|award)(?:\s+id|\s+number)?(?:\s+is|\s+of)?\s+([a-z0-9][a-z0-9-]{4,})\b/, (m) => {
    const start = m.index + m[0].length - m[1]!.length;
    add(m.index, leaf('grants.award_id', s.slice(start, start + m[1]!.length)));
    return true;
  });
  // works that cite / reference a work
  s.scan(/\b(?:that\s+)?(?:cites?|references?|citing|referencing)\s+(?:https?:\/\/openalex\.org\/)?(w\d+)\b/, (m) => {
    add(m.index, leaf('referenced_works', `works/${m[1]!.toUpperCase()}`));
    return true;
  });
  s.scan(
    /\b(?:(?:author|authors)\s+(?:with\s+)?(?:id\s+)?|for\s+)?(?:https?:\/\/openalex\.org\/)?(?:authors\/)?(a\d{6,})\b/,
    (m) => {
      add(m.index, leaf('authorships.author.id', `authors/${m[1]!.toUpperCase()}`));
      return true;
    },
  );
  s.scan(/\b(?:funder\s+)?(?:https?:\/\/openalex\.org\/)?(?:funders\/)?(f\d{6,})\b/, (m) => {
    add(m.index, leaf('grants.funder', `funders/${m[1]!.toUpperCase()}`));
    return true;
  });
  // a work's own id: 'work with id 123', 'W123', 'all works except for 123'
  s.scan(
    new RegExp(
      String.raw`\b(${NOT}\s+)?(?:(?:the\s+)?work\s+)?(?:with\s+)?(?:(?:openalex\s+)?id\s+)?(?:https?:\/\/openalex\.org\/)?(?:works\/)?(w?\d{6,})\b`,
    ),
    (m) => {
      const value = m[2]!.replace(/^w/, '');
      add(m.index, leaf('id', value, m[1] ? 'is not' : 'is'));
      return true;
    },
  );
  // quoted text: words in the title
  s.scan(
    /\b(?:(?:title|display_name\.search|display name)\s+(?:contains|containing|includes|with)\s+)?(['"])([^'"]{3,})\1/,
    (m) => {
      const start = m.index + m[0].length - m[2]!.length - 1;
      add(m.index, leaf('display_name.search', s.slice(start, start + m[2]!.length), 'contains'));
      return true;
    },
  );
  s.scan(/\bworks?\s+with\s+(?:the\s+)?title\s+([A-Z0-9].{5,})$/i, (m) => {
    const start = m.index + m[0].length - m[1]!.length;
    add(m.index, leaf('display_name.search', s.slice(start, start + m[1]!.length), 'contains'));
    return true;
  });
}

export function readYears(s: Sentence, out: Found[]): void {
  const add = (pos: number, value: OqlLeaf['value'], operator?: string) =>
    out.push({ leaf: leaf('publication_year', value, operator), on: 'works', pos });
  const Y = String.raw`((?:19|20)\d\d)`;
  const lead = String.raw`(?:(?:published|publications?|written|released|appeared|works?)\s+)?`;
  s.scan(new RegExp(String.raw`\b(?:in\s+)?(?:the\s+)?(?:last|past|previous)\s+(${NUMBER})\s+years\b`), (m) => {
    const n = toNumber(m[1]!);
    if (!Number.isInteger(n) || n < 1 || n > 200) return false;
    add(m.index, `${LAST_COMPLETE_YEAR - n + 1}-${LAST_COMPLETE_YEAR}`);
    return true;
  });
  s.scan(/\b(?:in\s+|from\s+)?this\s+year\b/, (m) => {
    add(m.index, LAST_COMPLETE_YEAR + 1);
    return true;
  });
  // 'in the 1990s', 'since the 2010s'
  s.scan(/\b(in|from|during|since|before)?\s*(?:the\s+)?((?:19|20)\d)0['’]?s\b/, (m) => {
    const first = Number(`${m[2]}0`);
    if (m[1] === 'since') add(m.index, first - 1, 'is greater than');
    else if (m[1] === 'before') add(m.index, first, 'is less than');
    else add(m.index, `${first}-${first + 9}`);
    return true;
  });
  s.scan(new RegExp(String.raw`\b(?:in\s+)?(?:the\s+)?(?:last|past)\s+(?:year|decade)\b`), (m) => {
    add(m.index, m[0].includes('decade') ? `${LAST_COMPLETE_YEAR - 9}-${LAST_COMPLETE_YEAR}` : LAST_COMPLETE_YEAR);
    return true;
  });
  s.scan(new RegExp(String.raw`\b${lead}(?:between|from)\s+${Y}\s+(?:and|to|until|through)\s+${Y}\b`), (m) => {
    add(m.index, `${m[1]}-${m[2]}`);
    return true;
  });
  s.scan(new RegExp(String.raw`\b${lead}(?:in\s+|from\s+)?${Y}\s*-\s*${Y}\b`), (m) => {
    add(m.index, `${m[1]}-${m[2]}`);
    return true;
  });
  s.scan(
    new RegExp(
      String.raw`\b${lead}(?:since|from|in)\s+${Y}\s+(?:and\s+(?:on|onwards|later|after)|onwards?|on|or later|and later)\b`,
    ),
    (m) => {
      add(m.index, Number(m[1]) - 1, 'is greater than');
      return true;
    },
  );
  // years are whole numbers, and the configuration's year column has no '>=': since 2018 is > 2017
  s.scan(new RegExp(String.raw`\b${lead}(?:since)\s+${Y}\b`), (m) => {
    add(m.index, Number(m[1]) - 1, 'is greater than');
    return true;
  });
  s.scan(new RegExp(String.raw`\b${lead}(?:after|newer than|later than)\s+${Y}\b`), (m) => {
    add(m.index, Number(m[1]), 'is greater than');
    return true;
  });
  s.scan(new RegExp(String.raw`\b${lead}(?:before|older than|earlier than|prior to)\s+${Y}\b`), (m) => {
    add(m.index, Number(m[1]), 'is less than');
    return true;
  });
  s.scan(new RegExp(String.raw`\b${lead}(?:in|from|during|of)?\s*(?:the\s+year\s+)?${Y}\b`), (m) => {
    add(m.index, Number(m[1]));
    return true;
  });
}

const MORE = String.raw`(?:more than|over|greater than|above|>|in excess of)`;
const LESS = String.raw`(?:less than|fewer than|under|below|<)`;
const AT_LEAST = String.raw`(?:at least|>=|no fewer than|or more)`;

function comparison(word: string | undefined): string {
  if (!word) return 'is';
  const w = word.trim();
  if (new RegExp(`^${AT_LEAST}$`).test(w)) return 'is greater than or equal to';
  if (new RegExp(`^${MORE}$`).test(w)) return 'is greater than';
  if (new RegExp(`^${LESS}$`).test(w)) return 'is less than';
  return 'is';
}

export function readThresholds(s: Sentence, out: Found[]): void {
  const CMP = `(${AT_LEAST}|${MORE}|${LESS}|exactly)?`;
  const citeWords = String.raw`(?:(?:have\s+been\s+|been\s+|are\s+|is\s+|were\s+)?cited)`;
  // counts are whole numbers: 'at least 100' is '> 99', which every numeric column offers
  // a number beyond any count is not read (it stays in the question, which is then not understood)
  const add = (pos: number, column: string, op: string, n: number): boolean => {
    if (!Number.isFinite(n) || Math.abs(n) > 1e12) return false;
    if (op === 'is greater than or equal to')
      out.push({ leaf: leaf(column, n - 1, 'is greater than'), on: 'works', pos });
    else out.push({ leaf: leaf(column, n, op), on: 'works', pos });
    return true;
  };
  // 'cited more than 50 times', 'cited 50 times exactly'
  s.scan(new RegExp(String.raw`\b${citeWords}\s+${CMP}\s*(${NUMBER})\s+times(\s+exactly)?\b`), (m) => {
    return add(m.index, 'cited_by_count', comparison(m[1]), toNumber(m[2]!));
  });
  // 'more than 100 citations', 'with >100 citations', 'citation count is more than 100'
  s.scan(new RegExp(String.raw`\b(?:with\s+|have\s+|having\s+)?(?:an?\s+)?${CMP}\s*(${NUMBER})\s+citations\b`), (m) => {
    return add(m.index, 'cited_by_count', comparison(m[1]), toNumber(m[2]!));
  });
  s.scan(
    new RegExp(
      String.raw`\b(?:the\s+)?(?:work's\s+)?(?:citation count|cited_by_count|number of citations)\s+(?:is\s+)?${CMP}\s*(${NUMBER})\b`,
    ),
    (m) => {
      return add(m.index, 'cited_by_count', comparison(m[1]), toNumber(m[2]!));
    },
  );
  // APCs: 'APC over $1000', 'APC total less than 2000', 'APC charge is exactly $1500'
  s.scan(
    new RegExp(
      String.raw`\b(?:with\s+|have\s+)?(?:an?\s+)?(?:the\s+)?(apc|article processing charge)(\s+(?:total|sum))?(?:\s+charge)?(?:\s+(?:is|of))?\s+${CMP}\s*(${NUMBER})\b`,
    ),
    (m) => {
      return add(m.index, m[2] ? 'apc_sum' : 'apc_paid.value_usd', comparison(m[3]), toNumber(m[4]!));
    },
  );
}

/**
 * Thresholds on the listed rows themselves: 'institutions with more than 1000 works' (the
 * count(works) metric), 'authors with an h-index above 50'.
 */
export function readRowThresholds(s: Sentence, out: Found[], listed: string | undefined): void {
  if (!listed || listed === 'works' || listed === 'summary') return;
  const CMP = `(${AT_LEAST}|${MORE}|${LESS}|exactly)?`;
  const add = (pos: number, column: string, op: string, n: number): boolean => {
    if (!Number.isFinite(n) || Math.abs(n) > 1e12) return false;
    if (op === 'is greater than or equal to')
      out.push({ leaf: leaf(column, n - 1, 'is greater than'), on: 'rows', pos });
    else out.push({ leaf: leaf(column, n, op), on: 'rows', pos });
    return true;
  };
  s.scan(
    new RegExp(
      String.raw`\b(?:with|have|having|that have|who have)\s+${CMP}\s*(${NUMBER})\s+(?:works|papers|publications|articles|outputs)\b`,
    ),
    (m) => add(m.index, 'count(works)', comparison(m[1]), toNumber(m[2]!)),
  );
  s.scan(
    new RegExp(
      String.raw`\b(?:with\s+|having\s+)?(?:an?\s+)?(h|i10)[- ]index\s+(?:of\s+|is\s+)?${CMP}\s*(${NUMBER})\b`,
    ),
    (m) => add(m.index, `summary_stats.${m[1]}_index`, comparison(m[2]), toNumber(m[3]!)),
  );
}

export function readOpenAccess(s: Sentence, out: Found[]): void {
  const add = (pos: number, l: OqlLeaf) => out.push({ leaf: l, on: 'works', pos });
  const OA = String.raw`(?:open[- ]access|\boa\b)`;
  const STATUS = `(${OA_STATUSES.join('|')})`;
  // 'gold open access', 'gold OA', 'a green open access status', 'status that is gold'
  s.scan(
    new RegExp(
      String.raw`\b(?:with\s+an?\s+|that\s+(?:are|is|have\s+an?)\s+|are\s+)?${STATUS}(?:[\s-]+${OA}(?:\s+status)?|\s+status)\b`,
    ),
    (m) => {
      add(m.index, leaf('open_access.oa_status', m[1]!));
      return true;
    },
  );
  s.scan(
    new RegExp(
      String.raw`\b(?:open[- ]access status (?:that is|is|of)\s+|oa status (?:is\s+)?)(${OA_STATUSES.join('|')})\b`,
    ),
    (m) => {
      add(m.index, leaf('open_access.oa_status', m[1]!));
      return true;
    },
  );
  s.scan(new RegExp(String.raw`\b(?:(?:are|is)\s+)?(?:closed[- ]access|paywalled|not\s+${OA}|non[- ]${OA})\b`), (m) => {
    add(m.index, leaf('open_access.is_oa', false));
    return true;
  });
  s.scan(
    new RegExp(String.raw`\b(?:that\s+(?:are|is)\s+|are\s+)?${OA}(?!\s+(?:status|colou?r|journals?|sources?))`),
    (m) => {
      add(m.index, leaf('open_access.is_oa', true));
      return true;
    },
  );
  s.scan(/\b(?:in|indexed (?:in|by)|listed in)\s+(?:the\s+)?doaj\b|\bsource is in doaj\b/, (m) => {
    add(m.index, leaf('primary_location.source.is_in_doaj', true));
    return true;
  });
  s.scan(
    /\b(?:have|has|with)\s+(?:an?\s+)?full[- ]?text(?:\s+pdfs?)?(?:\s+available)?|\bfull[- ]?text(?:\s+pdfs?)?\s+available\b/,
    (m) => {
      add(m.index, leaf('open_access.has_fulltext', true));
      return true;
    },
  );
  s.scan(/\b(?:from|in)\s+(?:the\s+)?global south\b|\bglobal south\b/, (m) => {
    add(m.index, leaf('authorships.institutions.is_global_south', true));
    return true;
  });
}

export function readWorkTypes(s: Sentence, out: Found[], listed: string | undefined): void {
  const phrases = byLength(WORK_TYPE_PHRASES);
  const alt = alternatives(phrases.map((p) => p.phrase));
  s.scan(
    new RegExp(
      String.raw`\b(${NOT}[\s-]*)?(?:an?\s+)?(?:the\s+work\s+type\s+is\s+|work\s+type\s+(?:is\s+)?|type\s+is\s+)?(${alt})\b(?!\s+(?:type|id)\b)`,
    ),
    (m) => {
      const value = phrases.find((p) => new RegExp(`^(?:${alternatives([p.phrase])})$`).test(m[2]!))?.value;
      if (!value) return false;
      // 'books' in 'what is the breakdown of books by field' is a filter; 'review' as a verb is not
      if (value === 'types/review' && !/\breviews\b/.test(m[0])) return false;
      if (value === 'types/book' && /\bbook\s+(?:series|chapter)/.test(s.lower.slice(m.index))) return false;
      if (listed === 'types') return false;
      out.push({ leaf: leaf('type', value, m[1] ? 'is not' : 'is'), on: 'works', pos: m.index });
      return true;
    },
  );
}
