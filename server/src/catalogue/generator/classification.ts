/**
 * Topics, keywords and concepts of the demo catalogue, all built from the taxonomy and the
 * per-field research terms, so that a topic's name, its keywords, the concepts and the titles of
 * its works share vocabulary (searching 'crop yield' finds the crop-yield topic and its works).
 */
import type { ConceptRow, KeywordRow, TopicRow } from '../store/rows.js';
import { FIELDS, SUBFIELDS } from '../vocab/taxonomy.js';
import { termsForField } from '../vocab/field-terms.js';
import { ROOT_CONCEPTS, conceptNumber, rootConceptsForField, wikidataUrl } from '../vocab/concepts-level0.js';
import { bareTerm, FIELD_IDS, FIELD_WEIGHTS, fieldIndex, ID_BASE, sentenceCase, slugify, titleCase } from './common.js';
import { Rng, Weighted } from './prng.js';

export interface TopicInfo {
  id: number;
  name: string;
  field: number; // field index
  subfieldId: number;
  /** research terms the topic is about: the two in its name first */
  terms: string[];
  keywords: number[]; // keyword indexes
}

export interface Classification {
  topics: TopicInfo[];
  /** popularity of topics; topics are ordered by field so fieldTopics gives index ranges */
  topicWeights: Weighted;
  fieldTopics: [number, number][];
  keywordIds: string[];
  rootForField: number[][]; // field index → root concept ids, best first
  level1ForSubfield: Map<number, number>;
  level1ForField: number[][];
  level2ForTerm: Map<string, number>;
  level3ForTerm: Map<string, number[]>;
  rows: { topics: TopicRow[]; keywords: KeywordRow[]; concepts: ConceptRow[] };
}

const KEYWORD_PREFIXES = [
  'Adaptive',
  'Spatial',
  'Temporal',
  'Quantitative',
  'Comparative',
  'Long-term',
  'Multi-scale',
  'Integrated',
  'Sustainable',
  'Automated',
  'Dynamic',
  'Regional',
];
const KEYWORD_SUFFIXES = [
  'Analysis',
  'Modeling',
  'Assessment',
  'Monitoring',
  'Mechanisms',
  'Dynamics',
  'Optimization',
  'Prediction',
  'Variability',
  'Applications',
  'Outcomes',
  'Measurement',
  'Mapping',
  'Patterns',
  'Frameworks',
];
const TOPIC_PATTERNS = [
  '{A} and {B}',
  '{A} for {B}',
  '{A} in {B}',
  '{A} and {B} Research',
  'Advances in {A} and {B}',
  '{A}: Mechanisms and Applications',
  '{A} and Related Studies',
  '{A} in the Context of {B}',
];

export interface ClassificationOptions {
  topics: number;
  keywords: number;
  concepts: number; // generated level 1–3 concepts
  created: string;
  updated: string;
}

export function buildClassification(seed: number, o: ClassificationOptions): Classification {
  const rng = Rng.of(seed, 'classification');
  const fieldTerms = FIELD_IDS.map((id) => termsForField(id).map(bareTerm));

  // Keywords: every field term first, then prefixed / suffixed variants until the target count.
  const keywordIds: string[] = [];
  const keywordNames: string[] = [];
  const keywordField: number[] = [];
  const keywordBase: string[] = [];
  const seen = new Set<string>();
  const addKeyword = (name: string, field: number, base: string) => {
    const slug = slugify(name);
    if (!slug || seen.has(slug) || keywordIds.length >= o.keywords) return;
    seen.add(slug);
    keywordIds.push(slug);
    keywordNames.push(titleCase(name));
    keywordField.push(field);
    keywordBase.push(base);
  };
  // Round-robin over fields so that a small keyword budget still covers every field.
  const maxTerms = Math.max(...fieldTerms.map((t) => t.length));
  for (let t = 0; t < maxTerms; t++) fieldTerms.forEach((terms, f) => terms[t] && addKeyword(terms[t]!, f, terms[t]!));
  for (let v = 0; keywordIds.length < o.keywords && v < KEYWORD_PREFIXES.length + KEYWORD_SUFFIXES.length; v++) {
    for (let t = 0; t < maxTerms; t++) {
      fieldTerms.forEach((terms, f) => {
        const term = terms[t];
        if (!term) return;
        const name =
          v < KEYWORD_SUFFIXES.length
            ? `${term} ${KEYWORD_SUFFIXES[v]!.toLowerCase()}`
            : `${KEYWORD_PREFIXES[v - KEYWORD_SUFFIXES.length]!.toLowerCase()} ${term}`;
        addKeyword(name, f, term);
      });
    }
  }
  const keywordsByField = FIELD_IDS.map(() => [] as number[]);
  const keywordsByBase = new Map<string, number[]>();
  keywordField.forEach((f, k) => {
    keywordsByField[f]!.push(k);
    const list = keywordsByBase.get(keywordBase[k]!) ?? [];
    list.push(k);
    keywordsByBase.set(keywordBase[k]!, list);
  });

  // Topics: every subfield gets one, the rest go to subfields in proportion to their field's size.
  const subfieldShare = SUBFIELDS.map((s) => {
    const f = fieldIndex(s.field_id);
    const siblings = SUBFIELDS.filter((x) => x.field_id === s.field_id).length;
    return FIELD_WEIGHTS[f]! / siblings;
  });
  const counts = apportion(Math.max(0, o.topics - SUBFIELDS.length), subfieldShare).map((c) => c + 1);
  const topics: TopicInfo[] = [];
  const topicWeight: number[] = [];
  const names = new Set<string>();
  const topicRows: TopicRow[] = [];
  SUBFIELDS.forEach((s, si) => {
    const f = fieldIndex(s.field_id);
    const terms = fieldTerms[f]!;
    for (let k = 0; k < counts[si]!; k++) {
      let name = '';
      let a = '';
      let b = '';
      for (let attempt = 0; attempt < 30 && (!name || names.has(name)); attempt++) {
        a = rng.pick(terms);
        do b = rng.pick(terms);
        while (b === a);
        name = titleCase(rng.pick(TOPIC_PATTERNS).replace('{A}', a).replace('{B}', b));
      }
      for (let n = 2; names.has(name); n++) name = `${titleCase(a)} and ${titleCase(b)} Studies ${n}`;
      names.add(name);
      const extra = rng.shuffle(terms.filter((t) => t !== a && t !== b)).slice(0, 2);
      const topicTerms = [a, b, ...extra];
      const kw = new Set<number>();
      for (const t of [a, b]) for (const k2 of (keywordsByBase.get(t) ?? []).slice(0, 3)) kw.add(k2);
      const pool = keywordsByField[f]!;
      const want = Math.min(pool.length, 5 + rng.int(4));
      while (kw.size < want) kw.add(rng.pick(pool));
      topics.push({
        id: ID_BASE.topics + topics.length,
        name,
        field: f,
        subfieldId: s.id,
        terms: topicTerms,
        keywords: [...kw],
      });
      topicWeight.push(rng.pareto(1.3) * (0.5 + rng.next()));
    }
  });
  // Every keyword belongs to some topic of its field, so every keyword can appear on works.
  const used = new Set(topics.flatMap((t) => t.keywords));
  const topicsByField = FIELD_IDS.map((_, f) => topics.filter((t) => t.field === f));
  keywordField.forEach((f, k) => {
    if (used.has(k)) return;
    const candidates = topicsByField[f]!;
    const match = candidates.filter((t) => t.terms.includes(keywordBase[k]!));
    rng.pick(match.length ? match : candidates).keywords.push(k);
  });
  const fieldTopics = FIELD_IDS.map((): [number, number] => [0, 0]);
  topics.forEach((t, i) => {
    const r = fieldTopics[t.field]!;
    if (r[1] === 0) r[0] = i;
    r[1] = i + 1;
  });
  for (const t of topics) {
    const field = FIELDS[t.field]!;
    const kwNames = t.keywords.map((k) => keywordNames[k]!);
    const [a, b] = t.terms;
    topicRows.push({
      ...entityBase(t.id, t.name, o),
      description: `This cluster of papers focuses on ${a} and ${b} within ${subfieldName(t.subfieldId).toLowerCase()}, covering ${
        kwNames
          .slice(2, 5)
          .map((k) => k.toLowerCase())
          .join(', ') || a
      }.`,
      keywords: kwNames,
      subfield_id: t.subfieldId,
      field_id: field.id,
      domain_id: field.domain_id,
      wikipedia: null,
    });
  }

  const keywordRows: KeywordRow[] = keywordIds.map((id, k) => ({
    id,
    display_name: keywordNames[k]!,
    is_stub: false,
    works_count: 0,
    cited_by_count: 0,
    created_date: o.created,
    updated_date: o.updated,
  }));

  const concepts = buildConcepts(rng, fieldTerms, o);
  return {
    topics,
    topicWeights: new Weighted(topicWeight),
    fieldTopics,
    keywordIds,
    ...concepts,
    rows: { topics: topicRows, keywords: keywordRows, concepts: concepts.rows },
  };
}

function subfieldName(id: number): string {
  return SUBFIELDS.find((s) => s.id === id)?.display_name ?? '';
}

function entityBase(id: number, display_name: string, o: ClassificationOptions) {
  return {
    id,
    display_name,
    is_stub: false,
    works_count: 0,
    cited_by_count: 0,
    summary_stats: null,
    counts_by_year: [],
    created_date: o.created,
    updated_date: o.updated,
    extra: null,
  };
}

/** Split `total` into integer parts proportional to `shares` (largest remainder). */
export function apportion(total: number, shares: readonly number[]): number[] {
  const sum = shares.reduce((a, b) => a + b, 0);
  const exact = shares.map((s) => (total * s) / sum);
  const out = exact.map(Math.floor);
  let left = total - out.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => [x - Math.floor(x), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (let j = 0; left > 0; j++, left--) out[order[j % order.length]![1]]! += 1;
  return out;
}

function buildConcepts(rng: Rng, fieldTerms: string[][], o: ClassificationOptions) {
  const rows: ConceptRow[] = [];
  const rootForField = FIELD_IDS.map((id) => rootConceptsForField(id).map(conceptNumber));
  for (const c of ROOT_CONCEPTS) {
    rows.push({
      ...entityBase(conceptNumber(c), c.display_name, o),
      wikidata: wikidataUrl(c),
      level: 0,
      description: `academic discipline`,
      ancestor_ids: [],
      image_url: null,
    });
  }
  let next = ID_BASE.concepts;
  const add = (name: string, level: number, ancestors: number[], description: string) => {
    const id = next++;
    rows.push({
      ...entityBase(id, name, o),
      wikidata: null,
      level,
      description,
      ancestor_ids: ancestors,
      image_url: null,
    });
    return id;
  };
  // Level 1: subfields (not the 'General …' ones), dealt round-robin over fields so all are covered.
  const specific = SUBFIELDS.filter((s) => !s.display_name.startsWith('General'));
  const byField = FIELD_IDS.map((id) => specific.filter((s) => s.field_id === id));
  const nL1 = Math.min(specific.length, Math.max(FIELD_IDS.length, Math.round(o.concepts * 0.2)));
  const level1ForSubfield = new Map<number, number>();
  const level1ForField = FIELD_IDS.map(() => [] as number[]);
  for (let round = 0, made = 0; made < nL1; round++) {
    for (let f = 0; f < byField.length && made < nL1; f++) {
      const s = byField[f]![round];
      if (!s) continue;
      const root = rootForField[f]![0]!;
      const id = add(
        sentenceCase(s.display_name.toLowerCase()),
        1,
        [root],
        `research area within ${FIELDS[f]!.display_name.toLowerCase()}`,
      );
      level1ForSubfield.set(s.id, id);
      level1ForField[f]!.push(id);
      made++;
    }
  }
  // Level 2: field terms; level 3: their variants. Both hang under a level-1 concept of the field.
  const nL2 = Math.min(
    fieldTerms.reduce((a, t) => a + t.length, 0),
    Math.round((o.concepts - nL1) * 0.6),
  );
  const nL3 = Math.max(0, o.concepts - nL1 - nL2);
  const level2ForTerm = new Map<string, number>();
  const level2Ancestors = new Map<number, number[]>();
  const maxTerms = Math.max(...fieldTerms.map((t) => t.length));
  const l2Terms: [string, number][] = [];
  for (let t = 0; t < maxTerms; t++) fieldTerms.forEach((terms, f) => terms[t] && l2Terms.push([terms[t]!, f]));
  for (const [term, f] of l2Terms) {
    if (level2ForTerm.size >= nL2) break;
    if (level2ForTerm.has(term)) continue;
    const l1 = rng.pick(level1ForField[f]!);
    const ancestors = [l1, rootForField[f]![0]!];
    const id = add(sentenceCase(term), 2, ancestors, `topic in ${FIELDS[f]!.display_name.toLowerCase()}`);
    level2ForTerm.set(term, id);
    level2Ancestors.set(id, ancestors);
  }
  const level3ForTerm = new Map<string, number[]>();
  const l2List = [...level2ForTerm.entries()];
  // Level 3: '<term> <aspect>' for each level-2 term, one aspect after another.
  for (let v = 0, made = 0; v < KEYWORD_SUFFIXES.length && made < nL3; v++) {
    const suffix = KEYWORD_SUFFIXES[v]!.toLowerCase();
    for (const [term, l2] of l2List) {
      if (made++ >= nL3) break;
      const id = add(sentenceCase(`${term} ${suffix}`), 3, [l2, ...level2Ancestors.get(l2)!], `aspect of ${term}`);
      const list = level3ForTerm.get(term) ?? [];
      list.push(id);
      level3ForTerm.set(term, list);
    }
  }
  return { rows, rootForField, level1ForSubfield, level1ForField, level2ForTerm, level3ForTerm };
}
