/**
 * Verdicts (spec §6.4): a claim's finding is found / not-found / unchecked; an audit's status
 * follows from its claims. One function decides it for every caller: the cascade, imported
 * audits and the UI; one function counts an audit's fences for the runs list and the run header.
 */

export type Finding = "found" | "not-found" | "unchecked";

/** A fence's verdict once audited, or where its audit stands while the cascade runs. */
export const FENCE_STATUSES = ["pass", "fail", "empty", "no-output", "error", "queued", "running"] as const;
export type FenceStatus = (typeof FENCE_STATUSES)[number];

/** A stored status back as a FenceStatus; one this code does not know reads as `error`, never silently as a pass. */
export function fenceStatusOf(stored: string): FenceStatus {
  return (FENCE_STATUSES as readonly string[]).includes(stored) ? (stored as FenceStatus) : "error";
}

/** Finished statuses that do not break the cascade. */
export const PASSING_STATUSES: readonly FenceStatus[] = ["pass", "empty"];

/** `pass` (≥1 claim, none not-found), `fail` (any not-found), `empty` (nothing checkable). */
export function auditStatusOf(findings: Iterable<string>): "pass" | "fail" | "empty" {
  let checked = 0;
  for (const finding of findings) {
    if (finding === "not-found") return "fail";
    if (finding !== "unchecked") checked++;
  }
  return checked > 0 ? "pass" : "empty";
}

export interface FindingTally {
  found: number;
  notFound: number;
  unchecked: number;
}

/** How many of a fence's claims were found, not found and left unchecked (any other finding counts as found). */
export function tallyFindings(findings: Iterable<string>): FindingTally {
  const tally = { found: 0, notFound: 0, unchecked: 0 };
  for (const finding of findings) {
    if (finding === "not-found") tally.notFound++;
    else if (finding === "unchecked") tally.unchecked++;
    else tally.found++;
  }
  return tally;
}

/** How many of an audit's fences stand at each status. */
export type FenceTally = Record<FenceStatus, number>;

/**
 * Counts fences, not drawn edges: a fence is what an audit judges, and a grounding fence
 * (`A/calls->A`) or a merged fan-in (`A+C->B`) has no single edge to count. The runs list and the
 * run header both show this, so one run reads the same on both. Stored statuses go through
 * `fenceStatusOf`, so an unknown one counts as an error.
 */
export function tallyFences(statuses: Iterable<string>): FenceTally {
  const tally = Object.fromEntries(FENCE_STATUSES.map((status) => [status, 0])) as FenceTally;
  for (const status of statuses) tally[fenceStatusOf(status)]++;
  return tally;
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
