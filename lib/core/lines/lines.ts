/** Where each line of `text` starts (a line ends at \n, so \r\n counts once); line 0 starts at 0. */
export function lineStarts(text: string): number[] {
  const starts = [0];
  for (let at = text.indexOf("\n"); at >= 0; at = text.indexOf("\n", at + 1)) starts.push(at + 1);
  return starts;
}

/** The 0-based line holding `offset`, by binary search over `lineStarts`. */
export function lineIndexAt(starts: readonly number[], offset: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (starts[middle] <= offset) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** Maps offsets in `text` to 1-based line numbers, the way editors and CI annotations count them. */
export function lineLocator(text: string): (offset: number) => number {
  const starts = lineStarts(text);
  return (offset) => lineIndexAt(starts, offset) + 1;
}
