import type { Chain, ChainHop } from "@/lib/api";
import { indexClaims, traceClaim, type Chain as TracedChain } from "@/lib/core/cascade";
import type { ClaimRecord } from "@/lib/core/records";
import type { Db } from "../db";
import { notFound } from "../http";
import { claimRecordOf, type StoredClaim as ClaimRow } from "../repos/mappers/claims";

export interface AuditIndex {
  claims: Map<string, { fence: string; record: ClaimRecord }>;
  claimIdOf: Map<ClaimRecord, string>;
  byFence: Map<string, Map<number, ClaimRecord>>;
  edges: Map<string, { target: string; sources: string[]; documentKind: string }>;
  rejections: Map<string, { tool: string; content: string; reason: string }[]>;
}

/** Finished audits never change, so their claim index is kept for repeated chain walks. */
const finishedIndexes = new Map<string, AuditIndex>();
const MAX_CACHED = 8;

type EdgeRow = { fence: string; target: string; sourcesJson: string; documentKind: string };
type RejectionRow = { fence: string; tool: string; content: string; reason: string };

function buildIndex(claimRows: ClaimRow[], edgeRows: EdgeRow[], rejectionRows: RejectionRow[]): AuditIndex {
  const claims = new Map<string, { fence: string; record: ClaimRecord }>();
  const claimIdOf = new Map<ClaimRecord, string>();
  const grouped = new Map<string, ClaimRecord[]>();
  for (const row of claimRows) {
    const record = claimRecordOf(row);
    claims.set(row.id, { fence: row.fence, record });
    claimIdOf.set(record, row.id);
    grouped.set(row.fence, [...(grouped.get(row.fence) ?? []), record]);
  }
  const rejections = new Map<string, { tool: string; content: string; reason: string }[]>();
  for (const { fence, ...rejection } of rejectionRows) rejections.set(fence, [...(rejections.get(fence) ?? []), rejection]);
  return {
    claims,
    claimIdOf,
    byFence: indexClaims([...grouped].map(([fence, list]) => ({ fence, claims: list }))),
    edges: new Map(edgeRows.map((edge) => [edge.fence, { target: edge.target, sources: JSON.parse(edge.sourcesJson) as string[], documentKind: edge.documentKind }])),
    rejections,
  };
}

const edgeSelect = { fence: true, target: true, sourcesJson: true, documentKind: true } as const;
const rejectionSelect = { fence: true, tool: true, content: true, reason: true } as const;

/** Every claim, edge result and rejection of an audit (for the report's sentence verdicts). */
export async function loadIndex(db: Db, auditId: string, cacheable: boolean): Promise<AuditIndex> {
  const cached = finishedIndexes.get(auditId);
  if (cached) return cached;
  const [claimRows, edgeRows, rejectionRows] = await Promise.all([
    db.claim.findMany({ where: { auditId } }),
    db.edgeResult.findMany({ where: { auditId }, select: edgeSelect }),
    db.rejection.findMany({ where: { auditId }, select: rejectionSelect, orderBy: { timestamp: "asc" } }),
  ]);
  const index = buildIndex(claimRows, edgeRows, rejectionRows);
  if (cacheable) {
    if (finishedIndexes.size >= MAX_CACHED) finishedIndexes.delete(finishedIndexes.keys().next().value!);
    finishedIndexes.set(auditId, index);
  }
  return index;
}

/**
 * Just one chain's claims, followed through the stored upstream links (one indexed read per hop),
 * with the edge results and rejections of its fences: a cold chain costs a few queries, not the
 * whole audit. A cached full index is used when there is one.
 */
async function loadChainIndex(db: Db, auditId: string, claimId: string): Promise<AuditIndex> {
  const cached = finishedIndexes.get(auditId);
  if (cached) return cached;
  const rows: ClaimRow[] = [];
  const seen = new Set<string>();
  for (let next: string | null = claimId; next && !seen.has(next); ) {
    seen.add(next);
    const row: (ClaimRow & { upstreamClaimId: string | null }) | null = await db.claim.findFirst({ where: { id: next, auditId } });
    if (!row) break;
    rows.push(row);
    next = row.upstreamClaimId;
  }
  const fences = [...new Set(rows.map((row) => row.fence))];
  const [edgeRows, rejectionRows] = await Promise.all([
    db.edgeResult.findMany({ where: { auditId, fence: { in: fences } }, select: edgeSelect }),
    db.rejection.findMany({ where: { auditId, fence: { in: fences } }, select: rejectionSelect, orderBy: { timestamp: "asc" } }),
  ]);
  return buildIndex(rows, edgeRows, rejectionRows);
}

function explain(chain: TracedChain, index: AuditIndex): Chain["brokenAt"] {
  if (!chain.brokenAt) return null;
  const { fence, reason, upstream } = chain.brokenAt;
  const edge = index.edges.get(fence);
  const sources = edge?.sources.join(", ") ?? "the source";
  const last = chain.hops[chain.hops.length - 1].claim;
  const explanation =
    reason === "not-found"
      ? `"${last.claim}" was not found in what ${sources} passed on (audit ${fence}).`
      : reason === "unchecked"
        ? `This sentence has no checkable fact, so the audit ${fence} searched nothing for it.`
        : reason === "cycle"
          ? `The links loop back on themselves after ${fence}.`
          : `Found in ${upstream ?? sources}'s output, but no claim in ${upstream ?? sources}'s own audits covers that line.`;
  return { ...chain.brokenAt, explanation };
}

/**
 * What a claim's whole chain says: `not-found` when any hop is, so a sentence copied faithfully
 * into the report but invented further upstream is flagged; else the claim's own finding.
 */
export function chainFinding(index: AuditIndex, claimId: string): string {
  const start = index.claims.get(claimId);
  if (!start) return "unchecked";
  const chain = traceClaim({ fence: start.fence, claim: start.record }, index.byFence);
  return chain.hops.some((hop) => hop.claim.finding === "not-found") ? "not-found" : start.record.finding;
}

/** The chain of one claim, hop by hop, ending on the cited tool call line or saying where it breaks. */
export async function getChain(db: Db, runId: string, auditId: string, claimId: string): Promise<Chain> {
  const audit = await db.audit.findFirst({ where: { id: auditId, runId }, select: { status: true } });
  if (!audit) throw notFound("Audit");
  const index = await loadChainIndex(db, auditId, claimId);
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
      rejections: index.rejections.get(fence) ?? [],
    };
  });

  let source: Chain["source"] = null;
  if (chain.source) {
    const { agent, outputFile, line } = chain.source;
    const call = await db.toolCall.findFirst({
      where: { runId, agent: { name: agent }, outputFile, lineStart: { lte: line }, lineEnd: { gte: line } },
      select: { id: true, seq: true, tool: true, inputJson: true },
    });
    source = {
      toolCallId: call?.id ?? null,
      agent,
      seq: call?.seq ?? null,
      tool: call?.tool ?? null,
      input: call ? JSON.parse(call.inputJson) : null,
      outputFile,
      tracePath: `${agent}/${outputFile}`,
      line,
    };
  }
  return { auditId, hops, source, brokenAt: explain(chain, index) };
}
