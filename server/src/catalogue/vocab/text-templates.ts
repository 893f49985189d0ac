/**
 * Title and abstract templates for the demo catalogue, and the vocabularies that fill their slots
 * besides the field terms (field-terms.ts).
 *
 * Template slots: {term} {term2} {method} {population} {finding} {study_noun} {adjective}
 * {aspect} {count}. {count} is an integer the generator picks; {population} values are plural
 * noun phrases so that '{count} {population}' reads correctly. Writing {a:slot} puts 'a' or 'an'
 * before the value. fillTemplate() does the substitution.
 */
import type { DomainId } from './taxonomy.js';

/** Kinds of contribution, for {study_noun}: 'a systematic {study_noun} of …'. */
// prettier-ignore
export const STUDY_NOUNS = [
  'analysis', 'framework', 'survey', 'approach', 'assessment', 'evaluation', 'model', 'review',
  'study', 'investigation', 'perspective', 'comparison', 'characterization', 'synthesis',
  'case study', 'meta-analysis', 'benchmark', 'method',
] as const;

/** Qualifiers for {adjective}; they modify a study noun, never a field term. */
// prettier-ignore
export const ADJECTIVES = [
  'novel', 'scalable', 'robust', 'integrated', 'data-driven', 'comparative', 'longitudinal',
  'multi-scale', 'interpretable', 'systematic', 'unified', 'efficient', 'cross-national',
  'multidisciplinary', 'probabilistic', 'adaptive',
] as const;

/** What a study looks at, for {aspect}: 'the determinants of …'. */
// prettier-ignore
export const ASPECTS = [
  'determinants', 'mechanisms', 'drivers', 'effects', 'implications', 'trade-offs',
  'predictors', 'challenges', 'role', 'dynamics', 'consequences', 'limits',
] as const;

/** Methods for {method}, by domain id, since a method only reads well in its own domain. */
// prettier-ignore
export const METHODS_BY_DOMAIN = {
  1: [
    'RNA sequencing', 'whole-genome sequencing', 'CRISPR knockout screens', 'confocal microscopy',
    'flow cytometry', 'mass spectrometry-based proteomics', 'phylogenetic analysis',
    'multi-year field experiments', 'controlled greenhouse trials', 'genetically modified mouse models',
    'in vitro assays', 'molecular dynamics simulations', 'DNA metabarcoding', 'quantitative PCR',
    'long-term ecological monitoring',
  ],
  2: [
    'semi-structured interviews', 'a nationally representative survey', 'panel data regression',
    'a difference-in-differences design', 'structural equation modelling',
    'a discrete choice experiment', 'thematic analysis', 'content analysis',
    'a mixed-methods design', 'a randomized field experiment', 'archival research',
    'ethnographic fieldwork', 'comparative case studies', 'instrumental variable estimation',
    'multilevel modelling', 'a systematic literature review', 'bibliometric analysis',
  ],
  3: [
    'finite element analysis', 'density functional theory calculations', 'Monte Carlo simulation',
    'molecular dynamics simulation', 'deep learning', 'a convolutional neural network',
    'computational fluid dynamics', 'X-ray diffraction', 'scanning electron microscopy',
    'controlled laboratory experiments', 'numerical simulation', 'a genetic algorithm',
    'mixed-integer linear programming', 'in situ spectroscopic measurements',
    'satellite remote sensing', 'an extensive benchmark evaluation', 'rigorous theoretical analysis',
  ],
  4: [
    'a randomized controlled trial', 'a prospective cohort study', 'a retrospective cohort study',
    'a case–control study', 'a cross-sectional survey', 'a systematic review and meta-analysis',
    'a multicentre registry analysis', 'propensity score matching', 'Mendelian randomization',
    'a qualitative interview study', 'a pragmatic cluster-randomized trial',
    'a population-based cohort', 'machine learning on electronic health records',
    'a diagnostic accuracy study', 'a cost-effectiveness analysis',
  ],
} as const satisfies Record<DomainId, readonly string[]>;

/** Study populations for {population}, by domain id; plural so '{count} {population}' reads. */
// prettier-ignore
export const POPULATIONS_BY_DOMAIN = {
  1: [
    'Arabidopsis thaliana seedlings', 'laboratory mice', 'wild-type and mutant zebrafish',
    'smallholder maize fields', 'temperate forest plots', 'dairy cattle herds', 'human cell lines',
    'marine phytoplankton communities', 'wild bird populations',
    'soil samples from agricultural sites', 'rice cultivars', 'patient-derived organoids',
  ],
  2: [
    'secondary school teachers', 'university students', 'small and medium-sized enterprises',
    'rural households', 'listed firms', 'local governments', 'older adults living alone',
    'migrant workers', 'online news readers', 'OECD countries', 'urban neighbourhoods',
    'early-career researchers',
  ],
  3: [
    'large-scale benchmark datasets', 'urban sensor networks', 'thin-film samples',
    'industrial case studies', 'real-world traffic recordings', 'high-rise buildings',
    'laboratory-scale reactors', 'publicly available datasets', 'distribution networks',
    'offshore structures', 'satellite scenes', 'synthetic and real-world datasets',
  ],
  4: [
    'adults with type 2 diabetes', 'critically ill patients', 'children under five years of age',
    'pregnant women', 'older adults in primary care', 'patients undergoing elective surgery',
    'hospitalized patients', 'healthcare workers', 'cancer survivors',
    'community-dwelling older adults', 'adolescents', 'patients with chronic pain',
  ],
} as const satisfies Record<DomainId, readonly string[]>;

export const METHODS: readonly string[] = Object.values(METHODS_BY_DOMAIN).flat();
export const POPULATIONS: readonly string[] = Object.values(POPULATIONS_BY_DOMAIN).flat();

/** Results for {finding}; worded to fit any field. */
export const FINDINGS = [
  'a consistent improvement over established baselines',
  'a statistically significant association',
  'substantial heterogeneity across subgroups',
  'strong agreement with independent measurements',
  'robust performance under realistic conditions',
  'a previously unreported interaction effect',
  'marked differences between groups',
  'a non-linear relationship',
  'a moderate but persistent effect',
  'considerable variation across settings',
  'limited evidence of benefit',
  'a clear trade-off between accuracy and cost',
  'a pronounced temporal trend',
  'greater stability than previously reported',
  'a threshold effect at intermediate levels',
] as const;

/** Title templates; fillTemplate capitalizes the first letter. */
export const TITLE_TEMPLATES = [
  '{term} in {population}: {a:adjective} {study_noun}',
  '{adjective} {study_noun} of {term} for {term2}',
  '{aspect} of {term} among {population}',
  '{term} and {term2}: evidence from {population}',
  'the role of {term} in {term2}',
  '{term} as a driver of {term2}',
  'assessing {term} with {method}',
  '{term} revisited: {a:adjective} {study_noun}',
  'linking {term} and {term2} in {population}',
  '{a:adjective} {study_noun} of {term}',
  '{term}: recent advances and future directions',
  'effects of {term} on {term2}',
  'does {term} shape {term2}? Evidence from {population}',
  'integrating {term} into {term2}',
  'new insights into {term} from {method}',
  '{term} across {population}: patterns and {aspect}',
  'mapping {term} in {population}',
  'rethinking {term} in the era of {term2}',
  'from {term} to {term2}: {a:adjective} {study_noun}',
  '{method} of {term} in {population}',
  'beyond {term}: the {aspect} of {term2}',
] as const;

/** Abstract sentences by rhetorical role; an abstract takes one or two from each, in order. */
export const ABSTRACT_TEMPLATES_BY_ROLE = {
  background: [
    '{term} is increasingly recognized as a key factor in {term2}.',
    'Despite growing interest in {term}, its relationship with {term2} remains poorly understood.',
    '{term} has attracted considerable attention over the past decade, yet evidence from {population} remains scarce.',
    'Understanding {term} is essential for progress in {term2}.',
    'Previous studies of {term} have produced conflicting results, particularly regarding {term2}.',
  ],
  objective: [
    'This {study_noun} examines how {term} relates to {term2} in {population}.',
    'Here we present {a:adjective} {study_noun} of {term} that explicitly accounts for {term2}.',
    'We aimed to assess the {aspect} of {term} among {population}.',
    'The objective of this work was to characterize {term} and its implications for {term2}.',
  ],
  methods: [
    'We used {method} to investigate {term} in {population}.',
    'Data from {count} {population} were analysed using {method}.',
    '{term} was quantified with {method}, and its association with {term2} was estimated.',
    'A total of {count} {population} were included, and {term} was assessed using {method}.',
    'We developed {a:adjective} {study_noun} that integrates {term} and {term2}.',
    'We combined {method} with a detailed assessment of {term2}.',
  ],
  results: [
    'The analysis revealed {finding}.',
    'Changes in {term} were accompanied by {finding}.',
    'Compared with conventional approaches, our {study_noun} showed {finding}.',
    'Across {count} {population}, we observed {finding} for {term2}.',
    'These effects were most pronounced for {term2}, where we found {finding}.',
    'Sensitivity analyses confirmed {finding}.',
  ],
  conclusion: [
    'These findings highlight the importance of {term} for {term2}.',
    'Our results suggest that {term} deserves more attention in future work on {term2}.',
    'Further research is needed to establish whether these results generalize beyond {population}.',
    'This {study_noun} provides a basis for integrating {term} into {term2}.',
    'Taken together, the evidence points to a closer link between {term} and {term2} than previously assumed.',
  ],
} as const;

export type AbstractRole = keyof typeof ABSTRACT_TEMPLATES_BY_ROLE;

// prettier-ignore
export const ABSTRACT_ROLES = [
  'background', 'objective', 'methods', 'results', 'conclusion',
] as const satisfies readonly AbstractRole[];

/** Every abstract sentence template, in role order. */
export const ABSTRACT_SENTENCE_TEMPLATES: readonly string[] = ABSTRACT_ROLES.flatMap(
  (role) => ABSTRACT_TEMPLATES_BY_ROLE[role],
);

// prettier-ignore
export const TEMPLATE_SLOTS = [
  'term', 'term2', 'method', 'population', 'finding', 'study_noun', 'adjective', 'aspect', 'count',
] as const;

export type TemplateSlot = (typeof TEMPLATE_SLOTS)[number];

/** 'a' or 'an' for a word, by its sound in the common cases ('an analysis', 'a unified'). */
export function indefiniteArticle(word: string): 'a' | 'an' {
  const w = word.trim().toLowerCase();
  if (/^(?:uni|use|usu|eu|one)/.test(w)) return 'a';
  return /^[aeiou]/.test(w) ? 'an' : 'a';
}

/**
 * Fill a template's {slot} and {a:slot} markers and capitalize the first letter.
 * Throws when the template names a slot that `values` lacks, so a bad template fails loudly.
 */
export function fillTemplate(template: string, values: Partial<Record<TemplateSlot, string | number>>): string {
  const filled = template.replace(/\{(a:)?([a-z_0-9]+)\}/g, (_match, article: string | undefined, slot: string) => {
    const value = values[slot as TemplateSlot];
    if (value === undefined) throw new Error(`template slot {${slot}} has no value: ${template}`);
    const text = String(value);
    return article ? `${indefiniteArticle(text)} ${text}` : text;
  });
  return filled.charAt(0).toUpperCase() + filled.slice(1);
}
