/** Python's len() and slicing count code points, not UTF-16 units; evidence lengths must agree. */
export function codePointLength(s: string): number {
  let n = 0;
  for (const _ of s) n++;
  return n;
}

export function codePointSlice(s: string, start: number, end?: number): string {
  return Array.from(s).slice(start, end).join("");
}
