import type { ReviewedSentence } from "./verdicts";

export interface SignOffSummary {
  /** The report's sentences: what the sign-off vouches for. */
  sentences: number;
  /** Sentences with a reviewer's accept or reject. */
  reviewed: number;
  /** Sentences whose shown verdict is the reviewer's reject. */
  rejected: number;
  /** The auditor said ✗, the reviewer accepted. */
  acceptedAgainstAuditor: number;
  /** The auditor said ✓, the reviewer rejected. */
  rejectedAgainstAuditor: number;
  text: string;
}

export interface SignOffState {
  /** Every sentence the auditor marked ✗ has a reviewer's accept or reject. */
  ready: boolean;
  /** Indexes of the ✗ sentences still waiting for one. */
  missing: number[];
  summary: SignOffSummary;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * Whether a run can be signed off on an audit, and what the sign-off would say. A comment is not
 * a judgement, so a ✗ sentence needs an accept or a reject.
 */
export function signOffState(sentences: readonly (Pick<ReviewedSentence, "index" | "auditor"> & { reviewer: Pick<NonNullable<ReviewedSentence["reviewer"]>, "kind"> | null })[]): SignOffState {
  const missing = sentences.filter((s) => s.auditor === "not-found" && s.reviewer === null).map((s) => s.index);
  const rejected = sentences.filter((s) => s.reviewer?.kind === "reject").length;
  const acceptedAgainstAuditor = sentences.filter((s) => s.reviewer?.kind === "accept" && s.auditor === "not-found").length;
  const rejectedAgainstAuditor = sentences.filter((s) => s.reviewer?.kind === "reject" && s.auditor === "found").length;
  return {
    ready: missing.length === 0,
    missing,
    summary: {
      sentences: sentences.length,
      reviewed: sentences.filter((s) => s.reviewer !== null).length,
      rejected,
      acceptedAgainstAuditor,
      rejectedAgainstAuditor,
      text: `reviewed: ${plural(sentences.length, "sentence", "sentences")}, ${rejected} rejected, ${acceptedAgainstAuditor} accepted against the auditor`,
    },
  };
}
