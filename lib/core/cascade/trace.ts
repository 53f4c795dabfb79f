import type { ClaimRecord } from "../records";
import { upstreamOfEvidence } from "./link";

export interface ChainHop {
  fence: string;
  claim: ClaimRecord;
}

/** Where a chain ends: the cited line of a tool call's flat text (resolve it with resolveRef). */
export interface ChainSource {
  agent: string;
  /** `calls/NNNN_tool.txt`, relative to the agent folder, as tool_calls.jsonl's output_file. */
  outputFile: string;
  line: number;
}

export interface Chain {
  hops: ChainHop[];
  /** Set when the last hop cites a tool call's output. */
  source: ChainSource | null;
  /** Why the chain stops short of a tool call, when it does. */
  brokenAt: { fence: string; reason: "not-found" | "unchecked" | "unlinked" | "cycle"; upstream?: string } | null;
}

const CALL_FILE = /^([^/]+)\/(calls\/.+)$/;

/**
 * Follows a claim's upstream links hop by hop (spec §6.4 `trace_claim`), cycle-safe, and says
 * where the chain ends: on a tool call line, or where and why it breaks.
 */
export function traceClaim(start: ChainHop, claimsByFence: ReadonlyMap<string, ReadonlyMap<number, ClaimRecord>>): Chain {
  const hops: ChainHop[] = [start];
  const seen = new Set<ClaimRecord>([start.claim]);
  let current = start;
  while (current.claim.upstream_id >= 0 && current.claim.upstream_fence) {
    const next = claimsByFence.get(current.claim.upstream_fence)?.get(current.claim.upstream_id);
    if (!next) break;
    if (seen.has(next)) return { hops, source: null, brokenAt: { fence: current.fence, reason: "cycle" } };
    seen.add(next);
    current = { fence: current.claim.upstream_fence, claim: next };
    hops.push(current);
  }

  const last = current.claim;
  const call = CALL_FILE.exec(last.search_file);
  if (last.finding !== "not-found" && last.finding !== "unchecked" && call) {
    return { hops, source: { agent: call[1], outputFile: call[2], line: last.search_line }, brokenAt: null };
  }
  const reason = last.finding === "not-found" ? "not-found" : last.finding === "unchecked" ? "unchecked" : "unlinked";
  const upstream = upstreamOfEvidence(last) ?? undefined;
  return { hops, source: null, brokenAt: { fence: current.fence, reason, ...(upstream ? { upstream } : {}) } };
}

/** The lookup traceClaim walks: fence → claim id → claim (the first claim with that id wins, as audit-fence does). */
export function indexClaims(results: readonly { fence: string; claims: readonly ClaimRecord[] }[]): Map<string, Map<number, ClaimRecord>> {
  const index = new Map<string, Map<number, ClaimRecord>>();
  for (const result of results) {
    const byId = index.get(result.fence) ?? new Map<number, ClaimRecord>();
    for (const claim of result.claims) if (!byId.has(claim.id)) byId.set(claim.id, claim);
    index.set(result.fence, byId);
  }
  return index;
}
