import type { RunSearchLineDto } from "@/lib/api/run-search";

/** Longest line text a search answer carries; longer lines are cut around the match. */
export const SNIPPET_CHARS = 240;
const BEFORE_MATCH = 80;
const CUT = "…";

/**
 * The part of a matching line worth showing, with where the pattern matched in it: the whole line
 * when short, else a window that starts a little before the first match, with "…" where it was
 * cut. `spans` are the matches in the whole line ([start, end) offsets, in order).
 */
export function lineSnippet(text: string, spans: readonly (readonly [number, number])[]): Pick<RunSearchLineDto, "text" | "marks"> {
  if (text.length <= SNIPPET_CHARS) return { text, marks: spans.map(([start, end]) => [start, end]) };
  const at = spans[0]?.[0] ?? 0;
  const start = at > BEFORE_MATCH ? Math.min(at - BEFORE_MATCH, text.length - SNIPPET_CHARS) : 0;
  const end = start + SNIPPET_CHARS;
  const shift = (start > 0 ? CUT.length : 0) - start;
  const marks: [number, number][] = [];
  for (const [from, to] of spans) if (from < end && to > start) marks.push([Math.max(from, start) + shift, Math.min(to, end) + shift]);
  return { text: `${start > 0 ? CUT : ""}${text.slice(start, end)}${end < text.length ? CUT : ""}`, marks };
}
