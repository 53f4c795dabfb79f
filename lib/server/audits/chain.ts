import { LRUCache } from "lru-cache";
import type { Chain, ChainHop } from "@/lib/api";
import { indexClaims, traceClaim, type Chain as TracedChain } from "@/lib/core/cascade";
import type { ClaimRecord, RejectionRecord } from "@/lib/core/records";
import { searchedPattern } from "@/lib/core/verdicts";
import type { Db } from "../db";
import { notFound } from "../http";
import { auditOfRunExists, findChainToolCall, listAuditClaims, listFenceInfos, listRejections, readChain, type FenceInfo, type StoredClaimRecord } from "../repos";

export interface AuditIndex {
  claims: Map<string, { fence: string; record: ClaimRecord }>;
  claimIdOf: Map<ClaimRecord, string>;
  byFence: Map<string, Map<number, ClaimRecord>>;
  edges: Map<string, { target: string; sources: string[]; documentKind: string }>;
  rejections: Map<string, { tool: string; content: string; reason: string }[]>;
}

/** Finished audits never change, so the claim indexes of the last few used are kept for repeated chain walks. */
const finishedIndexes = new LRUCache<string, AuditIndex>({ max: 8 });

type RejectionRow = { fence: string; record: RejectionRecord };

function buildIndex(claimRows: readonly StoredClaimRecord[], fences: readonly FenceInfo[], rejectionRows: readonly RejectionRow[]): AuditIndex {
  const claims = new Map<string, { fence: string; record: ClaimRecord }>();
  const claimIdOf = new Map<ClaimRecord, string>();
  const grouped = new Map<string, ClaimRecord[]>();
  for (const { id, fence, record } of claimRows) {
    claims.set(id, { fence, record });
    claimIdOf.set(record, id);
    grouped.set(fence, [...(grouped.get(fence) ?? []), record]);
  }
  const rejections = new Map<string, { tool: string; content: string; reason: string }[]>();
  for (const { fence, record } of rejectionRows) rejections.set(fence, [...(rejections.get(fence) ?? []), { tool: record.tool, content: record.content, reason: record.reason }]);
  return {
    claims,
    claimIdOf,
    byFence: indexClaims([...grouped].map(([fence, list]) => ({ fence, claims: list }))),
    edges: new Map(fences.map(({ fence, ...edge }) => [fence, edge])),
    rejections,
  };
}

/** Every claim, edge result and rejection of an audit (for the report's sentence verdicts), kept for a finished one. */
export async function loadIndex(db: Db, auditId: string, cacheable: boolean): Promise<AuditIndex> {
  const cached = finishedIndexes.get(auditId);
  if (cached) return cached;
  const [claimRows, fences, rejectionRows] = await Promise.all([listAuditClaims(db, auditId), listFenceInfos(db, auditId), listRejections(db, auditId)]);
  const index = buildIndex(claimRows, fences, rejectionRows);
  if (cacheable) finishedIndexes.set(auditId, index);
  return index;
}

/**
 * Just one chain's claims, followed through the stored upstream links, with the edge results and
 * rejections of its fences: a cold chain costs two queries, not the whole audit. A cached full
 * index is used when there is one.
 * Its reads skip Prisma's query compiler (repos/chain-reads.ts), so a first chain is not slower.
 */
async function loadChainIndex(db: Db, runId: string, auditId: string, claimId: string): Promise<AuditIndex | null> {
  const cached = finishedIndexes.get(auditId);
  if (cached) return (await auditOfRunExists(db, runId, auditId)) ? cached : null;
  const { claims, fences, rejections } = await readChain(db, runId, auditId, claimId);
  if (claims.length === 0 && !(await auditOfRunExists(db, runId, auditId))) return null;
  return buildIndex(claims, fences, rejections);
}

function explain(chain: TracedChain, index: AuditIndex): Chain["brokenAt"] {
  if (!chain.brokenAt) return null;
  const { fence, reason, upstream } = chain.brokenAt;
  const edge = index.edges.get(fence);
  const sources = edge?.sources.join(", ") ?? "the source";
  const last = chain.hops[chain.hops.length - 1].claim;
  const nearest = last.nearest?.[0];
  const why = nearest ? ` Nearest: "${nearest.text}" in ${nearest.file} line ${nearest.line}.` : " Nothing near it there.";
  const explanation =
    reason === "not-found"
      ? `"${last.claim}" was not found in what ${sources} passed on (audit ${fence}, searched for ${searchedPattern(last)}).${why}`
      : reason === "unchecked"
        ? `This sentence has no checkable fact, so the audit ${fence} searched nothing for it.`
        : reason === "cycle"
          ? `The links loop back on themselves after ${fence}.`
          : `Found in ${upstream ?? sources}'s output, but no claim in ${upstream ?? sources}'s own audits covers that line.`;
  return { ...chain.brokenAt, explanation };
}

/** The chain of one claim, hop by hop, ending on the cited tool call line or saying where it breaks. */
export async function getChain(db: Db, runId: string, auditId: string, claimId: string): Promise<Chain> {
  const index = await loadChainIndex(db, runId, auditId, claimId);
  if (!index) throw notFound("Audit");
  const start = index.claims.get(claimId);
  if (!start) throw notFound("Claim");

  const chain = traceClaim({ fence: start.fence, claim: start.record }, index.byFence);
  const hops: ChainHop[] = chain.hops.map(({ fence, claim }) => {
    const edge = index.edges.get(fence);
    return {
      claimId: index.claimIdOf.get(claim)!,
      fence,
      target: edge?.target ?? "",
      sources: edge?.sources ?? [],
      documentKind: edge?.documentKind ?? "node_output",
      finding: claim.finding,
      claim: claim.claim,
      claimInDocument: claim.claim_in_document,
      evidence: claim.evidence,
      rawValue: claim.raw_value,
      searchFile: claim.search_file,
      searchLine: claim.search_line,
      nearest: claim.nearest ?? [],
      rejections: index.rejections.get(fence) ?? [],
    };
  });

  let source: Chain["source"] = null;
  if (chain.source) {
    const { agent, outputFile, line } = chain.source;
    const call = await findChainToolCall(db, runId, agent, outputFile, line);
    source = {
      toolCallId: call?.id ?? null,
      agent,
      seq: call?.seq ?? null,
      tool: call?.tool ?? null,
      input: call ? call.input : null,
      outputFile,
      tracePath: `${agent}/${outputFile}`,
      line,
    };
  }
  return { auditId, hops, source, brokenAt: explain(chain, index) };
}
