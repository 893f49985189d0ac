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
};

/** A user's labels change only through this app, mostly in this tab: 30 s before asking again. */
export const LABELS_STALE_MS = 30_000;
