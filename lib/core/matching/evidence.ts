import { codePointLength } from "../python";
import { numberMatch } from "./number-match";
import { pyIsDigit, pyLstripChars, pySplit, pyStrip } from "../python";

export const EVIDENCE_EMPTY_REASON = "Evidence is empty.";
export const EVIDENCE_MISMATCH_REASON =
  "Evidence does not match any recent search result. Call a search tool first, then paste the matching output into the evidence field.";

export type EvidenceVerdict = { ok: true } | { ok: false; reason: string };

/** Only the first lines are tried: evidence is meant to be a pasted excerpt, not a whole file. */
const LINES_TRIED = 5;
const MIN_LINE_LENGTH = 10;
const MIN_GREP_CONTENT_LENGTH = 15;

/** `path:LINE:content` as ripgrep prints it: the content after a numeric line field, else null. */
function grepLineContent(line: string): string | null {
  const parts = pySplit(line, ":", 2);
  if (parts.length !== 3 || !pyIsDigit(pyLstripChars(pyStrip(parts[1]), "-"))) return null;
  return pyStrip(parts[2]);
}

function lineIsInSearchText(line: string, allText: string): boolean {
  const quoted = pyStrip(pyLstripChars(line, "> "));
  if (codePointLength(quoted) < MIN_LINE_LENGTH) return false;
  if (allText.includes(quoted)) return true;
  const content = grepLineContent(quoted);
  if (content !== null && codePointLength(content) >= MIN_GREP_CONTENT_LENGTH && allText.includes(content)) return true;
  return numberMatch(quoted, allText);
}

/**
 * Whether pasted evidence comes from the recent search results (spec §1.5). One of the first five
 * non-empty lines must be found verbatim, as the content of a grep line, or by the number fallback;
 * a single such line accepts the whole evidence.
 */
export function verifySearchMatch(evidence: string, allText: string): EvidenceVerdict {
  const lines = pyStrip(evidence)
    .split("\n")
    .map(pyStrip)
    .filter((line) => line !== "");
  if (lines.length === 0) return { ok: false, reason: EVIDENCE_EMPTY_REASON };
  const matches = lines.slice(0, LINES_TRIED).some((line) => lineIsInSearchText(line, allText));
  return matches ? { ok: true } : { ok: false, reason: EVIDENCE_MISMATCH_REASON };
}
