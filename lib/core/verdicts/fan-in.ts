import { parseFenceName, type AuditResult } from "../cascade";
import { agentOfSourceFile } from "../nearest";
import type { ClaimRecord } from "../records";

/** What one upstream of a merged fan-in audit (`A+B->C`) supplied, and whether its part failed. */
export interface SourceAttribution {
  source: string;
  /** Claims found in this upstream's files. */
  found: number;
  /** Not-found claims attributed to it: its file held the nearest candidate, or no upstream's did. */
  notFound: number;
  /** The not-found figures attributed to it, as written, at most 20. */
  failed: string[];
  /** This edge's verdict: `fail` only when claims attributed to it fail. */
  status: FenceStatus;
}

// A fence's status, named by its owner (AuditResult) so a rename there carries over.
type FenceStatus = AuditResult["status"];

const MAX_FAILED = 20;
const ATTRIBUTED: readonly FenceStatus[] = ["pass", "fail", "empty"];

/**
 * Per incoming edge of a merged fan-in audit, what that upstream supplied: found claims by the
 * agent of the file they were found in, not-found ones by the agent of their nearest candidate
 * (where the figure most likely came from). A not-found claim with no candidate in any upstream
 * counts against every edge, since none can be cleared. Null for an audit with one source or a
 * grounding audit; an audit that did not finish (error, no-output, running) gives its status to
 * every edge.
 */
export function fanInAttribution(result: { fence: string; sources: readonly string[]; status: FenceStatus; claims: readonly ClaimRecord[] }): SourceAttribution[] | null {
  if (result.sources.length < 2 || parseFenceName(result.fence)?.grounding) return null;
  const parts = new Map(result.sources.map((source) => [source, { source, found: 0, notFound: 0, failed: [] as string[], status: result.status }]));
  for (const claim of result.claims) {
    if (claim.finding === "unchecked") continue;
    if (claim.finding !== "not-found") {
      const part = parts.get(agentOfSourceFile(claim.search_file));
      if (part) part.found++;
      continue;
    }
    const nearest = claim.nearest?.map((candidate) => parts.get(candidate.agent)).find(Boolean);
    for (const part of nearest ? [nearest] : parts.values()) {
      part.notFound++;
      if (part.failed.length < MAX_FAILED) part.failed.push(claim.claim);
    }
  }
  return [...parts.values()].map((part) => ({
    ...part,
    status: ATTRIBUTED.includes(result.status) ? (part.notFound > 0 ? "fail" : part.found > 0 ? "pass" : "empty") : result.status,
  }));
}

/** The status an edge source→target shows for an audit covering it: its own part of a merged audit, else the audit's. */
export function edgeStatusOf<S extends string>(result: { status: S; bySource?: readonly { source: string; status: string }[] | null }, source: string): S {
  return (result.bySource?.find((part) => part.source === source)?.status as S | undefined) ?? result.status;
}
