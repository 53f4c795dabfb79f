/** Longest line text a search answer carries; longer lines are cut around the match. */
export const SNIPPET_CHARS = 240;
const BEFORE_MATCH = 80;

/**
 * The part of a matching line worth showing: the whole line when short, else a window that starts
 * a little before the literal's first occurrence (case-insensitive), with "…" where it was cut.
 * A regex hit (`literal` null) shows the line's start.
 */
export function lineSnippet(text: string, literal: string | null): string {
  if (text.length <= SNIPPET_CHARS) return text;
  const at = literal ? text.toLowerCase().indexOf(literal.toLowerCase()) : -1;
  const start = at > BEFORE_MATCH ? Math.min(at - BEFORE_MATCH, text.length - SNIPPET_CHARS) : 0;
  const end = start + SNIPPET_CHARS;
  return `${start > 0 ? "…" : ""}${text.slice(start, end)}${end < text.length ? "…" : ""}`;
}
