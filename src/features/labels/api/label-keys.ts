/**
 * Query keys of labels, host first; `labelKeys.all` covers every label query of every user. Apart
 * from use-labels so that code reading the label cache (a results page's label filters) need not
 * load the labels store to share its queries.
 */
export const labelKeys = {
  all: ['user', 'labels'] as const,
  ofUser: (userId: string) => ['user', 'labels', userId] as const,
  list: (userId: string) => ['user', 'labels', userId, 'list'] as const,
  detail: (userId: string, labelId: string) => ['user', 'labels', userId, 'detail', labelId] as const,
  /** a data API reference to the label as it was at `updated` (a change asks for a new one) */
  dataRef: (userId: string, labelId: string, updated: string) =>
    ['user', 'labels', userId, 'ref', labelId, updated] as const,
};

/** A user's labels change only through this app, mostly in this tab: 30 s before asking again. */
export const LABELS_STALE_MS = 30_000;

/**
 * How often a results page asks for a new reference to a label it filters by (see
 * label-ref-api.ts): well inside the hour the user host keeps one (LABEL_REF_TTL_MS of
 * server/src/users/label-store.ts).
 */
export const LABEL_REF_REFRESH_MS = 20 * 60 * 1000;
