import { codePointLength } from "../python";
import type { SearchRecord } from "../records";
import { normalize, verifySearchMatch } from "../matching";
import { pyStrip } from "../python";

/** The rejection `tool` of gate 1, whatever tool was called. */
export const CLAIM_IN_DOCUMENT_TOOL = "claim_in_document";

export const CLAIM_NOT_IN_DOCUMENT_REASON = "Claim text not found in the audited document. Copy the EXACT text.";
export const NO_SEARCH_HISTORY_REASON =
  "No search calls recorded. You must call a search tool first to find evidence before submitting.";
export const ENRICH_REJECTED_REASON = "Record rejected by enrich callback.";

export function evidenceTooShortReason(got: number, min: number): string {
  return `Evidence too short (got ${got} chars, min ${min}). Paste actual search output.`;
}

/** Gate 1: the claim, normalised, must appear in the document's normal form. */
export function claimInDocumentReason(claimInDocument: string, normalizedDocument: string): string | null {
  return claimPositionInDocument(claimInDocument, normalizedDocument) >= 0 ? null : CLAIM_NOT_IN_DOCUMENT_REASON;
}

/**
 * Where gate 1 finds the claim's normal form in the document's, or -1. Searched from `from`
 * first, then from the start: an auditor submits its claims in document order, so the next one
 * is found near the last, without scanning the document from its start for each.
 */
export function claimPositionInDocument(claimInDocument: string, normalizedDocument: string, from = 0): number {
  const claim = normalize(claimInDocument);
  const at = normalizedDocument.indexOf(claim, from);
  return at >= 0 || from === 0 ? at : normalizedDocument.indexOf(claim);
}

/** Gates 2–4, in order: some search history, long-enough evidence, evidence found in that history. */
export function searchEvidenceReason(history: readonly SearchRecord[], evidence: string, minLength: number): string | null {
  if (history.length === 0) return NO_SEARCH_HISTORY_REASON;
  const length = codePointLength(pyStrip(evidence));
  if (length < minLength) return evidenceTooShortReason(length, minLength);
  // Evidence mostly comes from the newest result. Each test only passes more with more text (a
  // quoted line holds no "\n", so it is found in the join only inside one result; numbers and words
  // are read result by result), so evidence found there is found in the join, which is then not built.
  if (verifySearchMatch(evidence, history[history.length - 1].result_text).ok) return null;
  const verdict = verifySearchMatch(evidence, history.map((record) => record.result_text).join("\n"));
  return verdict.ok ? null : verdict.reason;
}
