import { pyStrip } from "../python";
/**
 * The text contract both search backends share (spec §7.2): the fixed messages and the final
 * post-processing of ripgrep-style output (strip, split into lines, truncate at `maxMatches`).
 * Keeping it in one place is what makes the in-memory and ripgrep backends byte-identical.
 */

export const DEFAULT_MAX_MATCHES = 200;
export const MAX_CONTEXT_LINES = 10;
/** ripgrep's `--max-columns`: a line whose bytes (terminator included) exceed this is omitted. */
export const MAX_LINE_BYTES = 500;

export const EMPTY_PATTERN_ERROR = "ERROR: pattern cannot be empty.";
export const SEARCH_TIMEOUT_ERROR = "ERROR: search timed out (15s). Narrow your pattern or path.";
export const OMITTED_MATCHING_LINE = "[Omitted long matching line]";
export const OMITTED_CONTEXT_LINE = "[Omitted long context line]";
export const CONTEXT_SEPARATOR = "--";

export function pathNotFoundError(path: string): string {
  return `ERROR: path not found: ${path || "."}`;
}

export function noMatchesMessage(pattern: string): string {
  return `No matches found for pattern: ${pattern}`;
}

export function regexErrorMessage(detail: string): string {
  return `ERROR: regex error — ${pyStrip(detail)}`;
}

export function ripgrepFailedError(reason: string): string {
  return `ERROR: ripgrep failed: ${reason}`;
}

/** An empty or whitespace-only pattern is refused before any search runs. */
export function isBlankPattern(pattern: string): boolean {
  return pyStrip(pattern) === "";
}

/** `context` clamped to 0..10 the way audit-fence does (`max(0, min(int(context), 10))`). */
export function clampContext(context: number | undefined): number {
  const lines = Math.trunc(context ?? 0);
  if (!Number.isFinite(lines)) return lines > 0 ? MAX_CONTEXT_LINES : 0;
  return Math.max(0, Math.min(lines, MAX_CONTEXT_LINES));
}

/**
 * ripgrep stdout (paths already relative) → the tool result: `stdout.strip().split("\n")`, then the
 * first `maxMatches` lines plus a notice element, whose join leaves a blank line before the notice.
 */
export function finishSearchOutput(stdout: string, maxMatches: number): string {
  const stripped = pyStrip(stdout);
  // Within the limit, splitting and joining again gives the stripped text back: only count its lines.
  let newlines = 0;
  for (let at = stripped.indexOf("\n"); at >= 0 && newlines < maxMatches; at = stripped.indexOf("\n", at + 1)) newlines++;
  if (newlines < maxMatches) return stripped;
  const kept = stripped.split("\n").slice(0, maxMatches);
  kept.push(`\n... truncated at ${maxMatches} lines. Narrow your pattern or path.`);
  return kept.join("\n");
}
