/**
 * Spec 2 §9: "Export time estimates: up to 10k 5 minutes, up to 1M 10 minutes, up to 10M 20
 * minutes, up to 50M 2 hours, up to 300M 5 hours, above that a day."
 */
const ESTIMATES: readonly [number, string][] = [
  [10_000, '5 minutes'],
  [1_000_000, '10 minutes'],
  [10_000_000, '20 minutes'],
  [50_000_000, '2 hours'],
  [300_000_000, '5 hours'],
];

/** How long a mailed export of `count` rows may take: '5 minutes' … 'a day'. */
export function exportTimeEstimate(count: number): string {
  return ESTIMATES.find(([most]) => count <= most)?.[1] ?? 'a day';
}
