import * as z from 'zod/mini';
import { ApiError } from '../../../api/api-error';
import { http } from '../../../api/http-clients';
import type { BulkIdType } from '../../../lib/bulk-ids';
import { normalizeDoi, normalizeOrcid, normalizeRor, parseEntityId, toShortId } from '../../../lib/ids';
import { DATA_API_MAX_PER_PAGE, DATA_API_OR_LIMIT } from './label-data-api';

/** One pasted id the data API knows: as typed, its OpenAlex id and name. */
export interface CheckedId {
  input: string;
  /** short OpenAlex id (A5023888391): what the label keeps */
  id: string;
  displayName: string;
}

export interface BulkCheckResult {
  valid: CheckedId[];
  /** as typed: not ids of this kind, unknown to the data API, or refused by it */
  invalid: string[];
}

/** Batches checked at once: fast enough for thousands of ids, gentle on a shared host. */
const PARALLEL_BATCHES = 3;

/** The external id kinds name one entity type each; OpenAlex ids fit every label type. */
const TYPE_OF_ID: Partial<Record<BulkIdType, string>> = { orcid: 'authors', ror: 'institutions', doi: 'works' };
const ID_TYPE_NAMES: Record<BulkIdType, string> = { orcid: 'ORCID', ror: 'ROR', doi: 'DOI', openalex: 'OpenAlex' };

/** Why ids of this kind cannot go into a label of this type; null when they can. */
export function idTypeMismatch(idType: BulkIdType, entityType: string): string | null {
  const fits = TYPE_OF_ID[idType];
  return fits === undefined || fits === entityType
    ? null
    : `${ID_TYPE_NAMES[idType]} IDs name ${fits}; this label holds ${entityType}.`;
}

export function idTypeName(idType: BulkIdType): string {
  return ID_TYPE_NAMES[idType];
}

/**
 * The form both the pasted id and the data API's answer reduce to, to match them up; null for
 * text that is not an id of this kind (of the label's type, for OpenAlex ids). Ids holding '|' or
 * '+' cannot be written in an OR filter.
 */
function keyOf(idType: BulkIdType, text: string, entityType: string): string | null {
  if (/[|+]/.test(text)) return null;
  switch (idType) {
    case 'orcid':
      return normalizeOrcid(text);
    case 'ror':
      return normalizeRor(text);
    case 'doi':
      return normalizeDoi(text);
    case 'openalex': {
      const parsed = parseEntityId(text);
      return parsed?.isNative && parsed.entityType === entityType ? parsed.shortId : null;
    }
  }
}

const checkResponse = z.object({
  results: z.array(
    z.object({
      id: z.string(),
      display_name: z.nullish(z.string()),
      orcid: z.nullish(z.string()),
      ror: z.nullish(z.string()),
      doi: z.nullish(z.string()),
    }),
  ),
});

/**
 * The id a 400 answer names as not valid ("Value 'A1x' of filter 'openalex' is not valid: …",
 * "'A1x' is not a valid OpenAlex ID"), if it is one of the batch's; otherwise undefined.
 */
export function refusedId(error: unknown, batch: readonly string[]): string | undefined {
  if (!(error instanceof ApiError) || error.status !== 400 || !/not (a )?valid/i.test(error.message)) return undefined;
  const quoted = [...error.message.matchAll(/'([^']+)'/g)].map((match) => match[1]!.trim().toLowerCase());
  return batch.find((id) => quoted.includes(id.trim().toLowerCase()));
}

/**
 * One batch: `GET /{entityType}?filter={idtype}:{ids joined by |}&select=id,display_name,{idtype}`
 * (spec 2 §7). An id the data API refuses as not valid is dropped and the batch asked again.
 */
async function checkBatch(
  entityType: string,
  idType: BulkIdType,
  batch: readonly { input: string; key: string }[],
  signal: AbortSignal,
): Promise<BulkCheckResult> {
  let asked = [...batch];
  const refused: string[] = [];
  for (;;) {
    if (asked.length === 0) return { valid: [], invalid: refused };
    const field = idType === 'openalex' ? null : idType;
    try {
      const response = await http.data.get<unknown>(`/${entityType}`, {
        params: {
          filter: `${idType}:${asked.map((one) => one.input).join('|')}`,
          select: field ? `id,display_name,${field}` : 'id,display_name',
          per_page: DATA_API_MAX_PER_PAGE,
        },
        signal,
      });
      const found = new Map<string, { id: string; displayName: string }>();
      for (const result of checkResponse.parse(response.data).results) {
        const id = toShortId(result.id);
        const key = field ? keyOf(idType, result[field] ?? '', entityType) : id;
        if (key !== null && !found.has(key)) found.set(key, { id, displayName: result.display_name ?? id });
      }
      const valid: CheckedId[] = [];
      const invalid = [...refused];
      for (const one of asked) {
        const match = found.get(one.key);
        if (match) valid.push({ input: one.input, ...match });
        else invalid.push(one.input);
      }
      return { valid, invalid };
    } catch (error) {
      const input = refusedId(
        error,
        asked.map((one) => one.input),
      );
      if (input === undefined) throw error;
      refused.push(input);
      asked = asked.filter((one) => one.input !== input);
    }
  }
}

export interface BulkCheckOptions {
  entityType: string;
  idType: BulkIdType;
  /** as pasted (split, trimmed, bare OpenAlex numbers prefixed) */
  ids: readonly string[];
  signal?: AbortSignal;
  /** how many of the ids have been checked so far, after each batch */
  onProgress?: (checked: number, total: number) => void;
}

/**
 * Checks pasted ids against the data API in batches of DATA_API_OR_LIMIT, a few at once. Text
 * that is not an id of the kind (or a repeat of one before) is invalid without asking. Valid and
 * invalid keep the pasted order.
 */
export async function checkBulkIds({
  entityType,
  idType,
  ids,
  signal,
  onProgress,
}: BulkCheckOptions): Promise<BulkCheckResult> {
  const toAsk: { input: string; key: string }[] = [];
  const seen = new Set<string>();
  const invalidInputs = new Set<string>();
  for (const input of ids) {
    const key = keyOf(idType, input, entityType);
    if (key === null) invalidInputs.add(input);
    else if (!seen.has(key)) {
      seen.add(key);
      toAsk.push({ input, key });
    }
  }
  const batches: (typeof toAsk)[] = [];
  for (let start = 0; start < toAsk.length; start += DATA_API_OR_LIMIT) {
    batches.push(toAsk.slice(start, start + DATA_API_OR_LIMIT));
  }
  const answers: BulkCheckResult[] = new Array<BulkCheckResult>(batches.length);
  // the first failure stops the batches still running: their answers would be thrown away
  const stop = new AbortController();
  const abort = () => stop.abort();
  signal?.addEventListener('abort', abort);
  let checked = ids.length - toAsk.length;
  onProgress?.(checked, ids.length);
  let next = 0;
  async function worker() {
    while (next < batches.length && !stop.signal.aborted) {
      const index = next++;
      const batch = batches[index]!;
      answers[index] = await checkBatch(entityType, idType, batch, stop.signal);
      checked += batch.length;
      onProgress?.(checked, ids.length);
    }
  }
  try {
    await Promise.all(
      Array.from({ length: Math.min(PARALLEL_BATCHES, batches.length) }, () =>
        worker().catch((error: unknown) => {
          stop.abort();
          throw error;
        }),
      ),
    );
  } finally {
    signal?.removeEventListener('abort', abort);
  }

  const valid = answers.flatMap((answer) => answer.valid);
  for (const answer of answers) for (const input of answer.invalid) invalidInputs.add(input);
  // pasted order, a repeated entry once
  const validInputs = new Set(valid.map((one) => one.input));
  const invalid = [...new Set(ids)].filter((input) => invalidInputs.has(input) && !validInputs.has(input));
  const byInput = new Map(valid.map((one) => [one.input, one]));
  return {
    valid: [...new Set(ids)].flatMap((input) => byInput.get(input) ?? []),
    invalid,
  };
}
