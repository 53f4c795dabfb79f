/**
 * The deterministic file order of search output. `rg --sort path` walks each directory with its
 * entries sorted by name (bytes), depth first, so `a/x` comes before `a-b` and `a.txt`: that is a
 * comparison segment by segment, not of whole strings. Code-point order equals UTF-8 byte order.
 */
export function compareSearchPaths(left: string, right: string): number {
  const leftSegments = left.split("/");
  const rightSegments = right.split("/");
  const shared = Math.min(leftSegments.length, rightSegments.length);
  for (let i = 0; i < shared; i++) {
    const order = compareCodePoints(leftSegments[i], rightSegments[i]);
    if (order !== 0) return order;
  }
  return leftSegments.length - rightSegments.length;
}

function compareCodePoints(left: string, right: string): number {
  if (left === right) return 0;
  const leftPoints = left[Symbol.iterator]();
  const rightPoints = right[Symbol.iterator]();
  for (;;) {
    const a = leftPoints.next();
    const b = rightPoints.next();
    if (a.done || b.done) return a.done ? (b.done ? 0 : -1) : 1;
    const difference = a.value.codePointAt(0)! - b.value.codePointAt(0)!;
    if (difference !== 0) return difference;
  }
}
