/**
 * '3 institutions', '1 institution': how many entities of a label's type (every label type is a
 * plural ending in s).
 */
export function entityCount(count: number, entityType: string): string {
  const noun = count === 1 && entityType.endsWith('s') ? entityType.slice(0, -1) : entityType;
  return `${count.toLocaleString('en-US')} ${noun}`;
}

/** When a label last changed: the time today, the date before. '' without a time. */
export function formatLabelTime(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (!iso || Number.isNaN(date.getTime())) return '';
  const age = now.getTime() - date.getTime();
  if (age >= 0 && age < 24 * 60 * 60 * 1000) {
    return date.toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' });
  }
  return date.toLocaleDateString(undefined, { month: 'short', day: 'numeric', year: 'numeric' });
}

/**
 * Spec 2 §5: 'Are you sure you want to delete this label' plus ' and its {count} {entity_type}'
 * when it has ids, then '?'.
 */
export function deleteLabelQuestion(count: number, entityType: string): string {
  return `Are you sure you want to delete this label${count > 0 ? ` and its ${count} ${entityType}` : ''}?`;
}

/** Spec 2 §5: why an edited label's type is fixed. */
export const TYPE_LOCKED_TEXT = 'To change label type, please delete existing items first.';
