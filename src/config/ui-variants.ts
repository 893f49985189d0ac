/** The `ui` query parameter's values; the first is the default. */
export const uiVariants = [
  'sentence-worksfirst',
  'sentence-entityfirst',
  'sentence-group',
  'top',
  'side',
  'worksfirst',
] as const;

export type UiVariant = (typeof uiVariants)[number];

export const DEFAULT_UI_VARIANT: UiVariant = 'sentence-worksfirst';

export function parseUiVariant(value: string | null): UiVariant {
  return (uiVariants as readonly string[]).includes(value ?? '') ? (value as UiVariant) : DEFAULT_UI_VARIANT;
}
