/**
 * The clauses of a question that shape the result rather than filter it: what it lists (the
 * head noun, 'by country', 'summarize'), how it sorts, and which columns it shows.
 */
import type { OqlConfig } from '../../../../src/lib/oql/index.js';
import { columnFor, METRIC_WORDS, metricColumn, type Metric } from './columns.js';
import { ENTITY_NOUNS, GROUP_NOUNS, type EntityNoun } from './entities.js';
import { alternatives, type Sentence } from './sentence.js';

export interface Head {
  entity: string;
  noun: EntityNoun | undefined;
  start: number;
  end: number;
}

export interface SortWish {
  metric: Metric;
  order: 'asc' | 'desc';
  /** a column named outright ('sort by works count') rather than a ranking word */
  column?: string;
}

const GROUP_RE = new RegExp(
  String.raw`\b(?:(?<!sort(?:ed)? |order(?:ed)? |rank(?:ed)? |funded |supported |authored |written )by|per|for each|for every|from each|in each|each|across)\s+(?:the\s+)?(${alternatives(Object.keys(GROUP_NOUNS))})\b(?!\s+(?:from|at|in|of|who|with|named|based)\b)`,
);
const NOUN_RE = new RegExp(String.raw`\b(${alternatives(Object.keys(ENTITY_NOUNS))})\b`);

/** What the question lists: 'works by country' lists countries; otherwise the first noun. */
export function readHead(s: Sentence): Head | 'summary' | undefined {
  let head: Head | undefined;
  s.scan(GROUP_RE, (m) => {
    const entity = GROUP_NOUNS[m[1]!.replace(/[\s-]+/g, ' ')];
    if (!entity || entity === 'publication_year' || head) return false;
    head = { entity, noun: undefined, start: m.index, end: m.index + m[0].length };
    return true;
  });
  // 'what types of climate change research …' asks for topics
  s.scan(
    /^(?:what|which)\s+(?:types|kinds|areas|fields)\s+of\s+(?=(?:[\w-]+\s+){0,3}(?:research|work|science)\b)/,
    (m) => {
      if (head) return false;
      head = { entity: 'topics', noun: undefined, start: m.index, end: m.index + m[0].length };
      return true;
    },
  );
  const summary = /\bsummar(?:y|ize|ise)\b|\bsummarize\b|\bhigh[- ]level statistics\b|\boverall stats\b/.exec(s.lower);
  if (!head) {
    s.scan(NOUN_RE, (m) => {
      if (head) return false;
      const key = m[1]!.replace(/[\s-]+/g, ' ');
      const noun = ENTITY_NOUNS[key] ?? ENTITY_NOUNS[m[1]!];
      if (!noun) return false;
      // 'work' as a verb ('does Kyle Demes work on'), 'type' as in 'source type'
      if (key === 'work' && /\b(?:does|do|did|who|to)\s+(?:\S+\s+){0,3}$/.test(s.lower.slice(0, m.index))) return false;
      if (summary && noun.entity === 'works') return false;
      head = { entity: noun.entity, noun, start: m.index, end: m.index + m[0].length };
      return true;
    });
  }
  if (summary) {
    s.consume(summary.index, summary.index + summary[0].length);
    if (!head || head.entity === 'works') return 'summary';
  }
  return head;
}

const DIRECTION: [RegExp, 'asc' | 'desc'][] = [
  [/\breverse alphabetical\b|\bz\s*(?:-|to)\s*a\b/, 'desc'],
  [/\bdesc(?:ending)?\b|\bhighest\b|\bmost\b|\bnewest\b|\blatest\b|\bmost recent\b|\blargest\b|\bbiggest\b/, 'desc'],
  [
    /\basc(?:ending)?\b|\balphabetical(?:ly)?\b|\blowest\b|\bleast\b|\boldest\b|\bearliest\b|\bsmallest\b|\bfewest\b/,
    'asc',
  ],
];

function direction(text: string): 'asc' | 'desc' | undefined {
  for (const [re, order] of DIRECTION) if (re.test(text)) return order;
  return undefined;
}

function metricIn(text: string): Metric | undefined {
  for (const [metric, re] of METRIC_WORDS) if (re.test(text)) return metric;
  return undefined;
}

/** Sort clauses ('sorted by title in ascending order', 'oldest works first', 'most cited'). */
export function readSort(s: Sentence, entity: () => string, config: OqlConfig): SortWish | undefined {
  let wish: SortWish | undefined;
  const explicit = (text: string): SortWish | undefined => {
    const order = direction(text);
    if (/\b(?:oldest|earliest)\b/.test(text)) return { metric: 'year', order: 'asc' };
    if (/\b(?:newest|latest|most recent)\b/.test(text)) return { metric: 'year', order: 'desc' };
    if (/\b(?:least|most|highest|lowest)[\s-]+cited\b/.test(text)) {
      return { metric: 'citations', order: /least|lowest/.test(text) ? 'asc' : 'desc' };
    }
    const named = text.replace(/^.*?\bby\s+(?:the\s+|their\s+|its\s+)?/, '').replace(/\s+(?:in|with)\s+.*$/, '');
    const column = /\bby\b/.test(text) ? columnFor(entity(), named, config) : undefined;
    const metric = metricIn(text) ?? (column ? undefined : 'name');
    if (column && !metric) return { metric: 'name', order: order ?? 'desc', column };
    if (!metric) return undefined;
    const defaultOrder = metric === 'name' || metric === 'year' ? 'asc' : 'desc';
    return { metric, order: order ?? defaultOrder, ...(column && metric === 'name' ? { column } : {}) };
  };
  s.scan(
    /\b(?:(?:while|and)\s+)?(?:sort(?:ed|ing)?|order(?:ed)?|rank(?:ed)?):?\s+(?:them\s+|it\s+|in\s+)?(?:by\s+(?:in\s+)?)?[^.;,]*?(?=$|[.;,]|\s+(?:showing|show|with columns|while)\b)/,
    (m) => {
      if (wish || !/\bsort|\border|\brank|\bby\b|\balphabetical|\bascending|\bdescending/.test(m[0])) return false;
      wish = explicit(m[0]);
      return Boolean(wish);
    },
  );
  if (!wish) {
    s.scan(/\b(?:in\s+)?(?:reverse\s+)?alphabetical(?:ly)?(?:\s+order)?\b/, (m) => {
      wish = { metric: 'name', order: /reverse/.test(m[0]) ? 'desc' : 'asc' };
      return true;
    });
  }
  if (!wish) {
    s.scan(
      /\b(?:with\s+|showing\s+|show\s+|give\s+|in order of\s+)?(?:the\s+)?(?:works\s+with\s+the\s+)?(most|highest|least|lowest|oldest|newest|earliest|latest|most recent|most popular)\s+(?:cited\s+)?(?:\w+\s+){0,2}?(?:first|at the top)\b/,
      (m) => {
        const text = m[0];
        if (/oldest|earliest/.test(text)) wish = { metric: 'year', order: 'asc' };
        else if (/newest|latest|recent/.test(text)) wish = { metric: 'year', order: 'desc' };
        else wish = { metric: metricIn(text) ?? 'count', order: /least|lowest/.test(text) ? 'asc' : 'desc' };
        return true;
      },
    );
  }
  s.scan(
    /\bby\s+(?:the\s+|their\s+)?(?:number of\s+)?(citations|fwci|citation count|works count|number of works|(?:percentage|percent|share|proportion) of open[- ]access(?:\s+works)?|apcs?)\b/,
    (m) => {
      if (wish) return false;
      wish = { metric: metricIn(m[1]!) ?? 'count', order: 'desc' };
      return true;
    },
  );
  if (!wish) {
    s.scan(
      /\b(?:the\s+)?(?:most|highest|top|best|greatest|largest|biggest|leading|lowest|(?<!at )least)(?:\s+(?:\d+|ten|five|twenty))?(?:[\s-]+(cited|(?:mean |average )?fwci|percentage of open access works|percent(?:age)? of open access|share of open access|apcs?(?: fees)?|apc|impact|number of works|citations|productive|prolific|popular))?\b/,
      (m) => {
        if (wish) return false;
        const order = /lowest|least/.test(m[0]) ? 'asc' : 'desc';
        wish = { metric: (m[1] && metricIn(m[1])) || 'count', order };
        return true;
      },
    );
  }
  // 'recent works', 'the latest papers': newest first
  s.scan(/\b(?:most\s+)?(?:recent|latest|newest)\b/, () => {
    if (wish) return false;
    wish = { metric: 'year', order: 'desc' };
    return true;
  });
  // a metric asked for without a ranking word ('the average FWCI of Dutch universities')
  s.scan(
    /\b(?:the\s+)?(?:mean|average)\s+(fwci|citations?|citation counts?|field[- ]weighted citation impact)\b/,
    (m) => {
      if (wish) return false;
      wish = { metric: metricIn(m[1]!) ?? 'fwci', order: 'desc' };
      return true;
    },
  );
  return wish;
}

/** The sort column a wish names on this entity type. */
export function sortColumn(wish: SortWish, entity: string, config: OqlConfig): string | undefined {
  return wish.column ?? metricColumn(entity, wish.metric, config);
}

const STRONG_CUES =
  /\b(?:return(?:ing)?(?:\s+only)?(?:\s+the)?|(?:these\s+)?columns?(?:\s+for(?:\s+(?:every|each|all)\s+\w+)?)?\s*:?|with only the|with (?:their|its)|along with (?:their|its|a|the)|show(?: me)? their|give (?:me )?(?:the|their)|(?:please\s+)?give me their|including (?:their|the)|and their|but i only want the|show only|show the|only the|show(?: me)?(?: a list of)? only the)\s+/g;
const WEAK_CUES = /\b(?:show(?:ing)?(?:\s+me)?(?:\s+the)?|display(?:ing)?|get(?:\s+me)?(?:\s+the)?)\s+/g;
const END =
  /\s+(?:for|of)\s+(?:every|each|all)\b|\s+(?:while|sorted|sort|and sort(?:ed)?|in order)\b|\s+in openalex\b|[.;]|\s+displayed\b|\s+where\b|$/;

/** The columns a question asks to see, or a list of the ones it named but we do not know. */
export function readColumns(
  s: Sentence,
  entity: () => string,
  config: OqlConfig,
): { columns?: string[]; unknown?: string[] } {
  // Every cue reads the rest of the question, so a question repeating cues ('show title, show title, …')
  // would look its rows and items up again at each: each is looked up once per call instead. Nothing
  // is consumed until a list is taken, so the answers cannot change in between.
  let guessed: string | undefined;
  const columns = new Map<string, string | undefined>();
  const column = (rows: string, item: string) => {
    const key = `${rows}\n${item}`;
    if (!columns.has(key)) columns.set(key, columnFor(rows, item, config));
    return columns.get(key);
  };
  // 'the DOI of every work': the rows named after the list decide what its words mean
  const rowsAfter = (after: string) => {
    const noun = /^\s+(?:for|of)\s+(?:every|each|all)\s+(?:the\s+)?([a-z-]+)/.exec(after)?.[1];
    return (noun && ENTITY_NOUNS[noun]?.entity) || (guessed ??= entity());
  };
  const attempt = (re: RegExp, strong: boolean) => {
    let result: { columns?: string[]; unknown?: string[] } = {};
    s.scan(re, (m) => {
      if (result.columns || result.unknown) return false;
      const start = m.index + m[0].length;
      const rest = s.lower.slice(start);
      const stop = END.exec(rest);
      const region = rest.slice(0, stop ? stop.index : rest.length);
      const items = region
        .split(/\s*,\s*(?:and\s+)?|\s+and\s+|\s+as well as\s+/)
        .map((t) => t.replace(/^(?:the|their|its|only|a|an)\s+/, '').trim())
        .filter(Boolean);
      if (!items.length) return false;
      // 'show me the countries': rows, not a column, unless the cue was explicit
      if (!strong && items.length === 1 && ENTITY_NOUNS[items[0]!]) return false;
      const candidates = [rowsAfter(rest.slice(region.length)), 'works'];
      const mapped = candidates.map((rows) => items.map((item) => column(rows, item)));
      const ids = mapped.find((list) => list.every(Boolean)) ?? mapped[0]!;
      if (ids.every(Boolean)) {
        result = { columns: [...new Set(ids as string[])] };
        return [m.index, start + region.length];
      }
      if (strong && ids.some(Boolean)) {
        result = { unknown: items.filter((_, i) => !ids[i]) };
        return [m.index, start + region.length];
      }
      return false;
    });
    return result;
  };
  const strong = attempt(STRONG_CUES, true);
  if (strong.columns || strong.unknown) return strong;
  return attempt(WEAK_CUES, false);
}
