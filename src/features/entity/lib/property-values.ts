import { formatCurrency, formatNumber } from '../../../lib/format-number';
import { entityLabel } from '../../../lib/entity-label';
import { toShortId } from '../../../lib/ids';
import { isLongText, LONG_TEXT_MAX_LENGTH, truncateList, truncateText } from '../../../lib/truncate';

/** One property of the entity panel as `GET /{id}?format=ui` sends it. */
export interface UiProp {
  config: {
    id: string;
    displayName: string;
    type: 'string' | 'number' | 'boolean' | 'array' | 'object';
    isList: boolean;
    objectEntity: string | null;
    isCurrency: boolean;
    isYear: boolean;
    isId: boolean;
  };
  value: unknown;
}

/** What a property value shows as (spec 1 §2 "Entity panel"). */
export type DisplayValue =
  | { kind: 'text'; text: string; isLong: boolean }
  | { kind: 'link'; href: string; text: string }
  | { kind: 'entity'; path: string; text: string }
  /** a vocabulary code ('US', 'en', 'cc-by'): shown by the name of `/countries/US` and linked to it */
  | { kind: 'code'; path: string; code: string };

export interface DisplayProp {
  id: string;
  label: string;
  values: DisplayValue[];
}

/** Spec 2 §3: what some empty values say instead of hiding. */
const NULL_DISPLAYS: Record<string, string> = {
  'best_oa_location.license': 'All rights reserved',
  license: 'All rights reserved',
  language: 'Unknown',
  sustainable_development_goals: 'Unknown',
};

/**
 * An empty list is an answer, not a missing value: a work assessed for SDGs that matches none has
 * `[]` and reads 'None'; `null` (never assessed) keeps the spec's 'Unknown'.
 */
const EMPTY_LIST_DISPLAYS: Record<string, string> = {
  sustainable_development_goals: 'None',
};

/** Properties holding a vocabulary code, and the entity type whose name the code stands for. */
const CODE_NAMESPACES: Record<string, string> = {
  country_code: 'countries',
  'geo.country_code': 'countries',
  'last_known_institutions.country_code': 'countries',
  language: 'languages',
  license: 'licenses',
  'best_oa_location.license': 'licenses',
  'primary_location.license': 'licenses',
};

const CODE = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** Only http and https URLs become links; `javascript:` and the like stay text. */
export function safeHttpUrl(text: string): string | null {
  if (!/^https?:\/\//i.test(text)) return null;
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The in-app path of an entity reference: '/W123', '/countries/US', '/sdgs/3'. */
export function entityRefPath(id: string): string {
  const sdg = /^https?:\/\/metadata\.un\.org\/sdg\/(\d+)$/.exec(id);
  return `/${sdg ? `sdgs/${sdg[1]}` : toShortId(id)}`;
}

function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return true;
  if (Array.isArray(value)) return value.every(isEmpty);
  return false;
}

function isRef(value: unknown): value is { id: string; display_name?: string | null } {
  return !!value && typeof value === 'object' && typeof (value as { id?: unknown }).id === 'string';
}

function displayOne(value: unknown, config: UiProp['config']): DisplayValue[] {
  if (isRef(value)) {
    return [{ kind: 'entity', path: entityRefPath(value.id), text: entityLabel(value.id, value.display_name) }];
  }
  if (typeof value === 'boolean') return [{ kind: 'text', text: value ? 'Yes' : 'No', isLong: false }];
  if (typeof value === 'number') {
    // Years and ids show as they are; money with a $; other numbers with separators.
    const text = config.isCurrency
      ? formatCurrency(value)
      : config.isYear || config.isId
        ? String(value)
        : formatNumber(value);
    return [{ kind: 'text', text, isLong: false }];
  }
  const namespace = CODE_NAMESPACES[config.id];
  if (typeof value === 'string' && namespace && CODE.test(value.trim())) {
    return [{ kind: 'code', path: `/${namespace}/${value.trim()}`, code: value.trim() }];
  }
  if (typeof value === 'string') {
    // Pipe-separated lists stack, one value a line.
    const parts = value.includes('|')
      ? value
          .split('|')
          .map((p) => p.trim())
          .filter(Boolean)
      : [value];
    return parts.map((part) => {
      const href = safeHttpUrl(part);
      return href ? { kind: 'link', href, text: part } : { kind: 'text', text: part, isLong: isLongText(part) };
    });
  }
  return [{ kind: 'text', text: JSON.stringify(value), isLong: false }];
}

/** The rows the panel shows, in order: empty values hidden unless the spec names a text for them. */
export function displayProps(props: readonly UiProp[]): DisplayProp[] {
  const rows: DisplayProp[] = [];
  for (const prop of props) {
    const { config, value } = prop;
    if (isEmpty(value)) {
      const nullText = (Array.isArray(value) ? EMPTY_LIST_DISPLAYS[config.id] : undefined) ?? NULL_DISPLAYS[config.id];
      if (nullText)
        rows.push({
          id: config.id,
          label: config.displayName,
          values: [{ kind: 'text', text: nullText, isLong: false }],
        });
      continue;
    }
    const values = [value]
      .flat()
      .filter((v) => !isEmpty(v))
      .flatMap((v) => displayOne(v, config));
    rows.push({ id: config.id, label: config.displayName, values });
  }
  return rows;
}

/** A long text's folded form (200 characters) and the list's first five, for 'more' / '+N more'. */
export function foldText(text: string): string {
  return truncateText(text, LONG_TEXT_MAX_LENGTH);
}

export { truncateList };
