import * as z from 'zod/mini';
import { http } from '../../../api/http-clients';
import { NATIVE_ID_LETTERS, toShortId, type NativeEntityType } from '../../../lib/ids';

/**
 * The entity types a label may hold: those with OpenAlex letter ids, as the user host allows
 * (keywords' ids are words; countries, types … are filter values, not entities one collects).
 */
export const LABEL_ENTITY_TYPES: readonly NativeEntityType[] = [...new Set(Object.values(NATIVE_ID_LETTERS))];
export type LabelEntityType = NativeEntityType;

export function isLabelEntityType(type: string): type is LabelEntityType {
  return (LABEL_ENTITY_TYPES as readonly string[]).includes(type);
}

/** The most characters of a name and a description, as the user host checks them. */
export const LABEL_NAME_MAX = 200;
export const LABEL_DESCRIPTION_MAX = 2000;

const labelResponse = z.object({
  id: z.string(),
  name: z.string(),
  description: z.nullish(z.string()),
  entity_type: z.string(),
  ids: z.array(z.string()),
  created: z.nullish(z.string()),
  updated: z.nullish(z.string()),
});

/** A label (spec 2 §3, "collection"): a named list of entity ids of one type, owned by one user. */
export interface Label {
  id: string;
  name: string;
  description: string;
  entityType: string;
  /** short OpenAlex ids (I27837315), in the order they were added */
  ids: string[];
  /** ISO times; `updated` grows with every change, so whoever caches a label's answers can tell */
  created: string;
  updated: string;
}

export interface LabelInput {
  name: string;
  description: string;
  entityType: string;
  ids: string[];
}

function parseLabel(data: unknown): Label {
  const label = labelResponse.parse(data);
  return {
    id: label.id,
    name: label.name,
    description: label.description ?? '',
    entityType: label.entity_type,
    ids: label.ids,
    created: label.created ?? '',
    updated: label.updated ?? '',
  };
}

/**
 * Ids as the user host keeps them: short ('institutions/I1', 'https://openalex.org/I1', 'i1' →
 * 'I1'), first occurrence kept. The host checks the type and answers a 400 naming a wrong id.
 */
export function normalizeLabelIds(ids: readonly string[]): string[] {
  return [...new Set(ids.map(toShortId).filter((id) => id !== ''))];
}

const listResponse = z.object({
  meta: z.optional(z.object({ count: z.number() })),
  results: z.array(z.unknown()),
});

/** Labels asked for a page: the bundled host keeps at most this many an account. */
const LIST_PAGE_SIZE = 500;
/** Pages followed at most, against a host that keeps saying there are more. */
const LIST_MAX_PAGES = 20;

function labelsPath(userId: string, labelId?: string): string {
  const base = `/user/${encodeURIComponent(userId)}/collections`;
  return labelId === undefined ? base : `${base}/${encodeURIComponent(labelId)}`;
}

/** GET {userApi}/user/{userId}/collections, page by page: the user's labels, latest change first. */
export async function getLabels(userId: string, signal?: AbortSignal): Promise<Label[]> {
  const labels: Label[] = [];
  for (let page = 1; page <= LIST_MAX_PAGES; page++) {
    const response = await http.user.get<unknown>(labelsPath(userId), {
      signal,
      params: { page, per_page: LIST_PAGE_SIZE },
      headers: { 'Cache-Control': 'no-cache' },
    });
    const { meta, results } = listResponse.parse(response.data);
    labels.push(...results.map(parseLabel));
    // a host that does not page (no meta) sends everything at once
    if (!meta || results.length === 0 || labels.length >= meta.count) break;
  }
  return labels.sort((a, b) => b.updated.localeCompare(a.updated));
}

/** GET {userApi}/user/{userId}/collections/{id}; 404 'No label {id}.' when it is not theirs. */
export async function getLabel(userId: string, labelId: string, signal?: AbortSignal): Promise<Label> {
  const response = await http.user.get<unknown>(labelsPath(userId, labelId), {
    signal,
    headers: { 'Cache-Control': 'no-cache' },
  });
  return parseLabel(response.data);
}

/** POST {userApi}/user/{userId}/collections: a new label, its ids normalised. */
export async function postLabel(userId: string, input: LabelInput): Promise<Label> {
  const response = await http.user.post<unknown>(labelsPath(userId), {
    name: input.name,
    description: input.description,
    entity_type: input.entityType,
    ids: normalizeLabelIds(input.ids),
  });
  return parseLabel(response.data);
}

/** PATCH {userApi}/user/{userId}/collections/{id}: the given fields; `ids` replaces the list. */
export async function patchLabel(userId: string, labelId: string, changes: Partial<LabelInput>): Promise<Label> {
  const body = {
    ...(changes.name === undefined ? {} : { name: changes.name }),
    ...(changes.description === undefined ? {} : { description: changes.description }),
    ...(changes.entityType === undefined ? {} : { entity_type: changes.entityType }),
    ...(changes.ids === undefined ? {} : { ids: normalizeLabelIds(changes.ids) }),
  };
  const response = await http.user.patch<unknown>(labelsPath(userId, labelId), body);
  return parseLabel(response.data);
}

/** DELETE {userApi}/user/{userId}/collections/{id}. */
export async function deleteLabelRequest(userId: string, labelId: string): Promise<void> {
  await http.user.delete(labelsPath(userId, labelId));
}
