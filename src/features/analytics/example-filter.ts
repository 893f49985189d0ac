import type { AnalyticsExample } from '../../lib/analytics-examples';

/** What the examples' dropdown chooses: all questions, one type or one category (never both). */
export type ExampleChoice = { kind: 'all' } | { kind: 'type'; value: string } | { kind: 'category'; value: string };

/** The dropdown's value as text ('all', 'type:authors', 'category:rankings'). */
export function choiceValue(choice: ExampleChoice): string {
  return choice.kind === 'all' ? 'all' : `${choice.kind}:${choice.value}`;
}

export function parseChoice(value: string): ExampleChoice {
  const [kind, ...rest] = value.split(':');
  if ((kind === 'type' || kind === 'category') && rest.length) return { kind, value: rest.join(':') };
  return { kind: 'all' };
}

/**
 * The home page's examples (spec 2 §4): broken ones hidden (with `ui=errors` only those), every
 * typed word found in the question, type and category together, the dropdown's type or category,
 * and the whole list reversed when nothing is typed and all questions are chosen.
 */
export function filterExamples(
  examples: readonly AnalyticsExample[],
  text: string,
  choice: ExampleChoice,
  onlyBroken = false,
): AnalyticsExample[] {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  const shown = examples.filter((example) => {
    if (Boolean(example.broken) !== onlyBroken) return false;
    if (choice.kind === 'type' && example.type !== choice.value) return false;
    if (choice.kind === 'category' && example.category !== choice.value) return false;
    const haystack = `${example.question} ${example.type} ${example.category}`.toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
  return words.length === 0 && choice.kind === 'all' ? shown.reverse() : shown;
}

/** The types and categories the dropdown offers, in first-seen order. */
export function exampleGroups(examples: readonly AnalyticsExample[]): { types: string[]; categories: string[] } {
  return {
    types: [...new Set(examples.map((example) => example.type))],
    categories: [...new Set(examples.map((example) => example.category))],
  };
}
