/** Splits a growing NDJSON text into complete events; returns them with the offset consumed so far. */
export function readNdjson<T>(text: string, from: number): { events: T[]; next: number } {
  const events: T[] = [];
  let next = from;
  for (let newline = text.indexOf("\n", next); newline !== -1; newline = text.indexOf("\n", next)) {
    const line = text.slice(next, newline).trim();
    next = newline + 1;
    if (line) events.push(JSON.parse(line) as T);
  }
  return { events, next };
}
