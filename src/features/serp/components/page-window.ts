/**
 * The page numbers to show as buttons: at most `max` (10 on wide screens, 4 on phones), centred on
 * the current page where possible.
 */
export function pageWindow(current: number, totalPages: number, max: number): number[] {
  if (totalPages <= 0) return [];
  const size = Math.min(max, totalPages);
  let start = Math.max(1, current - Math.floor((size - 1) / 2));
  start = Math.min(start, totalPages - size + 1);
  return Array.from({ length: size }, (_, i) => start + i);
}
