/**
 * Whether a parsed JSON value nests at most `max` levels (a scalar is level 0, `{}` or `[]` level 1).
 * Walked with a stack of its own: the point is to refuse, with a 400, values deep enough to overflow
 * the recursive walks that come later (JSON.stringify overflows a few thousand levels down).
 */
export function nestsAtMost(value: unknown, max: number): boolean {
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (next.value === null || typeof next.value !== 'object') continue;
    const depth = next.depth + 1;
    if (depth > max) return false;
    for (const child of Object.values(next.value)) pending.push({ value: child, depth });
  }
  return true;
}
