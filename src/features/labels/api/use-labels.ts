import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { ApiError } from '../../../api/api-error';
import { selectUser, useSessionStore } from '../../../session/session-store';
import {
  deleteLabelRequest,
  getLabel,
  getLabels,
  normalizeLabelIds,
  patchLabel,
  postLabel,
  type Label,
  type LabelInput,
} from './labels-api';
import { labelKeys, LABELS_STALE_MS } from './label-keys';

export { labelKeys };

export function labelsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: labelKeys.list(userId),
    queryFn: ({ signal }) => getLabels(userId, signal),
    staleTime: LABELS_STALE_MS,
  });
}

export function labelQueryOptions(userId: string, labelId: string) {
  return queryOptions({
    queryKey: labelKeys.detail(userId, labelId),
    queryFn: ({ signal }) => getLabel(userId, labelId, signal),
    staleTime: LABELS_STALE_MS,
    // a label that is not (or no longer) theirs stays missing
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });
}

function useUserId(): string | null {
  return useSessionStore(selectUser)?.id ?? null;
}

/** The logged-in user's labels, latest change first; idle (no request) while logged out. */
export function useLabels() {
  const userId = useUserId();
  return useQuery({ ...labelsQueryOptions(userId ?? ''), enabled: userId !== null });
}

/** One of the logged-in user's labels; idle while logged out or without an id. */
export function useLabel(labelId: string | null | undefined) {
  const userId = useUserId();
  return useQuery({
    ...labelQueryOptions(userId ?? '', labelId ?? ''),
    enabled: userId !== null && Boolean(labelId),
  });
}

function requireUserId(): string {
  const userId = useSessionStore.getState().user?.id;
  if (!userId) throw new ApiError({ message: 'Log in to use labels.', status: 401 });
  return userId;
}

/** Puts a changed label into the caches at once, then has both read again from the host. */
function labelChanged(queryClient: QueryClient, label: Label): Promise<void> {
  const userId = useSessionStore.getState().user?.id;
  if (!userId) return Promise.resolve();
  queryClient.setQueryData(labelKeys.detail(userId, label.id), label);
  queryClient.setQueryData(labelKeys.list(userId), (list: Label[] | undefined) =>
    list ? [label, ...list.filter((other) => other.id !== label.id)] : list,
  );
  return queryClient.invalidateQueries({ queryKey: labelKeys.ofUser(userId) });
}

export interface LabelChanges {
  labelId: string;
  changes: Partial<LabelInput>;
}

export interface AddToLabel {
  labelId: string;
  /** entity ids in any OpenAlex form ('A5023888391', 'authors/A5023888391', full URLs) */
  ids: readonly string[];
}

export interface AddToLabelResult {
  label: Label;
  /** how many of the ids were not in the label before */
  added: number;
}

/**
 * The writes on the logged-in user's labels, as TanStack mutations (`mutateAsync`, `isPending`).
 * Each puts the answer into the cached list and label and invalidates both, so every view of a
 * label (and useLabelsVersion / useOnLabelsChange below) sees the change.
 */
export function useLabelMutations() {
  const queryClient = useQueryClient();

  const createLabel = useMutation({
    mutationFn: (input: LabelInput) => postLabel(requireUserId(), input),
    onSuccess: (label) => labelChanged(queryClient, label),
  });

  const updateLabel = useMutation({
    mutationFn: ({ labelId, changes }: LabelChanges) => patchLabel(requireUserId(), labelId, changes),
    onSuccess: (label) => labelChanged(queryClient, label),
  });

  // The host replaces a label's ids as a whole, so adding reads the label as it is now (not as
  // cached) and sends the union: ids already there keep their place, new ones come last.
  const addToLabel = useMutation({
    mutationFn: async ({ labelId, ids }: AddToLabel): Promise<AddToLabelResult> => {
      const userId = requireUserId();
      const current = await getLabel(userId, labelId);
      const label = await patchLabel(userId, labelId, { ids: normalizeLabelIds([...current.ids, ...ids]) });
      return { label, added: label.ids.length - current.ids.length };
    },
    onSuccess: ({ label }) => labelChanged(queryClient, label),
  });

  // As adding: the label as it is now, less these ids, so a change made elsewhere is kept.
  const removeFromLabel = useMutation({
    mutationFn: async ({ labelId, ids }: AddToLabel): Promise<Label> => {
      const userId = requireUserId();
      const current = await getLabel(userId, labelId);
      const removed = new Set(normalizeLabelIds(ids));
      return patchLabel(userId, labelId, { ids: current.ids.filter((id) => !removed.has(id)) });
    },
    onSuccess: (label) => labelChanged(queryClient, label),
  });

  // Spec 2 §4: deletion removes the label locally first, then calls the server.
  const deleteLabel = useMutation({
    mutationFn: (labelId: string) => deleteLabelRequest(requireUserId(), labelId),
    onMutate: async (labelId: string) => {
      const userId = useSessionStore.getState().user?.id;
      if (!userId) return undefined;
      const key = labelKeys.list(userId);
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<Label[]>(key);
      queryClient.setQueryData(
        key,
        before?.filter((label) => label.id !== labelId),
      );
      return { userId, key, before };
    },
    onError: (_error, _labelId, context) => {
      if (context) queryClient.setQueryData(context.key, context.before);
    },
    onSuccess: (_nothing, labelId, context) => {
      if (context) queryClient.removeQueries({ queryKey: labelKeys.detail(context.userId, labelId) });
    },
    onSettled: (_nothing, _error, _labelId, context) =>
      context ? queryClient.invalidateQueries({ queryKey: labelKeys.list(context.userId) }) : undefined,
  });

  return { createLabel, updateLabel, addToLabel, removeFromLabel, deleteLabel };
}

/**
 * A text that changes whenever one of the given labels changes or goes (its `updated`, or its
 * absence), read from the user's label list; '' until the list has loaded. All labels when no
 * ids are given. A query's results that use labels are stale once this changes.
 */
export function useLabelsVersion(labelIds?: readonly string[]): string {
  const { data } = useLabels();
  const key = labelIds ? [...new Set(labelIds)].sort().join('\u0000') : null;
  return useMemo(() => {
    if (!data) return '';
    const updatedById = new Map(data.map((label) => [label.id, label.updated]));
    const ids = key === null ? [...updatedById.keys()].sort() : key.split('\u0000').filter(Boolean);
    return ids.map((id) => `${id}@${updatedById.get(id) ?? 'missing'}`).join(' ');
  }, [data, key]);
}

/**
 * Calls onChange when one of the given labels changes or is deleted after the first load (not
 * on the first load itself): e.g. to fetch again a search whose filters use them.
 */
export function useOnLabelsChange(labelIds: readonly string[], onChange: () => void): void {
  const version = useLabelsVersion(labelIds);
  const seen = useRef<string | null>(null);
  const latestOnChange = useRef(onChange);
  useEffect(() => {
    latestOnChange.current = onChange;
  });
  const ids = [...new Set(labelIds)].sort().join(' ');
  useEffect(() => {
    // a different set of labels starts over: nothing of theirs has changed yet
    seen.current = null;
  }, [ids]);
  useEffect(() => {
    if (version === '') return;
    if (seen.current !== null && seen.current !== version) latestOnChange.current();
    seen.current = version;
  }, [version]);
}
