/**
 * The order `Array.prototype.sort()` gives without a comparator (by each value's string, UTF-16
 * code units), spelled out: tests compare unordered lists with it.
 */
export function byText(a: unknown, b: unknown): number {
  const left = String(a);
  const right = String(b);
  return left < right ? -1 : left > right ? 1 : 0;
}
