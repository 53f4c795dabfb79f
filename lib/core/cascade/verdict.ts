/**
 * Verdicts (spec §6.4): a claim's finding is found / not-found / unchecked; an audit's status
 * follows from its claims. One function decides it for every caller: the cascade, imported
 * audits and the UI legend.
 */

export type Finding = "found" | "not-found" | "unchecked";

export type AuditStatus = "pass" | "fail" | "empty" | "no-output" | "error" | "queued" | "running";

/** Finished statuses that do not break the cascade. */
export const PASSING_STATUSES: readonly AuditStatus[] = ["pass", "empty"];

/** `pass` (≥1 claim, none not-found), `fail` (any not-found), `empty` (nothing checkable). */
export function auditStatusOf(findings: Iterable<string>): "pass" | "fail" | "empty" {
  let checked = 0;
  for (const finding of findings) {
    if (finding === "not-found") return "fail";
    if (finding !== "unchecked") checked++;
  }
  return checked > 0 ? "pass" : "empty";
}

/** The worst of several findings, in the three words: not-found > found > unchecked (any other word reads as found). */
export function worstFinding(findings: Iterable<string>): Finding {
  let worst: Finding = "unchecked";
  for (const finding of findings) {
    if (finding === "not-found") return "not-found";
    if (finding !== "unchecked") worst = "found";
  }
  return worst;
}

export interface FenceName {
  sources: string[];
  target: string;
  /** True for a grounding audit (`A/calls->A`). */
  grounding: boolean;
}

/** Reads `A->B`, `A+C->B` and `A/calls->A`; null for a fence named any other way. */
export function parseFenceName(fence: string): FenceName | null {
  const arrow = fence.lastIndexOf("->");
  if (arrow <= 0 || arrow === fence.length - 2) return null;
  const left = fence.slice(0, arrow);
  const target = fence.slice(arrow + 2);
  if (left === `${target}/calls`) return { sources: [target], target, grounding: true };
  return { sources: left.split("+"), target, grounding: false };
}

export function edgeFenceName(sources: readonly string[], target: string): string {
  return `${sources.join("+")}->${target}`;
}

export function groundingFenceName(agent: string): string {
  return `${agent}/calls->${agent}`;
}
