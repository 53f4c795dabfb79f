import { PY_WHITESPACE, PY_WORD_CHAR, pyStrip } from "../python";

const EMPHASIS_MARKERS = /\*\*|__|\*|`|~~/gu;
/** An underscore at a word edge is emphasis; one inside a word (`total_revenue`) is content. */
const EDGE_UNDERSCORE = new RegExp(`(?<![${PY_WORD_CHAR}])_|_(?![${PY_WORD_CHAR}])`, "gu");
const MARKDOWN_LINK = /\[([^\]]+)\]\([^)]+\)/gu;
/** Python's multiline `^` only follows "\n" (JS's `m` flag also fires after "\r", U+2028, U+2029). */
const HEADING_MARKER = new RegExp(`(?<=^|\\n)#{1,6}[${PY_WHITESPACE}]+`, "gu");
const DASHES = /[—–]/gu;
const WHITESPACE_RUN = new RegExp(`[${PY_WHITESPACE}]+`, "gu");

/**
 * The text form the claim-in-document gate compares (spec §1.6): markdown emphasis, links,
 * headings and table bars removed, dashes unified, whitespace collapsed, lower-cased. Numbers
 * are left alone.
 */
export function normalize(text: string): string {
  const stripped = text
    .replace(EMPHASIS_MARKERS, "")
    .replace(EDGE_UNDERSCORE, "")
    .replace(MARKDOWN_LINK, "$1")
    .replace(HEADING_MARKER, "")
    .replaceAll("|", " ")
    .replace(DASHES, "-")
    .replace(WHITESPACE_RUN, " ");
  return pyStrip(stripped).toLowerCase();
}
