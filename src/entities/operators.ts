import {
  COMPARISON_OPERATORS,
  DEFAULT_OPERATORS,
  MULTI_VALUE_OPERATORS,
  OPERATOR_SYMBOLS,
  OPERATORS,
} from './defaults';
import type { Operator } from './defaults';
import type { Facet } from './facet';

const TEXT = ['contains', 'does not contain'] as const satisfies readonly Operator[];
const EQUALITY = ['is', 'is not'] as const satisfies readonly Operator[];
const LIST = ['includes', 'does not include'] as const satisfies readonly Operator[];
const RANGE = [...EQUALITY, ...COMPARISON_OPERATORS] as const satisfies readonly Operator[];

/**
 * The operators a facet offers in the query builder (spec 2 §9). Label operators need values that
 * are entity ids, so only entity facets offer them; list-valued facets say includes / does not include.
 */
export function operatorsFor(facet: Facet): readonly Operator[] {
  switch (facet.kind) {
    case 'entity':
      return facet.isMultiple ? MULTI_VALUE_OPERATORS : DEFAULT_OPERATORS;
    case 'select':
      return facet.isMultiple ? LIST : EQUALITY;
    case 'boolean':
      return EQUALITY;
    case 'range':
      return RANGE;
    case 'search':
      return TEXT;
    case 'sum':
      return [];
  }
}

export function defaultOperatorFor(facet: Facet): Operator | undefined {
  return operatorsFor(facet)[0];
}

/** ' >= ' → 'is greater than or equal to', 'Is Not' → 'is not'; undefined if not an operator. */
export function normalizeOperator(text: string): Operator | undefined {
  const value = text.trim().toLowerCase().replace(/\s+/g, ' ');
  if (Object.hasOwn(OPERATOR_SYMBOLS, value)) return OPERATOR_SYMBOLS[value as keyof typeof OPERATOR_SYMBOLS];
  return (OPERATORS as readonly string[]).includes(value) ? (value as Operator) : undefined;
}

/**
 * The verb of a filter sentence (spec 1 §5): range and search verbs are fixed, booleans say is / is
 * not, selects is / is not or, with several options, is any of / is none of. A facet's own verb wins.
 */
export function filterVerb(facet: Facet, options: { isNegated?: boolean; optionCount?: number } = {}): string {
  const isNegated = options.isNegated ?? false;
  if (facet.verb) return isNegated ? `not ${facet.verb}` : facet.verb;
  switch (facet.kind) {
    case 'range':
      return 'is within range';
    case 'search':
      return 'contains';
    case 'boolean':
      return isNegated ? 'is not' : 'is';
    case 'select':
    case 'entity':
      if ((options.optionCount ?? 1) > 1) return isNegated ? 'is none of' : 'is any of';
      return isNegated ? 'is not' : 'is';
    case 'sum':
      return '';
  }
}
