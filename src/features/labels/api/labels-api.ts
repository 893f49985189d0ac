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
/** The most ids a label holds (server/src/users/label-store.ts MAX_LABEL_IDS). */
export const LABEL_MAX_IDS = 10_000;

const labelResponse = z.object({
  id: z.string(),
  name: z.string(),
  description: z.nullish(z.string()),
  entity_type: z.string(),
  ids: z.array(z.string()),
  created: z.nullish(z.string()),
  updated: z.nullish(z.string()),
  shared: z.nullish(z.boolean()),
  owner_id: z.nullish(z.union([z.string(), z.number()])),
  owner_name: z.nullish(z.string()),
  is_owner: z.nullish(z.boolean()),
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
  /** a librarian's label every signed-in user may read and use; only its owner changes it */
  shared: boolean;
  /** '' when the host does not say (a host without shared labels answers only the user's own) */
  ownerId: string;
  ownerName: string;
  /** whether the requester owns it: false for another user's shared label */
  isOwner: boolean;
}

export interface LabelInput {
  name: string;
  description: string;
  entityType: string;
  ids: string[];
  /** only librarians may share; left out, a new label is private and an edited one keeps its state */
  shared?: boolean;
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
    shared: label.shared ?? false,
    ownerId: label.owner_id === null || label.owner_id === undefined ? '' : String(label.owner_id),
    ownerName: label.owner_name ?? '',
    isOwner: label.is_owner ?? true,
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

/**
 * GET {userApi}/user/{userId}/collections, page by page: the user's labels, latest change first,
 * then the labels other users shared (the host lists them after the user's own).
 */
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
  const byLatest = (a: Label, b: Label) => b.updated.localeCompare(a.updated);
  return [
    ...labels.filter((label) => label.isOwner).sort(byLatest),
    ...labels.filter((label) => !label.isOwner).sort(byLatest),
  ];
}

/**
 * GET {userApi}/user/{userId}/collections/{id}: theirs or one shared with everyone; 404 'No label
 * {id}.' for another user's private label.
 */
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
    ...(input.shared === undefined ? {} : { shared: input.shared }),
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
    ...(changes.shared === undefined ? {} : { shared: changes.shared }),
  };
  const response = await http.user.patch<unknown>(labelsPath(userId, labelId), body);
  return parseLabel(response.data);
}

/** DELETE {userApi}/user/{userId}/collections/{id}. */
export async function deleteLabelRequest(userId: string, labelId: string): Promise<void> {
  await http.user.delete(labelsPath(userId, labelId));
}
