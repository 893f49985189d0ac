/**
 * '3 institutions', '1 institution': how many entities of a label's type (every label type is a
 * plural ending in s).
 */
export function entityCount(count: number, entityType: string): string {
  const noun = count === 1 && entityType.endsWith('s') ? entityType.slice(0, -1) : entityType;
  return `${count.toLocaleString('en-US')} ${noun}`;
}
