/** Spec 1 §9: the export's time estimate in minutes by record count (null: too small to mention). */
export function exportEstimateMinutes(count: number): number | null {
  if (count < 200) return null;
  if (count < 6600) return 1;
  if (count < 33_000) return 5;
  if (count < 66_000) return 10;
  return 15;
}

/** The warning shown with an estimate. */
export function exportEstimateText(count: number): string | null {
  const minutes = exportEstimateMinutes(count);
  if (minutes === null) return null;
  return `This export may take up to ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}. Keep this window open until it is done.`;
}
